import { mayMail } from "~/features/lead-capture/rate-limit.server";
import { enqueueMail, type OutgoingMail } from "~/features/mailer/mailer.server";
import type { Database } from "~/lib/db/database";
import { nextReference } from "~/lib/db/reference-counter.server";

import type { LeadEventType } from "./lead-events";
import { type AttachInput, attachLead } from "./leads.server";

// Every form outside the funnel (a message, an application, a playbook request, a newsletter
// sign-up, a booked call) ends the same way once its row is known to be new: it gets its
// reference, joins its sender's lead with an event on the timeline, and its sender gets a
// confirmation unless their address has had its share of mail (decision 026). One step keeps
// the five in the same order, in the caller's transaction, so none can forget a part.

/** The counter a submission's reference is drawn from ("contact", "NG-M": NG-M-2026-0042). */
export interface ReferenceSeries {
  scope: string;
  prefix: string;
}

/** A submission drawn from a series has a reference; one that is not has none. */
export type ReferenceFrom<Series extends ReferenceSeries | null> = Series extends ReferenceSeries
  ? string
  : null;

export interface LeadSubmission<Stored, Series extends ReferenceSeries | null> {
  /** Who sent it; it joins their lead (by cookie, else the latest with their email, else new). */
  sender: Omit<AttachInput, "event" | "now">;
  /** Numbers the submission; null for one that has no reference of its own. */
  reference: Series;
  /** The timeline's event, which may name the reference. */
  event: (reference: ReferenceFrom<Series>) => {
    type: LeadEventType;
    payload: Record<string, unknown>;
  };
  /** Stores the lead and the reference with the submission (an update, or the insert itself). */
  store: (lead: { leadId: string; reference: ReferenceFrom<Series> }) => Promise<Stored>;
  /** The sender's confirmation; queued only while their address may still be mailed. */
  confirmation: ((stored: Stored, reference: ReferenceFrom<Series>) => OutgoingMail) | null;
  now: Date;
}

export interface SavedLeadSubmission<Stored, Series extends ReferenceSeries | null> {
  leadId: string;
  reference: ReferenceFrom<Series>;
  stored: Stored;
  /** False when there is no confirmation or the address reached its mail limit. */
  confirmationQueued: boolean;
}

/**
 * Ties a new submission to its lead and confirms it to the sender: reference, timeline event
 * (with the webhooks and sales mail it sets off), the submission's row, the confirmation mail.
 * Call it inside the transaction that stored the submission, and only when that transaction
 * stored it: a replayed idempotency key must not number, record or mail anything again.
 */
export async function saveLeadSubmission<Stored, Series extends ReferenceSeries | null>(
  tx: Database,
  submission: LeadSubmission<Stored, Series>,
): Promise<SavedLeadSubmission<Stored, Series>> {
  const { now } = submission;
  const series: ReferenceSeries | null = submission.reference;
  // Numbered only once stored, so a replayed submission does not use up a number.
  const reference = (
    series ? await nextReference(tx, series.scope, series.prefix, now) : null
  ) as ReferenceFrom<Series>;
  const leadId = await attachLead(tx, {
    ...submission.sender,
    event: submission.event(reference),
    now,
  });
  const stored = await submission.store({ leadId, reference });
  // Past the address's hourly mails the submission is stored and answered, without a mail,
  // so nobody floods an inbox by submitting forms in someone else's name.
  const confirmationQueued =
    submission.confirmation !== null && (await mayMail(tx, submission.sender.email, now));
  if (confirmationQueued && submission.confirmation) {
    await enqueueMail(tx, submission.confirmation(stored, reference));
  }
  return { leadId, reference, stored, confirmationQueued };
}
