import { contentSource } from "~/lib/content/content.server";
import { contentHealthQuery } from "~/lib/content/queries";
import { databaseStatus } from "~/lib/db/client.server";

export type HealthReport = {
  status: "ok" | "unavailable";
  database: { ok: true; driver: string } | { ok: false; reason: string };
  content: { ok: true; source: string } | { ok: false; reason: string };
};

export interface HealthProbes {
  database?: () => Promise<HealthReport["database"]>;
  content?: () => Promise<HealthReport["content"]>;
}

async function contentStatus(): Promise<HealthReport["content"]> {
  try {
    const source = contentSource();
    // Straight to the source, past the cache and the documents a Sanity source holds: health
    // must reflect the source now.
    const count = source.probe
      ? await source.probe<number>(contentHealthQuery)
      : await source.fetch<number>(contentHealthQuery);
    return count === 1
      ? { ok: true, source: source.kind }
      : { ok: false, reason: "the siteSettings document is missing from the content source" };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}

// Causes an operator can act on, named in words; the raw messages carry the addresses.
const KNOWN_CAUSES: ReadonlyArray<[RegExp, string]> = [
  [/ECONNREFUSED/, "connection refused"],
  [/ENOTFOUND|EAI_AGAIN/, "host not found"],
  [/ETIMEDOUT|timed? ?out|did not answer within|still opening after/i, "no answer in time"],
  [/ECONNRESET|connection (?:was )?(?:closed|terminated)/i, "connection closed"],
  [/password authentication failed|no pg_hba\.conf entry/i, "authentication failed"],
  [/database ".*" does not exist/i, "database does not exist"],
  [/ENOENT/, "file missing"],
  [/EACCES|EPERM/, "permission denied"],
];

// What is left once addresses are out: URLs, file paths, bracketed IPv6, IPv4 and host
// names with or without a port, and bare port numbers after a colon.
const ADDRESS_PATTERNS: readonly RegExp[] = [
  /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi,
  /(?:^|(?<=[\s'"(=,]))(?:[A-Za-z]:)?[/\\][^\s'",;)]+/g,
  /\[[0-9a-f:.]+\](?::\d+)?/gi,
  /\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b/g,
  /\b(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?\b/gi,
  /:\d{2,5}\b/g,
];

/**
 * The reason /healthz shows the public: what is wrong, never where. Known causes are
 * named in plain words; anything else keeps its wording with every address removed.
 */
export function publicReason(subject: string, raw: string): string {
  const known = KNOWN_CAUSES.filter(([pattern]) => pattern.test(raw)).map(([, words]) => words);
  if (known.length > 0) return `${subject} unavailable: ${[...new Set(known)].join("; ")}`;
  let scrubbed = raw;
  for (const pattern of ADDRESS_PATTERNS) scrubbed = scrubbed.replace(pattern, "…");
  return `${subject} unavailable: ${scrubbed.replace(/\s+/g, " ").trim()}`;
}

/** Ready means both the database and the content source answer. */
export async function checkHealth(probes: HealthProbes = {}): Promise<HealthReport> {
  const [database, content] = await Promise.all([
    (probes.database ?? databaseStatus)(),
    (probes.content ?? contentStatus)(),
  ]);
  return {
    status: database.ok && content.ok ? "ok" : "unavailable",
    database: database.ok
      ? database
      : { ok: false, reason: publicReason("database", database.reason) },
    content: content.ok ? content : { ok: false, reason: publicReason("content", content.reason) },
  };
}
