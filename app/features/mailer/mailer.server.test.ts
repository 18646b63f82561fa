import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { mailOutbox, newsletterSubscribers } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { NEWSLETTER_CONSENT_TEXT } from "~/features/lead-capture/consent";
import {
  confirmSubscription,
  subscribe,
  unsubscribe,
} from "~/features/newsletter/newsletter.server";
import {
  backoffMs,
  enqueueMail,
  logTransport,
  processMailQueue,
  smtpTransport,
  type MailTransport,
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
      { email: "reader@example.com", consentText: NEWSLETTER_CONSENT_TEXT, source: "articles" },
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
    expect(row).toMatchObject({ status: "confirmed", consentText: NEWSLETTER_CONSENT_TEXT });
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    // An already confirmed address gets no second mail.
    expect(
      await subscribe(db, { email: "reader@example.com", consentText: "x", source: null }, siteUrl),
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

  it("without SMTP keeps the message in the outbox and writes it to the log", async () => {
    const db = connection.db;
    const lines: string[] = [];
    const id = await enqueueMail(db, { to: "log@example.com", subject: "Logged", text: "Body" });
    await processMailQueue(
      db,
      logTransport((line) => lines.push(line)),
    );
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "logged", textBody: "Body" });
    expect(lines.join("\n")).toContain("to=log@example.com");
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
