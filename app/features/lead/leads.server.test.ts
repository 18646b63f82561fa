import { createHash, randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  registerLead,
  type RegistrationInput,
} from "~/features/company-registration/register-lead.server";
import { FALLBACK_MAIL_COPY } from "~/features/notifications/mail-copy.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { leadResumeTokens, leads, mailOutbox, orders } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { LEAD_EVENT } from "./lead-events";
import { LEAD_REFERENCE_PATTERN, newLeadReference } from "./lead-reference.server";
import { redeemResumeToken, RESUME_LINK_DAYS, resumeDestination } from "./lead-resume.server";
import { leadTimeline } from "./lead-timeline.server";
import { attachLead, saveLeadEstimate, saveLeadRoles } from "./leads.server";

const ORIGIN = "http://127.0.0.1:4700";

function registration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    idempotencyKey: randomUUID(),
    companyType: "fintech",
    companyName: "Acme Pay",
    contactName: "Ana Souza",
    email: `ana+${randomUUID().slice(0, 8)}@acmepay.com`,
    phone: "+14155552671",
    utmSource: "newsletter",
    utmMedium: null,
    utmCampaign: null,
    referrer: null,
    ...overrides,
  };
}

/** The token in the resume link of the newest mail to this address. */
async function mailedResumeToken(connection: DatabaseConnection, to: string): Promise<string> {
  const rows = await connection.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const body = rows.at(-1)?.textBody ?? "";
  const match = /\/resume\/([A-Za-z0-9_-]+)/.exec(body);
  if (!match) throw new Error(`no resume link in: ${body}`);
  expect(body).toContain(`${ORIGIN}/resume/`);
  return match[1]!;
}

describe("lead reference", () => {
  it("reads as NG-XXXX-XXXX from the unambiguous alphabet", () => {
    const reference = newLeadReference();
    expect(reference).toMatch(LEAD_REFERENCE_PATTERN);
    // Byte 31 is the last letter (Z), 32 wraps to 0: every byte value maps into the alphabet.
    expect(newLeadReference(() => Uint8Array.from([0, 1, 10, 17, 18, 30, 31, 32]))).toBe(
      "NG-01AH-JYZ0",
    );
  });

  it("sends a link that names a known page there, and ignores any other", () => {
    const lead = { roleIds: ["x"], estimate: null };
    expect(resumeDestination(lead, { briefingDraft: true, next: "book-call" })).toBe(
      "/contact/book-call",
    );
    for (const next of ["https://evil.example", "//evil.example", "/admin", "toString"]) {
      expect(resumeDestination(lead, { briefingDraft: false, next })).toBe("/calculator");
    }
  });

  it("sends returning visitors to the first step they have not done", () => {
    expect(resumeDestination({ roleIds: [], estimate: null })).toBe("/stack-selection");
    expect(resumeDestination({ roleIds: ["x"], estimate: null })).toBe("/calculator");
    expect(resumeDestination({ roleIds: ["x"], estimate: null }, { briefingDraft: false })).toBe(
      "/calculator",
    );
    // A briefing in progress is further along than any funnel step.
    expect(resumeDestination({ roleIds: [], estimate: null }, { briefingDraft: true })).toBe(
      "/briefing",
    );
    expect(resumeDestination({ roleIds: ["x"], estimate: "e" }, { briefingDraft: true })).toBe(
      "/briefing",
    );
  });
});

describeOnEachDriver("leads", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  /** A first registration (no cookie) of `input`, mailed from ORIGIN. */
  const register = (input: RegistrationInput = registration(), now?: Date) =>
    registerLead(connection.db, input, { currentLeadId: null, origin: ORIGIN, now });

  it("past three mails an hour to one address, a registration is stored without another mail", async () => {
    const email = `flood+${randomUUID().slice(0, 8)}@example.com`;
    const now = new Date("2026-11-23T12:00:00Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await register(registration({ email }), now));
    expect(results.every((result) => result.created)).toBe(true);
    const mails = await connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    expect(mails).toHaveLength(3);
    // An hour later the address gets mail again.
    await register(registration({ email }), new Date(now.getTime() + 3_600_000));
    expect(
      await connection.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)),
    ).toHaveLength(4);
  });

  it("registration creates a lead, its order, a timeline entry and a resume mail", async () => {
    const input = registration();
    const now = new Date("2026-11-23T12:00:00Z");
    const result = await register(input, now);
    expect(result.created).toBe(true);
    expect(result.reference).toMatch(LEAD_REFERENCE_PATTERN);

    const [lead] = await connection.db.select().from(leads).where(eq(leads.id, result.leadId));
    expect(lead).toMatchObject({
      email: input.email,
      companyName: "Acme Pay",
      contactName: "Ana Souza",
      companyType: "fintech",
      source: "registration",
      utmSource: "newsletter",
      roleIds: [],
      estimate: null,
    });
    const [order] = await connection.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order?.leadId).toBe(result.leadId);

    const timeline = await leadTimeline(connection.db, result.leadId);
    expect(timeline.map((event) => event.type)).toEqual([
      LEAD_EVENT.registered,
      LEAD_EVENT.resumeLinkSent,
    ]);
    expect(timeline[0]?.payload).toMatchObject({ orderId: result.orderId, companyType: "fintech" });
    expect(timeline[0]?.occurredAt.toISOString()).toBe(now.toISOString());

    const [mail] = await connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, input.email));
    expect(mail?.subject).toContain(result.reference);
    expect(mail?.textBody).toContain(result.reference);
  });

  it("stores one order and one lead for 20 concurrent submissions of one form", async () => {
    const input = registration();
    const results = await Promise.all(Array.from({ length: 20 }, () => register(input)));
    expect(new Set(results.map((result) => result.leadId)).size).toBe(1);
    expect(new Set(results.map((result) => result.reference)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const rows = await connection.db.select().from(leads).where(eq(leads.email, input.email));
    expect(rows).toHaveLength(1);
    const mails = await connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, input.email));
    expect(mails).toHaveLength(1);
  });

  it("a visitor registering again updates their own lead instead of starting another", async () => {
    const first = await register();
    const email = `new+${randomUUID().slice(0, 8)}@acme.com`;
    const second = await registerLead(
      connection.db,
      registration({ companyName: "Acme Bank", companyType: "enterprise", email }),
      { currentLeadId: first.leadId, origin: ORIGIN },
    );
    expect(second.leadId).toBe(first.leadId);
    expect(second.reference).toBe(first.reference);
    expect(second.orderId).not.toBe(first.orderId);
    const [lead] = await connection.db.select().from(leads).where(eq(leads.id, first.leadId));
    expect(lead).toMatchObject({ companyName: "Acme Bank", companyType: "enterprise", email });
  });

  it("a cookie naming an erased lead starts a fresh one", async () => {
    const result = await registerLead(connection.db, registration(), {
      currentLeadId: randomUUID(),
      origin: ORIGIN,
    });
    expect(result.created).toBe(true);
    const [lead] = await connection.db.select().from(leads).where(eq(leads.id, result.leadId));
    expect(lead).toBeDefined();
  });

  it("a failure inside registration leaves no half-written lead, order or mail", async () => {
    const input = registration();
    await expect(
      registerLead(connection.db, input, { currentLeadId: null, origin: "not a url" }),
    ).rejects.toThrow();
    expect(
      await connection.db
        .select()
        .from(orders)
        .where(eq(orders.idempotencyKey, input.idempotencyKey)),
    ).toHaveLength(0);
    expect(
      await connection.db.select().from(leads).where(eq(leads.email, input.email)),
    ).toHaveLength(0);
    expect(
      await connection.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, input.email)),
    ).toHaveLength(0);
  });

  it("the emailed resume link opens the lead until it expires; a forged one opens nothing", async () => {
    const input = registration();
    const now = new Date("2026-11-23T12:00:00Z");
    const result = await register(input, now);
    const token = await mailedResumeToken(connection, input.email);
    expect(await redeemResumeToken(connection.db, token, now)).toBe(result.leadId);
    const lastValid = new Date(now.getTime() + RESUME_LINK_DAYS * 86_400_000 - 1000);
    expect(await redeemResumeToken(connection.db, token, lastValid)).toBe(result.leadId);
    const expired = new Date(now.getTime() + RESUME_LINK_DAYS * 86_400_000 + 1000);
    expect(await redeemResumeToken(connection.db, token, expired)).toBeNull();
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await redeemResumeToken(connection.db, forged, now)).toBeNull();
    expect(await redeemResumeToken(connection.db, "short", now)).toBeNull();
  });

  it("saves roles and estimates once per change, each with a timeline entry", async () => {
    const { leadId } = await register();
    const roles = [randomUUID(), randomUUID()];
    expect(await saveLeadRoles(connection.db, leadId, roles)).toEqual({
      saved: true,
      changed: true,
    });
    expect(await saveLeadRoles(connection.db, leadId, roles)).toEqual({
      saved: true,
      changed: false,
    });
    // Order is the visitor's choice order, so a reordering is a change.
    expect(await saveLeadRoles(connection.db, leadId, [...roles].reverse())).toMatchObject({
      changed: true,
    });

    const estimate = {
      encoded: "1.6.40.frontend_s1",
      roleIds: [roles[0]!],
      monthlyCents: 800000,
      totalCents: 4800000,
    };
    expect(await saveLeadEstimate(connection.db, leadId, estimate)).toMatchObject({
      changed: true,
    });
    expect(await saveLeadEstimate(connection.db, leadId, estimate)).toMatchObject({
      changed: false,
    });
    const [lead] = await connection.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ estimate: "1.6.40.frontend_s1", roleIds: [roles[0]] });

    const types = (await leadTimeline(connection.db, leadId)).map((event) => event.type);
    expect(types).toEqual([
      LEAD_EVENT.registered,
      LEAD_EVENT.resumeLinkSent,
      LEAD_EVENT.rolesSelected,
      LEAD_EVENT.rolesSelected,
      LEAD_EVENT.estimateSaved,
    ]);
    const last = (await leadTimeline(connection.db, leadId)).at(-1);
    expect(last?.payload).toEqual({
      estimate: "1.6.40.frontend_s1",
      monthlyCents: 800000,
      totalCents: 4800000,
    });
  });

  it("keeps every tracking value on the order and the lead, and says what happens next", async () => {
    const input = registration({
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "fintech-q4",
      referrer: "https://www.google.com/",
    });
    const result = await register(input);
    const tracking = {
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "fintech-q4",
      referrer: "https://www.google.com/",
    };
    const [order] = await connection.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject(tracking);
    const [lead] = await connection.db.select().from(leads).where(eq(leads.id, result.leadId));
    expect(lead).toMatchObject(tracking);

    const [mail] = await connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, input.email));
    const body = mail?.textBody ?? "";
    expect(body).toContain("Hello Ana Souza,");
    expect(body).toContain(
      `Thank you for telling us about Acme Pay. Your reference is ${result.reference}.`,
    );
    expect(body).toContain(`valid for ${RESUME_LINK_DAYS} days`);
    expect(body).toMatch(new RegExp(`^${ORIGIN}/resume/[A-Za-z0-9_-]{43}$`, "m"));
  });

  it("compares saved roles element by element, and an estimate with its roles", async () => {
    const { leadId } = await register();
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await saveLeadRoles(connection.db, leadId, [a, b]);
    expect(await saveLeadRoles(connection.db, leadId, [a, c])).toMatchObject({ changed: true });
    const [afterRoles] = await connection.db.select().from(leads).where(eq(leads.id, leadId));
    expect(afterRoles?.roleIds).toEqual([a, c]);

    const estimate = {
      encoded: "1.6.40.frontend_s1",
      roleIds: [a],
      monthlyCents: 1,
      totalCents: 6,
    };
    await saveLeadEstimate(connection.db, leadId, estimate);
    // The same estimate with other roles is a change (roles are saved with it).
    expect(
      await saveLeadEstimate(connection.db, leadId, { ...estimate, roleIds: [a, b] }),
    ).toMatchObject({ changed: true });
    const [afterEstimate] = await connection.db.select().from(leads).where(eq(leads.id, leadId));
    expect(afterEstimate?.roleIds).toEqual([a, b]);
  });

  it("attaching fills the lead's gaps and never overwrites what it has", async () => {
    const email = `gaps+${randomUUID().slice(0, 8)}@example.com`;
    const event = { type: LEAD_EVENT.contactMessage, payload: {} };
    const first = await connection.db.transaction((tx) =>
      attachLead(tx, { email, source: "newsletter", event }),
    );
    const later = new Date("2030-01-01T00:00:00Z");
    await connection.db.transaction((tx) =>
      attachLead(tx, {
        email,
        contactName: "Gus",
        companyName: "Gaps Inc",
        phone: "+14155550100",
        source: "contact",
        event,
        now: later,
      }),
    );
    const [filled] = await connection.db.select().from(leads).where(eq(leads.id, first));
    expect(filled).toMatchObject({
      source: "newsletter",
      contactName: "Gus",
      companyName: "Gaps Inc",
      phone: "+14155550100",
    });
    expect(filled?.lastActivityAt.toISOString()).toBe(later.toISOString());
    await connection.db.transaction((tx) =>
      attachLead(tx, {
        email,
        contactName: "Other",
        companyName: "Other Co",
        phone: "+14155550199",
        source: "contact",
        event,
      }),
    );
    const [kept] = await connection.db.select().from(leads).where(eq(leads.id, first));
    expect(kept).toMatchObject({
      contactName: "Gus",
      companyName: "Gaps Inc",
      phone: "+14155550100",
    });
  });

  it("keeps only a SHA-256 hash of the resume token, and mails exactly this text", async () => {
    const input = registration({ contactName: "Tess Token", companyName: "Token Co" });
    const now = new Date("2026-11-23T12:00:00Z");
    const result = await register(input, now);
    const token = await mailedResumeToken(connection, input.email);
    const [stored] = await connection.db
      .select()
      .from(leadResumeTokens)
      .where(eq(leadResumeTokens.leadId, result.leadId));
    expect(stored?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(stored?.tokenHash).not.toContain(token);
    const [order] = await connection.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order?.createdAt.toISOString()).toBe(now.toISOString());

    const [mail] = await connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, input.email));
    expect(mail?.textBody).toBe(
      [
        "Hello Tess Token,",
        "",
        `Thank you for telling us about Token Co. Your reference is ${result.reference}.`,
        "",
        "Next, choose the roles you need and see what the team would cost.",
        `To continue on another device or later, open this private link (valid for ${RESUME_LINK_DAYS} days):`,
        `${ORIGIN}/resume/${token}`,
        "",
        "Do not forward it: whoever opens it sees your team and estimate.",
        "",
        "The Near Genius team",
      ].join("\n"),
    );
  });

  it("words the mail with the CMS's registration copy", async () => {
    const input = registration({ contactName: "Cora Copy", companyName: "Copy Co" });
    const result = await registerLead(connection.db, input, {
      currentLeadId: null,
      origin: ORIGIN,
      copy: {
        ...FALLBACK_MAIL_COPY.registration,
        subject: "Welcome, {name}: {reference}",
        nextSteps: "Pick your roles; the link opens for {days} days.",
      },
    });
    const [mail] = await connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, input.email));
    expect(mail?.subject).toBe(`Welcome, Cora Copy: ${result.reference}`);
    expect(mail?.textBody).toContain(
      `Thank you for telling us about Copy Co. Your reference is ${result.reference}.`,
    );
    expect(mail?.textBody).toContain(
      `Pick your roles; the link opens for ${RESUME_LINK_DAYS} days.`,
    );
  });

  it("records the chosen roles on the timeline, and saves nothing for a lead that is gone", async () => {
    const { leadId } = await register();
    const roles = [randomUUID(), randomUUID()];
    await saveLeadRoles(connection.db, leadId, roles);
    expect((await leadTimeline(connection.db, leadId)).at(-1)).toMatchObject({
      type: LEAD_EVENT.rolesSelected,
      payload: { roleIds: roles },
    });
    const estimate = { encoded: "1.6.40.frontend_s1", roleIds: [], monthlyCents: 1, totalCents: 6 };
    expect(await saveLeadEstimate(connection.db, randomUUID(), estimate)).toEqual({
      saved: false,
      changed: false,
    });
  });

  it("a lead started outside the funnel keeps the phone and company it came with", async () => {
    const email = `phone+${randomUUID().slice(0, 8)}@example.com`;
    const leadId = await connection.db.transaction((tx) =>
      attachLead(tx, {
        email,
        contactName: "Pat",
        companyName: "Pat Co",
        phone: "+14155550123",
        source: "contact",
        event: { type: LEAD_EVENT.contactMessage, payload: {} },
      }),
    );
    const [lead] = await connection.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ phone: "+14155550123", companyName: "Pat Co", email });
  });

  it("saving for a lead that no longer exists stores nothing", async () => {
    expect(await saveLeadRoles(connection.db, randomUUID(), ["a"])).toEqual({
      saved: false,
      changed: false,
    });
  });

  it("attaches submissions by email: the visitor's lead, else the latest with that email, else a new one", async () => {
    const registered = await register();
    const [lead] = await connection.db.select().from(leads).where(eq(leads.id, registered.leadId));
    const event = { type: LEAD_EVENT.contactMessage, payload: { contactId: "c1" } };

    const byEmail = await connection.db.transaction((tx) =>
      attachLead(tx, { email: lead!.email, contactName: "Someone Else", source: "contact", event }),
    );
    expect(byEmail).toBe(registered.leadId);
    const [after] = await connection.db.select().from(leads).where(eq(leads.id, byEmail));
    // What the visitor typed in the funnel is kept; only gaps are filled.
    expect(after?.contactName).toBe("Ana Souza");

    const stranger = `someone+${randomUUID().slice(0, 8)}@example.com`;
    const fresh = await connection.db.transaction((tx) =>
      attachLead(tx, { email: stranger, contactName: "Sam", source: "playbook", event }),
    );
    expect(fresh).not.toBe(registered.leadId);
    const [created] = await connection.db.select().from(leads).where(eq(leads.id, fresh));
    expect(created).toMatchObject({ email: stranger, contactName: "Sam", source: "playbook" });
    expect(created?.reference).toMatch(LEAD_REFERENCE_PATTERN);

    const own = await connection.db.transaction((tx) =>
      attachLead(tx, {
        email: stranger,
        source: "contact",
        currentLeadId: registered.leadId,
        event,
      }),
    );
    expect(own).toBe(registered.leadId);

    const types = (await leadTimeline(connection.db, registered.leadId)).map((e) => e.type);
    expect(types.filter((type) => type === LEAD_EVENT.contactMessage)).toHaveLength(2);
  });
});
