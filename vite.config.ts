import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // PGlite ships its WASM next to its JS; bundling it would break the relative load.
  ssr: { external: ["@electric-sql/pglite"] },
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
});
