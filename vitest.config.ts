import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

import { NODE_REPORT_DIR } from "./vitest.node-reports";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: [
      "app/**/*.test.ts",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      // The studio's own logic without Sanity's packages (studio/node_modules is not loaded).
      "studio/*.test.ts",
    ],
    environment: "node",
    // Creates this run's template databases, which every database suite clones.
    globalSetup: ["./vitest.global-setup.ts"],
    // Files run one after another in a worker that keeps its loaded dependencies: importing
    // drizzle, PGlite, React's server renderer and zod again for each of ~145 files was a
    // quarter of the run (271 s; 162 s without). The setup file gives each file fresh app
    // modules and puts back the environment it changed (decision 070).
    isolate: false,
    setupFiles: ["./vitest.setup.ts"],
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI
    // machine, where files often wait on PostgreSQL or a child process rather than compute;
    // two workers there shortened the run from 284 s to 158 s (decision 044).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker that V8 itself ends (a fatal error, seen once as SIGTRAP) leaves a diagnostic
    // report here; the global setup prints its cause, which the runner's own message omits.
    // Worker threads (Stryker's runner) refuse these flags: there the report is left out.
    execArgv: process.env.NG_VITEST_WORKER_THREADS
      ? []
      : ["--report-on-fatalerror", `--report-directory=${NODE_REPORT_DIR}`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
