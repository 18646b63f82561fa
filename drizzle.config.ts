import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is meant to be used: it writes the next Supabase-named SQL file
// from app/lib/db/schema.ts. Applying migrations is the app's own runner
// (app/lib/db/migrate.server.ts) or `supabase db push`, never `drizzle-kit migrate`/`push`,
// which would keep a second, disagreeing migration history.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/lib/db/schema.ts",
  out: "./supabase/migrations",
  migrations: { prefix: "supabase" },
  strict: true,
  verbose: true,
});
