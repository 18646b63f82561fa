import { once } from "node:events";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { vercelStegaCombine } from "@vercel/stega";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { FALLBACK_CONSENT_TEXTS } from "~/features/lead-capture/consent-texts.server";
import {
  confirmSubscription,
  subscribe,
  unsubscribe,
} from "~/features/newsletter/newsletter.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { mailOutbox, newsletterSubscribers } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { setLogSinkForTests } from "~/lib/log.server";

import {
  backoffMs,
  enqueueMail,
  mailboxTransport,
  type MailTransport,
  processMailQueue,
  referenceIn,
  smtpTransport,
} from "./mailer.server";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  const address = server.server.address() as AddressInfo;
  return {
    received,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undo quoted-printable soft breaks and escapes so links can be read from the raw mail. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The attachments of a raw multipart message, decoded from their transfer encoding. */
function attachmentsOf(raw: string): ReceivedAttachment[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  const found: ReceivedAttachment[] = [];
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`).slice(1)) {
      const split = part.indexOf("\r\n\r\n");
      if (split < 0) continue;
      // Unfold continued header lines before reading them.
      const headers = part.slice(0, split).replace(/\r\n[ \t]+/g, " ");
      if (!/^content-disposition:\s*attachment/im.test(headers)) continue;
      const body = part.slice(split + 4);
      expect(headers).toMatch(/^content-transfer-encoding:\s*base64/im);
      found.push({
        filename: /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? "",
        contentType: /^content-type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim() ?? "",
        content: Buffer.from(body.replace(/\s+/g, ""), "base64"),
      });
    }
  }
  return found;
}

describe("backoff", () => {
  it("doubles from 30 s and stops at one hour", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});

describeOnEachDriver("mailer", (driver) => {
  let connection: DatabaseConnection;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let transport: MailTransport;
  const siteUrl = "https://neargenius.test";

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    smtp = await startSmtp();
    transport = await smtpTransport(
      `smtp://127.0.0.1:${smtp.port}`,
      "Near Genius <hello@neargenius.test>",
    );
  });
  afterAll(async () => {
    transport?.close?.();
    await smtp?.close();
    await connection?.close();
  });

  it("delivers the newsletter confirmation over SMTP; its links confirm and unsubscribe", async () => {
    const db = connection.db;
    const outcome = await subscribe(
      db,
      {
        email: "reader@example.com",
        consent: { id: null, text: FALLBACK_CONSENT_TEXTS.newsletter },
        source: "articles",
      },
      siteUrl,
    );
    expect(outcome).toBe("confirmation-sent");
    const before = smtp.received.length;
    expect(await processMailQueue(db, transport)).toEqual({ sent: 1, retried: 0, failed: 0 });
    const mail = smtp.received[before];
    expect(mail?.to).toEqual(["reader@example.com"]);
    const text = decodeQuotedPrintable(mail?.raw ?? "");
    expect(text).toContain("Subject: Confirm your Near Genius newsletter subscription");
    expect(text).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);

    const confirmLink = /https:\/\/neargenius\.test\/newsletter\/confirm\?token=[\w-]+/.exec(
      text,
    )?.[0];
    const unsubscribeLink =
      /https:\/\/neargenius\.test\/newsletter\/unsubscribe\?token=[\w-]+/.exec(text)?.[0];
    expect(confirmLink).toBeDefined();
    expect(unsubscribeLink).toBeDefined();

    // Following the link: the token of the URL, through the same code the route runs.
    const token = new URL(confirmLink!).searchParams.get("token")!;
    expect(await confirmSubscription(db, token)).toBe("confirmed");
    expect(await confirmSubscription(db, token)).toBe("already-confirmed");
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(row).toMatchObject({
      status: "confirmed",
      consentText: FALLBACK_CONSENT_TEXTS.newsletter,
    });
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    // An already confirmed address gets no second mail.
    expect(
      await subscribe(
        db,
        { email: "reader@example.com", consent: { id: null, text: "x" }, source: null },
        siteUrl,
      ),
    ).toBe("already-confirmed");

    const unsubscribeToken = new URL(unsubscribeLink!).searchParams.get("token")!;
    expect(await unsubscribe(db, unsubscribeToken)).toBe("unsubscribed");
    expect(await unsubscribe(db, "not-a-token")).toBe("invalid");
    expect(await confirmSubscription(db, "not-a-token")).toBe("invalid");
  });

  it("keeps mail while the SMTP server is down and sends it after the backoff", async () => {
    const db = connection.db;
    const down = await startSmtp();
    const port = down.port;
    await down.close();
    const broken = await smtpTransport(`smtp://127.0.0.1:${port}`, "hello@neargenius.test");
    const id = await enqueueMail(db, { to: "later@example.com", subject: "Later", text: "Hi" });

    const t0 = new Date();
    expect(await processMailQueue(db, broken, { now: t0 })).toMatchObject({ retried: 1 });
    let [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(row?.nextAttemptAt.getTime()).toBe(t0.getTime() + 30_000);

    // Not due yet: nothing happens.
    expect(await processMailQueue(db, transport, { now: new Date(t0.getTime() + 10_000) })).toEqual(
      { sent: 0, retried: 0, failed: 0 },
    );

    const back = await startSmtp(port);
    const backTransport = await smtpTransport(`smtp://127.0.0.1:${port}`, "hello@neargenius.test");
    try {
      expect(
        await processMailQueue(db, backTransport, { now: new Date(t0.getTime() + 31_000) }),
      ).toMatchObject({ sent: 1 });
      expect(back.received.map((mail) => mail.to)).toEqual([["later@example.com"]]);
      [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    } finally {
      backTransport.close?.();
      broken.close?.();
      await back.close();
    }
  });

  it("delivers a queued attachment byte for byte, kept base64 in the outbox meanwhile", async () => {
    const db = connection.db;
    // Every byte value, so a text-mode or UTF-8 round trip anywhere would show.
    const pdf = Uint8Array.from({ length: 3_000 }, (_, index) => (index * 7) % 256);
    const id = await enqueueMail(db, {
      to: "files@example.com",
      subject: "Your briefing NG-B-2026-0001",
      text: "The PDF is attached.",
      attachments: [
        { filename: "briefing-NG-B-2026-0001.pdf", contentType: "application/pdf", content: pdf },
      ],
    });
    const [queued] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(queued?.attachments).toEqual([
      {
        filename: "briefing-NG-B-2026-0001.pdf",
        contentType: "application/pdf",
        contentBase64: Buffer.from(pdf).toString("base64"),
      },
    ]);

    const before = smtp.received.length;
    await processMailQueue(db, transport, { batchSize: 1_000 });
    const mail = smtp.received.slice(before).find((each) => each.to[0] === "files@example.com");
    expect(mail).toBeDefined();
    expect(decodeQuotedPrintable(mail!.raw)).toContain("The PDF is attached.");
    const [attachment, ...others] = attachmentsOf(mail!.raw);
    expect(others).toEqual([]);
    expect(attachment?.filename).toBe("briefing-NG-B-2026-0001.pdf");
    expect(attachment?.contentType).toBe("application/pdf");
    expect(attachment?.content.equals(Buffer.from(pdf))).toBe(true);
  });

  it("sends a staff reply in the writer's name with its Reply-To, and no preview marks", async () => {
    const db = connection.db;
    // A text read from an editor's preview carries its click-to-edit marks.
    const marked = vercelStegaCombine("Thanks for writing", { origin: "sanity.io", href: "/x" });
    await enqueueMail(db, {
      to: "reply@example.com",
      subject: `Re: ${marked}`,
      text: `${marked}.`,
      fromName: "Ana Sales at Near Genius",
      replyTo: "reply+0123456789abcdef01234567@reply.neargenius.test",
    });
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "reply@example.com"));
    expect(row).toMatchObject({
      subject: "Re: Thanks for writing",
      textBody: "Thanks for writing.",
    });
    const before = smtp.received.length;
    await processMailQueue(db, transport, { batchSize: 1_000 });
    const mail = smtp.received.slice(before).find((each) => each.to[0] === "reply@example.com");
    expect(mail?.raw).toMatch(/^From: "?Ana Sales at Near Genius"? <hello@neargenius\.test>/im);
    expect(mail?.raw).toMatch(
      /^Reply-To: reply\+0123456789abcdef01234567@reply\.neargenius\.test/im,
    );
  });

  it("sends mail without attachments as a single part, as before", async () => {
    const db = connection.db;
    await enqueueMail(db, { to: "plain@example.com", subject: "Plain", text: "Just text" });
    const before = smtp.received.length;
    await processMailQueue(db, transport, { batchSize: 1_000 });
    const mail = smtp.received.slice(before).find((each) => each.to[0] === "plain@example.com");
    expect(mail?.raw).toMatch(/^Content-Type: text\/plain/im);
    expect(attachmentsOf(mail?.raw ?? "")).toEqual([]);
  });

  it("gives up after the last attempt and marks the message failed", async () => {
    const db = connection.db;
    const failing: MailTransport = {
      kind: "smtp",
      send: () => Promise.reject(new Error("550 mailbox unavailable")),
    };
    const id = await enqueueMail(db, { to: "nobody@example.com", subject: "x", text: "x" });
    let now = new Date();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await processMailQueue(db, failing, { now, maxAttempts: 3 });
      now = new Date(now.getTime() + backoffMs(attempt) + 1);
    }
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "550 mailbox unavailable",
    });
  });

  it("logs a failed send by the message's id, without the recipient's address", async () => {
    const db = connection.db;
    const address = "zelda.q@private-mail.example";
    const failing: MailTransport = {
      kind: "smtp",
      send: () => Promise.reject(new Error(`550 5.1.1 <${address}>: Recipient address rejected`)),
    };
    const id = await enqueueMail(db, { to: address, subject: "x", text: "x" });
    const written: string[] = [];
    setLogSinkForTests((line) => written.push(line));
    const errors = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      written.push(args.map(String).join(" "));
    });
    try {
      await processMailQueue(db, failing, { now: new Date(), maxAttempts: 3 });
    } finally {
      setLogSinkForTests(undefined);
      errors.mockRestore();
    }
    const logs = written.join("\n");
    expect(logs).toContain(id);
    expect(logs).toContain("Recipient address rejected");
    expect(logs).not.toContain("zelda.q");
    expect(logs).not.toContain("private-mail.example");
  });

  it("without SMTP keeps the message in the outbox, writes it whole to an .eml file and logs only where", async () => {
    const db = connection.db;
    const lines: string[] = [];
    const dir = await mkdtemp(path.join(tmpdir(), "ng-mailbox-"));
    try {
      const id = await enqueueMail(db, {
        to: "mailbox@example.com",
        subject: "Your reference NG-M-2026-0042",
        text: "Hello Zelda, open https://neargenius.test/resume/secret-token-123 to go on.",
        attachments: [
          {
            filename: "briefing.pdf",
            contentType: "application/pdf",
            content: new Uint8Array(1234),
          },
        ],
      });
      await processMailQueue(
        db,
        mailboxTransport(dir, "Near Genius <hello@neargenius.test>", (line) => lines.push(line)),
        { batchSize: 1_000 },
      );
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: "logged" });
      expect(row?.attachments).toHaveLength(1);

      const files = (await readdir(dir)).filter((name) => name.endsWith(".eml"));
      const ours: string[] = [];
      for (const name of files) {
        const raw = await readFile(path.join(dir, name), "utf8");
        if (raw.includes("mailbox@example.com")) ours.push(raw);
      }
      expect(ours).toHaveLength(1);
      expect(ours[0]).toMatch(/^Subject: Your reference NG-M-2026-0042$/m);
      expect(ours[0]).toMatch(/^From: Near Genius <hello@neargenius.test>$/m);
      expect(ours[0]).toContain("secret-token-123");
      expect(ours[0]).toContain("filename=briefing.pdf");

      const logged = lines.filter((line) => line.includes("NG-M-2026-0042"));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/^\[mail\] no SMTP_URL: written to .+\.eml \(NG-M-2026-0042\)$/);
      const all = lines.join("\n");
      expect(all).not.toContain("mailbox@example.com");
      expect(all).not.toContain("Zelda");
      expect(all).not.toContain("secret-token-123");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("never sends one message twice when two workers run at once", async () => {
    const db = connection.db;
    const sent: string[] = [];
    const counting: MailTransport = {
      kind: "smtp",
      send: async (mail) => {
        sent.push(mail.to);
      },
    };
    for (let index = 0; index < 6; index++) {
      await enqueueMail(db, { to: `twice${index}@example.com`, subject: "x", text: "x" });
    }
    // Earlier tests in this suite leave due messages behind; a batch large enough for all
    // of them makes the two workers compete for every row instead of stopping at 20.
    const options = { batchSize: 1_000 };
    await Promise.all([
      processMailQueue(db, counting, options),
      processMailQueue(db, counting, options),
    ]);
    const ours = sent.filter((to) => to.startsWith("twice"));
    expect(ours).toHaveLength(6);
    expect(new Set(ours).size).toBe(6);
  });
});

describe("referenceIn", () => {
  it("finds the reference a subject quotes, and nothing in one without", () => {
    expect(referenceIn("Your reference NG-M-2026-0042")).toBe("NG-M-2026-0042");
    expect(referenceIn("New lead NG-7K3F-9QXM (registration)")).toBe("NG-7K3F-9QXM");
    expect(referenceIn("Your Near Genius staff sign-in link")).toBeNull();
  });
});
