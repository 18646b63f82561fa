import { and, eq } from "drizzle-orm";
import { iconNames } from "lucide-react/dynamic";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "../client.server";
import { jobPositions, positionRates, roleSkill, seniorityLevels, skills } from "../schema";
import { describeOnEachDriver } from "../test-databases.server";
import { categorySeeds, positionSeeds, skillSeeds } from "./catalog-data";
import { seedCatalog } from "./seed-catalog.server";

// The product's hourly rate table, copied here by hand on purpose: the test must not trust
// catalog-data.ts to check catalog-data.ts. Order: junior, mid, senior, lead, architect, specialist.
const SPEC_RATES: Record<string, [number, number, number, number, number, number]> = {
  frontend: [25, 35, 50, 65, 80, 70],
  backend: [30, 40, 55, 70, 85, 75],
  fullstack: [28, 38, 52, 68, 82, 72],
  mobile: [25, 35, 48, 62, 78, 68],
  "ux-designer": [20, 30, 42, 55, 70, 60],
  "ui-designer": [18, 28, 40, 52, 65, 55],
  "qa-engineer": [20, 28, 38, 50, 62, 52],
  "qa-automation": [25, 32, 45, 58, 72, 62],
  devops: [30, 42, 58, 75, 90, 80],
  "cloud-architect": [35, 48, 65, 82, 100, 88],
  "security-engineer": [32, 45, 62, 78, 95, 85],
  "data-engineer": [28, 38, 52, 68, 85, 75],
  "data-scientist": [30, 42, 58, 75, 92, 82],
  "ai-engineer": [35, 48, 65, 85, 105, 95],
  "product-manager": [25, 35, 50, 65, 80, 70],
  "product-owner": [22, 32, 45, 58, 72, 62],
  "scrum-master": [20, 30, 42, 55, 68, 58],
  "business-analyst": [18, 28, 38, 50, 62, 52],
  "technical-writer": [15, 22, 32, 42, 52, 45],
  "seo-specialist": [12, 18, 28, 38, 48, 40],
  "performance-engineer": [28, 38, 52, 68, 85, 75],
};

const SPEC_CATEGORIES = [
  "Development",
  "Design",
  "Quality Assurance",
  "Data",
  "AI",
  "Infrastructure",
  "Product & Management",
  "Content & Documentation",
  "Marketing & Growth",
  "Specialized",
];

// The briefing's role ids, copied by hand too: the briefing looks positions up by these slugs.
const BRIEFING_ROLE_IDS = [
  "tech-lead",
  "product-owner",
  "ux-designer",
  "qa-engineer",
  "devops",
  "backend",
  "frontend",
  "fullstack",
  "data-engineer",
  "mobile",
];

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe("catalog data", () => {
  it("has exactly the ten categories, each with a lucide icon", () => {
    expect(categorySeeds.map((category) => category.name)).toEqual(SPEC_CATEGORIES);
    const icons = new Set<string>(iconNames);
    for (const category of categorySeeds)
      expect(icons.has(category.icon), category.icon).toBe(true);
  });

  it("names every skill once, with a lucide icon or none", () => {
    const icons = new Set<string>(iconNames);
    expect(new Set(skillSeeds.map((skill) => skill.slug)).size).toBe(skillSeeds.length);
    expect(new Set(skillSeeds.map((skill) => skill.name)).size).toBe(skillSeeds.length);
    for (const skill of skillSeeds) {
      expect(skill.slug).toMatch(SLUG);
      if (skill.icon !== null)
        expect(icons.has(skill.icon), `${skill.slug}: ${skill.icon}`).toBe(true);
    }
  });

  it("has at least 44 positions, three or more per category, all skills in use", () => {
    expect(positionSeeds.length).toBeGreaterThanOrEqual(44);
    expect(new Set(positionSeeds.map((position) => position.slug)).size).toBe(positionSeeds.length);
    for (const category of categorySeeds) {
      const count = positionSeeds.filter((position) => position.category === category.slug).length;
      expect(count, category.name).toBeGreaterThanOrEqual(3);
    }
    const used = new Set(positionSeeds.flatMap((position) => position.skills));
    expect(skillSeeds.filter((skill) => !used.has(skill.slug)).map((skill) => skill.slug)).toEqual(
      [],
    );
  });

  it("gives each position a buyer-facing description and 3 to 10 distinct skills", () => {
    for (const position of positionSeeds) {
      expect(position.slug).toMatch(SLUG);
      const sentences = position.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, position.slug).toBeGreaterThanOrEqual(1);
      expect(sentences.length, position.slug).toBeLessThanOrEqual(2);
      expect(position.description.length, position.slug).toBeGreaterThan(60);
      expect(position.skills.length, position.slug).toBeGreaterThanOrEqual(3);
      expect(position.skills.length, position.slug).toBeLessThanOrEqual(10);
      expect(new Set(position.skills).size, position.slug).toBe(position.skills.length);
    }
  });

  it("prices every position plausibly: rising with seniority, specialist between senior and architect", () => {
    for (const { slug, rates } of positionSeeds) {
      const [junior, mid, senior, lead, architect, specialist] = rates;
      expect(junior, slug).toBeGreaterThan(0);
      expect(junior < mid && mid < senior && senior < lead && lead < architect, slug).toBe(true);
      expect(senior < specialist && specialist < architect, slug).toBe(true);
    }
  });

  it("covers every rate key of the rate table and every briefing role id", () => {
    const slugs = new Set(positionSeeds.map((position) => position.slug));
    for (const key of [...Object.keys(SPEC_RATES), ...BRIEFING_ROLE_IDS]) {
      expect(slugs.has(key), key).toBe(true);
    }
  });
});

describeOnEachDriver("seedCatalog", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh() });
  });

  afterAll(async () => {
    await connection?.close();
  });

  async function snapshot() {
    const { db } = connection;
    return {
      categories: await db.select().from(roleSkill).orderBy(roleSkill.slug),
      skills: await db.select().from(skills).orderBy(skills.slug),
      positions: await db.select().from(jobPositions).orderBy(jobPositions.slug),
      rates: await connection.sql.query(
        "select * from position_rates order by job_position_id, seniority",
      ),
      links: await connection.sql.query(
        "select * from job_position_skills order by job_position_id, skill_id",
      ),
    };
  }

  it("seeds at least 40 positions over all ten categories, each with 3-10 skills and six rates", async () => {
    expect(connection.seed?.positions).toBeGreaterThanOrEqual(40);
    const rows = await connection.sql.query<{
      slug: string;
      category: string;
      skills: number;
      rates: number;
    }>(
      `select p.slug, c.name as category,
              (select count(*)::int from job_position_skills s where s.job_position_id = p.id) as skills,
              (select count(*)::int from position_rates r where r.job_position_id = p.id) as rates
         from job_positions p join role_skill c on c.id = p.role_skill_id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(SPEC_CATEGORIES));
    for (const row of rows) {
      expect(row.skills, row.slug).toBeGreaterThanOrEqual(3);
      expect(row.skills, row.slug).toBeLessThanOrEqual(10);
      expect(row.rates, row.slug).toBe(6);
    }
  });

  it("stores exactly the rate table's rates under every rate key", async () => {
    const rows = await connection.db
      .select({
        slug: jobPositions.slug,
        seniority: positionRates.seniority,
        rate: positionRates.hourlyRateUsd,
      })
      .from(positionRates)
      .innerJoin(jobPositions, eq(jobPositions.id, positionRates.jobPositionId));
    for (const [key, expected] of Object.entries(SPEC_RATES)) {
      const stored = Object.fromEntries(
        rows.filter((row) => row.slug === key).map((row) => [row.seniority, row.rate]),
      );
      expect(stored, key).toEqual(
        Object.fromEntries(seniorityLevels.map((level, index) => [level, expected[index]])),
      );
    }
    const [frontend] = await connection.db
      .select({ name: jobPositions.name })
      .from(jobPositions)
      .where(eq(jobPositions.slug, "frontend"));
    expect(frontend?.name).toBe("Frontend Developer");
    expect(typeof rows[0]?.rate).toBe("number");
  });

  it("changes nothing when run again", async () => {
    const before = await snapshot();
    const again = await seedCatalog(connection.db);
    expect(again).toEqual({
      categories: 0,
      skills: 0,
      positions: 0,
      positionSkills: 0,
      rates: 0,
      skippedPositions: [],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("keeps edits made in the database and only restores what is missing", async () => {
    const { db } = connection;
    const [frontend] = await db
      .select({ id: jobPositions.id })
      .from(jobPositions)
      .where(eq(jobPositions.slug, "frontend"));
    if (!frontend) throw new Error("frontend was not seeded");
    const senior = and(
      eq(positionRates.jobPositionId, frontend.id),
      eq(positionRates.seniority, "senior"),
    );
    await db.update(positionRates).set({ hourlyRateUsd: 57.5 }).where(senior);
    await db
      .update(jobPositions)
      .set({ description: "Edited by an admin." })
      .where(eq(jobPositions.id, frontend.id));
    await db
      .delete(positionRates)
      .where(
        and(eq(positionRates.jobPositionId, frontend.id), eq(positionRates.seniority, "junior")),
      );

    const result = await seedCatalog(db);
    expect(result.rates).toBe(1);
    expect(result.positions).toBe(0);

    const rates = await db
      .select({ seniority: positionRates.seniority, rate: positionRates.hourlyRateUsd })
      .from(positionRates)
      .where(eq(positionRates.jobPositionId, frontend.id));
    expect(Object.fromEntries(rates.map((row) => [row.seniority, row.rate]))).toMatchObject({
      junior: 25,
      senior: 57.5,
    });
    const [edited] = await db
      .select({ description: jobPositions.description })
      .from(jobPositions)
      .where(eq(jobPositions.id, frontend.id));
    expect(edited?.description).toBe("Edited by an admin.");
  });

  it("lets several instances start, migrate and seed at the same time", async () => {
    const target = await driver.fresh({ migrate: false });
    let instances: DatabaseConnection[];
    if (target.driver === "postgres") {
      instances = await Promise.all([1, 2, 3].map(() => createDatabase({ target })));
    } else {
      // One in-memory PGlite cannot be shared by two handles; race two seeds on it instead.
      const single = await createDatabase({ target, seed: false });
      await Promise.all([seedCatalog(single.db), seedCatalog(single.db)]);
      instances = [single];
    }
    try {
      const [counts] = await instances[0]!.sql.query<{ positions: number; rates: number }>(
        `select (select count(*)::int from job_positions) as positions,
                (select count(*)::int from position_rates) as rates`,
      );
      expect(counts).toEqual({ positions: positionSeeds.length, rates: positionSeeds.length * 6 });
      if (target.driver === "postgres") {
        // Every file applied by exactly one of the instances.
        const files = instances[0]!.migration!;
        const total = files.applied.length + files.alreadyApplied.length;
        const applied = instances.reduce((sum, i) => sum + (i.migration?.applied.length ?? 0), 0);
        expect(applied).toBe(total);
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it("rejects a rate that is not positive", async () => {
    const [position] = await connection.db
      .select({ id: jobPositions.id })
      .from(jobPositions)
      .limit(1);
    await expect(
      connection.db
        .update(positionRates)
        .set({ hourlyRateUsd: 0 })
        .where(eq(positionRates.jobPositionId, position!.id)),
    ).rejects.toThrow();
  });
});
