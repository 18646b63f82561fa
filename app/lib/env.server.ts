import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

// DATABASE_URL is deliberately only a string here: a malformed URL must not stop the
// server (the foundation issue asks for a running server whose /healthz explains the
// fault), so it is parsed when the database is first opened.
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: optionalString,
  SITE_URL: z.url().default("http://localhost:3000"),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  DATABASE_URL: optionalString,
  SANITY_PROJECT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be a Sanity project id (lower-case letters, digits, dashes)")
      .optional(),
  ),
  SANITY_DATASET: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]+$/, "must be a Sanity dataset name")
    .default("production"),
  SANITY_API_VERSION: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2}|v\d+|vX)$/, "must look like 2025-02-19")
    .default("2025-02-19"),
  SANITY_TOKEN: optionalString,
  SANITY_USE_CDN: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  SANITY_WEBHOOK_SECRET: optionalString,
  CONTENT_DATASET_FILE: optionalString,
  CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses an environment; the message names every variable that is wrong. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
  );
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}

let cached: Env | undefined;

/** The process environment, parsed once on first use (the server entry calls it at start). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
