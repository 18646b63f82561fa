import type { CandidateSeniority, CandidateStatus, CefrLevel, SkillEvidence } from "~/lib/db/enums";
import { skillTerm } from "~/lib/skills/skill-vocabulary";

import { type PositionSeed, positionSeeds, skillSeeds } from "./catalog-data";
import { featuredSampleCandidates } from "./talent-sample-featured";
import type {
  SampleCandidate,
  SampleProject,
  SampleSkill,
  SampleVetting,
} from "./talent-sample-types";
import { SAMPLE_PEOPLE, SAMPLE_PROJECTS } from "./talent-sample-words";

// The bundled sample pool: anonymised, invented engineers so that a fresh site has a pool to
// search, match and shortlist from. Deterministic by seed, so the committed data is exactly
// what `npm run talent:sample` writes and a benchmark can grow it to any size. Every profile
// is flagged `sample` and says so wherever a visitor sees it.

export type { SampleCandidate, SampleProject, SampleSkill, SampleVetting };

export interface SampleOptions {
  count: number;
  seed: number;
  /** The day the pool is dated from: vetting happened before it, availability around it. */
  anchor: string;
}

/** The committed pool: `npm run talent:sample` writes talent-sample-data.json from these. */
export const SAMPLE_POOL_OPTIONS: SampleOptions = {
  count: 320,
  seed: 20261128,
  anchor: "2026-11-30",
};

/** The consent version sample profiles carry; no person agreed to anything. */
export const SAMPLE_CONSENT_VERSION = "sample-profile";

/** mulberry32: small, fast and the same on every platform, which is all a sample needs. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
function weighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1]![0];
}

/** Fisher-Yates: the same order for the same draws on any engine. */
function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const ascii = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

const YEARS: Record<CandidateSeniority, [number, number]> = {
  junior: [1, 2],
  mid: [3, 5],
  senior: [6, 10],
  expert: [10, 18],
};

/** The rate card's columns: junior, mid, senior, lead, architect, specialist. */
function cardRate(rng: Rng, position: PositionSeed, seniority: CandidateSeniority): number {
  const [junior, mid, senior, lead, architect, specialist] = position.rates;
  const base = { junior, mid, senior, expert: pick(rng, [lead, architect, specialist]) }[seniority];
  // Real rates sit around the card: a few dollars either way, never below it by much.
  return base + pick(rng, [-2, 0, 0, 2, 3, 5]);
}

const ENGLISH: Record<CandidateSeniority, readonly (readonly [CefrLevel, number])[]> = {
  junior: [
    ["B1", 3],
    ["B2", 5],
    ["C1", 2],
  ],
  mid: [
    ["B1", 1],
    ["B2", 5],
    ["C1", 4],
    ["C2", 1],
  ],
  senior: [
    ["B2", 3],
    ["C1", 6],
    ["C2", 2],
  ],
  expert: [
    ["B2", 1],
    ["C1", 6],
    ["C2", 3],
  ],
};

const skillName = new Map(skillSeeds.map((skill) => [skill.slug, skill.name]));

function sampleSkills(rng: Rng, positions: PositionSeed[], years: number): SampleSkill[] {
  const slugs = [
    ...new Set(
      positions.flatMap((position, index) =>
        position.skills.slice(0, index === 0 ? between(rng, 4, 7) : 2),
      ),
    ),
  ];
  return slugs.map((slug, index) => {
    const evidence: SkillEvidence =
      index < 2 ? "assessed" : rng() < 0.45 ? "verified" : "self-reported";
    const skillYears = Math.max(
      0.5,
      Math.min(years, Math.round(years * (0.4 + rng() * 0.6) * 2) / 2),
    );
    return { name: skillTerm(skillName.get(slug) ?? slug).name, years: skillYears, evidence };
  });
}

function sampleVettings(
  rng: Rng,
  seniority: CandidateSeniority,
  english: CefrLevel,
  anchor: string,
): SampleVetting[] {
  const { assessors, notes } = SAMPLE_PEOPLE;
  const day = () => addDays(anchor, -between(rng, 30, 420));
  const score = (low: number) => Math.round((low + rng() * (9.8 - low)) * 10) / 10;
  const vettings: SampleVetting[] = [
    {
      kind: "coding-assessment",
      score: score(6.5),
      cefr: null,
      passed: null,
      assessedOn: day(),
      assessor: pick(rng, assessors),
      notes: pick(rng, notes.coding),
    },
    {
      kind: "english-interview",
      score: null,
      cefr: english,
      passed: null,
      assessedOn: day(),
      assessor: pick(rng, assessors),
      notes: pick(rng, notes.english),
    },
    {
      kind: "culture-communication",
      score: null,
      cefr: null,
      passed: true,
      assessedOn: day(),
      assessor: pick(rng, assessors),
      notes: pick(rng, notes.culture),
    },
  ];
  if (seniority === "senior" || seniority === "expert") {
    vettings.push({
      kind: "system-design",
      score: score(7),
      cefr: null,
      passed: null,
      assessedOn: day(),
      assessor: pick(rng, assessors),
      notes: pick(rng, notes.design),
    });
  }
  if (rng() < 0.8) {
    vettings.push({
      kind: "reference-check",
      score: null,
      cefr: null,
      passed: true,
      assessedOn: day(),
      assessor: pick(rng, assessors),
      notes: pick(rng, notes.reference),
    });
  }
  return vettings.sort((a, b) => a.assessedOn.localeCompare(b.assessedOn));
}

function sampleProjects(
  rng: Rng,
  position: PositionSeed,
  skills: SampleSkill[],
  years: number,
): SampleProject[] {
  const count = Math.min(3, Math.max(1, Math.ceil(years / 3)));
  const domains = shuffled(rng, SAMPLE_PROJECTS).slice(0, count);
  return domains.map(({ domain, outcomes }) => ({
    domain,
    stack: skills.slice(0, between(rng, 2, Math.min(4, skills.length))).map((skill) => skill.name),
    role: position.name,
    durationMonths: between(rng, 4, 30),
    outcome: pick(rng, outcomes),
  }));
}

/**
 * `count` invented profiles, the same ones for the same seed and anchor: the hand-written
 * ones (talent-sample-featured.ts) last, the rest drawn.
 */
export function generateTalentSample(options: SampleOptions): SampleCandidate[] {
  const rng = random(options.seed);
  const byCategory = Map.groupBy(positionSeeds, (position) => position.category);
  const featured = featuredSampleCandidates(options.anchor).slice(0, options.count);
  const candidates: SampleCandidate[] = [];
  for (let index = 0; index < options.count - featured.length; index++) {
    // Every catalog role appears at least twice before the usual roles take over.
    const position =
      index < positionSeeds.length * 2
        ? positionSeeds[index % positionSeeds.length]!
        : weighted(
            rng,
            positionSeeds.map((seed, order) => [seed, order < 10 ? 6 : 1] as const),
          );
    const related = (byCategory.get(position.category) ?? []).filter((other) => other !== position);
    const positions =
      related.length > 0 && rng() < 0.25 ? [position, pick(rng, related)] : [position];
    const seniority = weighted<CandidateSeniority>(rng, [
      ["junior", 1],
      ["mid", 3],
      ["senior", 5],
      ["expert", 2],
    ]);
    const [low, high] = YEARS[seniority];
    const yearsExperience = between(rng, low, high);
    const place = weighted(
      rng,
      SAMPLE_PEOPLE.places.map((entry) => [entry, entry.weight] as const),
    );
    const firstName = pick(rng, place.firstNames);
    const lastName = pick(rng, place.lastNames);
    const englishLevel = weighted(rng, ENGLISH[seniority]);
    const skills = sampleSkills(rng, positions, yearsExperience);
    const start = pick(rng, ["08:00", "09:00", "09:00", "10:00"]);
    const number = String(index + 1).padStart(5, "0");
    candidates.push({
      externalId: `sample-${number}`,
      firstName,
      lastName,
      email: `${ascii(firstName)}.${ascii(lastName)}.${number}@sample.neargenius.invalid`,
      roleIds: positions.map((entry) => entry.slug),
      seniority,
      yearsExperience,
      englishLevel,
      englishAssessedBy: "English interview",
      country: place.country,
      timeZone: pick(rng, place.timeZones),
      workStart: start,
      workEnd: `${String(Number(start.slice(0, 2)) + 9).padStart(2, "0")}:00`,
      availableFrom: addDays(options.anchor, between(rng, -30, 60)),
      engagement: rng() < 0.85 ? "full-time" : "part-time",
      hourlyRateUsd: cardRate(rng, position, seniority),
      status: weighted<CandidateStatus>(rng, [
        ["available", 80],
        ["interviewing", 12],
        ["placed", 5],
        ["inactive", 3],
      ]),
      consentVersion: SAMPLE_CONSENT_VERSION,
      skills,
      vettings: sampleVettings(rng, seniority, englishLevel, options.anchor),
      projects: sampleProjects(rng, position, skills, yearsExperience),
    });
  }
  return [...candidates, ...featured];
}
