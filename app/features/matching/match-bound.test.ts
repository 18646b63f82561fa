import { describe, expect, it } from "vitest";

import { candidateSeniorities, cefrLevels, skillEvidenceKinds } from "~/lib/db/enums";

import { type BoundRow, boundScorer, scoreBound } from "./match-bound";
import { EVIDENCE_CREDIT } from "./match-config";
import { matchInputSchema } from "./match-input";
import type { MatchProfile, MatchSkill } from "./match-profile";
import { matchContext, scoreCandidate } from "./matcher";

// The ranking's bound is only safe if no candidate ever scores above it: checked here over
// thousands of varied profiles (duplicate skill keys with different evidence, no skills at
// all, domains listed, in projects or absent, hours across midnight), and shown tight where
// nothing is unknown to it.

/** A small deterministic generator, so a failure names a profile that can be rebuilt. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const SKILLS: [string, string | null, string][] = [
  ["Node.js", "nodejs", "nodejs"],
  ["Node", "nodejs", "node"],
  ["PostgreSQL", "postgresql", "postgresql"],
  ["React", "react", "react"],
  ["Elixir Phoenix", null, "elixirphoenix"],
  ["Kubernetes", "kubernetes", "kubernetes"],
];
const ZONES = ["America/Sao_Paulo", "America/Bogota", "America/Mexico_City", "Europe/Lisbon"];
const DOMAINS = ["Payments", "Logistics", "Health care"];

function profiles(count: number, seed: number): MatchProfile[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const skills: MatchSkill[] = Array.from({ length: Math.floor(next() * 5) }, () => {
      const [name, slug, normalized] = pick(SKILLS);
      return { name, slug, normalized, years: 2, evidence: pick(skillEvidenceKinds) };
    });
    const start = pick([6, 8, 9, 13, 20]) * 60;
    return {
      id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
      handle: "Ana S.",
      roleIds: ["backend"],
      seniority: pick(candidateSeniorities),
      yearsExperience: 5,
      skills,
      englishLevel: pick(cefrLevels.slice(2)),
      timeZone: pick(ZONES),
      workStartMinutes: start,
      workEndMinutes: (start + 8 * 60) % 1440,
      availableFrom: pick(["2026-11-20", "2026-12-07", "2026-12-12", "2026-12-20"]),
      hourlyRateUsd: 50,
      status: "available",
      consentToShow: true,
      domains: next() < 0.5 ? [pick(DOMAINS)] : [],
      projectDomains: next() < 0.4 ? [pick(DOMAINS).toLowerCase()] : [],
      vettings: [],
    };
  });
}

/** The bound's row as the database gives it: the best evidence under each skill key. */
function boundRowOf(profile: MatchProfile): BoundRow {
  const skillCredits: Record<string, number> = {};
  for (const skill of profile.skills) {
    const key = skill.slug ?? skill.normalized;
    skillCredits[key] = Math.max(skillCredits[key] ?? 0, EVIDENCE_CREDIT[skill.evidence]);
  }
  return { ...profile, skillCredits };
}

const BRIEFS = [
  { mustHave: ["Node.js"], niceToHave: ["React", "Kubernetes"], domains: ["Payments"] },
  { mustHave: ["Postgres", "Elixir Phoenix"], niceToHave: [] },
  { mustHave: [], niceToHave: ["React"], domains: ["Logistics", "Health care"] },
  { mustHave: [], niceToHave: [], overlapHours: 0, workStart: "20:00", workEnd: "04:00" },
];

describe("the ranking's bound", () => {
  for (const [index, overrides] of BRIEFS.entries()) {
    it(`is never below the exact score (brief ${index + 1})`, () => {
      const input = matchInputSchema.parse({
        roleId: "backend",
        seniority: "senior",
        englishLevel: "B2",
        startDate: "2026-12-07",
        timeZone: "America/New_York",
        overlapHours: 2,
        ...overrides,
      });
      const context = matchContext(input, "staff");
      const scorer = boundScorer(context);
      let tight = 0;
      for (const profile of profiles(3000, index + 1)) {
        const exact = scoreCandidate(context, profile).score;
        const bound = scoreBound(context, boundRowOf(profile));
        expect(bound, profile.id).toBeGreaterThanOrEqual(exact);
        // The request's scorer, which reuses what it worked out, gives the same bound.
        expect(scorer(boundRowOf(profile)), profile.id).toBe(bound);
        if (bound === exact) tight += 1;
      }
      // Without domains the bound is the exact score unless a skill key is held twice.
      if (input.domains.length === 0) expect(tight).toBeGreaterThan(2000);
    });
  }
});
