import { eq } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import type { MatchPreview } from "~/features/matching/match-preview";
import type { Database } from "~/lib/db/client.server";
import { briefings } from "~/lib/db/schema";
import { describeError, log } from "~/lib/log.server";

import type { BriefingDraft } from "./briefing-draft";
import { briefingPreview } from "./briefing-preview.server";

// The preview a submitted briefing keeps: computed once the briefing is stored, so a matcher
// failure can never cost the visitor their briefing, and written with its timeline event in
// one transaction. The confirmation page and the sales team read this copy, not a new match:
// the pool moves on, and what the client saw is what was shown.

export interface SnapshotOptions {
  leadId: string;
  briefing: { id: string; reference: string };
  draft: BriefingDraft;
  timeZone: string;
  now: Date;
}

/** Stores the briefing's preview; answers it, or null when it could not be made. */
export async function storeBriefingPreview(
  db: Database,
  options: SnapshotOptions,
): Promise<MatchPreview | null> {
  const { leadId, briefing, draft, timeZone, now } = options;
  try {
    const preview = await briefingPreview(db, draft, { leadId, fallbackZone: timeZone, now });
    await db.transaction(async (tx) => {
      await tx
        .update(briefings)
        .set({ matchPreview: preview as unknown as Record<string, unknown> })
        .where(eq(briefings.id, briefing.id));
      await recordLeadEvent(tx, {
        leadId,
        type: LEAD_EVENT.matchPreviewed,
        payload: {
          briefingId: briefing.id,
          reference: briefing.reference,
          matcherVersion: preview.matcherVersion,
          roles: preview.roles.map((role) => ({
            roleId: role.roleId,
            passed: role.passed,
            shown: role.cards.map((card) => card.handle),
          })),
        },
        now,
      });
    });
    return preview;
  } catch (error) {
    log.error("[briefing] the match preview of a submitted briefing was not stored", {
      reference: briefing.reference,
      error: describeError(error),
    });
    return null;
  }
}
