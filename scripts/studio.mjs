#!/usr/bin/env node
// npm run studio:dev | studio:build [-- extra args]
// Runs the studio's own npm script (studio/package.json) after making sure its
// dependencies are installed, on a Node the Sanity CLI accepts.

import { spawnSync } from "node:child_process";

import { childEnv, ensureStudioDeps, fail, STUDIO } from "./studio-cli.mjs";

const [script, ...rest] = process.argv.slice(2);
if (!script) fail("Usage: node scripts/studio.mjs <dev|build|deploy> [args…]");

ensureStudioDeps();
const result = spawnSync("npm", ["run", script, ...(rest.length ? ["--", ...rest] : [])], {
  cwd: STUDIO,
  env: childEnv(),
  stdio: "inherit",
});
if (result.error) fail(`Could not start npm: ${result.error.message}`);
process.exit(result.status ?? 1);
