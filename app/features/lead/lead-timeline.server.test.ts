import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { leads, mailOutbox, webhookEndpoints, webhookMessages } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import type * as EnvModule from "~/lib/env.server";
import type { Env } from "~/lib/env.server";

import { LEAD_EVENT } from "./lead-events";
import { newLeadReference } from "./lead-reference.server";
import { saveLeadSubmission } from "./lead-submission.server";
import { leadTimeline, recordLeadEvent } from "./lead-timeline.server";

const hooks = vi.hoisted(() => ({ salesEmail: undefined as string | undefined }));
vi.mock("~/lib/env.server", async (original) => {
  const actual = await original<typeof EnvModule>();
  return {
    ...actual,
    env: (): Env => ({ ...actual.parseEnv({}), SALES_NOTIFY_EMAIL: hooks.salesEmail }),
  };
});

const NOW = new Date("2026-11-23T15:00:00Z");

describeOnEachDriver("recording a lead event", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh() });
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(async () => {
    hooks.salesEmail = undefined;
    await connection.db.delete(webhookMessages);
    await connection.db.delete(webhookEndpoints);
  });

  async function newLead() {
    const [lead] = await connection.db
      .insert(leads)
      .values({
        reference: newLeadReference(),
        email: `ana+${randomUUID().slice(0, 8)}@acme.example`,
        source: "contact",
        createdAt: NOW,
        lastActivityAt: NOW,
      })
      .returning({ id: leads.id });
    return lead!.id;
  }

  it("says what it queued besides the timeline row: webhooks and the sales mail", async () => {
    hooks.salesEmail = "sales@neargenius.test";
    await connection.db
      .insert(webhookEndpoints)
      .values({ url: "https://crm.example/hook", secret: "whsec_x", eventTypes: [] });
    const leadId = await newLead();

    const first = await connection.db.transaction((tx) =>
      recordLeadEvent(tx, {
        leadId,
        type: LEAD_EVENT.contactMessage,
        payload: { contactId: "c1", reference: "NG-M-2026-0001" },
        now: NOW,
      }),
    );
    // A lead's first event is also its lead.created, and sales hears of every new lead.
    expect(first.webhookMessageIds).toHaveLength(2);
    expect(first.salesMailQueued).toBe(true);

    const second = await connection.db.transaction((tx) =>
      recordLeadEvent(tx, {
        leadId,
        type: LEAD_EVENT.rolesSelected,
        payload: { roleIds: ["backend"] },
        now: NOW,
      }),
    );
    // Roles are not a webhook event, and sales is not mailed about a lead it already knows.
    expect(second).toEqual({ webhookMessageIds: [], salesMailQueued: false });

    const stored = await connection.db
      .select({ id: webhookMessages.id })
      .from(webhookMessages)
      .where(eq(webhookMessages.leadId, leadId));
    expect(stored.map((row) => row.id).sort()).toEqual([...first.webhookMessageIds].sort());
    const timeline = await leadTimeline(connection.db, leadId);
    expect(timeline.map((event) => event.type)).toEqual([
      LEAD_EVENT.contactMessage,
      LEAD_EVENT.rolesSelected,
    ]);
  });

  it("without endpoints or a sales address it records the event and queues nothing", async () => {
    const leadId = await newLead();
    const notices = await connection.db.transaction((tx) =>
      recordLeadEvent(tx, {
        leadId,
        type: LEAD_EVENT.contactMessage,
        payload: { contactId: "c2" },
        now: NOW,
      }),
    );
    expect(notices).toEqual({ webhookMessageIds: [], salesMailQueued: false });
    expect(await leadTimeline(connection.db, leadId)).toHaveLength(1);
  });

  it("a submission is numbered, recorded, stored with its lead, then confirmed, in that order", async () => {
    const email = `bea+${randomUUID().slice(0, 8)}@acme.example`;
    const steps: string[] = [];
    const saved = await connection.db.transaction((tx) =>
      saveLeadSubmission(tx, {
        sender: { email, contactName: "Bea", source: "contact", currentLeadId: null },
        reference: { scope: `test-${randomUUID()}`, prefix: "NG-T" },
        event: (reference) => {
          steps.push(`event ${reference}`);
          return { type: LEAD_EVENT.contactMessage, payload: { reference } };
        },
        store: async ({ leadId, reference }) => {
          steps.push(`store ${reference}`);
          return { leadId };
        },
        confirmation: (stored, reference) => {
          steps.push(`confirm ${reference}`);
          return { to: email, subject: `Thanks ${reference}`, text: stored.leadId };
        },
        now: NOW,
      }),
    );
    expect(saved.reference).toBe("NG-T-2026-0001");
    expect(steps).toEqual([
      "event NG-T-2026-0001",
      "store NG-T-2026-0001",
      "confirm NG-T-2026-0001",
    ]);
    expect(saved.stored.leadId).toBe(saved.leadId);
    expect(saved.confirmationQueued).toBe(true);
    const mails = await connection.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    expect(mails).toEqual([{ subject: "Thanks NG-T-2026-0001" }]);
    const timeline = await leadTimeline(connection.db, saved.leadId);
    expect(timeline.map((event) => event.payload)).toEqual([{ reference: "NG-T-2026-0001" }]);
  });

  it("a submission without a series has no reference, and past the mail limit no mail", async () => {
    const email = `cai+${randomUUID().slice(0, 8)}@acme.example`;
    const results = [];
    for (let i = 0; i < 4; i++) {
      results.push(
        await connection.db.transaction((tx) =>
          saveLeadSubmission(tx, {
            sender: { email, source: "newsletter", currentLeadId: null },
            reference: null,
            event: (reference) => ({
              type: LEAD_EVENT.newsletterSubscribed,
              payload: { reference },
            }),
            store: async () => "stored",
            confirmation: () => ({ to: email, subject: "Confirm", text: "Confirm" }),
            now: NOW,
          }),
        ),
      );
    }
    expect(results.map((result) => result.reference)).toEqual([null, null, null, null]);
    // Three mails an hour to one address; the fourth submission is stored without one.
    expect(results.map((result) => result.confirmationQueued)).toEqual([true, true, true, false]);
    expect(new Set(results.map((result) => result.leadId)).size).toBe(1);
  });
});
