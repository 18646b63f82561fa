import { contentSource } from "~/lib/content/content.server";
import { contentHealthQuery } from "~/lib/content/queries";
import { databaseStatus } from "~/lib/db/client.server";

export type HealthReport = {
  status: "ok" | "unavailable";
  database: { ok: true; driver: string } | { ok: false; reason: string };
  content: { ok: true; source: string } | { ok: false; reason: string };
};

async function contentStatus(): Promise<HealthReport["content"]> {
  try {
    const source = contentSource();
    // Straight to the source, past the cache: health must reflect the source now.
    const count = await source.fetch<number>(contentHealthQuery);
    return count === 1
      ? { ok: true, source: source.kind }
      : { ok: false, reason: "the siteSettings document is missing from the content source" };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}

/** Ready means both the database and the content source answer. */
export async function checkHealth(): Promise<HealthReport> {
  const [database, content] = await Promise.all([databaseStatus(), contentStatus()]);
  return { status: database.ok && content.ok ? "ok" : "unavailable", database, content };
}
