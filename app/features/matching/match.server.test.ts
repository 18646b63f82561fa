import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { addCandidate, type TestSkill } from "~/features/talent/talent-test-candidates.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { candidateProjects, candidates, candidateSkills, candidateVettings } from "~/lib/db/schema";
import { syncTalentSample } from "~/lib/db/seed/seed-talent-sample.server";
import { generateTalentSample, SAMPLE_POOL_OPTIONS } from "~/lib/db/seed/talent-sample";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { matchRole } from "./match.server";
import { MATCH_FILTERS } from "./match-config";
import { type MatchInputBody, matchInputSchema } from "./match-input";
import { MATCH_PROFILE_FIELDS } from "./match-profile";
import { loadMatchProfiles, MATCH_PROFILE_COLUMNS } from "./match-profiles.server";
import { matchProfiles, type MatchResult } from "./matcher";

// matchRole against a real database: the SQL conditions remove the same candidates as the
// pure matcher, counted under the same filters, for visitors and for staff, and the loader
// reads only the allow-listed columns.

const ROLE = "zz-match-test-role";
const NOW = new Date("2026-12-01T12:00:00Z");
const CONSENT = { consentToShow: true, consentedAt: NOW, consentVersion: "2026-11" };

const brief = (overrides: Partial<MatchInputBody> = {}) =>
  matchInputSchema.parse({
    roleId: ROLE,
    seniority: "senior",
    englishLevel: "C1",
    startDate: "2026-12-07",
    timeZone: "America/New_York",
    overlapHours: 5,
    mustHave: ["k8s"],
    maxHourlyRate: 80,
    limit: 50,
    ...overrides,
  });

const removedBy = (result: MatchResult) =>
  Object.fromEntries(result.removed.map((entry) => [entry.filter, entry.count]));

describe("the loader's columns", () => {
  it("are the allow-list's, and none of name, country, photo, contact", () => {
    const loaded = [...Object.keys(MATCH_PROFILE_COLUMNS), "skills", "projectDomains", "vettings"];
    expect(loaded.sort()).toEqual([...MATCH_PROFILE_FIELDS].sort());
    for (const field of ["firstName", "lastName", "country", "photoConsent", "email", "phone"]) {
      expect(Object.keys(MATCH_PROFILE_COLUMNS)).not.toContain(field);
    }
  });
});

describeOnEachDriver("matching: matchRole", (driver) => {
  let connection: DatabaseConnection;
  const ids: Record<string, string> = {};
  const pool = generateTalentSample({ ...SAMPLE_POOL_OPTIONS, count: 120 });

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    await syncTalentSample(connection.db, "on", { pool, now: NOW });
    const db = connection.db;
    const k8s: TestSkill[] = [{ typed: "Kubernetes", years: 4, evidence: "assessed" }];
    const add = async (
      name: string,
      values: Partial<typeof candidates.$inferInsert>,
      skills = k8s,
    ) => {
      const row = await addCandidate(
        db,
        {
          lastName: `Match${name}`,
          roleIds: [ROLE],
          timeZone: "America/New_York",
          ...CONSENT,
          ...values,
        },
        skills,
      );
      ids[name] = row.id;
      return row;
    };
    const best = await add("best", { hourlyRateUsd: 70, englishLevel: "C2" });
    await db.insert(candidateVettings).values([
      {
        candidateId: best.id,
        kind: "coding-assessment",
        score: 7,
        assessedOn: "2026-09-01",
        assessor: "A",
      },
      {
        candidateId: best.id,
        kind: "coding-assessment",
        score: 9,
        assessedOn: "2026-10-01",
        assessor: "A",
      },
    ]);
    await db.insert(candidateProjects).values({
      candidateId: best.id,
      domain: "Payments",
      stack: ["Go"],
      role: "Backend",
      durationMonths: 12,
      outcome: "Shipped",
    });
    await add("hidden", { consentToShow: false, consentedAt: null, consentVersion: null });
    await add("placed", { status: "placed" });
    await add("noK8s", {}, [{ typed: "Go", years: 3, evidence: "verified" }]);
    await add("english", { englishLevel: "B2" });
    await add("late", { availableFrom: "2027-01-15" });
    await add("faraway", { timeZone: "Asia/Tokyo" });
    await add("dear", { hourlyRateUsd: 120 });
    await add("otherRole", { roleIds: ["frontend"] });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("keeps each candidate's best evidence per skill key on the row, through every change", async () => {
    const db = connection.db;
    const row = await addCandidate(db, { lastName: "Evidence", roleIds: [ROLE] }, [
      { typed: "Kubernetes", years: 2, evidence: "self-reported" },
      { typed: "Some Inhouse Tool", years: 1, evidence: "assessed" },
    ]);
    // Another text for the same catalog skill, as an import can leave: one key, two rows.
    await db.insert(candidateSkills).values({
      candidateId: row.id,
      name: "Kube",
      skillSlug: "kubernetes",
      normalized: "kube",
      years: 3,
      evidence: "verified",
    });
    const evidence = async () =>
      (
        await db
          .select({ value: candidates.skillEvidence })
          .from(candidates)
          .where(eq(candidates.id, row.id))
      )[0]!.value;
    // Two texts for one catalog skill: the better evidence stands for the key.
    expect(await evidence()).toEqual({ kubernetes: "verified", someinhousetool: "assessed" });
    await db
      .update(candidateSkills)
      .set({ evidence: "assessed" })
      .where(and(eq(candidateSkills.candidateId, row.id), eq(candidateSkills.name, "Kubernetes")));
    expect((await evidence()).kubernetes).toBe("assessed");
    await db.delete(candidateSkills).where(eq(candidateSkills.candidateId, row.id));
    expect(await evidence()).toEqual({});
    await db.delete(candidates).where(eq(candidates.id, row.id));
  });

  it("counts each filter's removals for a visitor and shows only consenting profiles", async () => {
    const result = await matchRole(connection.db, brief(), { audience: "visitor", now: NOW });
    const total = pool.length + 9;
    expect(result.considered).toBe(total);
    expect(removedBy(result)).toEqual({
      role: total - 8,
      consent: 1,
      status: 1,
      mustHave: 1,
      english: 1,
      availability: 1,
      overlap: 1,
      rate: 1,
    });
    expect(result.candidates.map((entry) => entry.id)).toEqual([ids.best]);
    const [best] = result.candidates;
    expect(best!.consentToShow).toBe(true);
    expect(best!.score).toBe(
      Math.round(best!.factors.reduce((sum, factor) => sum + factor.contribution, 0) * 10) / 10,
    );
    expect(best!.requirements).toEqual([
      { skill: "Kubernetes", priority: "must", status: "met", evidence: "assessed" },
    ]);
  });

  it("shows staff every profile, a hidden one flagged, and removes none for consent", async () => {
    const result = await matchRole(connection.db, brief(), { audience: "staff", now: NOW });
    expect(removedBy(result).consent).toBe(0);
    expect(result.candidates.map((entry) => [entry.id, entry.consentToShow]).sort()).toEqual(
      [
        [ids.best, true],
        [ids.hidden, false],
      ].sort(),
    );
  });

  it("loads the latest vetting result of each kind and the project domains", async () => {
    const [best] = await loadMatchProfiles(connection.db, sql`${candidates.id} = ${ids.best}`);
    expect(best!.vettings).toEqual([
      { kind: "coding-assessment", score: 9, cefr: null, passed: null, assessedOn: "2026-10-01" },
    ]);
    expect(best!.projectDomains).toEqual(["Payments"]);
    expect(Object.keys(best!).sort()).toEqual([...MATCH_PROFILE_FIELDS].sort());
  });

  // The SQL and the pure matcher are two readings of the same filters: on the sample pool,
  // for every role in it, across zones and the days New York's clocks change, they must agree
  // candidate by candidate.
  const briefs: Partial<MatchInputBody>[] = [
    { englishLevel: "B2", mustHave: ["Postgres"], overlapHours: 4, maxHourlyRate: undefined },
    { englishLevel: "B1", mustHave: [], overlapHours: 6, startDate: "2027-03-12" },
    { englishLevel: "B1", mustHave: ["k8s"], overlapHours: 7, startDate: "2027-03-15" },
    { mustHave: ["react"], timeZone: "Europe/Lisbon", overlapHours: 3, startDate: "2026-11-02" },
    {
      mustHave: [],
      timeZone: "Europe/Berlin",
      workStart: "08:00",
      workEnd: "16:00",
      overlapHours: 2,
    },
    { englishLevel: "A1", mustHave: ["python", "Unknown Thing"], overlapHours: 0 },
    { timeZone: "Asia/Manila", workStart: "20:00", workEnd: "04:00", overlapHours: 3 },
  ];
  const totals = MATCH_FILTERS.map(() => 0);
  let shown = 0;
  for (const [index, overrides] of briefs.entries()) {
    it(`agrees with the pure matcher on the sample pool (brief ${index + 1})`, async () => {
      const everyone = await loadMatchProfiles(connection.db, sql`true`);
      const roles = [...new Set(pool.flatMap((candidate) => candidate.roleIds))];
      for (const roleId of roles) {
        const input = brief({ ...overrides, roleId });
        for (const audience of ["visitor", "staff"] as const) {
          const fromSql = await matchRole(connection.db, input, { audience, now: NOW });
          expect(fromSql, `${roleId} ${audience}`).toEqual(
            matchProfiles(input, everyone, { audience }),
          );
          fromSql.removed.forEach((entry, at) => (totals[at]! += entry.count));
          shown += fromSql.candidates.length;
        }
      }
    });
  }

  it("compared answers in which every filter but consent removed someone, and some were shown", () => {
    // The sample pool has consent throughout; the hand-made candidates above cover consent.
    expect(MATCH_FILTERS.filter((filter, at) => filter !== "consent" && totals[at] === 0)).toEqual(
      [],
    );
    expect(shown).toBeGreaterThan(0);
  });
});
