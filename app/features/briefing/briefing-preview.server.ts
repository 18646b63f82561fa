import { data } from "react-router";

import { readLeadId } from "~/features/lead/lead-session.server";
import { matchInputSchema } from "~/features/matching/match-input";
import type { MatchPreview } from "~/features/matching/match-preview";
import { previewMatches, type PreviewRequest } from "~/features/matching/match-preview.server";
import { type Database, getDatabase } from "~/lib/db/client.server";
import { holdsNul } from "~/lib/http/nul";
import { readBodyText } from "~/lib/http/request-body.server";
import { describeError, log } from "~/lib/log.server";
import { canonicalTimeZone } from "~/lib/time-zones";

import { type BriefingDraft, briefingDraftSchema } from "./briefing-draft";
import { briefingMatchPlan } from "./briefing-match";

// The briefing's match preview: the wizard posts its current draft (which may be ahead of the
// last save) and gets, per role, the counts and the cards its lead may see. The same function
// computes the snapshot stored with a submitted briefing, so both read the brief alike.

const PREVIEW_MAX_BYTES = 256 * 1024;
const NO_STORE = { "Cache-Control": "no-store" };

export const PREVIEW_MESSAGES = {
  unreadable: "The briefing could not be read for a preview.",
  unavailable: "The preview is not available right now; your answers are kept.",
} as const;

/** The zone the server falls back to when the visitor's is unknown: most of our clients'. */
const DEFAULT_ZONE = "America/New_York";

/** The matcher's questions for a draft, each checked by the matcher's own schema. */
export function previewRequests(
  draft: BriefingDraft,
  options: { fallbackZone: string; now: Date },
): { requests: PreviewRequest[]; forPeople: string[] } {
  const plan = briefingMatchPlan(draft, {
    fallbackZone: options.fallbackZone,
    today: options.now.toISOString().slice(0, 10),
  });
  const requests = plan.requests.flatMap((request) => {
    const parsed = matchInputSchema.safeParse(request.body);
    if (parsed.success) return [{ roleTitle: request.roleTitle, input: parsed.data }];
    // A role the matcher cannot read is left out of the preview rather than failing it.
    log.warn("[briefing] preview skipped a role", {
      roleId: request.body.roleId,
      issues: parsed.error.issues.map((issue) => issue.path.join(".")).join(", "),
    });
    return [];
  });
  return { requests, forPeople: plan.forPeople };
}

/** The preview of a draft for a lead (or a visitor we do not know yet). */
export async function briefingPreview(
  db: Database,
  draft: BriefingDraft,
  options: { leadId: string | null; fallbackZone?: string; now: Date },
): Promise<MatchPreview> {
  const { requests, forPeople } = previewRequests(draft, {
    fallbackZone: options.fallbackZone || DEFAULT_ZONE,
    now: options.now,
  });
  return previewMatches(db, requests, { leadId: options.leadId, now: options.now, forPeople });
}

async function readPreviewBody(request: Request) {
  // A body over the cap is refused with a 413 before it is read in full.
  const body = await readBodyText(request, PREVIEW_MAX_BYTES);
  try {
    const value = JSON.parse(body) as { draft?: unknown; timeZone?: unknown } | null;
    if (!value || typeof value !== "object" || holdsNul(value)) return null;
    const zone = typeof value.timeZone === "string" ? canonicalTimeZone(value.timeZone) : null;
    return { draft: value.draft, timeZone: zone ?? "" };
  } catch {
    return null;
  }
}

/** POST /api/briefing/preview: `{draft, timeZone}` in, a MatchPreview out. */
export async function handlePreviewRequest(request: Request) {
  const body = await readPreviewBody(request);
  const parsed = body ? briefingDraftSchema.safeParse(body.draft) : null;
  if (!body || !parsed?.success) {
    return data(
      { ok: false as const, error: PREVIEW_MESSAGES.unreadable },
      { status: 400, headers: NO_STORE },
    );
  }
  try {
    const db = await getDatabase();
    const preview = await briefingPreview(db, parsed.data, {
      leadId: await readLeadId(request),
      fallbackZone: body.timeZone,
      now: new Date(),
    });
    return data({ ok: true as const, preview }, { headers: NO_STORE });
  } catch (error) {
    log.error("[briefing] preview failed", { error: describeError(error) });
    return data(
      { ok: false as const, error: PREVIEW_MESSAGES.unavailable },
      { status: 503, headers: NO_STORE },
    );
  }
}
