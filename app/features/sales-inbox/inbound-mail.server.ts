import { createHash, randomUUID, timingSafeEqual } from "node:crypto";

import { eq, inArray } from "drizzle-orm";
import { z } from "zod";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import type { Database } from "~/lib/db/client.server";
import {
  leadMessageFiles,
  leadMessages,
  leadReplyTokens,
  leads,
  staffUsers,
} from "~/lib/db/schema";
import { DOCUMENT_KINDS_TEXT, DOCUMENT_MAX_BYTES } from "~/lib/files/document-limits";
import { detectDocumentType } from "~/lib/files/document-type.server";
import { describeError, log } from "~/lib/log.server";
import { siteLink } from "~/lib/site-origin.server";
import type { FileStorage } from "~/lib/storage/file-storage.server";

import { isReplyToken, tokenOfAddress } from "./lead-replies.server";

// A visitor's answer to a staff reply, as Postmark's inbound webhook posts it (decision 098):
// JSON with the parsed message, the plus-address part of the recipient in MailboxHash, and
// attachments base64-encoded. The message is threaded onto the lead whose reply token it was
// addressed to; a token that names no lead (or no token at all) keeps the message with no
// lead, for an admin to thread by hand. Nothing that arrives is dropped, and a retried
// webhook (Postmark retries anything but a 200) finds the row it already wrote.

/** Postmark's limit for a whole inbound message is 35 MB; base64 and JSON add a little. */
export const INBOUND_MAIL_MAX_BYTES = 48 * 1024 * 1024;

/** The most attachments kept from one mail, as many as a briefing takes. */
export const INBOUND_ATTACHMENTS_MAX = 5;

const BODY_MAX = 20_000;

const recipient = z.object({
  Email: z.string().max(320),
  Name: z.string().max(500).nullish(),
  MailboxHash: z.string().max(200).nullish(),
});

/** The fields of Postmark's inbound JSON that we read; anything else it sends is ignored. */
export const postmarkInboundSchema = z.object({
  MessageID: z.string().trim().min(1).max(200),
  From: z.string().max(1000).default(""),
  FromName: z.string().max(500).nullish(),
  FromFull: recipient.nullish(),
  ToFull: z.array(recipient).max(200).nullish(),
  CcFull: z.array(recipient).max(200).nullish(),
  BccFull: z.array(recipient).max(200).nullish(),
  OriginalRecipient: z.string().max(320).nullish(),
  MailboxHash: z.string().max(200).nullish(),
  Subject: z.string().max(5000).nullish(),
  TextBody: z.string().nullish(),
  HtmlBody: z.string().nullish(),
  StrippedTextReply: z.string().nullish(),
  Attachments: z
    .array(
      z.object({
        Name: z.string().max(1000).default("attachment"),
        Content: z.string(),
        ContentType: z.string().max(200).default("application/octet-stream"),
      }),
    )
    .max(100)
    .nullish(),
});

export type PostmarkInbound = z.infer<typeof postmarkInboundSchema>;

/** Whether the request carries the configured "user:password" as HTTP basic auth. */
export function hasInboundAuth(request: Request, expected: string): boolean {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return false;
  const given = Buffer.from(match[1]!, "base64").toString("utf8");
  // Compared as digests: equal lengths, so the comparison takes the same time for any guess.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

// eslint-disable-next-line no-control-regex -- no column can hold a NUL, and no mail needs one
const NUL = /\u0000/g;

const clean = (value: string | null | undefined, max: number) =>
  (value ?? "").replace(NUL, "").trim().slice(0, max);

/** Markup reduced to its words, for a mail that came with no text part. */
function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>|<\/p>|<\/div>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * What the visitor wrote: Postmark's reply without the quoted thread when it found one, else
 * the whole text part, else the markup's words.
 */
export function inboundBody(mail: PostmarkInbound): string {
  const stripped = clean(mail.StrippedTextReply, BODY_MAX);
  if (stripped) return stripped;
  const text = clean(mail.TextBody, BODY_MAX);
  if (text) return text;
  return clean(textOfHtml(mail.HtmlBody ?? ""), BODY_MAX);
}

/** Every reply token the mail was addressed to, in the order found, without repeats. */
export function tokensOf(mail: PostmarkInbound, replyDomain: string | undefined): string[] {
  const found: string[] = [];
  const add = (token: string | null | undefined) => {
    const lower = token?.trim().toLowerCase();
    if (lower && isReplyToken(lower) && !found.includes(lower)) found.push(lower);
  };
  add(mail.MailboxHash);
  const recipients = [...(mail.ToFull ?? []), ...(mail.CcFull ?? []), ...(mail.BccFull ?? [])];
  for (const person of recipients) add(person.MailboxHash);
  if (replyDomain) {
    for (const address of [mail.OriginalRecipient, ...recipients.map((person) => person.Email)]) {
      if (address) add(tokenOfAddress(address, replyDomain));
    }
  }
  return found;
}

/** The token as written, for the unmatched list, when none of ours was recognised. */
function anyToken(mail: PostmarkInbound): string | null {
  return clean(mail.MailboxHash, 200) || null;
}

interface KeptFile {
  id: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

// Controls and direction marks, which can make "exe.pdf" read as "fdp.exe".
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function fileName(raw: string, extension: string): string {
  const last = (raw.split(/[\\/]/).pop() ?? "").replace(UNSAFE_IN_NAME, "").trim();
  return (last === "" || /^\.+$/.test(last) ? `attachment.${extension}` : last).slice(0, 255);
}

const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}\s*$/;

/**
 * Keeps the attachments a briefing would accept (PDF, .docx, plain text, judged by their
 * bytes; 10 MB each; five at most) in file storage, and says why each other one was not.
 */
async function keepAttachments(
  mail: PostmarkInbound,
  messageId: string,
  uploads: FileStorage,
  now: Date,
): Promise<{ kept: KeptFile[]; refused: { name: string; reason: string }[] }> {
  const kept: KeptFile[] = [];
  const refused: { name: string; reason: string }[] = [];
  for (const attachment of mail.Attachments ?? []) {
    const name = clean(attachment.Name, 255) || "attachment";
    // Base64 is 4 characters for 3 bytes: a longer text cannot decode within the limit.
    if (attachment.Content.length > Math.ceil(DOCUMENT_MAX_BYTES / 3) * 4 + 1024) {
      refused.push({ name, reason: "larger than 10 MB" });
      continue;
    }
    if (!BASE64.test(attachment.Content)) {
      refused.push({ name, reason: "could not be read" });
      continue;
    }
    const bytes = new Uint8Array(Buffer.from(attachment.Content, "base64"));
    if (bytes.length === 0) {
      refused.push({ name, reason: "empty" });
      continue;
    }
    if (bytes.length > DOCUMENT_MAX_BYTES) {
      refused.push({ name, reason: "larger than 10 MB" });
      continue;
    }
    const type = await detectDocumentType(bytes);
    if (!type) {
      refused.push({ name, reason: `not ${DOCUMENT_KINDS_TEXT}` });
      continue;
    }
    if (kept.length >= INBOUND_ATTACHMENTS_MAX) {
      refused.push({ name, reason: `more than ${INBOUND_ATTACHMENTS_MAX} files` });
      continue;
    }
    const id = randomUUID();
    const storageKey = `messages/${now.getUTCFullYear()}/${messageId}/${id}.${type.extension}`;
    await uploads.put(storageKey, bytes, type.contentType);
    kept.push({
      id,
      storageKey,
      fileName: fileName(name, type.extension),
      contentType: type.contentType,
      sizeBytes: bytes.length,
    });
  }
  return { kept, refused };
}

export type InboundResult =
  | { ok: true; messageId: string; leadId: string | null; replayed: boolean }
  | { ok: false; status: 400; error: string };

export interface InboundContext {
  uploads: FileStorage;
  replyDomain: string | undefined;
  siteOrigin: string;
  now?: Date;
}

/** Tells the lead's owner that the visitor answered; the mail names no one, as sales mail does. */
async function tellOwner(tx: Database, leadId: string, siteOrigin: string) {
  const [row] = await tx
    .select({ reference: leads.reference, ownerEmail: staffUsers.email })
    .from(leads)
    .innerJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
    .where(eq(leads.id, leadId));
  if (!row) return;
  await enqueueMail(tx, {
    to: row.ownerEmail,
    subject: `New reply on lead ${row.reference}`,
    text: [
      `The visitor of lead ${row.reference}, which you own, answered by mail.`,
      "",
      "Read it on the lead's page (staff sign-in):",
      siteLink(siteOrigin, `/admin/leads/${leadId}`),
    ].join("\n"),
  });
}

/** Stores one inbound mail, threaded onto its lead when its token names one. */
export async function receiveInboundMail(
  db: Database,
  raw: unknown,
  context: InboundContext,
): Promise<InboundResult> {
  const parsed = postmarkInboundSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      error: "This is not an inbound message in Postmark's format.",
    };
  }
  const mail = parsed.data;
  const now = context.now ?? new Date();
  const providerMessageId = mail.MessageID;
  const replayedRow = async () => {
    const [row] = await db
      .select({ id: leadMessages.id, leadId: leadMessages.leadId })
      .from(leadMessages)
      .where(eq(leadMessages.providerMessageId, providerMessageId));
    return row;
  };
  const earlier = await replayedRow();
  if (earlier) return { ok: true, messageId: earlier.id, leadId: earlier.leadId, replayed: true };

  const tokens = tokensOf(mail, context.replyDomain);
  const owners =
    tokens.length === 0
      ? []
      : await db
          .select({ token: leadReplyTokens.token, leadId: leadReplyTokens.leadId })
          .from(leadReplyTokens)
          .where(inArray(leadReplyTokens.token, tokens));
  const matched = tokens
    .map((token) => owners.find((owner) => owner.token === token))
    .find((owner) => owner !== undefined);
  const messageId = randomUUID();
  const files = await keepAttachments(mail, messageId, context.uploads, now);
  const fromAddress = clean(mail.FromFull?.Email ?? mail.From, 320) || "unknown sender";
  const fromName = clean(mail.FromFull?.Name ?? mail.FromName, 500) || null;

  try {
    const stored = await db.transaction(async (tx) => {
      const [message] = await tx
        .insert(leadMessages)
        .values({
          id: messageId,
          leadId: matched?.leadId ?? null,
          direction: "inbound",
          fromName,
          fromAddress,
          toAddress: clean(mail.OriginalRecipient ?? mail.ToFull?.[0]?.Email, 320) || "unknown",
          subject: clean(mail.Subject, 500) || "(no subject)",
          bodyText: inboundBody(mail),
          providerMessageId,
          token: matched?.token ?? tokens[0] ?? anyToken(mail),
          refusedAttachments: files.refused,
          createdAt: now,
        })
        .onConflictDoNothing({ target: leadMessages.providerMessageId })
        .returning({ id: leadMessages.id });
      if (!message) return null;
      if (files.kept.length > 0) {
        await tx
          .insert(leadMessageFiles)
          .values(files.kept.map((file) => ({ ...file, messageId, createdAt: now })));
      }
      if (matched) {
        await recordLeadEvent(tx, {
          leadId: matched.leadId,
          type: LEAD_EVENT.messageReceived,
          payload: { messageId, files: files.kept.length },
          now,
        });
        await tellOwner(tx, matched.leadId, context.siteOrigin);
      }
      return message;
    });
    if (!stored) {
      // The provider's retry raced its first delivery: the first one's row stands.
      await removeFiles(context.uploads, files.kept);
      const row = await replayedRow();
      return {
        ok: true,
        messageId: row?.id ?? messageId,
        leadId: row?.leadId ?? null,
        replayed: true,
      };
    }
  } catch (error) {
    await removeFiles(context.uploads, files.kept);
    throw error;
  }
  if (!matched) {
    log.warn(`[inbound-mail] message ${messageId} matched no lead; kept for the unmatched list`);
  }
  return { ok: true, messageId, leadId: matched?.leadId ?? null, replayed: false };
}

async function removeFiles(uploads: FileStorage, files: readonly KeptFile[]) {
  for (const file of files) {
    try {
      await uploads.delete(file.storageKey);
    } catch (error) {
      log.error(`[inbound-mail] stored file ${file.storageKey} could not be removed`, {
        error: describeError(error),
      });
    }
  }
}
