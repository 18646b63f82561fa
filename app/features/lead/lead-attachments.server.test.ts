import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { saveApplication } from "~/features/careers/applications.server";
import { registerLead } from "~/features/company-registration/register-lead.server";
import { saveContact } from "~/features/contact/contacts.server";
import { subscribe } from "~/features/newsletter/newsletter.server";
import { requestPlaybook } from "~/features/playbooks/playbook-downloads.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import {
  contacts,
  jobApplications,
  leads,
  newsletterSubscribers,
  playbookDownloads,
} from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import type { FileStorage } from "~/lib/storage/file-storage.server";

import { LEAD_EVENT } from "./lead-events";
import { leadTimeline } from "./lead-timeline.server";

// Submissions from outside the funnel join the sender's lead (or start one) in the same
// transaction as the row they store, each with its timeline entry.

const ORIGIN = "http://127.0.0.1:4700";
const stored = new Map<string, Uint8Array>();
const memoryStorage: FileStorage = {
  kind: "local",
  put: async (key, bytes) => void stored.set(key, bytes),
  get: async (key) => stored.get(key) ?? new Uint8Array(),
  delete: async (key) => void stored.delete(key),
};

describeOnEachDriver("submissions attach to leads", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const register = (email: string) =>
    registerLead(
      connection.db,
      {
        idempotencyKey: randomUUID(),
        companyType: "startup",
        companyName: "Rocket",
        contactName: "Rita",
        email,
        phone: null,
      },
      { currentLeadId: null, origin: ORIGIN },
    );

  const leadsFor = (email: string) =>
    connection.db.select().from(leads).where(eq(leads.email, email));

  it("a contact message joins the registered lead with that email", async () => {
    const email = `rita+${randomUUID().slice(0, 8)}@rocket.dev`;
    const { leadId } = await register(email);
    const saved = await saveContact(connection.db, {
      idempotencyKey: randomUUID(),
      name: "Rita R.",
      email,
      phone: null,
      company: null,
      message: "Can we talk about a payments team?",
      timezone: null,
    });
    const [row] = await connection.db.select().from(contacts).where(eq(contacts.id, saved.id));
    expect(row?.leadId).toBe(leadId);
    expect(await leadsFor(email)).toHaveLength(1);
    const last = (await leadTimeline(connection.db, leadId)).at(-1);
    expect(last).toMatchObject({
      type: LEAD_EVENT.contactMessage,
      payload: {
        contactId: saved.id,
        reference: saved.reference,
        message: "Can we talk about a payments team?",
      },
    });
  });

  it("an address typed in other capitals still finds the registered lead", async () => {
    const local = `zoe+${randomUUID().slice(0, 8)}`;
    // Registration keeps the address as typed; the contact form lower-cases it.
    const { leadId } = await register(`${local.toUpperCase()}@Rocket.DEV`);
    const saved = await saveContact(connection.db, {
      idempotencyKey: randomUUID(),
      name: "Zoe",
      email: `${local}@rocket.dev`,
      phone: null,
      company: null,
      message: "Same person, other capitals.",
      timezone: null,
    });
    const [row] = await connection.db.select().from(contacts).where(eq(contacts.id, saved.id));
    expect(row?.leadId).toBe(leadId);
  });

  it("a retried contact message (same key) adds no second timeline entry", async () => {
    const email = `retry+${randomUUID().slice(0, 8)}@rocket.dev`;
    const input = {
      idempotencyKey: randomUUID(),
      name: "Ray",
      email,
      phone: null,
      company: "Ray Co",
      message: "Hello",
      timezone: null,
    };
    await saveContact(connection.db, input);
    await saveContact(connection.db, input);
    const [lead] = await leadsFor(email);
    expect(lead).toMatchObject({ source: "contact", contactName: "Ray", companyName: "Ray Co" });
    const events = await leadTimeline(connection.db, lead!.id);
    expect(events.map((event) => event.type)).toEqual([LEAD_EVENT.contactMessage]);
  });

  it("a playbook request from a new address starts a lead of its own", async () => {
    const email = `reader+${randomUUID().slice(0, 8)}@example.com`;
    const { token } = await requestPlaybook(
      connection.db,
      { email, consent: null, idempotencyKey: randomUUID() },
      { slug: "pci-playbook", title: "PCI playbook" },
      ORIGIN,
    );
    const [download] = await connection.db
      .select()
      .from(playbookDownloads)
      .where(eq(playbookDownloads.downloadToken, token));
    const [lead] = await leadsFor(email);
    expect(lead?.source).toBe("playbook");
    expect(download?.leadId).toBe(lead?.id);
    const events = await leadTimeline(connection.db, lead!.id);
    expect(events[0]).toMatchObject({
      type: LEAD_EVENT.playbookRequested,
      payload: { playbookSlug: "pci-playbook" },
    });
  });

  it("a newsletter sign-up joins the visitor's own lead, whatever address they type", async () => {
    const { leadId } = await register(`own+${randomUUID().slice(0, 8)}@rocket.dev`);
    const other = `other+${randomUUID().slice(0, 8)}@rocket.dev`;
    await subscribe(
      connection.db,
      {
        email: other,
        consent: { id: null, text: "Yes, send me the newsletter" },
        source: "articles",
      },
      ORIGIN,
      { leadId },
    );
    const [subscriber] = await connection.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, other));
    expect(subscriber?.leadId).toBe(leadId);
    expect(await leadsFor(other)).toHaveLength(0);
    const last = (await leadTimeline(connection.db, leadId)).at(-1);
    expect(last?.type).toBe(LEAD_EVENT.newsletterSubscribed);
  });

  it("a careers application joins the lead with that email", async () => {
    const email = `dev+${randomUUID().slice(0, 8)}@example.com`;
    const saved = await saveApplication(
      connection.db,
      memoryStorage,
      {
        idempotencyKey: randomUUID(),
        name: "Dev Person",
        email,
        profileUrl: "https://example.com/dev",
        note: null,
        consent: "yes",
        positionSlug: "senior-react",
        positionTitle: "Senior React Engineer",
        agreed: { id: null, text: "I agree that you keep my CV." },
      },
      { bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), fileName: "cv.pdf" },
    );
    const [application] = await connection.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, saved.id));
    const [lead] = await leadsFor(email);
    expect(lead).toMatchObject({ source: "application", contactName: "Dev Person" });
    expect(application?.leadId).toBe(lead?.id);
    const events = await leadTimeline(connection.db, lead!.id);
    expect(events.map((event) => event.type)).toEqual([LEAD_EVENT.applicationSubmitted]);
  });
});
