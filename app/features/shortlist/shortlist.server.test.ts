import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { newLeadReference } from "~/features/lead/lead-reference.server";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { matchInputSchema } from "~/features/matching/match-input";
import { previewMatches } from "~/features/matching/match-preview.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import {
  briefings,
  candidates,
  leads,
  mailOutbox,
  shortlistEntries,
  shortlists,
  staffUsers,
} from "~/lib/db/schema";
import { syncTalentSample } from "~/lib/db/seed/seed-talent-sample.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import {
  loadShortlistBuilder,
  sendShortlist,
  setShortlistPick,
  ShortlistInputError,
} from "./shortlist-builder.server";
import {
  askAboutCandidate,
  decideOnCandidate,
  loadClientShortlist,
  REPLACED_MESSAGE,
} from "./shortlist-client.server";

// The shortlist from the recruiter's draft to the client's answers, on both drivers: picks
// saved as they go, the 2-to-5 rule, versions that replace each other, the engineers moved to
// interviewing, the mail and the timeline, and the answers refused on a replaced version.

const NOW = new Date("2026-12-07T15:00:00Z");
const STAFF = { id: `staff-${randomUUID()}`, name: "Rita Recruiter", email: "" };
STAFF.email = `${STAFF.id}@neargenius.test`;

describeOnEachDriver("the shortlist", (driver) => {
  let connection: DatabaseConnection;
  let leadId: string;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    const db = connection.db;
    await syncTalentSample(db, "on", { now: new Date("2026-11-01T00:00:00Z") });
    await db.insert(staffUsers).values({ ...STAFF, role: "recruiter" });
    const [lead] = await db
      .insert(leads)
      .values({ reference: newLeadReference(), email: "cto@shortlist.example", source: "briefing" })
      .returning({ id: leads.id });
    leadId = lead!.id;
    const input = matchInputSchema.parse({
      roleId: "backend",
      seniority: "senior",
      mustHave: ["Node.js"],
      englishLevel: "B2",
      startDate: "2026-12-14",
      timeZone: "America/New_York",
      overlapHours: 0,
    });
    const preview = await previewMatches(db, [{ roleTitle: "Backend Developer", input }], {
      leadId,
      now: NOW,
    });
    await db.insert(briefings).values({
      reference: `NG-B-2026-${String(Math.floor(Math.random() * 9000) + 1000)}`,
      leadId,
      draftId: randomUUID(),
      answers: {},
      timeZone: "America/New_York",
      matchPreview: preview as unknown as Record<string, unknown>,
      submittedAt: new Date("2026-12-06T15:00:00Z"),
    });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("builds, refuses an incomplete send, sends versions and takes the client's answers", async () => {
    const db = connection.db;
    const builder = await loadShortlistBuilder(db, leadId, NOW);
    const ranked = builder!.roles[0]!.ranked.filter((entry) => entry.consentToShow);
    expect(ranked.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = ranked.map((entry) => entry.card.id);

    const pick = (candidateId: string, picked = true, note?: string) =>
      setShortlistPick(db, {
        leadId,
        staffId: STAFF.id,
        roleId: "backend",
        candidateId: candidateId!,
        picked,
        note,
        now: NOW,
      });
    await pick(first!, true, "Led a payments backend");
    const early = await sendShortlist(db, {
      leadId,
      staff: STAFF,
      siteOrigin: "https://ng.test",
      now: NOW,
    });
    expect(early).toEqual({
      ok: false,
      problems: ["Backend Developer: pick at least 2 engineers (1 picked)"],
    });
    await pick(second!);
    // A second pick of the same engineer keeps the note written before.
    await pick(first!);
    const sent = await sendShortlist(db, {
      leadId,
      staff: STAFF,
      siteOrigin: "https://ng.test",
      now: NOW,
    });
    expect(sent).toEqual({ ok: true, version: 1 });

    const statuses = await db
      .select({ id: candidates.id, status: candidates.status })
      .from(candidates)
      .where(eq(candidates.id, first!));
    expect(statuses[0]!.status).toBe("interviewing");
    const mail = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "cto@shortlist.example"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toMatch(/https:\/\/ng\.test\/shortlist\/open\/\S+/);

    const client = await loadClientShortlist(db, leadId);
    expect(client!.version).toBe(1);
    const entries = client!.roles[0]!.entries;
    expect(entries.map((entry) => entry.card.id)).toEqual([first, second]);
    expect(entries[0]!.note).toBe("Led a payments backend");
    expect(entries[0]!.card.score).toBe(
      Math.round(entries[0]!.card.factors.reduce((sum, f) => sum + f.contribution, 0) * 10) / 10,
    );
    expect(entries[0]!.vettings.every((vetting) => !vetting.assessorRole.includes(" "))).toBe(
      false,
    );

    const declined = await decideOnCandidate(db, {
      leadId,
      shortlistId: client!.shortlistId,
      roleId: "backend",
      candidateId: second!,
      decision: "declined",
      reason: "rate",
      note: "Over our budget",
      now: NOW,
    });
    expect(declined).toEqual({ ok: true });
    const asked = await askAboutCandidate(db, {
      leadId,
      shortlistId: client!.shortlistId,
      roleId: "backend",
      candidateId: first!,
      question: "Has she worked with Kafka?",
      now: NOW,
    });
    expect(asked.ok).toBe(true);

    // Version 2 starts from version 1 and replaces it; an answer on version 1 is refused.
    await pick(third!);
    expect(
      await sendShortlist(db, { leadId, staff: STAFF, siteOrigin: "https://ng.test", now: NOW }),
    ).toEqual({
      ok: true,
      version: 2,
    });
    const rows = await db.select().from(shortlists).where(eq(shortlists.leadId, leadId));
    expect(rows.map((row) => [row.version, row.status]).sort()).toEqual([
      [1, "replaced"],
      [2, "sent"],
    ]);
    const latest = await loadClientShortlist(db, leadId);
    expect(latest!.roles[0]!.entries).toHaveLength(3);
    // The client's answer carried over with the engineers.
    expect(latest!.roles[0]!.entries.find((entry) => entry.card.id === second)?.decision).toBe(
      "declined",
    );
    expect(
      await decideOnCandidate(db, {
        leadId,
        shortlistId: client!.shortlistId,
        roleId: "backend",
        candidateId: first!,
        decision: "selected",
        now: NOW,
      }),
    ).toEqual({ ok: false, error: REPLACED_MESSAGE });
    // A declined engineer offered again on the new version can be chosen after all.
    expect(
      await decideOnCandidate(db, {
        leadId,
        shortlistId: latest!.shortlistId,
        roleId: "backend",
        candidateId: second!,
        decision: "selected",
        now: NOW,
      }),
    ).toEqual({ ok: true });
    const reoffered = await loadClientShortlist(db, leadId);
    expect(reoffered!.roles[0]!.entries.find((entry) => entry.card.id === second)).toMatchObject({
      decision: "selected",
      declineReason: null,
    });

    const types = (await leadTimeline(db, leadId)).map((event) => event.type);
    expect(types.filter((type) => type === LEAD_EVENT.shortlistSent)).toHaveLength(2);
    expect(types).toContain(LEAD_EVENT.candidateDeclined);
    expect(types).toContain(LEAD_EVENT.candidateQuestion);
  });

  it("refuses an engineer who has not agreed to be shown, and erasing one takes them off", async () => {
    const db = connection.db;
    const [hidden] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.consentToShow, true))
      .limit(1);
    await db.update(candidates).set({ consentToShow: false }).where(eq(candidates.id, hidden!.id));
    await expect(
      setShortlistPick(db, {
        leadId,
        staffId: STAFF.id,
        roleId: "backend",
        candidateId: hidden!.id,
        picked: true,
        now: NOW,
      }),
    ).rejects.toBeInstanceOf(ShortlistInputError);

    const [entry] = await db.select().from(shortlistEntries).limit(1);
    await db.delete(candidates).where(eq(candidates.id, entry!.candidateId));
    expect(
      await db
        .select()
        .from(shortlistEntries)
        .where(and(eq(shortlistEntries.candidateId, entry!.candidateId))),
    ).toEqual([]);
  });
});
