import { defineCliConfig } from "sanity/cli";

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || "neargenius",
    dataset: process.env.SANITY_STUDIO_DATASET || "production",
  },
  // Set SANITY_STUDIO_HOSTNAME to deploy to <hostname>.sanity.studio with `npm run deploy`.
  ...(process.env.SANITY_STUDIO_HOSTNAME ? { studioHost: process.env.SANITY_STUDIO_HOSTNAME } : {}),
  typegen: {
    // GROQ queries written with defineQuery() in the site code.
    path: "../app/**/*.{ts,tsx}",
    // Produced by `sanity schema extract --path schema.json`.
    // The two overrides exist for `npm run content:typegen:check`, which generates into a
    // scratch folder and compares; nobody needs to set them by hand.
    schema: process.env.NEAR_GENIUS_TYPEGEN_SCHEMA || "schema.json",
    generates: process.env.NEAR_GENIUS_TYPEGEN_OUTPUT || "../app/lib/content/sanity.types.ts",
  },
  deployment: { autoUpdates: false },
});
