import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt } from "drizzle-orm";

import type { Database } from "~/lib/db/database";
import { type Lead, leadResumeTokens } from "~/lib/db/schema";

// A mailed link lets a visitor pick up their lead on another device. Only a hash of its token
// is stored, so a copy of the database opens no lead.

/** How long an emailed resume link opens the lead. */
export const RESUME_LINK_DAYS = 30;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Stores a new resume token for the lead and returns the token itself (only ever mailed). */
export async function createResumeToken(tx: Database, leadId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(leadResumeTokens).values({
    tokenHash: hashToken(token),
    leadId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESUME_LINK_DAYS * 86_400_000),
  });
  return token;
}

export function resumePath(token: string): string {
  return `/resume/${token}`;
}

/** The lead an unexpired resume token opens, if any. */
export async function redeemResumeToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ leadId: leadResumeTokens.leadId })
    .from(leadResumeTokens)
    .where(
      and(eq(leadResumeTokens.tokenHash, hashToken(token)), gt(leadResumeTokens.expiresAt, now)),
    );
  return row?.leadId ?? null;
}

/**
 * Pages a resume link may name with `?next=` (a re-book mail's link opens the booking form
 * filled in). A list, so the link can never send anyone off the site.
 */
const NEXT_PAGES: Record<string, string> = { "book-call": "/contact/book-call" };

/**
 * Where a returning visitor continues: the page the link names, else the briefing they
 * started, else the first funnel step they have not done.
 */
export function resumeDestination(
  lead: Pick<Lead, "roleIds" | "estimate">,
  progress: { briefingDraft: boolean; next?: string | null } = { briefingDraft: false },
): string {
  if (progress.next && Object.hasOwn(NEXT_PAGES, progress.next)) return NEXT_PAGES[progress.next]!;
  if (progress.briefingDraft) return "/briefing";
  return lead.roleIds.length === 0 ? "/stack-selection" : "/calculator";
}
