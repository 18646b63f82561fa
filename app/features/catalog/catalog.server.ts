import { and, asc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import {
  jobPositionSkills,
  jobPositions,
  positionRates,
  roleSkill,
  skills,
  type Seniority,
} from "~/lib/db/schema";

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
  /** Case-insensitive text contained in the name or the description. */
  search?: string;
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

export async function listJobPositions(
  db: Database,
  filter: PositionFilter = {},
): Promise<CatalogPosition[]> {
  const conditions: SQL[] = [];
  if (filter.categoryId !== undefined) {
    if (!isUuid(filter.categoryId)) return [];
    conditions.push(eq(jobPositions.roleSkillId, filter.categoryId));
  }
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLikePattern(search)}%`;
    const matches = or(ilike(jobPositions.name, pattern), ilike(jobPositions.description, pattern));
    if (matches) conditions.push(matches);
  }
  let where = and(...conditions);
  if (filter.limit !== undefined) {
    // Pick the page's ids on the narrow table first: with the category and skills joined in,
    // PostgreSQL would build them for every match before sorting (900 ms at 10,000 positions).
    const page = await db
      .select({ id: jobPositions.id })
      .from(jobPositions)
      .where(where)
      .orderBy(asc(jobPositions.name), asc(jobPositions.id))
      .limit(filter.limit);
    if (page.length === 0) return [];
    where = inArray(
      jobPositions.id,
      page.map((row) => row.id),
    );
  }
  const rows = await db.query.jobPositions.findMany({
    columns: { id: true, slug: true, name: true, description: true },
    where,
    orderBy: [asc(jobPositions.name), asc(jobPositions.id)],
    with: positionRelations,
  });
  return rows.map(({ skills: links, ...position }) => ({
    ...position,
    skills: links.map((link) => link.skill),
  }));
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
