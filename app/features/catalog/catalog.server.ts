import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import {
  jobPositions,
  jobPositionSkills,
  positionRates,
  roleSkill,
  type Seniority,
  skills,
} from "~/lib/db/schema";

import { isWholeWord, type SearchSynonym, searchTokens, typoPatterns } from "./role-search";

export interface CategorySummary {
  id: string;
  slug: string;
  name: string;
  /** A lucide icon name in kebab case. */
  icon: string;
}

export interface Category extends CategorySummary {
  sortOrder: number;
}

export interface SkillSummary {
  id: string;
  slug: string;
  name: string;
  icon: string | null;
}

export interface CatalogPosition {
  id: string;
  slug: string;
  name: string;
  description: string;
  roleSkill: CategorySummary;
  /** In the catalog's display order. */
  skills: SkillSummary[];
}

/** Hourly USD rates by seniority; a level is absent when its row was deleted. */
export type RateCard = Partial<Record<Seniority, number>>;

export interface PricedPosition extends CatalogPosition {
  rates: RateCard;
}

export interface PositionFilter {
  /** A role_skill id; an id that is not a uuid matches nothing. */
  categoryId?: string;
  /**
   * Words to find in the name, category, skills or description, in any case and with or
   * without accents; each word must match (or one of its CMS synonyms). See searchJobPositions.
   */
  search?: string;
  /**
   * CMS synonyms that widen a searched word ("banking" → "fintech"). The skill vocabulary
   * widens it too ("k8s" → "kubernetes"), without being passed.
   */
  synonyms?: readonly SearchSynonym[];
  /** At most this many positions (by name); a large catalog is never sent whole to a page. */
  limit?: number;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// PostgreSQL would reject a malformed uuid with an error; these filters come from URLs.
function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Makes user text match literally inside LIKE: %, _ and the escape character itself. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

const categoryColumns = { id: true, slug: true, name: true, icon: true } as const;
const skillColumns = { id: true, slug: true, name: true, icon: true } as const;

const positionRelations = {
  roleSkill: { columns: categoryColumns },
  skills: {
    columns: {} as const,
    orderBy: [asc(jobPositionSkills.sortOrder)],
    with: { skill: { columns: skillColumns } },
  },
};

export async function listRoleSkills(db: Database): Promise<Category[]> {
  return db
    .select({
      id: roleSkill.id,
      slug: roleSkill.slug,
      name: roleSkill.name,
      icon: roleSkill.icon,
      sortOrder: roleSkill.sortOrder,
    })
    .from(roleSkill)
    .orderBy(asc(roleSkill.sortOrder), asc(roleSkill.name));
}

export async function listSkills(db: Database): Promise<SkillSummary[]> {
  return db
    .select({ id: skills.id, slug: skills.slug, name: skills.name, icon: skills.icon })
    .from(skills)
    .orderBy(asc(skills.name));
}

/** How the positions of a search were found: each word as typed, or close to it (typos). */
export type SearchMatch = "exact" | "close";

export interface PositionSearchResult {
  positions: CatalogPosition[];
  match: SearchMatch;
  /** The searched words as matched (folded), for highlighting; empty without a search. */
  words: string[];
}

/**
 * Shorter words one edit away match too much to be worth showing, and their patterns keep
 * no three letters in a row for the trigram index, so each would scan the table.
 */
const MIN_TYPO_WORD = 5;

/**
 * Positions for the role-selection page. Without a search: by name. With one, each word must
 * occur in the position's search text (name, category, skills, description; trigger-kept,
 * trigram-indexed, decision 036), directly, through a CMS synonym or as another spelling of a
 * skill (the skill vocabulary: "k8s" finds Kubernetes, decision 083); ranked with the whole
 * search in the name first, then every word in the name, then by how early the words occur
 * (skills come before the description), then by name. When nothing matches, words of five
 * or more letters are matched against name, category and skills one edit away (a letter
 * missing, extra, wrong, or two swapped; LIKE patterns the trigram index serves), names
 * first, and the answer says the matches are close, not exact.
 */
export async function searchJobPositions(
  db: Database,
  filter: PositionFilter = {},
): Promise<PositionSearchResult> {
  const tokens = searchTokens(filter.search ?? "", filter.synonyms);
  if (filter.categoryId !== undefined && !isUuid(filter.categoryId)) {
    return { positions: [], match: "exact", words: tokens.map((token) => token.word) };
  }
  const category =
    filter.categoryId !== undefined ? eq(jobPositions.roleSkillId, filter.categoryId) : undefined;
  if (tokens.length === 0) {
    // Text with no word in it ("%", "-") matches nothing rather than everything.
    if ((filter.search ?? "").trim() !== "") return { positions: [], match: "exact", words: [] };
    return {
      positions: await positionsWhere(db, category, [asc(jobPositions.name)], filter.limit),
      match: "exact",
      words: [],
    };
  }
  const words = tokens.map((token) => token.word);
  const text = jobPositions.searchText;
  const contains = (alternative: string) => {
    if (!isWholeWord(alternative)) return sql`${text} like ${likeContaining(alternative)}`;
    // Between spaces, or at either end: each pattern keeps the word's boundary trigrams,
    // so the trigram index still serves it.
    const word = escapeLikePattern(alternative.trim());
    return or(
      sql`${text} like ${`% ${word} %`}`,
      sql`${text} like ${`${word} %`}`,
      sql`${text} like ${`% ${word}`}`,
    );
  };
  const exact = and(category, ...tokens.map((token) => or(...token.alternatives.map(contains))));
  const name = jobPositions.searchName;
  const wholeInName = sql`${name} like ${likeContaining(words.join(" "))}`;
  const everyWordInName = sql.join(
    words.map((word) => sql`${name} like ${likeContaining(word)}`),
    sql` and `,
  );
  // Where each word, or the first of its alternatives, occurs: a "k8s" search ranks by
  // where "kubernetes" is.
  const at = (alternative: string) =>
    sql`coalesce(nullif(strpos(${text}, ${alternative}), 0), 100000)`;
  const earliest = sql.join(
    tokens.map((token) =>
      token.alternatives.length === 1
        ? at(token.word)
        : sql`least(${sql.join(token.alternatives.map(at), sql`, `)})`,
    ),
    sql` + `,
  );
  const exactOrder = [
    sql`case when ${wholeInName} then 0 when ${everyWordInName} then 1 else 2 end`,
    sql`${earliest}`,
    asc(jobPositions.name),
  ];
  const found = await positionsWhere(db, exact, exactOrder, filter.limit);
  if (found.length > 0) return { positions: found, match: "exact", words };

  const fuzzy = tokens.filter((token) => token.word.length >= MIN_TYPO_WORD);
  if (fuzzy.length === 0) return { positions: [], match: "exact", words };
  // Typos are looked for in the short text (name, category, skills): a description holds
  // too many words for one-letter differences to mean anything.
  const terms = jobPositions.searchTerms;
  const nearby = (word: string, column: typeof terms | typeof name) =>
    or(...typoPatterns(word).map((pattern) => sql`${column} like ${pattern}`));
  const close = and(category, ...fuzzy.map((token) => nearby(token.word, terms)));
  const nameClose = and(...fuzzy.map((token) => nearby(token.word, name)));
  const positions = await positionsWhere(
    db,
    close,
    [sql`case when ${nameClose} then 0 else 1 end`, asc(jobPositions.name)],
    filter.limit,
  );
  return { positions, match: "close", words };
}

/** LIKE pattern for text anywhere in the value (search text is already folded). */
function likeContaining(text: string): string {
  return `%${escapeLikePattern(text)}%`;
}

type Reader = Pick<Database, "select" | "query">;

async function positionsWhere(
  db: Reader,
  where: SQL | undefined,
  order: SQL[],
  limit: number | undefined,
): Promise<CatalogPosition[]> {
  // Pick the page's ids on the narrow table first: with the category and skills joined in,
  // PostgreSQL would build them for every match before sorting (900 ms at 10,000 positions).
  const page = await db
    .select({ id: jobPositions.id })
    .from(jobPositions)
    .where(where)
    .orderBy(...order, asc(jobPositions.id))
    .limit(limit ?? 100_000);
  if (page.length === 0) return [];
  const rank = new Map(page.map((row, index) => [row.id, index]));
  const rows = await db.query.jobPositions.findMany({
    columns: { id: true, slug: true, name: true, description: true },
    where: inArray(
      jobPositions.id,
      page.map((row) => row.id),
    ),
    with: positionRelations,
  });
  return rows
    .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!)
    .map(({ skills: links, ...position }) => ({
      ...position,
      skills: links.map((link) => link.skill),
    }));
}

/** The positions of a search, in its order (see searchJobPositions). */
export async function listJobPositions(
  db: Database,
  filter: PositionFilter = {},
): Promise<CatalogPosition[]> {
  return (await searchJobPositions(db, filter)).positions;
}

export async function getRates(
  db: Database,
  positionIds: readonly string[],
): Promise<Record<string, RateCard>> {
  const ids = [...new Set(positionIds.filter(isUuid).map((id) => id.toLowerCase()))];
  const cards: Record<string, RateCard> = {};
  if (ids.length === 0) return cards;
  const rows = await db
    .select({
      jobPositionId: positionRates.jobPositionId,
      seniority: positionRates.seniority,
      hourlyRateUsd: positionRates.hourlyRateUsd,
    })
    .from(positionRates)
    .where(inArray(positionRates.jobPositionId, ids));
  for (const row of rows) {
    const card = (cards[row.jobPositionId] ??= {});
    card[row.seniority] = row.hourlyRateUsd;
  }
  return cards;
}

/**
 * Positions for keys that are either ids or slugs (the briefing stores slugs such as
 * "tech-lead", the role page stores ids), in the order of the keys, each position once.
 * Keys that match nothing are left out.
 */
export async function getPositionsByIdsOrSlugs(
  db: Database,
  keys: readonly string[],
): Promise<PricedPosition[]> {
  const wanted = [...new Set(keys.map((key) => key.trim()).filter((key) => key !== ""))];
  if (wanted.length === 0) return [];
  const ids = wanted.filter(isUuid).map((id) => id.toLowerCase());
  const rows = await db.query.jobPositions.findMany({
    columns: { id: true, slug: true, name: true, description: true },
    where:
      ids.length > 0
        ? or(inArray(jobPositions.id, ids), inArray(jobPositions.slug, wanted))
        : inArray(jobPositions.slug, wanted),
    with: {
      ...positionRelations,
      rates: { columns: { seniority: true, hourlyRateUsd: true } },
    },
  });

  const byKey = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    byKey.set(row.id, row);
    byKey.set(row.slug, row);
  }
  const seen = new Set<string>();
  const result: PricedPosition[] = [];
  for (const key of wanted) {
    const row = byKey.get(isUuid(key) ? key.toLowerCase() : key);
    if (!row || seen.has(row.id)) continue;
    seen.add(row.id);
    const { skills: links, rates, ...position } = row;
    const card: RateCard = {};
    for (const rate of rates) card[rate.seniority] = rate.hourlyRateUsd;
    result.push({ ...position, skills: links.map((link) => link.skill), rates: card });
  }
  return result;
}
