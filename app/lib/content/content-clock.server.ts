import { readFileSync } from "node:fs";

import { env } from "~/lib/env.server";

/**
 * The time the site shows content as of (decision 100): which documents are inside their
 * publish window, and GROQ's now(). The current time, unless CONTENT_CLOCK_FILE names a file
 * holding an ISO time, which end-to-end tests rewrite to move the site's clock (the server
 * refuses that variable in production).
 */
export function contentNow(): Date {
  const file = env().CONTENT_CLOCK_FILE;
  return file ? timeInFile(file) : new Date();
}

/**
 * The time written in `file`. Read on every call: the file is a few bytes, only tests set
 * it, and a test that rewrites it twice within the file system's timestamp resolution must
 * still see its second time.
 */
export function timeInFile(file: string): Date {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (error) {
    throw new Error(
      `CONTENT_CLOCK_FILE ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
  const ms = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(ms)) {
    throw new Error(
      `CONTENT_CLOCK_FILE ${file} must hold an ISO time such as 2026-12-07T09:00:00Z, not "${text.slice(0, 40)}"`,
    );
  }
  return new Date(ms);
}
