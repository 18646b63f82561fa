import { randomBytes } from "node:crypto";

import { asc, eq } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import { recordStaffAction } from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import { leadMessages, leadReplyTokens, leads } from "~/lib/db/schema";

import type { Staff, WorkContext } from "./lead-work.server";
import { type ReplyPreview, subjectWithReference } from "./reply-schema";

// A staff member's reply to a lead, sent from the lead's page (decision 098). It goes through
// the mail queue under the site's address with the writer's name, and its Reply-To carries
// the lead's reply token, so the visitor's answer comes back to this lead whatever the
// subject says. The message row, the queued mail, the timeline event and the audit line are
// written in one transaction: a reply is on the timeline exactly when it is queued.

/** Tokens are 24 lower-case hex characters: mail systems may change the case of a local part. */
const TOKEN = /^[0-9a-f]{24}$/;

export function isReplyToken(value: string): boolean {
  return TOKEN.test(value);
}

/** The address a visitor's answer goes to, "reply+<token>@<domain>". */
export function replyAddress(token: string, domain: string): string {
  return `reply+${token}@${domain}`;
}

/**
 * The token of one of our reply addresses ("reply+<token>@<domain>", any case), or null
 * for any other address.
 */
export function tokenOfAddress(address: string, domain: string): string | null {
  const match = /^reply\+([^@\s]+)@(.+)$/i.exec(address.trim());
  if (!match || match[2]!.toLowerCase() !== domain.toLowerCase()) return null;
  const token = match[1]!.toLowerCase();
  return isReplyToken(token) ? token : null;
}

/** The lead's reply token: the first one it was given (a merged lead keeps both). */
export async function replyTokenFor(tx: Database, leadId: string): Promise<string> {
  const [existing] = await tx
    .select({ token: leadReplyTokens.token })
    .from(leadReplyTokens)
    .where(eq(leadReplyTokens.leadId, leadId))
    .orderBy(asc(leadReplyTokens.createdAt))
    .limit(1);
  if (existing) return existing.token;
  const token = randomBytes(12).toString("hex");
  await tx.insert(leadReplyTokens).values({ token, leadId });
  return token;
}

export interface ReplySettings {
  /** REPLY_DOMAIN; without it the reply carries no Reply-To. */
  replyDomain: string | undefined;
  /** The signature with the writer's name filled in. */
  signature: string;
}

/** The name the visitor sees as the sender: the writer's, with the company's. */
export function senderName(staff: Staff): string {
  return `${staff.name || staff.email} at Near Genius`;
}

/** The mail as it goes out: the writer's text, then the signature. */
export function composeReply(
  input: { subject: string; body: string },
  lead: { email: string; reference: string },
  staff: Staff,
  settings: ReplySettings,
  token: string | null,
): ReplyPreview {
  return {
    fromName: senderName(staff),
    to: lead.email,
    replyTo: token && settings.replyDomain ? replyAddress(token, settings.replyDomain) : null,
    subject: subjectWithReference(input.subject, lead.reference),
    text: `${input.body.trim()}\n\n-- \n${settings.signature.trim()}\n`,
  };
}

async function leadToWrite(db: Database, leadId: string) {
  const [lead] = await db
    .select({ id: leads.id, email: leads.email, reference: leads.reference })
    .from(leads)
    .where(eq(leads.id, leadId));
  return lead;
}

/**
 * The reply as it would go out. The lead gets its reply token here if it has none yet, so
 * the preview shows the very address the reply will carry.
 */
export async function previewReply(
  db: Database,
  staff: Staff,
  leadId: string,
  input: { subject: string; body: string },
  settings: ReplySettings,
): Promise<ReplyPreview | null> {
  const lead = await leadToWrite(db, leadId);
  if (!lead) return null;
  const token = settings.replyDomain ? await replyTokenFor(db, leadId) : null;
  return composeReply(input, lead, staff, settings, token);
}

export type SendReplyResult = { ok: true; messageId: string } | { ok: false; reason: "not_found" };

export async function sendReply(
  db: Database,
  staff: Staff,
  leadId: string,
  input: { subject: string; body: string },
  settings: ReplySettings,
  context: WorkContext = {},
): Promise<SendReplyResult> {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const lead = await leadToWrite(tx, leadId);
    if (!lead) return { ok: false, reason: "not_found" };
    const token = settings.replyDomain ? await replyTokenFor(tx, leadId) : null;
    const mail = composeReply(input, lead, staff, settings, token);
    await enqueueMail(tx, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      fromName: mail.fromName,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    });
    const [message] = await tx
      .insert(leadMessages)
      .values({
        leadId,
        direction: "outbound",
        staffUserId: staff.id,
        fromName: mail.fromName,
        fromAddress: staff.email,
        toAddress: mail.to,
        subject: mail.subject,
        bodyText: mail.text,
        token,
        createdAt: now,
      })
      .returning({ id: leadMessages.id });
    if (!message) throw new Error("the reply was not stored");
    await recordLeadEvent(tx, {
      leadId,
      type: LEAD_EVENT.messageSent,
      payload: { messageId: message.id, staffId: staff.id, staffName: staff.name || staff.email },
      now,
    });
    await recordStaffAction(
      tx,
      staff,
      "lead.reply",
      { type: "lead", id: leadId },
      { messageId: message.id },
      context.ipAddress ?? null,
    );
    return { ok: true, messageId: message.id };
  });
}
