import type { Database } from "~/lib/db/client.server";
import { nextReference } from "~/lib/db/reference-counter.server";

export const BRIEFING_REFERENCE_PATTERN = /^NG-B-\d{4}-\d{4,}$/;

export function nextBriefingReference(tx: Database, now: Date): Promise<string> {
  return nextReference(tx, "briefing", "NG-B", now);
}
