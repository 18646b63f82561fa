import { randomUUID } from "node:crypto";

import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { createBooking } from "~/features/booking/booking-create.server";
import { bookingSchema } from "~/features/booking/booking-options";
import type { BookingRules } from "~/features/booking/booking-rules";
import { briefingSubmissionSchema, emptyDraft } from "~/features/briefing/briefing-draft";
import { saveBriefingDraft } from "~/features/briefing/briefing-drafts.server";
import { submitBriefing } from "~/features/briefing/submitted-briefings.server";
import { registerLead } from "~/features/company-registration/register-lead.server";
import { saveContact } from "~/features/contact/contacts.server";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { leads, mailOutbox } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import type * as EnvModule from "~/lib/env.server";
import type { Env } from "~/lib/env.server";
import { runWithRequestOrigin } from "~/lib/request-origin.server";

import {
  KIND_OF_EVENT,
  KIND_OF_FIRST_EVENT,
  salesNotificationStatus,
} from "./sales-notification.server";

const hooks = vi.hoisted(() => ({ salesEmail: undefined as string | undefined }));
vi.mock("~/lib/env.server", async (original) => {
  const actual = await original<typeof EnvModule>();
  return {
    ...actual,
    env: (): Env => ({ ...actual.parseEnv({}), SALES_NOTIFY_EMAIL: hooks.salesEmail }),
  };
});

// The module names the events as strings (importing them would make lead and notifications
// depend on each other), so a renamed or misspelt one would silently never mail sales.
it("names only lead events the lead feature writes", () => {
  const names: string[] = Object.values(LEAD_EVENT);
  for (const name of [...Object.keys(KIND_OF_FIRST_EVENT), ...Object.keys(KIND_OF_EVENT)]) {
    expect(names).toContain(name);
  }
});

const ORIGIN = "https://staff.neargenius.test";
// Monday 23 November 2026, 10:00 AM in New York; the call is on Tuesday at 9 AM there.
const NOW = new Date("2026-11-23T15:00:00Z");
const TUE_9 = new Date("2026-11-24T14:00:00Z");

/** One person's details, none of which may reach the sales team's mailbox. */
function person() {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Ana Souza ${tag}`,
    email: `ana+${tag}@acme.example`,
    company: `Acme Pagamentos ${tag}`,
    phone: "+5511912345678",
    message: `We need a payments team ${tag}`,
  };
}

function rules(): BookingRules {
  const tag = randomUUID().slice(0, 8);
  return {
    timeZone: "America/New_York",
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({
      weekday: weekday as 1 | 2 | 3 | 4 | 5,
      from: "09:00",
      to: "17:00",
    })),
    callMinutes: 45,
    bufferMinutes: 15,
    minNoticeHours: 4,
    businessDays: 10,
    holidays: [],
    changeCutoffHours: 24,
    experts: [
      {
        id: `expert-${tag}`,
        name: "Expert",
        title: "Architect",
        email: `expert-${tag}@neargenius.test`,
        timeOff: [],
      },
    ],
  };
}

describeOnEachDriver("the sales team's notification", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });
  // An address of the test's own, so each test reads only the mail it caused.
  beforeEach(() => {
    hooks.salesEmail = `sales+${randomUUID().slice(0, 8)}@neargenius.test`;
  });

  const salesMails = () =>
    connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, hooks.salesEmail!))
      .orderBy(asc(mailOutbox.createdAt));

  const referenceOf = async (leadId: string) =>
    (await connection.db.select().from(leads).where(eq(leads.id, leadId)))[0]!.reference;

  function expectNoPersonalData(
    mail: { subject: string; textBody: string },
    who: ReturnType<typeof person>,
  ) {
    for (const value of [who.name, who.email, who.company, who.phone, who.message, "Ana"]) {
      expect(mail.subject).not.toContain(value);
      expect(mail.textBody).not.toContain(value);
    }
  }

  const register = (who: ReturnType<typeof person>, currentLeadId: string | null = null) =>
    registerLead(
      connection.db,
      {
        idempotencyKey: randomUUID(),
        companyType: "fintech",
        companyName: who.company,
        contactName: who.name,
        email: who.email,
        phone: who.phone,
      },
      { currentLeadId, origin: ORIGIN },
    );

  const contact = (who: ReturnType<typeof person>, leadId: string | null = null) =>
    saveContact(
      connection.db,
      {
        idempotencyKey: randomUUID(),
        name: who.name,
        email: who.email,
        phone: who.phone,
        company: who.company,
        message: who.message,
        timezone: null,
      },
      { leadId },
    );

  it("mails one notice of a new lead: reference, kind and a link to it in the inbox, no personal data", async () => {
    const who = person();
    const registered = await runWithRequestOrigin(ORIGIN, () => register(who));
    const mails = await salesMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`New lead ${registered.reference} (registration)`);
    expect(mail!.textBody).toContain(`Lead: ${registered.reference}`);
    expect(mail!.textBody).toContain("Kind: registration");
    expect(mail!.textBody).toContain(`${ORIGIN}/admin/leads/${registered.leadId}`);
    expectNoPersonalData(mail!, who);
  });

  it("stays quiet when a known lead registers again or writes a message", async () => {
    const who = person();
    const registered = await register(who);
    await register(who, registered.leadId);
    await contact(who);
    await contact(who, registered.leadId);
    expect(await salesMails()).toHaveLength(1);
  });

  it("names a contact message as the way in, without the message", async () => {
    const who = person();
    await contact(who);
    const [mail, ...more] = await salesMails();
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(/^New lead NG-[0-9A-Z]{4}-[0-9A-Z]{4} \(contact message\)$/);
    expectNoPersonalData(mail!, who);
  });

  it("mails one notice of a briefing submitted by a known lead", async () => {
    const who = person();
    const { leadId } = await register(who);
    const base = emptyDraft(randomUUID());
    const draft = briefingSubmissionSchema.parse({
      ...base,
      companyInfo: {
        ...base.companyInfo,
        name: who.company,
        contactName: who.name,
        email: who.email,
        companyType: "fintech",
        whyUs: "Overlapping hours.",
      },
      projectNeeds: { ...base.projectNeeds, painPoint: "Releases slip." },
      teamComposition: { ...base.teamComposition, selectedRoles: ["backend"] },
      summary: { reviewed: true, approved: true },
    });
    await saveBriefingDraft(connection.db, { leadId, draft, now: NOW });
    const before = (await salesMails()).length;
    const { briefing } = await runWithRequestOrigin(ORIGIN, () =>
      submitBriefing(connection.db, {
        leadId,
        draft,
        estimate: null,
        timeZone: "",
        now: NOW,
        siteOrigin: ORIGIN,
        content: { nextSteps: ["We read it."], interviewPromiseHours: 48 },
      }),
    );
    const mails = (await salesMails()).slice(before);
    expect(mails).toHaveLength(1);
    const reference = await referenceOf(leadId);
    expect(mails[0]!.subject).toBe(`New briefing ${briefing.reference} (lead ${reference})`);
    expect(mails[0]!.textBody).toContain(`Reference: ${briefing.reference}`);
    expect(mails[0]!.textBody).toContain(`${ORIGIN}/admin/leads/${leadId}`);
    expectNoPersonalData(mails[0]!, who);
  });

  it("mails one notice of a booked call, whether or not the call brought a new lead", async () => {
    const known = person();
    const { leadId } = await register(known);
    const booking = (who: ReturnType<typeof person>) =>
      bookingSchema.parse({
        name: who.name,
        email: who.email,
        company: who.company,
        role: "cto",
        projectType: "full-stack",
        description: who.message,
        startsAt: TUE_9.toISOString(),
        timeZone: "Europe/Lisbon",
        idempotencyKey: randomUUID(),
      });
    const before = (await salesMails()).length;
    const forKnown = await createBooking(connection.db, booking(known), {
      rules: rules(),
      now: NOW,
      leadId,
      siteOrigin: ORIGIN,
    });
    if (!forKnown.ok) throw new Error(`not booked: ${forKnown.reason}`);
    const afterKnown = (await salesMails()).slice(before);
    expect(afterKnown.map((mail) => mail.subject)).toEqual([
      `New booked call ${forKnown.booking.reference} (lead ${await referenceOf(leadId)})`,
    ]);
    expectNoPersonalData(afterKnown[0]!, known);

    const stranger = person();
    const forNew = await createBooking(connection.db, booking(stranger), {
      rules: rules(),
      now: NOW,
      leadId: null,
      siteOrigin: ORIGIN,
    });
    if (!forNew.ok) throw new Error(`not booked: ${forNew.reason}`);
    const afterNew = (await salesMails()).slice(before + 1);
    expect(afterNew).toHaveLength(1);
    const newLeadReference = await referenceOf(forNew.booking.leadId);
    expect(afterNew[0]!.subject).toBe(`New lead ${newLeadReference} (booked call)`);
    expect(afterNew[0]!.textBody).toContain(`Reference: ${forNew.booking.reference}`);
    expectNoPersonalData(afterNew[0]!, stranger);
  });

  it("mails nothing, and says so at start, when SALES_NOTIFY_EMAIL is unset", async () => {
    hooks.salesEmail = undefined;
    expect(salesNotificationStatus()).toMatch(/SALES_NOTIFY_EMAIL is unset/);
    const who = person();
    const before = await connection.db.select().from(mailOutbox);
    await contact(who);
    const after = await connection.db.select().from(mailOutbox);
    // Only the visitor's own confirmation was queued.
    expect(after.length - before.length).toBe(1);
    expect(after.filter((mail) => !before.some((old) => old.id === mail.id))[0]?.toAddress).toBe(
      who.email,
    );
  });
});
