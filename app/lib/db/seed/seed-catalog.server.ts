import { inArray, sql } from "drizzle-orm";

import type { Database } from "../database";
import {
  jobPositions,
  jobPositionSkills,
  positionRates,
  roleSkill,
  seniorityLevels,
  skills,
} from "../schema";
import {
  type CategorySeed,
  categorySeeds,
  type PositionSeed,
  positionSeeds,
  type SkillSeed,
  skillSeeds,
} from "./catalog-data";

// Separate from the migration lock so a long seed never holds up schema changes elsewhere.
const SEED_LOCK_KEY = "7346281950031756";

export interface SeedResult {
  categories: number;
  skills: number;
  positions: number;
  positionSkills: number;
  rates: number;
  /** Positions not inserted because their category row is missing and could not be added. */
  skippedPositions: string[];
}

export interface SeedCatalogInput {
  categories: readonly CategorySeed[];
  skills: readonly SkillSeed[];
  positions: readonly PositionSeed[];
}

const defaultInput: SeedCatalogInput = {
  categories: categorySeeds,
  skills: skillSeeds,
  positions: positionSeeds,
};

/**
 * Inserts the catalog rows that are missing and leaves every existing row exactly as it is,
 * so edits made in the database survive restarts. A row deleted in the database comes back
 * on the next start while it is still listed in catalog-data.ts.
 */
export async function seedCatalog(
  db: Database,
  input: SeedCatalogInput = defaultInput,
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`));

    // No conflict target: a clash on either the slug or the name means the row is there.
    const insertedCategories = await tx
      .insert(roleSkill)
      .values(
        input.categories.map(({ slug, name, icon, sortOrder }) => ({
          slug,
          name,
          icon,
          sortOrder,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: roleSkill.id });

    const insertedSkills = await tx
      .insert(skills)
      .values(input.skills.map(({ slug, name, icon }) => ({ slug, name, icon })))
      .onConflictDoNothing()
      .returning({ id: skills.id });

    const categoryRows = await tx
      .select({ id: roleSkill.id, slug: roleSkill.slug, name: roleSkill.name })
      .from(roleSkill);
    const categoryIds = new Map<string, string>();
    for (const category of input.categories) {
      // An edited slug still matches by name, so renaming a category's slug does not orphan
      // the seed's positions.
      const row =
        categoryRows.find((candidate) => candidate.slug === category.slug) ??
        categoryRows.find((candidate) => candidate.name === category.name);
      if (row) categoryIds.set(category.slug, row.id);
    }

    const skippedPositions: string[] = [];
    const positionValues = [];
    for (const position of input.positions) {
      const roleSkillId = categoryIds.get(position.category);
      if (!roleSkillId) {
        skippedPositions.push(position.slug);
        continue;
      }
      positionValues.push({
        slug: position.slug,
        name: position.name,
        description: position.description,
        roleSkillId,
      });
    }
    const insertedPositions =
      positionValues.length === 0
        ? []
        : await tx
            .insert(jobPositions)
            .values(positionValues)
            .onConflictDoNothing({ target: jobPositions.slug })
            .returning({ id: jobPositions.id });

    const positionSlugs = input.positions.map((position) => position.slug);
    const skillSlugs = input.skills.map((skill) => skill.slug);
    const positionIds = new Map(
      (
        await tx
          .select({ id: jobPositions.id, slug: jobPositions.slug })
          .from(jobPositions)
          .where(inArray(jobPositions.slug, positionSlugs))
      ).map((row) => [row.slug, row.id]),
    );
    const skillIds = new Map(
      (
        await tx
          .select({ id: skills.id, slug: skills.slug })
          .from(skills)
          .where(inArray(skills.slug, skillSlugs))
      ).map((row) => [row.slug, row.id]),
    );

    const links = [];
    const rates = [];
    for (const position of input.positions) {
      const jobPositionId = positionIds.get(position.slug);
      if (!jobPositionId) continue;
      for (const [index, skillSlug] of position.skills.entries()) {
        const skillId = skillIds.get(skillSlug);
        if (skillId) links.push({ jobPositionId, skillId, sortOrder: index });
      }
      for (const [index, level] of seniorityLevels.entries()) {
        const hourlyRateUsd = position.rates[index];
        if (hourlyRateUsd !== undefined)
          rates.push({ jobPositionId, seniority: level, hourlyRateUsd });
      }
    }

    const insertedLinks =
      links.length === 0
        ? []
        : await tx
            .insert(jobPositionSkills)
            .values(links)
            .onConflictDoNothing()
            .returning({ id: jobPositionSkills.jobPositionId });
    const insertedRates =
      rates.length === 0
        ? []
        : await tx
            .insert(positionRates)
            .values(rates)
            .onConflictDoNothing()
            .returning({ id: positionRates.jobPositionId });

    return {
      categories: insertedCategories.length,
      skills: insertedSkills.length,
      positions: insertedPositions.length,
      positionSkills: insertedLinks.length,
      rates: insertedRates.length,
      skippedPositions,
    };
  });
}
