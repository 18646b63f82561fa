import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Overridable so parallel builds (several worktrees' e2e runs) do not overwrite each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
