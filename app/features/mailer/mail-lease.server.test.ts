import { once } from "node:events";
import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";

import { and, eq, isNotNull, like } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { mailOutbox } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import {
  backoffMs,
  enqueueMail,
  type MailTransport,
  processMailQueue,
  smtpTransport,
} from "./mailer.server";

// How the queue behaves against slow and silent mail servers. Time is a clock the test moves
// by hand; the servers answer when the test says so, never after a wait.

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** A clock the test moves; the queue reads it at every claim and every outcome. */
function manualClock(start = new Date()) {
  let ms = start.getTime();
  return {
    now: () => new Date(ms),
    advance(byMs: number) {
      ms += byMs;
    },
  };
}

interface Held {
  to: string;
  /** The EHLO name of the client, which tells the two workers apart. */
  client: string;
  release: () => void;
}

/**
 * A real SMTP server that accepts each message's data and then holds its answer until the
 * test releases it, the way a slow server keeps a client waiting after the final dot.
 */
async function startHoldingSmtp() {
  const held: Held[] = [];
  const delivered: string[] = [];
  let changed = deferred();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(",");
        held.push({
          to,
          client: session.hostNameAppearsAs,
          release: () => {
            delivered.push(to);
            callback();
          },
        });
        changed.resolve();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  return {
    port: (server.server.address() as AddressInfo).port,
    held,
    delivered,
    /** Resolves at the next message held (or at a nudge from the test). */
    nextChange: () => changed.promise,
    nudge() {
      changed.resolve();
      changed = deferred();
    },
    renewChange() {
      changed = deferred();
    },
    releaseAll() {
      for (const message of held.splice(0)) message.release();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A front door for the SMTP server whose first `silent` connections are accepted and then
 * never greeted; later connections are passed through to the real server.
 */
async function startSilentFront(targetPort: number, silent: number) {
  const sockets: Socket[] = [];
  let accepted = 0;
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    socket.on("error", () => undefined);
    if (accepted++ < silent) return;
    const upstream = connect(targetPort, "127.0.0.1");
    sockets.push(upstream);
    upstream.on("error", () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describeOnEachDriver("mail queue lease", (driver) => {
  let connection: DatabaseConnection;
  let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;
  const transports: MailTransport[] = [];

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    smtp = await startHoldingSmtp();
  });
  afterEach(async () => {
    smtp.releaseAll();
    for (const transport of transports.splice(0)) transport.close?.();
    await connection.db.delete(mailOutbox);
    smtp.delivered.splice(0);
  });
  afterAll(async () => {
    await smtp?.close();
    await connection?.close();
  });

  it("two workers and a server that answers in 25 s deliver ten sign-ups exactly once", async () => {
    const db = connection.db;
    for (let index = 0; index < 10; index++) {
      await enqueueMail(db, { to: `signup${index}@example.com`, subject: "Hi", text: "Hi" });
    }
    const clock = manualClock();
    const workers = ["worker-a", "worker-b"].map((name) => {
      const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, "hello@neargenius.test", {
        name,
      });
      return { name, transport, run: undefined as Promise<unknown> | undefined };
    });
    for (const worker of workers) transports.push(await worker.transport);

    const pending = async () =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.status, "pending"))).length;

    // Each round is 25 s of the server's time: every worker that is idle starts a run, as its
    // interval would start one; once every message a worker has claimed is held by the
    // server (each worker sends several at once), the clock moves on and the server answers
    // what it holds. A claimed message still on its way to the server would otherwise age
    // by rounds it never waited through: in real time its send would have timed out first.
    const claimedNotHeld = async () => {
      const claimed = await db
        .select({ to: mailOutbox.toAddress })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "pending"), isNotNull(mailOutbox.lockedUntil)));
      return claimed.filter(({ to }) => !smtp.held.some((message) => message.to === to)).length;
    };
    for (let round = 0; round < 40; round++) {
      for (const worker of workers) {
        if (worker.run) continue;
        worker.run = processMailQueue(db, await worker.transport, { clock: clock.now }).finally(
          () => {
            worker.run = undefined;
            smtp.nudge();
          },
        );
      }
      const settled = async () =>
        workers.every(
          (worker) => !worker.run || smtp.held.some((message) => message.client === worker.name),
        ) && (await claimedNotHeld()) === 0;
      while (!(await settled())) {
        // A send's own database writes tell nobody: look again shortly as well.
        await Promise.race([smtp.nextChange(), new Promise((resolve) => setTimeout(resolve, 20))]);
        smtp.renewChange();
      }
      if (workers.every((worker) => !worker.run) && (await pending()) === 0) break;
      clock.advance(25_000);
      smtp.releaseAll();
    }

    const delivered = smtp.delivered.toSorted();
    expect(delivered).toEqual(
      Array.from({ length: 10 }, (_, index) => `signup${index}@example.com`).toSorted(),
    );
    const rows = await db.select().from(mailOutbox).where(like(mailOutbox.toAddress, "signup%"));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(
      Array.from({ length: 10 }, () => ["sent", 1]),
    );
  });

  it("gives up on a server that never greets after the greeting timeout while other messages go out in parallel", async () => {
    const db = connection.db;
    const front = await startSilentFront(smtp.port, 1);
    try {
      for (let index = 0; index < 5; index++) {
        await enqueueMail(db, { to: `silent${index}@example.com`, subject: "Hi", text: "Hi" });
      }
      const transport = await smtpTransport(
        `smtp://127.0.0.1:${front.port}`,
        "hello@neargenius.test",
        { greetingTimeout: 300 },
      );
      transports.push(transport);
      const run = processMailQueue(db, transport);
      // Three messages held by the server at the same time, besides the connection that is
      // never greeted, show that one silent server does not hold up the rest.
      while (smtp.held.length < 3) {
        await smtp.nextChange();
        smtp.renewChange();
      }
      smtp.releaseAll();
      // What arrives later is answered at once.
      let result: Awaited<typeof run> | undefined;
      void run.then((value) => {
        result = value;
        smtp.nudge();
      });
      while (!result) {
        smtp.releaseAll();
        await smtp.nextChange();
        smtp.renewChange();
      }
      expect(result).toEqual({ sent: 4, retried: 1, failed: 0 });
      expect(smtp.delivered).toHaveLength(4);
      const [stuck] = await db.select().from(mailOutbox).where(eq(mailOutbox.status, "pending"));
      expect(stuck?.attempts).toBe(1);
      expect(stuck?.lastError).toMatch(/greeting/i);
    } finally {
      await front.close();
    }
  });

  it("counts the backoff from the time a send failed, not from the start of the run", async () => {
    const db = connection.db;
    for (let index = 0; index < 3; index++) {
      await enqueueMail(db, { to: `backoff${index}@example.com`, subject: "Hi", text: "Hi" });
    }
    const clock = manualClock();
    const failedAt = new Map<string, number>();
    // Each failure takes 10 s of server time before it is reported.
    const slowFailing: MailTransport = {
      kind: "smtp",
      send: async (mail) => {
        clock.advance(10_000);
        failedAt.set(mail.to, clock.now().getTime());
        throw new Error("451 try again later");
      },
    };
    // One at a time, so each failure has a time of its own.
    await processMailQueue(db, slowFailing, { clock: clock.now, concurrency: 1 });
    const rows = await db.select().from(mailOutbox);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.nextAttemptAt.getTime()).toBe(failedAt.get(row.toAddress)! + backoffMs(1));
    }
  });

  it("a worker that finishes after losing its lease cannot overwrite the new holder's result", async () => {
    const db = connection.db;
    const id = await enqueueMail(db, { to: "late@example.com", subject: "Hi", text: "Hi" });
    const clock = manualClock();
    const started = deferred();
    const finishLate = deferred();
    const late: MailTransport = {
      kind: "smtp",
      maxSendMs: 60_000,
      send: async () => {
        started.resolve();
        await finishLate.promise;
        throw new Error("connection reset");
      },
    };
    const prompt: MailTransport = { kind: "smtp", maxSendMs: 60_000, send: async () => {} };
    const lateRun = processMailQueue(db, late, { clock: clock.now });
    await started.promise;
    // Long past any lease: the message is claimable again, and the second worker sends it.
    clock.advance(60 * 60_000);
    expect(await processMailQueue(db, prompt, { clock: clock.now })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    finishLate.resolve();
    expect(await lateRun).toEqual({ sent: 0, retried: 0, failed: 0 });
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });
});

describe("smtp transport", () => {
  it("closes a send that outlasts its deadline, however busy the server keeps it", async () => {
    const smtp = await startHoldingSmtp();
    const transport = await smtpTransport(
      `smtp://127.0.0.1:${smtp.port}`,
      "hello@neargenius.test",
      {
        socketTimeout: 60_000,
        sendTimeout: 300,
      },
    );
    try {
      expect(transport.maxSendMs).toBe(300);
      // The server takes the message and never answers it; only the deadline ends the wait.
      await expect(
        transport.send({ to: "held@example.com", subject: "Hi", text: "Hi" }),
      ).rejects.toThrow(/abort/i);
      expect(smtp.delivered).toEqual([]);
    } finally {
      transport.close?.();
      smtp.releaseAll();
      await smtp.close();
    }
  });
});
