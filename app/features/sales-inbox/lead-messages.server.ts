import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { recordStaffAction } from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import { leadMessageFiles, leadMessages, leads } from "~/lib/db/schema";
import { z } from "~/lib/forms/zod";
import { fileStorageFromEnv } from "~/lib/storage/file-storage.server";

import type { Staff, WorkContext } from "./lead-work.server";
import { formatSize, type TimelineMessage } from "./message-timeline";

// Reading the mail between the sales team and a lead (decision 098): the timeline's messages
// with their files, a file to download, and the unmatched inbound mail an admin threads by hand.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);

/** Where staff download a file that came with a mail. */
export function messageFilePath(messageId: string, fileId: string): string {
  return `/admin/messages/${messageId}/files/${fileId}`;
}

async function filesOf(db: Database, messageIds: readonly string[]) {
  if (messageIds.length === 0) return new Map<string, TimelineMessage["files"]>();
  const rows = await db
    .select()
    .from(leadMessageFiles)
    .where(inArray(leadMessageFiles.messageId, [...messageIds]))
    .orderBy(asc(leadMessageFiles.createdAt), asc(leadMessageFiles.fileName));
  const byMessage = new Map<string, TimelineMessage["files"]>();
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({
      href: messageFilePath(row.messageId, row.id),
      label: `${row.fileName} (${formatSize(row.sizeBytes)})`,
    });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

/** The lead's messages as the timeline shows them, by id. */
export async function messagesOfLead(
  db: Database,
  leadId: string,
): Promise<Record<string, TimelineMessage>> {
  const rows = await db.select().from(leadMessages).where(eq(leadMessages.leadId, leadId));
  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  );
  return Object.fromEntries(
    rows.map((row) => [
      row.id,
      {
        subject: row.subject,
        text: row.bodyText,
        from: row.fromName ? `${row.fromName} <${row.fromAddress}>` : row.fromAddress,
        to: row.toAddress,
        files: files.get(row.id) ?? [],
        refused: row.refusedAttachments,
      },
    ]),
  );
}

/**
 * A file that came with a mail, read from storage; undefined when there is none. An
 * unmatched mail's files are the admins' only, like the mail itself.
 */
export async function readMessageFile(
  db: Database,
  messageId: string,
  fileId: string,
  canReadUnmatched: boolean,
) {
  if (!isUuid(messageId) || !isUuid(fileId)) return undefined;
  const [row] = await db
    .select({
      fileName: leadMessageFiles.fileName,
      contentType: leadMessageFiles.contentType,
      storageKey: leadMessageFiles.storageKey,
      leadId: leadMessages.leadId,
    })
    .from(leadMessageFiles)
    .innerJoin(leadMessages, eq(leadMessages.id, leadMessageFiles.messageId))
    .where(and(eq(leadMessageFiles.id, fileId), eq(leadMessageFiles.messageId, messageId)));
  if (!row || (row.leadId === null && !canReadUnmatched)) return undefined;
  const bytes = await (await fileStorageFromEnv()).get(row.storageKey);
  return { fileName: row.fileName, contentType: row.contentType, leadId: row.leadId, bytes };
}

export interface UnmatchedMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  token: string | null;
  files: TimelineMessage["files"];
  refused: { name: string; reason: string }[];
  /** A lead the sender's address or the subject's reference points at, if any. */
  suggestion: { id: string; reference: string; name: string } | null;
}

const REFERENCE = /\bNG-[A-Z0-9]+(?:-[A-Z0-9]+)+\b/;

/** Inbound mail no token matched, newest first, each with the lead it most likely belongs to. */
export async function unmatchedMail(db: Database, limit = 100): Promise<UnmatchedMail[]> {
  const rows = await db
    .select()
    .from(leadMessages)
    .where(isNull(leadMessages.leadId))
    .orderBy(desc(leadMessages.createdAt))
    .limit(limit);
  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  );
  const addresses = [...new Set(rows.map((row) => row.fromAddress.toLowerCase()))];
  const references = rows.flatMap((row) => REFERENCE.exec(row.subject)?.[0] ?? []);
  const candidates =
    addresses.length + references.length === 0
      ? []
      : await db
          .select({
            id: leads.id,
            reference: leads.reference,
            email: leads.email,
            name: sql<string>`coalesce(${leads.companyName}, ${leads.contactName}, ${leads.email})`,
          })
          .from(leads)
          .where(
            or(
              addresses.length ? inArray(sql`lower(${leads.email})`, addresses) : undefined,
              references.length ? inArray(leads.reference, references) : undefined,
            ),
          );
  return rows.map((row) => {
    const reference = REFERENCE.exec(row.subject)?.[0];
    const lead =
      candidates.find((candidate) => candidate.reference === reference) ??
      candidates.find(
        (candidate) => candidate.email.toLowerCase() === row.fromAddress.toLowerCase(),
      );
    return {
      id: row.id,
      receivedAt: row.createdAt.toISOString(),
      from: row.fromName ? `${row.fromName} <${row.fromAddress}>` : row.fromAddress,
      to: row.toAddress,
      subject: row.subject,
      text: row.bodyText,
      token: row.token,
      files: files.get(row.id) ?? [],
      refused: row.refusedAttachments,
      suggestion: lead ? { id: lead.id, reference: lead.reference, name: lead.name } : null,
    };
  });
}

/** The unmatched list's form: the mail, and the reference of the lead it belongs to. */
export const threadSchema = z.object({
  messageId: z.uuid({ message: "This mail is no longer in the list." }),
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^NG-[A-Z0-9]+(?:-[A-Z0-9]+)+$/, {
      message: "Enter the lead's reference, e.g. NG-L-2026-0042.",
    }),
});

export type ThreadResult =
  { ok: true; leadId: string } | { ok: false; reason: "no_message" | "no_lead" };

/**
 * Threads an unmatched mail onto the lead with this reference, with its timeline event and
 * an audit line. A mail threaded meanwhile by someone else is "no_message".
 */
export async function threadUnmatched(
  db: Database,
  staff: Staff,
  messageId: string,
  reference: string,
  context: WorkContext = {},
): Promise<ThreadResult> {
  const now = context.now ?? new Date();
  if (!isUuid(messageId)) return { ok: false, reason: "no_message" };
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.reference, reference.trim().toUpperCase()));
    if (!lead) return { ok: false, reason: "no_lead" };
    const [message] = await tx
      .update(leadMessages)
      .set({ leadId: lead.id })
      .where(and(eq(leadMessages.id, messageId), isNull(leadMessages.leadId)))
      .returning({ id: leadMessages.id });
    if (!message) return { ok: false, reason: "no_message" };
    const [fileCount] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(leadMessageFiles)
      .where(eq(leadMessageFiles.messageId, messageId));
    await recordLeadEvent(tx, {
      leadId: lead.id,
      type: LEAD_EVENT.messageReceived,
      payload: {
        messageId,
        files: fileCount?.count ?? 0,
        threadedBy: staff.id,
        staffName: staff.name || staff.email,
      },
      now,
    });
    await recordStaffAction(
      tx,
      staff,
      "inbound-mail.threaded",
      { type: "lead", id: lead.id },
      { messageId },
      context.ipAddress ?? null,
    );
    return { ok: true, leadId: lead.id };
  });
}
