import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { candidates } from "~/lib/db/schema";
import evaluation from "~/lib/db/seed/match-evaluation.json";
import { syncTalentSample } from "~/lib/db/seed/seed-talent-sample.server";
import type { SampleCandidate } from "~/lib/db/seed/talent-sample";
import pool from "~/lib/db/seed/talent-sample-data.json";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { matchRole } from "./match.server";
import { MATCH_LIMIT_MAX } from "./match-config";
import {
  casesOf,
  EVALUATION_SPLITS,
  type EvaluationCase,
  filterViolations,
} from "./match-evaluation";
import { matchInputSchema } from "./match-input";

// The evaluation set stays usable (enough briefings, both halves, every expected candidate in
// the pool, every briefing a valid request), and no candidate the matcher shows for any of its
// briefings breaks a hard filter as the sample profile itself reads. How precise the matcher is
// is the bench's figure (npm run bench:match-quality), not a test's.

const CASES = evaluation as EvaluationCase[];
const SAMPLES = new Map((pool as SampleCandidate[]).map((entry) => [entry.externalId, entry]));
const NOW = new Date("2026-12-01T12:00:00Z");

describe("the evaluation set", () => {
  it("has at least 40 briefings with unique ids, half in each split", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CASES.map((entry) => entry.id)).size).toBe(CASES.length);
    for (const split of EVALUATION_SPLITS) {
      expect(casesOf(CASES, split).length, split).toBe(CASES.length / 2);
    }
  });

  it.each(CASES.map((entry) => [entry.id, entry] as const))("%s is well-formed", (_, entry) => {
    expect(entry.description.trim()).not.toBe("");
    expect(entry.rationale.trim()).not.toBe("");
    expect(matchInputSchema.safeParse(entry.input).error).toBeUndefined();
    expect(entry.expected.length).toBeGreaterThanOrEqual(1);
    expect(entry.expected.length).toBeLessThanOrEqual(5);
    expect(new Set(entry.expected).size).toBe(entry.expected.length);
    expect(entry.expected.filter((externalId) => !SAMPLES.has(externalId))).toEqual([]);
  });
});

describeOnEachDriver("the evaluation set against matchRole", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    await syncTalentSample(connection.db, "on", { now: NOW });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("shows no candidate who breaks a hard filter", async () => {
    const rows = await connection.db
      .select({ id: candidates.id, externalId: candidates.externalId })
      .from(candidates);
    const externalIdOf = new Map(rows.map((row) => [row.id, row.externalId]));
    const broken: string[] = [];
    let shown = 0;
    for (const entry of CASES) {
      const input = matchInputSchema.parse({ ...entry.input, limit: MATCH_LIMIT_MAX });
      const result = await matchRole(connection.db, input, { audience: "staff", now: NOW });
      for (const match of result.candidates) {
        shown++;
        const sample = SAMPLES.get(externalIdOf.get(match.id) ?? "");
        const failed = sample ? filterViolations(input, sample) : ["not a sample profile"];
        if (failed.length > 0) broken.push(`${entry.id}: ${match.handle} ${failed.join(", ")}`);
      }
    }
    expect(broken).toEqual([]);
    expect(shown).toBeGreaterThan(CASES.length);
  });
});
