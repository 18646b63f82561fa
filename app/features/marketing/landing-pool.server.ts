import { asc, desc, eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";

import { getPositionsByIdsOrSlugs } from "~/features/catalog/catalog.server";
import { computeCosts, formatWholeUsd } from "~/features/catalog/cost";
import { matchRole } from "~/features/matching/match.server";
import { loadPreviewCards } from "~/features/matching/match-cards.server";
import { matchInputSchema } from "~/features/matching/match-input";
import type { MatchedCandidate } from "~/features/matching/matcher";
import type { MatchFactorResult } from "~/features/matching/matcher";
import { seniorityOfCardLevel } from "~/features/talent/rate-band";
import { countryName, SENIORITY_LABELS, vettingResult } from "~/features/talent/talent-labels";
import type { LandingPageQueryResult } from "~/lib/content/sanity.types";
import type { Database } from "~/lib/db/client.server";
import { cefrLevels, type Seniority, type VettingKind } from "~/lib/db/enums";
import { requireDatabase } from "~/lib/db/require-database.server";
import { candidateVettings } from "~/lib/db/schema";
import { describeError, log } from "~/lib/log.server";
import { todayIn } from "~/lib/time-zones";

// The home page's two cards drawn from the talent pool: the hero's engineer (the pool's best
// match for the CMS's sample brief) and the sample match preview (the best three for a sample
// team, priced at the rate card). Both ask the matcher as a visitor does, so only engineers who
// agreed to be shown appear, by their handle (first name and last initial) and nothing that
// names or reaches them. On the bundled pool they are sample profiles and say so.

type Landing = NonNullable<LandingPageQueryResult>;

/** A role as the CMS's sample briefs ask it, in the calculator's levels. */
export interface SampleBriefRole {
  role: string;
  seniority: Seniority;
  mustHave: readonly string[] | null;
}

/** The client's zone the sample briefs are read in, as the calculator's count reads its own. */
const BRIEF_TIME_ZONE = "America/New_York";
/** Full time, the calculator's default: the preview prices the team as it would. */
const FULL_TIME_HOURS_PER_WEEK = 40;
/** Rows of the sample match preview. */
export const PREVIEW_ROWS = 3;

export interface HeroScore {
  key: string;
  label: string;
  /** "9.2 / 10", "C2", "Passed": as the match card writes it. */
  value: string;
  /** How full the bar is drawn, 0 to 100. */
  percent: number;
}

export interface HeroProfile {
  handle: string;
  /** "Senior Backend Developer". */
  title: string;
  /** The brief's must-haves the engineer has. */
  skills: string[];
  country: string;
  sample: boolean;
  scores: HeroScore[];
}

export interface PreviewRow {
  id: string;
  handle: string;
  title: string;
  score: number;
  band: string;
  /** The parts the score is the sum of, shown beside it. */
  factors: MatchFactorResult[];
  sample: boolean;
}

export interface SamplePreview {
  rows: PreviewRow[];
  /** The team's monthly cost at the rate card, "$17,600/month"; null for an empty team. */
  monthlyCost: string | null;
  /** When every engineer shown is free: "Now", "9 days", "3 weeks"; null when none is shown. */
  startIn: string | null;
}

export interface LandingPool {
  hero: HeroProfile | null;
  preview: SamplePreview;
}

/** The brief's matcher input, or null (logged) when the CMS's brief is not one it reads. */
function briefInput(brief: SampleBriefRole, startDate: string) {
  const parsed = matchInputSchema.safeParse({
    roleId: brief.role,
    seniority: seniorityOfCardLevel(brief.seniority),
    mustHave: brief.mustHave ?? [],
    englishLevel: "B1",
    startDate,
    timeZone: BRIEF_TIME_ZONE,
    overlapHours: 0,
  });
  if (!parsed.success) {
    log.warn("[landing] a sample brief the matcher cannot read", { role: brief.role });
    return null;
  }
  return parsed.data;
}

/** The bar of a result: a score out of 10, a CEFR level out of C2, a pass in full. */
function percentOf(result: { score: number | null; cefr: string | null; passed: boolean | null }) {
  if (result.score !== null) return Math.round(result.score * 10);
  if (result.cefr !== null) {
    const level = cefrLevels.indexOf(result.cefr as (typeof cefrLevels)[number]);
    return Math.round(((level + 1) / cefrLevels.length) * 100);
  }
  return result.passed ? 100 : 0;
}

async function latestVettings(db: Database, candidateId: string) {
  // The latest attempt of each step: an older one is history, not the profile.
  return db
    .selectDistinctOn([candidateVettings.kind], {
      kind: candidateVettings.kind,
      score: candidateVettings.score,
      cefr: candidateVettings.cefr,
      passed: candidateVettings.passed,
    })
    .from(candidateVettings)
    .where(eq(candidateVettings.candidateId, candidateId))
    .orderBy(
      asc(candidateVettings.kind),
      desc(candidateVettings.assessedOn),
      desc(candidateVettings.createdAt),
    );
}

const positionNames = async (db: Database, slugs: readonly string[]) =>
  new Map((await getPositionsByIdsOrSlugs(db, slugs)).map((position) => [position.slug, position]));

async function loadHero(
  db: Database,
  profile: Landing["sampleProfile"],
  now: Date,
): Promise<HeroProfile | null> {
  const input = briefInput(profile.brief, todayIn(BRIEF_TIME_ZONE, now));
  if (!input) return null;
  const result = await matchRole(db, input, { audience: "visitor", now });
  const best = result.candidates[0];
  if (!best) return null;
  const [[card], vettings, positions] = await Promise.all([
    loadPreviewCards(db, [best]),
    latestVettings(db, best.id),
    positionNames(db, [input.roleId]),
  ]);
  if (!card) return null;
  const byKind = new Map<VettingKind, (typeof vettings)[number]>(
    vettings.map((vetting) => [vetting.kind, vetting]),
  );
  return {
    handle: card.handle,
    title: `${SENIORITY_LABELS[card.seniority]} ${positions.get(input.roleId)?.name ?? ""}`.trim(),
    skills: card.requirements
      .filter((requirement) => requirement.status === "met")
      .map((requirement) => requirement.skill),
    country: countryName(card.country),
    sample: card.sample,
    scores: profile.scores.flatMap((score) => {
      const vetting = byKind.get(score.result);
      return vetting
        ? [
            {
              key: score._key,
              label: score.label,
              value: vettingResult(vetting),
              percent: percentOf(vetting),
            },
          ]
        : [];
    }),
  };
}

/** Days from `today` to `day` as "Now", "9 days" or "3 weeks". */
export function startInText(today: string, day: string): string {
  const days = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  if (days <= 0) return "Now";
  if (days < 14) return days === 1 ? "1 day" : `${days} days`;
  return `${Math.ceil(days / 7)} weeks`;
}

/** Each role's best, then each role's second, and so on: a team's preview shows every role. */
function takeInTurns(lists: readonly MatchedCandidate[][], count: number): MatchedCandidate[] {
  const taken: MatchedCandidate[] = [];
  for (let rank = 0; taken.length < count && lists.some((list) => rank < list.length); rank++) {
    for (const list of lists) {
      const candidate = list[rank];
      if (candidate && taken.length < count && !taken.some((other) => other.id === candidate.id)) {
        taken.push(candidate);
      }
    }
  }
  return taken;
}

async function loadPreview(
  db: Database,
  team: readonly SampleBriefRole[],
  now: Date,
): Promise<SamplePreview> {
  const today = todayIn(BRIEF_TIME_ZONE, now);
  const [positions, lists] = await Promise.all([
    positionNames(
      db,
      team.map((role) => role.role),
    ),
    Promise.all(
      team.map(async (role) => {
        const input = briefInput(role, today);
        if (!input) return [];
        return (await matchRole(db, input, { audience: "visitor", now })).candidates;
      }),
    ),
  ]);
  const picked = takeInTurns(lists, PREVIEW_ROWS);
  const cards = await loadPreviewCards(db, picked);
  const roleOf = new Map(
    lists.flatMap((list, index) => list.map((candidate) => [candidate.id, team[index]!.role])),
  );
  const priced = team.flatMap((role, index) => {
    const position = positions.get(role.role);
    return position
      ? [
          {
            key: String(index),
            positionId: position.id,
            title: position.name,
            seniority: role.seniority,
            quantity: 1,
            rates: position.rates,
          },
        ]
      : [];
  });
  const latestStart = cards
    .map((card) => card.availableFrom)
    .sort()
    .at(-1);
  return {
    rows: cards.map((card) => ({
      id: card.id,
      handle: card.handle,
      title:
        `${SENIORITY_LABELS[card.seniority]} ${positions.get(roleOf.get(card.id) ?? "")?.name ?? ""}`.trim(),
      score: card.score,
      band: card.band,
      factors: card.factors,
      sample: card.sample,
    })),
    monthlyCost:
      priced.length === 0
        ? null
        : `${formatWholeUsd(computeCosts(priced, { durationMonths: 1, hoursPerWeek: FULL_TIME_HOURS_PER_WEEK }).monthlyTotalCents)}/month`,
    startIn: latestStart ? startInText(today, latestStart) : null,
  };
}

/** Both cards for the CMS's briefs, from the pool in `db`. */
export async function loadLandingPool(
  db: Database,
  content: Landing,
  now: Date,
): Promise<LandingPool> {
  const [hero, preview] = await Promise.all([
    loadHero(db, content.sampleProfile, now),
    loadPreview(db, content.matchPreview.team, now),
  ]);
  return { hero, preview };
}

export interface LandingPoolOptions {
  /** The process's database unless given (tests pass theirs, or one that fails). */
  connect?: () => Promise<Database>;
  now?: Date;
}

// The cards cost a dozen matcher queries (about 35 ms of an uncached home page's render on a
// slow core), and the home page and every page with a live match preview draw the same ones.
// They are kept a minute per database and brief, shared by the renders under way: a page
// kept by the page cache is already up to five minutes old, and an engineer who joins or
// leaves the pool shows within a minute once it is rendered again.
const POOL_KEPT_MS = 60_000;
const keptPools = new WeakMap<() => Promise<Database>, LRUCache<string, Promise<LandingPool>>>();

function keptFor(connect: () => Promise<Database>) {
  let kept = keptPools.get(connect);
  if (!kept) {
    kept = new LRUCache<string, Promise<LandingPool>>({ max: 16, ttl: POOL_KEPT_MS });
    keptPools.set(connect, kept);
  }
  return kept;
}

/**
 * The cards, or null when the pool cannot be read: the home page is the last page to fail,
 * so it then shows the CMS's words without the cards rather than an error. A failure is
 * never kept: the next render asks the database again.
 */
export async function loadLandingPoolOrNothing(
  content: Landing,
  options: LandingPoolOptions = {},
): Promise<LandingPool | null> {
  const connect = options.connect ?? requireDatabase;
  const now = options.now ?? new Date();
  const kept = keptFor(connect);
  const key = JSON.stringify([
    todayIn(BRIEF_TIME_ZONE, now),
    content.sampleProfile,
    content.matchPreview.team,
  ]);
  let pool = kept.get(key);
  if (!pool) {
    pool = connect().then((db) => loadLandingPool(db, content, now));
    kept.set(key, pool);
  }
  try {
    return await pool;
  } catch (error) {
    if (kept.peek(key) === pool) kept.delete(key);
    log.error("[landing] the pool's cards are left out", { error: describeError(error) });
    return null;
  }
}
