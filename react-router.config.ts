import path from "node:path";

import type { Config } from "@react-router/dev/config";

import { precompressAssets } from "./scripts/precompress-assets.mjs";

export default {
  ssr: true,
  // Overridable so parallel builds (several worktrees' e2e runs) do not overwrite each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The browser's hashed assets get their brotli and gzip copies once, here (decision 042).
  async buildEnd({ reactRouterConfig }) {
    const folder = path.join(reactRouterConfig.buildDirectory, "client", "assets");
    const { files, bytes, brotliBytes } = await precompressAssets(folder);
    console.info(
      `precompressed ${files} assets: ${Math.round(bytes / 1024)} kB, ${Math.round(brotliBytes / 1024)} kB as brotli`,
    );
  },
} satisfies Config;
