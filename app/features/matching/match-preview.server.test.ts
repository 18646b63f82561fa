import { afterAll, beforeAll, expect, it } from "vitest";

import { newLeadReference } from "~/features/lead/lead-reference.server";
import { addCandidate, type TestSkill } from "~/features/talent/talent-test-candidates.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { candidateProjects, candidateVettings, leads } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { type MatchInputBody, matchInputSchema } from "./match-input";
import { LEAD_DAILY_CARD_LIMIT } from "./match-preview";
import { previewMatches } from "./match-preview.server";
import { shownToday } from "./match-preview-limit.server";

// The visitor's preview over a real database: counts for anyone, cards only for a known lead,
// at most three per role, no more than the day's number of distinct engineers per role, and
// each card carrying its vetting results, two projects and never a client not named by consent.

const ROLE = "zz-preview-test-role";
const NOW = new Date("2026-12-01T12:00:00Z");
const CONSENT = { consentToShow: true, consentedAt: NOW, consentVersion: "2026-11" };
const GO: TestSkill[] = [{ typed: "golang", years: 5, evidence: "assessed" }];

const input = (overrides: Partial<MatchInputBody> = {}) =>
  matchInputSchema.parse({
    roleId: ROLE,
    seniority: "senior",
    englishLevel: "B2",
    startDate: "2026-12-07",
    timeZone: "America/New_York",
    overlapHours: 0,
    mustHave: ["Go"],
    ...overrides,
  });

describeOnEachDriver("matching: the visitor's preview", (driver) => {
  let connection: DatabaseConnection;
  let leadId: string;
  let first: string;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    const db = connection.db;
    // Fourteen engineers who pass, one without consent, one without the must-have.
    for (let index = 0; index < 14; index += 1) {
      const row = await addCandidate(
        db,
        {
          lastName: `Preview${String(index).padStart(2, "0")}`,
          roleIds: [ROLE],
          englishLevel: "C1",
          // All free before the start; the sooner breaks a tie, so the order is stable.
          availableFrom: `2026-11-${10 + index}`,
          ...CONSENT,
        },
        [...GO, { typed: `Zzskill${index}`, years: 1, evidence: "self-reported" }],
      );
      if (index === 0) first = row.id;
    }
    await addCandidate(db, { lastName: "PreviewHidden", roleIds: [ROLE] }, GO);
    await addCandidate(db, { lastName: "PreviewNoGo", roleIds: [ROLE], ...CONSENT }, [
      { typed: "Rust", years: 3, evidence: "verified" },
    ]);
    await db.insert(candidateVettings).values([
      {
        candidateId: first,
        kind: "coding-assessment",
        score: 7,
        assessedOn: "2026-09-01",
        assessor: "A",
      },
      {
        candidateId: first,
        kind: "coding-assessment",
        score: 8.5,
        assessedOn: "2026-10-01",
        assessor: "A",
      },
      {
        candidateId: first,
        kind: "english-interview",
        cefr: "C1",
        assessedOn: "2026-10-02",
        assessor: "B",
      },
    ]);
    await db.insert(candidateProjects).values([
      {
        candidateId: first,
        domain: "Fintech",
        stack: ["Go"],
        role: "Backend",
        durationMonths: 12,
        outcome: "Cut settlement time",
        clientName: "Acme Pay",
        clientConsented: true,
        sortOrder: 0,
      },
      {
        candidateId: first,
        domain: "Health",
        stack: ["Go"],
        role: "Backend",
        durationMonths: 6,
        outcome: "Built claims API",
        sortOrder: 1,
      },
      {
        candidateId: first,
        domain: "Retail",
        stack: ["Go"],
        role: "Backend",
        durationMonths: 3,
        outcome: "Third project",
        sortOrder: 2,
      },
    ]);
    const [lead] = await db
      .insert(leads)
      .values({ reference: newLeadReference(), email: "cto@example.test", source: "briefing" })
      .returning({ id: leads.id });
    leadId = lead!.id;
  });

  afterAll(async () => {
    await connection?.close();
  });

  it("counts for a visitor we do not know, and shows no one", async () => {
    const preview = await previewMatches(
      connection.db,
      [{ roleTitle: "Test role", input: input() }],
      { leadId: null, now: NOW },
    );
    const [role] = preview.roles;
    expect(role!.passed).toBe(14);
    expect(role!.removed.find((entry) => entry.filter === "consent")!.count).toBe(1);
    expect(role!.removed.find((entry) => entry.filter === "mustHave")!.count).toBe(1);
    expect(role!.cards).toEqual([]);
    expect(role!.withheld).toBe("no-lead");
  });

  it("shows a lead three cards with the latest vetting, two projects and consented clients only", async () => {
    const preview = await previewMatches(
      connection.db,
      [{ roleTitle: "Test role", input: input() }],
      { leadId, now: NOW, forPeople: ["Shipped a payments product"] },
    );
    const [role] = preview.roles;
    expect(role!.cards).toHaveLength(3);
    expect(role!.withheld).toBeNull();
    expect(preview.forPeople).toEqual(["Shipped a payments product"]);
    const card = role!.cards[0]!;
    expect(card.id).toBe(first);
    expect(card.handle).toMatch(/^\S+ P\.$/);
    expect(card.vettings.map((vetting) => [vetting.kind, vetting.result])).toEqual([
      ["english-interview", "C1"],
      ["coding-assessment", "8.5 / 10"],
    ]);
    expect(card.projects.map((project) => project.client)).toEqual(["Acme Pay", null]);
    expect(card.requirements).toEqual([
      { skill: "Go", priority: "must", status: "met", evidence: "assessed" },
    ]);
    expect(card.score).toBe(
      Math.round(card.factors.reduce((sum, factor) => sum + factor.contribution, 0) * 10) / 10,
    );
    expect(JSON.stringify(card)).not.toContain("@example.test");
  });

  it("shows a lead at most the day's number of distinct engineers per role, the same ones again for free", async () => {
    const db = connection.db;
    // Each brief's nice-to-haves bring three other engineers to the top: 0-2, 3-5, 6-8, 9-11.
    const favouring = (from: number) =>
      input({ niceToHave: [0, 1, 2].map((offset) => `Zzskill${from + offset}`) });
    let last;
    for (const from of [0, 3, 6, 9]) {
      last = await previewMatches(db, [{ roleTitle: "Test role", input: favouring(from) }], {
        leadId,
        now: NOW,
      });
    }
    // The tenth engineer was the last place of the day: the eleventh and twelfth are held back.
    expect(last!.roles[0]!.cards).toHaveLength(1);
    expect(last!.roles[0]!.withheld).toBe("daily-limit");
    expect(await shownToday(db, leadId, ROLE, NOW)).toBe(LEAD_DAILY_CARD_LIMIT);
    // The first brief's engineers were shown before: shown again in full.
    const again = await previewMatches(db, [{ roleTitle: "Test role", input: input() }], {
      leadId,
      now: NOW,
    });
    expect(again.roles[0]!.cards).toHaveLength(3);
    // A brief whose best three were never shown: held back, and said so.
    const fresh = await previewMatches(db, [{ roleTitle: "Test role", input: favouring(11) }], {
      leadId,
      now: NOW,
    });
    expect(fresh.roles[0]!.withheld).toBe("daily-limit");
    expect(await shownToday(db, leadId, ROLE, NOW)).toBe(LEAD_DAILY_CARD_LIMIT);
    // The next day starts afresh.
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    const next = await previewMatches(db, [{ roleTitle: "Test role", input: input() }], {
      leadId,
      now: tomorrow,
    });
    expect(next.roles[0]!.cards).toHaveLength(3);
    expect(next.roles[0]!.withheld).toBeNull();
  });
});
