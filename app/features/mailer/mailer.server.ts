import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { mailOutbox, type MailMessage } from "~/lib/db/schema";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** Files sent with the message (a briefing's PDF); kept base64 in the outbox row. */
  attachments?: MailAttachment[];
}

type StoredAttachment = MailMessage["attachments"][number];

function storeAttachments(attachments: readonly MailAttachment[] = []): StoredAttachment[] {
  return attachments.map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    contentBase64: Buffer.from(file.content).toString("base64"),
  }));
}

function readAttachments(stored: readonly StoredAttachment[]): MailAttachment[] {
  return stored.map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: new Uint8Array(Buffer.from(file.contentBase64, "base64")),
  }));
}

/** Where queued messages go: an SMTP server, or (without one) the log, the outbox row staying. */
export interface MailTransport {
  kind: "smtp" | "log";
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

export async function smtpTransport(url: string, from: string): Promise<MailTransport> {
  const { createTransport } = await import("nodemailer");
  const transporter = createTransport(url, { from });
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      });
    },
    close: () => transporter.close(),
  };
}

export function logTransport(log: (line: string) => void = console.info): MailTransport {
  return {
    kind: "log",
    async send(mail) {
      // The bytes stay in the outbox row; the log names what would have been attached.
      const files = (mail.attachments ?? []).map(
        (file) =>
          `\n[attachment] ${file.filename} (${file.contentType}, ${file.content.byteLength} bytes)`,
      );
      log(
        `[mail] outbox (no SMTP_URL): to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}${files.join("")}`,
      );
    },
  };
}

export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      attachments: storeAttachments(mail.attachments),
      // Stamped with the worker's clock (milliseconds), not the database's now(): a
      // microsecond default could land just after a worker's "now" taken in the same
      // millisecond, leaving a fresh message not yet due.
      nextAttemptAt: new Date(),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("mail was not queued");
  return row.id;
}

const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/** How long a claimed message stays reserved for the worker that claimed it. */
const CLAIM_MS = 2 * 60_000;

/** 30 s, 1 min, 2 min, … capped at one hour. */
export function backoffMs(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempt - 1));
}

export interface ProcessOptions {
  now?: Date;
  batchSize?: number;
  maxAttempts?: number;
}

export interface ProcessResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends the due messages once. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease
 * (locked_until), so several instances running the worker never send one message twice
 * and a worker that dies mid-send releases its rows when the lease runs out.
 */
export async function processMailQueue(
  db: Database,
  transport: MailTransport,
  options: ProcessOptions = {},
): Promise<ProcessResult> {
  const now = options.now ?? new Date();
  const maxAttempts = options.maxAttempts ?? 8;
  const batchSize = options.batchSize ?? 20;
  const result: ProcessResult = { sent: 0, retried: 0, failed: 0 };

  const claimed: MailMessage[] = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

  for (const message of claimed) {
    const attempts = message.attempts + 1;
    try {
      await transport.send({
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody ?? undefined,
        headers: message.headers
          ? (JSON.parse(message.headers) as Record<string, string>)
          : undefined,
        attachments:
          message.attachments.length > 0 ? readAttachments(message.attachments) : undefined,
      });
      await db
        .update(mailOutbox)
        .set({
          status: transport.kind === "smtp" ? "sent" : "logged",
          attempts,
          sentAt: new Date(),
          lockedUntil: null,
          lastError: null,
        })
        .where(eq(mailOutbox.id, message.id));
      result.sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = attempts >= maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          attempts,
          lockedUntil: null,
          lastError: reason.slice(0, 1000),
          nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
        })
        .where(eq(mailOutbox.id, message.id));
      console.error(
        `[mail] sending to ${message.toAddress} failed (attempt ${attempts}/${maxAttempts}${giveUp ? ", giving up" : ""}): ${reason}`,
      );
      if (giveUp) result.failed++;
      else result.retried++;
    }
  }
  return result;
}

export async function pendingMailCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"));
  return row?.count ?? 0;
}
