import { randomUUID } from "node:crypto";

import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, expect, it } from "vitest";

import { DEFAULT_BOOKING_RULES } from "~/features/booking/booking-rules";
import {
  DEFAULT_CANDIDATE_INTERVIEW,
  interviewRulesFrom,
} from "~/features/booking/interview-rules";
import { startGuaranteeClock } from "~/features/guarantee/guarantee-clock.server";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { newLeadReference } from "~/features/lead/lead-reference.server";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { erasePerson } from "~/features/personal-data/person-erasure.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import {
  briefings,
  candidates,
  guaranteeClocks,
  interviews,
  leads,
  mailOutbox,
  shortlistEntries,
  shortlists,
} from "~/lib/db/schema";
import { syncTalentSample } from "~/lib/db/seed/seed-talent-sample.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { bookInterviews, manageTokenFor, SLOT_TAKEN } from "./interview-booking.server";
import { cancelInterview, rescheduleInterview } from "./interview-change.server";
import { loadInterviewPlan } from "./interview-plan.server";
import { sendDueInterviewReminders } from "./interview-reminders.server";

// Interviews from a sent shortlist on both drivers: several booked in one go with both
// sides' mails and invites, the clock stopped, the database refusing a taken hour (also to
// twenty clients at once), a move and a cancel through the private link, and reminders sent
// once however many instances run them.

// Monday 7 December 2026, 10:00 New York.
const NOW = new Date("2026-12-07T15:00:00Z");
const RULES = interviewRulesFrom(DEFAULT_BOOKING_RULES, DEFAULT_CANDIDATE_INTERVIEW).rules;
const ORIGIN = "https://ng.test";
const CTX = { rules: RULES, now: NOW, siteOrigin: ORIGIN };
const ROLE = "backend";

function parseInvite(base64: string) {
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(base64, "base64").toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    attendees: event
      .getAllProperties("attendee")
      .map((property) => String(property.getFirstValue()).toLowerCase()),
  };
}

describeOnEachDriver("interviews", (driver) => {
  let connection: DatabaseConnection;
  let engineers: { id: string; email: string; firstName: string }[];

  /** A client with a sent shortlist on which they chose these engineers for interviews. */
  async function clientWith(candidateIds: readonly string[], email = `cto-${randomUUID()}@x.test`) {
    const db = connection.db;
    const [lead] = await db
      .insert(leads)
      .values({
        reference: newLeadReference(),
        email,
        contactName: "Dana Client",
        companyName: "Acme Pay",
        companyType: "fintech",
        source: "briefing",
      })
      .returning();
    const [briefing] = await db
      .insert(briefings)
      .values({
        reference: `NG-B-2026-${randomUUID().slice(0, 8)}`,
        leadId: lead!.id,
        draftId: randomUUID(),
        answers: { scheduling: { preferredSlots: [] } },
        timeZone: "America/New_York",
        matchPreview: {
          matcherVersion: "test",
          computedAt: NOW.toISOString(),
          roles: [
            {
              roleId: ROLE,
              roleTitle: "Backend Developer",
              asked: { timeZone: "America/New_York" },
            },
          ],
          forPeople: [],
        },
        submittedAt: new Date(NOW.getTime() - 20 * 3_600_000),
      })
      .returning();
    await startGuaranteeClock(db, {
      briefingId: briefing!.id,
      leadId: lead!.id,
      submittedAt: briefing!.submittedAt,
    });
    const [shortlist] = await db
      .insert(shortlists)
      .values({
        leadId: lead!.id,
        briefingId: briefing!.id,
        version: 1,
        status: "sent",
        sentAt: NOW,
      })
      .returning();
    await db.insert(shortlistEntries).values(
      candidateIds.map((candidateId, index) => ({
        shortlistId: shortlist!.id,
        roleId: ROLE,
        candidateId,
        position: index + 1,
        decision: "selected" as const,
      })),
    );
    return lead!;
  }

  const firstSlot = async (leadId: string, candidateId: string, skip = 0) => {
    const loaded = await loadInterviewPlan(connection.db, leadId, CTX);
    const engineer = loaded!.plan.engineers.find((entry) => entry.candidateId === candidateId)!;
    const slots = engineer.offered.days.flatMap((day) => day.slots);
    return new Date(slots[skip]!.startsAt);
  };

  const mailsTo = (email: string) =>
    connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(asc(mailOutbox.createdAt));

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    await syncTalentSample(connection.db, "on", { now: new Date("2026-11-01T00:00:00Z") });
    const rows = await connection.db
      .select({ id: candidates.id, email: candidates.email, firstName: candidates.firstName })
      .from(candidates)
      .where(and(eq(candidates.consentToShow, true), eq(candidates.status, "available")))
      .orderBy(asc(candidates.id))
      .limit(3);
    engineers = rows;
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("books two engineers in one go: references, both sides' mails and invites, the clock stopped", async () => {
    const db = connection.db;
    const [a, b] = engineers;
    const lead = await clientWith([a!.id, b!.id]);
    const atA = await firstSlot(lead.id, a!.id);
    // The client cannot be in two interviews at once: B's first time after A's.
    const loaded = await loadInterviewPlan(db, lead.id, CTX);
    const bSlots = loaded!.plan.engineers
      .find((entry) => entry.candidateId === b!.id)!
      .offered.days.flatMap((day) => day.slots)
      .map((slot) => new Date(slot.startsAt))
      .filter((start) => start.getTime() >= atA.getTime() + 60 * 60_000);
    const atB = bSlots[0]!;

    const result = await bookInterviews(
      db,
      {
        leadId: lead.id,
        picks: [
          { roleId: ROLE, candidateId: a!.id, startsAt: atA },
          { roleId: ROLE, candidateId: b!.id, startsAt: atB },
        ],
        shareCompanyName: false,
      },
      CTX,
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.booked.map((row) => row.reference)).toEqual([
      expect.stringMatching(/^NG-I-2026-\d{4}$/),
      expect.stringMatching(/^NG-I-2026-\d{4}$/),
    ]);
    expect(result.booked[0]!.endsAt.getTime() - atA.getTime()).toBe(45 * 60_000);

    const clientMail = await mailsTo(lead.email);
    expect(clientMail).toHaveLength(2);
    const invite = parseInvite(clientMail[0]!.attachments[0]!.contentBase64);
    expect(invite).toMatchObject({ method: "REQUEST", sequence: 0, start: atA.toISOString() });
    expect(invite.attendees).toEqual([`mailto:${lead.email}`]);
    expect(clientMail[0]!.textBody).toMatch(
      /https:\/\/ng\.test\/shortlist\/interviews\/manage\/\S+/,
    );

    const engineerMail = await mailsTo(a!.email);
    expect(engineerMail).toHaveLength(1);
    // The company's kind, not its name, and never the client's address.
    expect(engineerMail[0]!.textBody).toContain("a fintech company");
    expect(engineerMail[0]!.textBody).not.toContain("Acme Pay");
    expect(engineerMail[0]!.textBody).not.toContain(lead.email);
    const engineerInvite = parseInvite(engineerMail[0]!.attachments[0]!.contentBase64);
    expect(engineerInvite.uid).toBe(invite.uid);
    expect(engineerInvite.attendees).toEqual([`mailto:${a!.email}`]);

    const types = (await leadTimeline(db, lead.id)).map((event) => event.type);
    expect(types.filter((type) => type === LEAD_EVENT.interviewBooked)).toHaveLength(2);
    const [clock] = await db
      .select()
      .from(guaranteeClocks)
      .where(eq(guaranteeClocks.leadId, lead.id));
    expect(clock!.stoppedAt?.toISOString()).toBe(NOW.toISOString());

    // A retried submit finds the interviews instead of booking twice.
    const again = await bookInterviews(
      db,
      {
        leadId: lead.id,
        picks: [{ roleId: ROLE, candidateId: a!.id, startsAt: atA }],
        shareCompanyName: false,
      },
      CTX,
    );
    expect(again).toEqual({ ok: true, booked: [] });
    expect(await db.select().from(interviews).where(eq(interviews.leadId, lead.id))).toHaveLength(
      2,
    );
  });

  it("refuses overlapping picks and a time that is not offered, booking none of them", async () => {
    const db = connection.db;
    const [, , c] = engineers;
    const lead = await clientWith([c!.id]);
    const at = await firstSlot(lead.id, c!.id);
    const offHour = new Date(at.getTime() + 15 * 60_000);
    const refused = await bookInterviews(
      db,
      {
        leadId: lead.id,
        picks: [{ roleId: ROLE, candidateId: c!.id, startsAt: offHour }],
        shareCompanyName: true,
      },
      CTX,
    );
    expect(refused).toMatchObject({
      ok: false,
      problems: { [`${ROLE}:${c!.id}`]: expect.stringMatching(/not offered/) },
    });
    expect(await db.select().from(interviews).where(eq(interviews.leadId, lead.id))).toEqual([]);
  });

  it("twenty clients taking one engineer's hour at once get one interview", async () => {
    const db = connection.db;
    const [, , c] = engineers;
    const clients = await Promise.all(Array.from({ length: 20 }, () => clientWith([c!.id])));
    const at = await firstSlot(clients[0]!.id, c!.id, 3);
    const results = await Promise.all(
      clients.map((lead) =>
        bookInterviews(
          db,
          {
            leadId: lead.id,
            picks: [{ roleId: ROLE, candidateId: c!.id, startsAt: at }],
            shareCompanyName: false,
          },
          CTX,
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refusals = results.filter((result) => !result.ok);
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals) {
      expect(Object.values(refusal.ok ? {} : refusal.problems)[0]).toMatch(
        new RegExp(`${SLOT_TAKEN}|not offered`),
      );
    }
    const rows = await db
      .select()
      .from(interviews)
      .where(and(eq(interviews.candidateId, c!.id), eq(interviews.status, "confirmed")));
    expect(rows.filter((row) => row.startsAt.getTime() === at.getTime())).toHaveLength(1);
  });

  it("moves and cancels through the private link, raising SEQUENCE; reminders go once", async () => {
    const db = connection.db;
    const [a] = engineers;
    const lead = await clientWith([a!.id]);
    // Far enough ahead to change online (24 hours before), on the engineer's own later slot.
    const at = await firstSlot(lead.id, a!.id, 12);
    const booked = await bookInterviews(
      db,
      {
        leadId: lead.id,
        picks: [{ roleId: ROLE, candidateId: a!.id, startsAt: at }],
        shareCompanyName: true,
      },
      CTX,
    );
    if (!booked.ok) throw new Error(booked.error);
    const interview = booked.booked[0]!;
    const engineerMail = await mailsTo(a!.email);
    expect(engineerMail.at(-1)!.textBody).toContain("Acme Pay, a fintech company");

    const token = await manageTokenFor(db, interview.id);
    const to = await firstSlot(lead.id, a!.id, 14);
    const moved = await rescheduleInterview(db, token, to, CTX);
    expect(moved).toMatchObject({ ok: true, interview: { sequence: 1 } });
    expect(await rescheduleInterview(db, token, to, CTX)).toEqual({
      ok: false,
      reason: "same_time",
    });
    const movedMail = (await mailsTo(lead.email)).at(-1)!;
    expect(movedMail.subject).toMatch(/moved/);
    expect(parseInvite(movedMail.attachments[0]!.contentBase64)).toMatchObject({
      method: "REQUEST",
      sequence: 1,
      start: to.toISOString(),
    });

    // Reminders: two instances at once, the day before; each side gets one.
    const dayBefore = new Date(to.getTime() - 23 * 3_600_000);
    const before = (await mailsTo(a!.email)).length;
    await Promise.all([
      sendDueInterviewReminders(db, { rules: RULES, now: dayBefore }),
      sendDueInterviewReminders(db, { rules: RULES, now: dayBefore }),
    ]);
    expect((await mailsTo(a!.email)).length).toBe(before + 1);
    expect((await mailsTo(lead.email)).at(-1)!.subject).toMatch(/Reminder/);

    // An hour before, changes are closed.
    const late = { ...CTX, now: new Date(to.getTime() - 3_600_000) };
    expect(await cancelInterview(db, token, late)).toEqual({ ok: false, reason: "too_late" });
    expect(await rescheduleInterview(db, "x".repeat(43), to, CTX)).toEqual({
      ok: false,
      reason: "not_found",
    });

    const cancelled = await cancelInterview(db, token, CTX);
    expect(cancelled).toMatchObject({ ok: true, interview: { status: "cancelled", sequence: 2 } });
    expect(
      parseInvite((await mailsTo(lead.email)).at(-1)!.attachments[0]!.contentBase64),
    ).toMatchObject({
      method: "CANCEL",
      sequence: 2,
    });
    expect(await cancelInterview(db, token, CTX)).toEqual({ ok: false, reason: "cancelled" });
  });

  it("erasing the client or the engineer removes their interviews and the clock", async () => {
    const db = connection.db;
    const [, b] = engineers;
    const lead = await clientWith([b!.id]);
    const at = await firstSlot(lead.id, b!.id, 20);
    const booked = await bookInterviews(
      db,
      {
        leadId: lead.id,
        picks: [{ roleId: ROLE, candidateId: b!.id, startsAt: at }],
        shareCompanyName: false,
      },
      CTX,
    );
    expect(booked.ok).toBe(true);
    const uploads = {
      kind: "local" as const,
      put: async () => {},
      get: async () => new Uint8Array(),
      delete: async () => {},
    };
    await erasePerson(db, lead.email, { requestedBy: "admin@ng.test", uploads, now: NOW });
    expect(await db.select().from(interviews).where(eq(interviews.leadId, lead.id))).toEqual([]);
    expect(
      await db.select().from(guaranteeClocks).where(eq(guaranteeClocks.leadId, lead.id)),
    ).toEqual([]);

    const other = await clientWith([b!.id]);
    const later = await firstSlot(other.id, b!.id, 21);
    await bookInterviews(
      db,
      {
        leadId: other.id,
        picks: [{ roleId: ROLE, candidateId: b!.id, startsAt: later }],
        shareCompanyName: false,
      },
      CTX,
    );
    await erasePerson(db, b!.email, { requestedBy: "admin@ng.test", uploads, now: NOW });
    expect(await db.select().from(interviews).where(eq(interviews.candidateId, b!.id))).toEqual([]);
  });
});
