import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { playbookDownloads } from "~/lib/db/schema";
import { PLAYBOOK_MARKETING_CONSENT_TEXT } from "~/features/lead-capture/consent";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { attachLead } from "~/features/lead/leads.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import { siteLink } from "~/lib/site-origin.server";

export function downloadPath(slug: string, token: string): string {
  return `/insights/articles/${slug}/download/${token}`;
}

/**
 * Records the request (consent text and time only when ticked) and emails the link, on
 * `siteUrl`: the public address of the request that asked for it (siteOrigin).
 */
export async function requestPlaybook(
  db: Database,
  input: { email: string; marketingConsent: boolean; idempotencyKey: string },
  playbook: { slug: string; title: string },
  siteUrl: string,
  context: { leadId?: string | null } = {},
): Promise<{ token: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const token = randomBytes(24).toString("base64url");
    const now = new Date();
    const [inserted] = await tx
      .insert(playbookDownloads)
      .values({
        idempotencyKey: input.idempotencyKey,
        playbookSlug: playbook.slug,
        email: input.email,
        downloadToken: token,
        marketingConsent: input.marketingConsent,
        consentText: input.marketingConsent ? PLAYBOOK_MARKETING_CONSENT_TEXT : null,
        consentedAt: input.marketingConsent ? now : null,
      })
      .onConflictDoNothing({ target: playbookDownloads.idempotencyKey })
      .returning({ id: playbookDownloads.id, token: playbookDownloads.downloadToken });
    if (!inserted) {
      const [existing] = await tx
        .select({ token: playbookDownloads.downloadToken })
        .from(playbookDownloads)
        .where(eq(playbookDownloads.idempotencyKey, input.idempotencyKey));
      if (!existing) throw new Error("download neither inserted nor found");
      return { token: existing.token, created: false };
    }
    const leadId = await attachLead(tx, {
      email: input.email,
      source: "playbook",
      currentLeadId: context.leadId,
      event: {
        type: LEAD_EVENT.playbookRequested,
        payload: { downloadId: inserted.id, playbookSlug: playbook.slug },
      },
      now,
    });
    await tx.update(playbookDownloads).set({ leadId }).where(eq(playbookDownloads.id, inserted.id));
    const link = siteLink(siteUrl, downloadPath(playbook.slug, token));
    await enqueueMail(tx, {
      to: input.email,
      subject: `Your playbook: ${playbook.title}`,
      text: [
        "Hello,",
        "",
        `Here is your copy of "${playbook.title}" (PDF):`,
        link,
        "",
        "The Near Genius team",
      ].join("\n"),
    });
    return { token: inserted.token, created: true };
  });
}

export async function findDownload(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(playbookDownloads)
    .where(eq(playbookDownloads.downloadToken, token));
  return row;
}
