import { and, eq, sql } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { mayMail } from "~/features/lead-capture/rate-limit.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import { confirmationMail } from "~/features/notifications/confirmation-mail.server";
import type { ConfirmationCopy } from "~/features/notifications/mail-copy.server";
import type { Database } from "~/lib/db/client.server";
import { leadEvents, leads } from "~/lib/db/schema";

import { type QuoteDocument, quoteDocumentSchema } from "./quote.server";

/** "limited": recorded, but the address had its share of mail this hour (decision 026). */
export type QuoteConfirmation = "sent" | "already-sent" | "limited" | "none";

export interface DownloadedQuote {
  /** The quote's number, printed on the PDF and in its file name; the visitor's reference. */
  quoteNumber: string;
  monthlyCents: number;
  projectCents: number;
  /** What the PDF printed, kept so staff can download the quote the visitor received. */
  document?: QuoteDocument;
}

/**
 * Records a quote a known visitor downloaded on their lead's timeline and queues its
 * confirmation to the lead's address, in one transaction. The quote's number is the same for
 * the same team on the same day, so downloading it again records and sends nothing more.
 * Without a lead (nobody registered in this browser) there is no address to write to.
 */
export async function confirmQuoteDownload(
  db: Database,
  leadId: string,
  quote: DownloadedQuote,
  copy: ConfirmationCopy,
  now: Date = new Date(),
): Promise<QuoteConfirmation> {
  return db.transaction(async (tx) => {
    // The lead's row lock makes two concurrent downloads of one quote record it once.
    const [lead] = await tx
      .select({ email: leads.email, contactName: leads.contactName })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return "none";
    const [earlier] = await tx
      .select({ id: leadEvents.id })
      .from(leadEvents)
      .where(
        and(
          eq(leadEvents.leadId, leadId),
          eq(leadEvents.type, LEAD_EVENT.quoteDownloaded),
          sql`${leadEvents.payload}->>'reference' = ${quote.quoteNumber}`,
        ),
      )
      .limit(1);
    if (earlier) return "already-sent";
    await tx.update(leads).set({ lastActivityAt: now }).where(eq(leads.id, leadId));
    await recordLeadEvent(tx, {
      leadId,
      type: LEAD_EVENT.quoteDownloaded,
      payload: {
        reference: quote.quoteNumber,
        monthlyCents: quote.monthlyCents,
        projectCents: quote.projectCents,
        ...(quote.document ? { document: quote.document } : {}),
      },
      now,
    });
    if (!(await mayMail(tx, lead.email, now))) return "limited";
    await enqueueMail(
      tx,
      confirmationMail<"quote">(copy, lead.email, {
        name: lead.contactName ?? "",
        reference: quote.quoteNumber,
      }),
    );
    return "sent";
  });
}

/**
 * The quote a lead's visitor downloaded, as it was printed then, or undefined when the lead
 * has no such quote or it was recorded before quotes were kept whole.
 */
export async function sentQuoteDocument(
  db: Database,
  leadId: string,
  reference: string,
): Promise<QuoteDocument | undefined> {
  const [event] = await db
    .select({ payload: leadEvents.payload })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.leadId, leadId),
        eq(leadEvents.type, LEAD_EVENT.quoteDownloaded),
        sql`${leadEvents.payload}->>'reference' = ${reference}`,
      ),
    )
    .limit(1);
  const parsed = quoteDocumentSchema.safeParse(
    (event?.payload as { document?: unknown } | undefined)?.document,
  );
  return parsed.success ? parsed.data : undefined;
}
