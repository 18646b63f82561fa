import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";

import { withoutStega } from "~/lib/content/stega";
import type { Database } from "~/lib/db/client.server";
import { type MailMessage, mailOutbox } from "~/lib/db/schema";
import { log, withoutEmailAddresses } from "~/lib/log.server";

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
  /**
   * The sender's name when a person writes (a staff member's reply): the site's address
   * stays, so the mail still passes the domain's SPF and DKIM.
   */
  fromName?: string;
  /** Where the recipient's answer goes (a lead's reply address). */
  replyTo?: string;
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

/**
 * Where queued messages go: an SMTP server, or (without one) a development mailbox of .eml
 * files, the outbox row staying.
 */
export interface MailTransport {
  kind: "smtp" | "log";
  /**
   * The longest one send can take; a claimed message's lease outlasts it, so no other
   * worker picks the message up while this one may still deliver it.
   */
  maxSendMs?: number;
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/** Limits on one SMTP send, in milliseconds. */
export interface SmtpTimeouts {
  /** Opening the connection (DNS included). */
  connectionTimeout: number;
  /** The server's greeting after connecting; a server that never greets fails here. */
  greetingTimeout: number;
  /** Silence on the socket at any later step. */
  socketTimeout: number;
  /** The whole send: the connection is closed when it runs out, however busy the server. */
  sendTimeout: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  sendTimeout: 60_000,
};

export async function smtpTransport(
  url: string,
  from: string,
  options: Partial<SmtpTimeouts> & { name?: string } = {},
): Promise<MailTransport> {
  const { createTransport } = await import("nodemailer");
  const { sendTimeout, ...limits } = { ...DEFAULT_SMTP_TIMEOUTS, ...options };
  const transporter = createTransport({ url, ...limits }, { from });
  return {
    kind: "smtp",
    maxSendMs: sendTimeout,
    async send(mail) {
      await transporter.sendMail({
        signal: AbortSignal.timeout(sendTimeout),
        ...messageOf(mail, from),
      });
    },
    close: () => transporter.close(),
  };
}

/** The address part of MAIL_FROM ("Near Genius <hello@…>" or a bare address). */
export function fromAddressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** nodemailer's message fields for one of ours, the same for every transport. */
function messageOf(mail: OutgoingMail, from: string) {
  return {
    from: mail.fromName ? { name: mail.fromName, address: fromAddressOf(from) } : from,
    replyTo: mail.replyTo,
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
  };
}

/** The first reference a subject quotes ("NG-M-2026-0042", "NG-7K3F-9QXM"), if any. */
export function referenceIn(subject: string): string | null {
  return /\bNG-[A-Z0-9]+(?:-[A-Z0-9]+)+\b/.exec(subject)?.[0] ?? null;
}

/**
 * Without an SMTP server, each message is written whole to an .eml file in `dir` (a mailbox
 * a developer opens with any mail program), and the log names only the file and the
 * reference: a log is read by more people, and kept longer, than a mailbox, and a mail holds
 * addresses, names and private links.
 */
export function mailboxTransport(
  dir: string,
  from: string,
  log: (line: string) => void = console.info,
): MailTransport {
  let compose: ((mail: OutgoingMail) => Promise<Buffer>) | undefined;
  return {
    kind: "log",
    async send(mail) {
      if (!compose) {
        const { createTransport } = await import("nodemailer");
        const transporter = createTransport({
          streamTransport: true,
          buffer: true,
          newline: "unix",
        });
        compose = async (message) =>
          (await transporter.sendMail(messageOf(message, from))).message as Buffer;
      }
      const raw = await compose(mail);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, raw, { mode: 0o600 });
      const reference = referenceIn(mail.subject);
      log(`[mail] no SMTP_URL: written to ${file}${reference ? ` (${reference})` : ""}`);
    },
  };
}

export async function enqueueMail(db: Database, raw: OutgoingMail): Promise<string> {
  // Mail leaves the site: text from an editor's preview never carries its marks out.
  const mail = {
    ...raw,
    subject: withoutStega(raw.subject),
    text: withoutStega(raw.text),
    html: raw.html === undefined ? undefined : withoutStega(raw.html),
  };
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      fromName: mail.fromName ?? null,
      replyTo: mail.replyTo ?? null,
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
/**
 * What a message's lease adds to the longest send: the database writes around the send and
 * clocks of instances that disagree by a few seconds.
 */
const LEASE_MARGIN_MS = 60_000;
/** The longest send of a transport that names none (the log, a test's stand-in). */
const DEFAULT_MAX_SEND_MS = DEFAULT_SMTP_TIMEOUTS.sendTimeout;

/** 30 s, 1 min, 2 min, … capped at one hour. */
export function backoffMs(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempt - 1));
}

export interface ProcessOptions {
  /** The worker's clock, read at each claim and each outcome. */
  clock?: () => Date;
  /** A fixed time for the whole run (tests that step through retries). */
  now?: Date;
  /** Most messages one run claims, so a run ends even while new mail keeps arriving. */
  batchSize?: number;
  /** Sends in flight at once. */
  concurrency?: number;
  maxAttempts?: number;
  /** How long a claimed message stays reserved; by default the transport's longest send plus a margin. */
  leaseMs?: number;
}

export interface ProcessResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Reserves the next due message for this worker until `leaseUntil`. FOR UPDATE SKIP LOCKED
 * keeps two workers claiming at once from taking the same row; the lease keeps the row
 * away from them while it is sent. The returned row's locked_until is this worker's lease.
 */
async function claimNext(
  db: Database,
  now: Date,
  leaseUntil: Date,
): Promise<MailMessage | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
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
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(mailOutbox)
      .set({ lockedUntil: leaseUntil })
      .where(eq(mailOutbox.id, due.id))
      .returning();
    return claimed;
  });
}

/**
 * Sends the due messages once, `concurrency` at a time. Each message is claimed on its own
 * with a lease longer than the longest send, so no other instance picks it up while it may
 * still be delivered, and a worker that dies mid-send releases it when the lease runs out.
 * The outcome is written only while this worker still holds the lease (locked_until is the
 * one it set, which any later claim replaces with a later time), so a worker finishing late
 * cannot overwrite what the message's next holder did.
 */
export async function processMailQueue(
  db: Database,
  transport: MailTransport,
  options: ProcessOptions = {},
): Promise<ProcessResult> {
  const fixed = options.now;
  const clock = options.clock ?? (fixed ? () => fixed : () => new Date());
  const maxAttempts = options.maxAttempts ?? 8;
  const batchSize = options.batchSize ?? 50;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const leaseMs = options.leaseMs ?? (transport.maxSendMs ?? DEFAULT_MAX_SEND_MS) + LEASE_MARGIN_MS;
  const result: ProcessResult = { sent: 0, retried: 0, failed: 0 };
  let claims = 0;

  async function sendOne(message: MailMessage): Promise<void> {
    const lease = message.lockedUntil!;
    const attempts = message.attempts + 1;
    const holdsLease = and(
      eq(mailOutbox.id, message.id),
      eq(mailOutbox.status, "pending"),
      eq(mailOutbox.lockedUntil, lease),
    );
    try {
      await transport.send({
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody ?? undefined,
        headers: message.headers
          ? (JSON.parse(message.headers) as Record<string, string>)
          : undefined,
        fromName: message.fromName ?? undefined,
        replyTo: message.replyTo ?? undefined,
        attachments:
          message.attachments.length > 0 ? readAttachments(message.attachments) : undefined,
      });
    } catch (error) {
      const failedAt = clock();
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = attempts >= maxAttempts;
      const updated = await db
        .update(mailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          attempts,
          lockedUntil: null,
          lastError: reason.slice(0, 1000),
          nextAttemptAt: new Date(failedAt.getTime() + backoffMs(attempts)),
        })
        .where(holdsLease)
        .returning({ id: mailOutbox.id });
      if (updated.length === 0) {
        log.error(
          `[mail] message ${message.id} failed after its lease ran out; left to its new holder`,
        );
        return;
      }
      // By the message's id: the recipient's address is personal data, and an SMTP reply
      // often quotes it.
      log.error(
        `[mail] message ${message.id} failed (attempt ${attempts}/${maxAttempts}${giveUp ? ", giving up" : ""})`,
        { error: withoutEmailAddresses(reason) },
      );
      if (giveUp) result.failed++;
      else result.retried++;
      return;
    }
    const updated = await db
      .update(mailOutbox)
      .set({
        status: transport.kind === "smtp" ? "sent" : "logged",
        attempts,
        sentAt: clock(),
        lockedUntil: null,
        lastError: null,
      })
      .where(holdsLease)
      .returning({ id: mailOutbox.id });
    if (updated.length === 0) {
      log.error(`[mail] message ${message.id} was sent after its lease ran out`);
      return;
    }
    result.sent++;
  }

  async function slot(): Promise<void> {
    while (claims < batchSize) {
      claims++;
      const now = clock();
      const message = await claimNext(db, now, new Date(now.getTime() + leaseMs));
      if (!message) return;
      await sendOne(message);
    }
  }

  await Promise.all(Array.from({ length: concurrency }, slot));
  return result;
}

export async function pendingMailCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"));
  return row?.count ?? 0;
}
