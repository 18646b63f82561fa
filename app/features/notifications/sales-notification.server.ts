import { eq } from "drizzle-orm";

import { enqueueMail } from "~/features/mailer/mailer.server";
import type { Database } from "~/lib/db/client.server";
import { leadEvents, leads } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { requestOrigin } from "~/lib/request-origin.server";
import { siteLink } from "~/lib/site-origin.server";

// The sales team hears of each new lead, submitted briefing and booked call within minutes:
// a mail queued in the transaction that stores it (so it is sent exactly when the lead is
// really there), naming the reference, the kind and a link to the lead in the staff inbox.
// It carries no personal data (no name, address, company or message): a mailbox is shared
// and forwarded, and the inbox behind the link checks who is reading (decision 021).

// The tables below key on the lead event names as stored (app/features/lead/lead-events.ts)
// rather than importing them: the lead feature calls this module for every event it appends,
// so importing the names back would make the two features depend on each other. The webhook
// outbox does the same; a test checks every name here is a lead event.

/** What brought a lead in, for the subject line, by the event its creation appended. */
export const KIND_OF_FIRST_EVENT: Readonly<Record<string, string>> = {
  registered: "registration",
  "contact.message": "contact message",
  "playbook.requested": "playbook request",
  "newsletter.subscribed": "newsletter sign-up",
  "application.submitted": "job application",
  "briefing.submitted": "briefing",
  "booking.created": "booked call",
};

/** Events sales hears of on a lead they already know. */
export const KIND_OF_EVENT: Readonly<Record<string, string>> = {
  "briefing.submitted": "briefing",
  "booking.created": "booked call",
  "message.received": "reply by mail",
};

export function leadInboxPath(leadId: string): string {
  return `/admin/leads/${leadId}`;
}

/** The sales team's address(es), or undefined when SALES_NOTIFY_EMAIL is unset. */
export function salesNotifyRecipients(): string | undefined {
  return env().SALES_NOTIFY_EMAIL;
}

/** The line the server logs at start, saying whether (and where) the sales team is told. */
export function salesNotificationStatus(): string {
  const to = salesNotifyRecipients();
  return to
    ? `[notify] new leads, briefings and booked calls are mailed to ${to}`
    : "[notify] SALES_NOTIFY_EMAIL is unset: the sales team gets no mail of new leads, briefings or booked calls";
}

function textOf(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/**
 * Queues the sales team's mail for a lead event, when it is one they hear of: the lead's
 * first event (every path that inserts a lead appends one in the same transaction), a
 * submitted briefing or a booked call. Call it inside the transaction, before the event
 * itself is stored. A briefing or call that creates its lead gives one mail, not two.
 * Resolves to whether a mail was queued.
 */
export async function notifySalesOfLeadEvent(
  tx: Database,
  leadId: string,
  type: string,
  payload: Record<string, unknown>,
): Promise<boolean> {
  const to = salesNotifyRecipients();
  if (!to) return false;
  const [earlier] = await tx
    .select({ id: leadEvents.id })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .limit(1);
  const isNew = !earlier;
  const eventKind = KIND_OF_EVENT[type];
  if (!isNew && !eventKind) return false;
  const [lead] = await tx
    .select({ reference: leads.reference, source: leads.source })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return false;

  const reference = textOf(payload.reference);
  const kind = (isNew ? KIND_OF_FIRST_EVENT[type] : eventKind) ?? lead.source;
  const link = siteLink(requestOrigin(), leadInboxPath(leadId));
  const subject = isNew
    ? `New lead ${lead.reference} (${kind})`
    : [`New ${kind}`, reference, `(lead ${lead.reference})`].filter(Boolean).join(" ");
  await enqueueMail(tx, {
    to,
    subject,
    text: [
      isNew ? `A new lead came in through a ${kind}.` : `New on a lead you know: a ${kind}.`,
      "",
      `Lead: ${lead.reference}`,
      ...(reference && reference !== lead.reference ? [`Reference: ${reference}`] : []),
      `Kind: ${kind}`,
      "",
      "Open it in the sales inbox (staff sign-in):",
      link,
      "",
      "The contact details are in the inbox only; this mail carries none on purpose.",
    ].join("\n"),
  });
  return true;
}
