import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { seniorityLevels } from "~/lib/db/enums";
import { jobPositions, skills } from "~/lib/db/schema";
import { positionSeeds, skillSeeds } from "~/lib/db/seed/catalog-data";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { loadBriefingCatalog } from "./briefing-catalog.server";
import { BRIEFING_ROLES, STACK_GROUPS } from "./briefing-options";
import { STACK_GROUP_OF } from "./stack-groups";

describeOnEachDriver("loadBriefingCatalog", (driver) => {
  let connection: DatabaseConnection;
  const db = () => connection.db;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh({ seed: true }) });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it("gives the ten briefing roles in order, each with its position's rate card and skills", async () => {
    const { roles } = await loadBriefingCatalog(db());
    expect(roles.map((role) => [role.id, role.title])).toEqual(
      BRIEFING_ROLES.map((role) => [role.id, role.title]),
    );
    for (const role of roles) {
      const seed = positionSeeds.find((position) => position.slug === role.id)!;
      expect(role.skills, role.id).toEqual([...seed.skills]);
      expect(role.rates, role.id).toEqual(
        Object.fromEntries(seniorityLevels.map((level, index) => [level, seed.rates[index]])),
      );
    }
  });

  it("offers every assigned catalog skill as a stack option, by group and then by name", async () => {
    const { stackOptions } = await loadBriefingCatalog(db());
    const expected = skillSeeds.filter((skill) => skill.slug in STACK_GROUP_OF);
    expect(stackOptions.map((option) => option.slug).sort()).toEqual(
      expected.map((skill) => skill.slug).sort(),
    );
    for (const option of stackOptions) {
      expect(option.group).toBe(STACK_GROUP_OF[option.slug]);
      expect(option.name).toBe(skillSeeds.find((skill) => skill.slug === option.slug)!.name);
    }
    const groupIndex = (group: string) => STACK_GROUPS.findIndex((item) => item.value === group);
    for (let i = 1; i < stackOptions.length; i++) {
      const [before, after] = [stackOptions[i - 1]!, stackOptions[i]!];
      const order = groupIndex(before.group) - groupIndex(after.group);
      expect(order, `${before.slug} before ${after.slug}`).toBeLessThanOrEqual(0);
      if (order === 0)
        expect(
          before.name.localeCompare(after.name, "en", { sensitivity: "base" }),
          `${before.name} before ${after.name}`,
        ).toBeLessThanOrEqual(0);
    }
    expect(stackOptions.find((option) => option.slug === "scrum")).toBeUndefined();
  });

  it("reads the database, not the seed: a renamed skill shows its new name", async () => {
    await db().update(skills).set({ name: "React.js" }).where(eq(skills.slug, "react"));
    const { stackOptions } = await loadBriefingCatalog(db());
    expect(stackOptions.find((option) => option.slug === "react")?.name).toBe("React.js");
  });

  it("keeps a role whose position is gone from the catalog, with no rates and no skills", async () => {
    await db().delete(jobPositions).where(eq(jobPositions.slug, "qa-engineer"));
    const { roles } = await loadBriefingCatalog(db());
    expect(roles).toHaveLength(BRIEFING_ROLES.length);
    expect(roles.find((role) => role.id === "qa-engineer")).toEqual({
      id: "qa-engineer",
      title: "QA Engineer",
      rates: {},
      skills: [],
    });
    expect(roles.find((role) => role.id === "backend")?.skills.length).toBeGreaterThan(0);
  });
});
