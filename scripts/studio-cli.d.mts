// Types for the parts of studio-cli.mjs the TypeScript tests use.
import type { SpawnSyncReturns } from "node:child_process";

export const ROOT: string;
export const STUDIO: string;
/** Installs the studio's own dependencies when they are missing or stale. */
export function ensureStudioDeps(): void;
/** Runs the studio's Sanity CLI with `args`, in the studio folder. */
export function runSanity(
  args: string[],
  options?: { capture?: boolean; env?: Record<string, string> },
): SpawnSyncReturns<string>;
