import { readFile } from "node:fs/promises";

import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { candidateProjects, candidates, candidateSkills, candidateVettings } from "~/lib/db/schema";
import { candidateValues } from "~/lib/db/test-candidates.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { isTimeZone } from "~/lib/time-zones";

import { positionSeeds } from "./catalog-data";
import { minutesOf, syncTalentSample } from "./seed-talent-sample.server";
import { generateTalentSample, SAMPLE_POOL_OPTIONS, type SampleCandidate } from "./talent-sample";

const committed = JSON.parse(
  await readFile(new URL("./talent-sample-data.json", import.meta.url), "utf8"),
) as SampleCandidate[];

describe("the sample pool's generator", () => {
  it("made exactly the committed data (run `npm run talent:sample` after changing it)", () => {
    expect(generateTalentSample(SAMPLE_POOL_OPTIONS)).toEqual(committed);
  });

  it("is deterministic by seed and grows to any size", () => {
    const small = { ...SAMPLE_POOL_OPTIONS, count: 50 };
    expect(generateTalentSample(small)).toEqual(generateTalentSample(small));
    expect(generateTalentSample({ ...small, seed: 7 })).not.toEqual(generateTalentSample(small));
    expect(generateTalentSample({ ...SAMPLE_POOL_OPTIONS, count: 2_000 })).toHaveLength(2_000);
  });

  it("covers every catalog role with unique, clearly invented people", () => {
    expect(committed.length).toBeGreaterThanOrEqual(300);
    const roles = new Set(committed.flatMap((candidate) => candidate.roleIds));
    expect(positionSeeds.filter((position) => !roles.has(position.slug))).toEqual([]);
    expect(new Set(committed.map((candidate) => candidate.externalId)).size).toBe(committed.length);
    expect(new Set(committed.map((candidate) => candidate.email)).size).toBe(committed.length);
    for (const candidate of committed) {
      expect(candidate.email).toMatch(/@sample\.neargenius\.invalid$/);
      expect(new Set(["junior", "mid", "senior", "expert"])).toContain(candidate.seniority);
      expect(isTimeZone(candidate.timeZone), candidate.timeZone).toBe(true);
    }
    expect(new Set(committed.map((candidate) => candidate.country)).size).toBeGreaterThanOrEqual(6);
  });

  it("prices each profile from its main role's rate card, a few dollars either way", () => {
    const cards = new Map(positionSeeds.map((position) => [position.slug, position.rates]));
    for (const candidate of committed) {
      const [junior, mid, senior, ...expert] = cards.get(candidate.roleIds[0]!)!;
      const base = { junior: [junior], mid: [mid], senior: [senior], expert }[candidate.seniority];
      const near = base.some((rate) => Math.abs(candidate.hourlyRateUsd - rate) <= 5);
      expect(near, `${candidate.externalId} at $${candidate.hourlyRateUsd}`).toBe(true);
    }
  });

  it("gives each vetting its own scale, every skill no more years than the career", () => {
    for (const candidate of committed) {
      const kinds = candidate.vettings.map((vetting) => vetting.kind);
      expect(kinds).toContain("coding-assessment");
      expect(kinds).toContain("english-interview");
      const english = candidate.vettings.find((vetting) => vetting.kind === "english-interview");
      expect(english?.cefr).toBe(candidate.englishLevel);
      for (const skill of candidate.skills) {
        expect(skill.years).toBeLessThanOrEqual(candidate.yearsExperience);
      }
      expect(
        candidate.vettings.every((vetting) => vetting.assessedOn < SAMPLE_POOL_OPTIONS.anchor),
      ).toBe(true);
      expect(candidate.projects.length).toBeGreaterThan(0);
    }
  });
});

it("reads working hours as minutes after midnight", () => {
  expect(minutesOf("09:00")).toBe(540);
  expect(minutesOf("17:30")).toBe(1050);
  expect(minutesOf("00:00")).toBe(0);
});

describeOnEachDriver("syncing the sample pool", (driver) => {
  let connection: DatabaseConnection;
  const pool = committed.slice(0, 40);
  const NOW = new Date("2026-11-30T12:00:00Z");

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh() });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const total = async (table: typeof candidates | typeof candidateSkills) =>
    (await connection.db.select({ n: count() }).from(table))[0]!.n;

  it("adds the missing sample profiles with their records, once, and removes only them", async () => {
    const db = connection.db;
    expect(await syncTalentSample(db, "on", { pool, now: NOW })).toEqual({
      inserted: 40,
      removed: 0,
    });
    expect(await syncTalentSample(db, "on", { pool, now: NOW })).toEqual({
      inserted: 0,
      removed: 0,
    });
    expect(await total(candidates)).toBe(40);
    expect(await total(candidateSkills)).toBe(pool.reduce((sum, c) => sum + c.skills.length, 0));

    const [stored] = await db
      .select()
      .from(candidates)
      .where(eq(candidates.externalId, pool[0]!.externalId));
    expect(stored).toMatchObject({
      firstName: pool[0]!.firstName,
      handle: `${pool[0]!.firstName} ${pool[0]!.lastName[0]}.`,
      sample: true,
      consentToShow: true,
      consentVersion: "sample-profile",
      workStartMinutes: minutesOf(pool[0]!.workStart),
    });
    const vettings = await db
      .select()
      .from(candidateVettings)
      .where(eq(candidateVettings.candidateId, stored!.id));
    expect(vettings).toHaveLength(pool[0]!.vettings.length);
    const projects = await db
      .select()
      .from(candidateProjects)
      .where(eq(candidateProjects.candidateId, stored!.id));
    expect(projects.map((project) => project.domain)).toEqual(
      pool[0]!.projects.map((project) => project.domain),
    );

    // A deleted sample profile comes back on the next start; an edited one keeps its edit.
    await db.update(candidates).set({ status: "placed" }).where(eq(candidates.id, stored!.id));
    await db.delete(candidates).where(eq(candidates.externalId, pool[1]!.externalId));
    expect(await syncTalentSample(db, "on", { pool, now: NOW })).toEqual({
      inserted: 1,
      removed: 0,
    });
    const [kept] = await db.select().from(candidates).where(eq(candidates.id, stored!.id));
    expect(kept?.status).toBe("placed");

    const [real] = await db
      .insert(candidates)
      .values(
        candidateValues({
          firstName: "Real",
          lastName: "Person",
          email: "real.person@example.com",
        }),
      )
      .returning({ id: candidates.id });
    expect(await syncTalentSample(db, "off")).toEqual({ inserted: 0, removed: 40 });
    expect(await db.select({ id: candidates.id }).from(candidates)).toEqual([{ id: real!.id }]);
    // Their skills, vettings and projects went with them.
    expect(await total(candidateSkills)).toBe(0);
  });

  it("refuses a vetting result on another kind's scale, and consent without its record", async () => {
    const db = connection.db;
    const [candidate] = await db.select({ id: candidates.id }).from(candidates).limit(1);
    const vetting = {
      candidateId: candidate!.id,
      assessedOn: "2026-10-01",
      assessor: "Lucía Fernández, engineering lead",
    };
    await expect(
      db.insert(candidateVettings).values({ ...vetting, kind: "english-interview", score: 8 }),
    ).rejects.toThrow();
    await expect(
      db.insert(candidateVettings).values({ ...vetting, kind: "coding-assessment", score: 11 }),
    ).rejects.toThrow();
    await db
      .insert(candidateVettings)
      .values({ ...vetting, kind: "english-interview", cefr: "C1" });
    await expect(
      db.update(candidates).set({ consentToShow: true }).where(eq(candidates.id, candidate!.id)),
    ).rejects.toThrow();
  });
});
