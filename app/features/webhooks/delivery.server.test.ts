import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { asc, eq, inArray } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";

import { createBriefingLead } from "~/features/briefing/briefing-lead.server";
import { registerLead } from "~/features/company-registration/register-lead.server";
import { contactSchema } from "~/features/contact/contact-schema";
import { saveContact } from "~/features/contact/contacts.server";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { createDatabase, type Database, type DatabaseConnection } from "~/lib/db/client.server";
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
} from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import {
  MAX_ATTEMPTS,
  processWebhookDeliveries,
  type ProcessWebhookOptions,
  RETRY_DELAYS_MS,
  retryDelayMs,
} from "./delivery.server";
import { newSigningSecret } from "./signing-secret.server";
import type { WebhookEventType } from "./webhook-events";

// The worker's clock, an hour after the real one: events stored with the real time are due.
const T0 = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3_600_000);
const at = (ms: number) => new Date(T0.getTime() + ms);
// With random() = 0.5 the jitter factor is exactly 1, so the schedule is the table's.
const steady = () => 0.5;

/** A receiver on loopback that verifies each request with the Standard Webhooks library. */
interface Receiver {
  url: string;
  accepted: { id: string; body: Record<string, unknown> }[];
  requests: number;
  close(): Promise<void>;
}

async function startReceiver(
  secret: string,
  answer: (n: number, res: ServerResponse) => void,
): Promise<Receiver> {
  const receiver: Omit<Receiver, "url" | "close"> = { accepted: [], requests: 0 };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      receiver.requests++;
      const body = Buffer.concat(chunks).toString();
      const headers = {
        "webhook-id": String(req.headers["webhook-id"]),
        "webhook-timestamp": String(req.headers["webhook-timestamp"]),
        "webhook-signature": String(req.headers["webhook-signature"]),
      };
      // The library checks the timestamp against its own clock; the receiver's clock is the
      // test's, which the signed timestamp must match.
      const realNow = Date.now;
      Date.now = () => Number(headers["webhook-timestamp"]) * 1000;
      let verified: Record<string, unknown>;
      try {
        verified = new Webhook(secret).verify(body, headers) as Record<string, unknown>;
      } catch {
        res.writeHead(401).end();
        return;
      } finally {
        Date.now = realNow;
      }
      const status = receiver.requests;
      answer(status, res);
      if (res.statusCode >= 200 && res.statusCode < 300) {
        receiver.accepted.push({ id: headers["webhook-id"], body: verified });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

describeOnEachDriver("webhook outbox and delivery", (driver) => {
  let connection: DatabaseConnection;
  let db: Database;
  const receivers: Receiver[] = [];
  const loopback: ProcessWebhookOptions = { allowPrivateNetworks: true, random: steady };

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    db = connection.db;
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(async () => {
    await db.delete(webhookMessages);
    await db.delete(webhookEndpoints);
  });
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  });

  async function addEndpoint(
    url: string,
    options: {
      eventTypes?: WebhookEventType[];
      enabled?: boolean;
      secret?: string;
      payloadKind?: "thin" | "full";
    } = {},
  ) {
    const [row] = await db
      .insert(webhookEndpoints)
      .values({
        url,
        secret: options.secret ?? newSigningSecret(),
        eventTypes: options.eventTypes ?? [],
        enabled: options.enabled ?? true,
        payloadKind: options.payloadKind ?? "thin",
      })
      .returning();
    return row!;
  }

  async function receiverEndpoint(
    answer: (n: number, res: ServerResponse) => void,
    eventTypes?: WebhookEventType[],
  ) {
    const secret = newSigningSecret();
    const receiver = await startReceiver(secret, answer);
    receivers.push(receiver);
    const endpoint = await addEndpoint(receiver.url, { secret, eventTypes });
    return { receiver, endpoint };
  }

  function sendContact(email = `${randomUUID()}@example.com`) {
    return saveContact(
      db,
      contactSchema.parse({
        name: "Ana Souza",
        email,
        phone: "",
        company: "Acme",
        message: "We need three engineers",
        idempotencyKey: randomUUID(),
      }),
    );
  }

  it("sends a full endpoint the lead record beside the thin data, the same body on every retry", async () => {
    const secret = newSigningSecret();
    const full = await startReceiver(secret, (n, res) => res.writeHead(n === 1 ? 500 : 204).end());
    receivers.push(full);
    await addEndpoint(full.url, { secret, eventTypes: ["contact.received"], payloadKind: "full" });
    const thin = await startReceiver(secret, (_, res) => res.writeHead(204).end());
    receivers.push(thin);
    await addEndpoint(thin.url, { secret, eventTypes: ["contact.received"] });
    const email = `${randomUUID()}@example.com`;
    const contact = await sendContact(email);

    expect(await processWebhookDeliveries(db, { ...loopback, now: at(0) })).toMatchObject({
      delivered: 1,
      retried: 1,
    });
    // A change to the lead between the attempts does not change what the retry sends.
    await recordLeadEvent(db, {
      leadId: (await db.select().from(webhookMessages))[0]!.leadId!,
      type: LEAD_EVENT.noteAdded,
      payload: { note: "Called" },
      now: at(1),
    });
    await processWebhookDeliveries(db, { ...loopback, now: at(RETRY_DELAYS_MS[0]!) });
    expect(full.requests).toBe(2);
    const [sent] = full.accepted;
    const data = sent!.body.data as Record<string, unknown>;
    expect(data).toMatchObject({ contactId: contact.id, lead: { contact: { email } } });
    const lead = data.lead as { timeline: { type: string }[]; references: string[] };
    expect(lead.timeline.map((event) => event.type)).toEqual([LEAD_EVENT.contactMessage]);
    expect(lead.references).toContain(data.contactReference);
    // The thin endpoint still gets ids and references only.
    expect(JSON.stringify(thin.accepted[0]!.body)).not.toContain(email);
    expect((thin.accepted[0]!.body.data as Record<string, unknown>).lead).toBeUndefined();
  });

  it("writes a thin message per event and a delivery per subscribed, enabled endpoint, with the event", async () => {
    const all = await addEndpoint("https://all.example.com/");
    const bookingsOnly = await addEndpoint("https://bookings.example.com/", {
      eventTypes: ["booking.created"],
    });
    const contactsOnly = await addEndpoint("https://contacts.example.com/", {
      eventTypes: ["contact.received"],
    });
    await addEndpoint("https://off.example.com/", { enabled: false });
    const email = `${randomUUID()}@example.com`;
    const contact = await sendContact(email);

    const messages = await db
      .select()
      .from(webhookMessages)
      .orderBy(asc(webhookMessages.createdAt));
    expect(messages.map((message) => message.eventType).sort()).toEqual([
      "contact.received",
      "lead.created",
    ]);
    const created = messages.find((message) => message.eventType === "lead.created")!;
    const received = messages.find((message) => message.eventType === "contact.received")!;
    expect(created.id).toMatch(/^msg_[A-Za-z0-9_-]{32}$/);
    expect(received.payload).toEqual({
      type: "contact.received",
      timestamp: expect.any(String),
      data: {
        leadId: received.leadId,
        reference: expect.stringMatching(/^NG-/),
        contactId: contact.id,
        contactReference: expect.stringMatching(/^NG-M-\d{4}-\d{4}$/),
      },
    });
    expect(created.payload).toMatchObject({
      type: "lead.created",
      data: { leadId: received.leadId, source: "contact" },
    });
    // Ids and references only: nothing the person typed.
    const sent = JSON.stringify(messages.map((message) => message.payload));
    for (const personal of [email, "Ana Souza", "Acme", "three engineers"]) {
      expect(sent).not.toContain(personal);
    }

    const deliveries = await db
      .select({ endpointId: webhookDeliveries.endpointId, messageId: webhookDeliveries.messageId })
      .from(webhookDeliveries);
    const to = (endpointId: string) =>
      deliveries
        .filter((delivery) => delivery.endpointId === endpointId)
        .map((delivery) => delivery.messageId)
        .sort();
    expect(to(all.id)).toEqual([created.id, received.id].sort());
    expect(to(contactsOnly.id)).toEqual([received.id]);
    expect(to(bookingsOnly.id)).toEqual([]);
    expect(deliveries).toHaveLength(3);

    // A second message from the same person is not a new lead.
    await sendContact(email);
    const types = await db.select({ type: webhookMessages.eventType }).from(webhookMessages);
    expect(types.filter(({ type }) => type === "lead.created")).toHaveLength(1);
    expect(types.filter(({ type }) => type === "contact.received")).toHaveLength(2);
  });

  it("reports a registration as lead.created only, and writes nothing when the event rolls back", async () => {
    await addEndpoint("https://all.example.com/");
    const registered = await registerLead(
      db,
      {
        idempotencyKey: randomUUID(),
        companyType: "startup",
        companyName: "Acme",
        contactName: "Ana",
        email: `${randomUUID()}@example.com`,
        phone: null,
      },
      { currentLeadId: null, origin: "https://neargenius.test", now: T0 },
    );
    const messages = await db.select().from(webhookMessages);
    expect(messages.map((message) => message.eventType)).toEqual(["lead.created"]);
    expect(messages[0]?.payload).toEqual({
      type: "lead.created",
      timestamp: T0.toISOString(),
      data: { leadId: registered.leadId, reference: registered.reference, source: "registration" },
    });

    await expect(
      db.transaction(async (tx) => {
        await recordLeadEvent(tx, {
          leadId: registered.leadId,
          type: LEAD_EVENT.bookingCancelled,
          payload: { bookingId: randomUUID(), reference: "NG-C-X", startsAt: T0.toISOString() },
          now: T0,
        });
        throw new Error("the cancellation failed after its event");
      }),
    ).rejects.toThrow("the cancellation failed");
    expect(await db.select().from(webhookMessages)).toHaveLength(1);
  });

  it("passes on booking and briefing events with their references and times, and a briefing's new lead", async () => {
    await addEndpoint("https://all.example.com/");
    const bookingId = randomUUID();
    const leadId = await db.transaction(async (tx) => {
      const id = await createBriefingLead(
        tx,
        { name: "Acme", contactName: "Ana", companyType: "startup" },
        `${randomUUID()}@example.com`,
        T0,
      );
      await recordLeadEvent(tx, {
        leadId: id,
        type: LEAD_EVENT.briefingStarted,
        payload: { draftId: randomUUID() },
        now: T0,
      });
      await recordLeadEvent(tx, {
        leadId: id,
        type: LEAD_EVENT.briefingSubmitted,
        payload: { briefingId: "b-1", reference: "NG-B-1", roles: ["x"], estimatedMonthlyUsd: 1 },
        now: T0,
      });
      await recordLeadEvent(tx, {
        leadId: id,
        type: LEAD_EVENT.bookingCreated,
        payload: { bookingId, reference: "NG-C-1", startsAt: T0 },
        now: T0,
      });
      await recordLeadEvent(tx, {
        leadId: id,
        type: LEAD_EVENT.bookingRescheduled,
        payload: {
          bookingId,
          reference: "NG-C-1",
          from: T0.toISOString(),
          to: at(86_400_000).toISOString(),
          expertId: "expert-1",
        },
        now: T0,
      });
      await recordLeadEvent(tx, {
        leadId: id,
        type: LEAD_EVENT.bookingCancelled,
        payload: { bookingId, reference: "NG-C-1", startsAt: at(86_400_000).toISOString() },
        now: T0,
      });
      // Timeline entries with no webhook of their own.
      await recordLeadEvent(tx, {
        leadId: id,
        type: LEAD_EVENT.bookingLinkResent,
        payload: { bookingId },
        now: T0,
      });
      return id;
    });
    const messages = await db.select().from(webhookMessages).orderBy(asc(webhookMessages.id));
    const data = Object.fromEntries(
      messages.map((message) => [message.eventType, (message.payload as { data: unknown }).data]),
    );
    const reference = expect.stringMatching(/^NG-/);
    expect(messages).toHaveLength(5);
    expect(data).toEqual({
      "lead.created": { leadId, reference, source: "briefing" },
      "briefing.submitted": { leadId, reference, briefingId: "b-1", briefingReference: "NG-B-1" },
      "booking.created": {
        leadId,
        reference,
        bookingId,
        bookingReference: "NG-C-1",
        startsAt: T0.toISOString(),
      },
      "booking.rescheduled": {
        leadId,
        reference,
        bookingId,
        bookingReference: "NG-C-1",
        startsAt: at(86_400_000).toISOString(),
        previousStartsAt: T0.toISOString(),
      },
      "booking.cancelled": {
        leadId,
        reference,
        bookingId,
        bookingReference: "NG-C-1",
        startsAt: at(86_400_000).toISOString(),
      },
    });
  });

  it("retries a failing receiver on the schedule until it accepts, exactly once, logging every attempt", async () => {
    const { receiver } = await receiverEndpoint(
      (n, res) => res.writeHead(n <= 2 ? 500 : 200).end(),
      ["contact.received"],
    );
    await sendContact();
    const [delivery] = await db.select().from(webhookDeliveries);

    expect(await processWebhookDeliveries(db, { ...loopback, now: at(0) })).toEqual({
      delivered: 0,
      retried: 1,
      failed: 0,
    });
    let [row] = await db.select().from(webhookDeliveries);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500 });
    expect(row!.nextAttemptAt).toEqual(at(RETRY_DELAYS_MS[0]));

    // Not due a moment before the wait is over.
    expect(await processWebhookDeliveries(db, { ...loopback, now: at(4_999) })).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
    expect(receiver.requests).toBe(1);

    await processWebhookDeliveries(db, { ...loopback, now: at(5_000) });
    [row] = await db.select().from(webhookDeliveries);
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row!.nextAttemptAt).toEqual(at(5_000 + RETRY_DELAYS_MS[1]));

    await processWebhookDeliveries(db, { ...loopback, now: at(5_000 + 5 * 60_000) });
    [row] = await db.select().from(webhookDeliveries);
    expect(row).toMatchObject({
      status: "delivered",
      attempts: 3,
      lastStatusCode: 200,
      lastError: null,
      deliveredAt: at(5_000 + 5 * 60_000),
    });
    expect(receiver.accepted).toHaveLength(1);
    expect(receiver.accepted[0]).toMatchObject({
      id: row!.messageId,
      body: { type: "contact.received", data: { contactId: expect.any(String) } },
    });

    // Delivered is final: later runs send nothing.
    await processWebhookDeliveries(db, { ...loopback, now: at(86_400_000) });
    expect(receiver.requests).toBe(3);

    const attempts = await db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery!.id))
      .orderBy(asc(webhookAttempts.id));
    expect(attempts.map((attempt) => [attempt.attemptedAt, attempt.statusCode])).toEqual([
      [at(0), 500],
      [at(5_000), 500],
      [at(5_000 + 5 * 60_000), 200],
    ]);
    expect(attempts[0]?.error).toBe("The endpoint answered 500");
  });

  it("sends to the others while one receiver hangs and another is down; the hung one times out and is retried", async () => {
    const { receiver: fine } = await receiverEndpoint((_n, res) => res.writeHead(204).end());
    const { receiver: slow } = await receiverEndpoint(() => {
      // Never answers.
    });
    const downReceiver = await startReceiver(newSigningSecret(), () => {});
    const downUrl = downReceiver.url;
    await downReceiver.close();
    const down = await addEndpoint(downUrl);
    await sendContact();

    const result = await processWebhookDeliveries(db, { ...loopback, now: at(0), timeoutMs: 300 });
    expect(result).toEqual({ delivered: 2, retried: 4, failed: 0 });
    expect(fine.accepted.map((request) => request.body.type).sort()).toEqual([
      "contact.received",
      "lead.created",
    ]);
    expect(slow.requests).toBe(2);

    const rows = await db
      .select({
        url: webhookEndpoints.url,
        status: webhookDeliveries.status,
        lastError: webhookDeliveries.lastError,
        nextAttemptAt: webhookDeliveries.nextAttemptAt,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId));
    const slowRows = rows.filter((row) => row.url === slow.url);
    expect(slowRows.map((row) => row.lastError)).toEqual([
      "No answer within 0.3 s",
      "No answer within 0.3 s",
    ]);
    expect(slowRows.every((row) => row.status === "pending")).toBe(true);
    expect(slowRows[0]?.nextAttemptAt).toEqual(at(5_000));
    const downRows = rows.filter((row) => row.url === down.url);
    expect(downRows.map((row) => row.status)).toEqual(["pending", "pending"]);
    expect(downRows[0]?.lastError).toMatch(/ECONNREFUSED/);
  });

  it("marks a delivery failed after the last attempt of about three days", async () => {
    const { receiver } = await receiverEndpoint(
      (_n, res) => res.writeHead(503).end(),
      ["contact.received"],
    );
    await sendContact();
    let now = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await processWebhookDeliveries(db, { ...loopback, now: at(now) });
      now += RETRY_DELAYS_MS[attempt - 1] ?? 0;
    }
    const [row] = await db.select().from(webhookDeliveries);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, lastStatusCode: 503 });
    expect(receiver.requests).toBe(MAX_ATTEMPTS);
    expect(now / 86_400_000).toBeGreaterThan(2.5);
    await processWebhookDeliveries(db, { ...loopback, now: at(now + 30 * 86_400_000) });
    expect(receiver.requests).toBe(MAX_ATTEMPTS);
  });

  it("sends each due delivery once when several workers run at the same time", async () => {
    const { receiver } = await receiverEndpoint((_n, res) => res.writeHead(200).end());
    await Promise.all([sendContact(), sendContact(), sendContact()]);
    const results = await Promise.all(
      [1, 2, 3].map(() => processWebhookDeliveries(db, { ...loopback, now: at(0) })),
    );
    expect(results.reduce((sum, result) => sum + result.delivered, 0)).toBe(6);
    expect(receiver.requests).toBe(6);
    expect(new Set(receiver.accepted.map((request) => request.id)).size).toBe(6);
  });

  it("checks the address again at delivery time and never connects to a name now pointing inside", async () => {
    const { receiver } = await receiverEndpoint((_n, res) => res.writeHead(200).end());
    // The endpoint was saved as a public name, which now resolves to the loopback receiver.
    const port = new URL(receiver.url).port;
    await db.update(webhookEndpoints).set({ url: `https://rebound.example.com:${port}/hook` });
    await sendContact();
    const result = await processWebhookDeliveries(db, {
      now: at(0),
      random: steady,
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    expect(result).toEqual({ delivered: 0, retried: 2, failed: 0 });
    expect(receiver.requests).toBe(0);
    const attempts = await db.select().from(webhookAttempts);
    expect(attempts.map((attempt) => attempt.error)).toEqual([
      "Refused: The address must be on the public internet.",
      "Refused: The address must be on the public internet.",
    ]);
  });

  it("connects to the addresses the guard accepted, not to a fresh DNS answer", async () => {
    const { receiver } = await receiverEndpoint((_n, res) => res.writeHead(200).end());
    // A name no DNS knows: only the guard's own resolver gives it an address.
    const port = new URL(receiver.url).port;
    await db.update(webhookEndpoints).set({ url: `http://receiver.invalid:${port}/hook` });
    await sendContact();
    const result = await processWebhookDeliveries(db, {
      ...loopback,
      now: at(0),
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    expect(result).toEqual({ delivered: 2, retried: 0, failed: 0 });
    expect(receiver.accepted).toHaveLength(2);
  });

  it("holds a disabled endpoint's deliveries until it is enabled again", async () => {
    const { receiver, endpoint } = await receiverEndpoint((_n, res) => res.writeHead(200).end());
    await sendContact();
    await db.update(webhookEndpoints).set({ enabled: false });
    await processWebhookDeliveries(db, { ...loopback, now: at(0) });
    expect(receiver.requests).toBe(0);
    await db
      .update(webhookEndpoints)
      .set({ enabled: true })
      .where(inArray(webhookEndpoints.id, [endpoint.id]));
    expect(await processWebhookDeliveries(db, { ...loopback, now: at(1) })).toMatchObject({
      delivered: 2,
    });
  });
});

it("spreads each wait by at most a tenth either way", () => {
  expect(retryDelayMs(1, () => 0)).toBe(4_500);
  expect(retryDelayMs(1, () => 1)).toBe(5_500);
  expect(retryDelayMs(2, () => 0.5)).toBe(300_000);
  expect(retryDelayMs(MAX_ATTEMPTS, () => 0.5)).toBeNull();
  expect(RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) / 3_600_000).toBeCloseTo(67.6, 1);
});
