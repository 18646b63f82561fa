import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { saveLeadSubmission } from "~/features/lead/lead-submission.server";
import type { AgreedConsent } from "~/features/lead-capture/consent";
import type { OutgoingMail } from "~/features/mailer/mailer.server";
import {
  type ConfirmationCopy,
  FALLBACK_MAIL_COPY,
  fillPlaceholders,
} from "~/features/notifications/mail-copy.server";
import type { Database } from "~/lib/db/client.server";
import { playbookDownloads } from "~/lib/db/schema";
import { siteLink } from "~/lib/site-origin.server";

export function downloadPath(slug: string, token: string): string {
  return `/insights/articles/${slug}/download/${token}`;
}

/**
 * The mail with the private link: the CMS's subject and paragraphs (mailCopy.playbook)
 * around the link and the reference line, which the site writes so no edit can drop them.
 */
export function playbookMail(
  copy: ConfirmationCopy,
  to: string,
  values: { title: string; reference: string; link: string },
): OutgoingMail {
  const fill = (text: string) => fillPlaceholders(text, values);
  return {
    to,
    subject: fill(copy.subject),
    text: [
      "Hello,",
      "",
      fill(copy.intro),
      values.link,
      "",
      `Your reference: ${values.reference}`,
      "",
      fill(copy.nextSteps),
      "",
      "The Near Genius team",
    ].join("\n"),
  };
}

/**
 * Records the request (consent text and time only when ticked) and emails the link, on
 * `siteUrl`: the public address of the request that asked for it (siteOrigin), with a
 * reference (NG-P-…) on the row, the timeline and in the mail. A repeated idempotency key
 * answers with the first request's token and reference (null for a request stored before
 * references) and queues nothing.
 */
export async function requestPlaybook(
  db: Database,
  input: {
    email: string;
    idempotencyKey: string;
    /** The marketing consent's wording agreed to, when the box was ticked. */
    consent: AgreedConsent | null;
  },
  playbook: { slug: string; title: string },
  siteUrl: string,
  context: { leadId?: string | null; copy?: ConfirmationCopy; now?: Date } = {},
): Promise<{ token: string; reference: string | null; created: boolean }> {
  return db.transaction(async (tx) => {
    const token = randomBytes(24).toString("base64url");
    const now = context.now ?? new Date();
    const [inserted] = await tx
      .insert(playbookDownloads)
      .values({
        idempotencyKey: input.idempotencyKey,
        playbookSlug: playbook.slug,
        email: input.email,
        downloadToken: token,
        marketingConsent: input.consent !== null,
        consentText: input.consent?.text ?? null,
        consentVersionId: input.consent?.id ?? null,
        consentedAt: input.consent ? now : null,
      })
      .onConflictDoNothing({ target: playbookDownloads.idempotencyKey })
      .returning({ id: playbookDownloads.id, token: playbookDownloads.downloadToken });
    if (!inserted) {
      const [existing] = await tx
        .select({ token: playbookDownloads.downloadToken, reference: playbookDownloads.reference })
        .from(playbookDownloads)
        .where(eq(playbookDownloads.idempotencyKey, input.idempotencyKey));
      if (!existing) throw new Error("download neither inserted nor found");
      return { token: existing.token, reference: existing.reference, created: false };
    }
    const { reference } = await saveLeadSubmission(tx, {
      sender: { email: input.email, source: "playbook", currentLeadId: context.leadId },
      reference: { scope: "playbook", prefix: "NG-P" },
      event: (reference) => ({
        type: LEAD_EVENT.playbookRequested,
        payload: { downloadId: inserted.id, reference, playbookSlug: playbook.slug },
      }),
      store: async ({ leadId, reference }) => {
        await tx
          .update(playbookDownloads)
          .set({ leadId, reference })
          .where(eq(playbookDownloads.id, inserted.id));
      },
      confirmation: (_stored, reference) =>
        playbookMail(context.copy ?? FALLBACK_MAIL_COPY.playbook, input.email, {
          title: playbook.title,
          reference,
          link: siteLink(siteUrl, downloadPath(playbook.slug, token)),
        }),
      now,
    });
    return { token: inserted.token, reference, created: true };
  });
}

export async function findDownload(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(playbookDownloads)
    .where(eq(playbookDownloads.downloadToken, token));
  return row;
}
