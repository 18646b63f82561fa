import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { jobPositions, jobPositionSkills, roleSkill, skills } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import {
  escapeLikePattern,
  getPositionsByIdsOrSlugs,
  getRates,
  listJobPositions,
  listRoleSkills,
  listSkills,
  searchJobPositions,
} from "./catalog.server";

describe("escapeLikePattern", () => {
  it("escapes the LIKE wildcards and the escape character", () => {
    expect(escapeLikePattern("100%_a\\b")).toBe("100\\%\\_a\\\\b");
  });
});

describeOnEachDriver("catalog queries", (driver) => {
  let connection: DatabaseConnection;
  const db = () => connection.db;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh({ seed: true }) });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it("lists the ten categories by sort order", async () => {
    const categories = await listRoleSkills(db());
    expect(categories.map((category) => category.name)).toEqual([
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
    ]);
    expect(categories[0]).toMatchObject({ slug: "development", icon: "code" });
  });

  it("lists skills by name", async () => {
    const skills = await listSkills(db());
    expect(skills.length).toBeGreaterThan(50);
    expect(skills.find((skill) => skill.slug === "react")).toMatchObject({
      name: "React",
      icon: "atom",
    });
    const names = skills.map((skill) => skill.name);
    expect(names.indexOf("AWS")).toBeLessThan(names.indexOf("TypeScript"));
  });

  it("lists every position with its category and skills in order, by name", async () => {
    const positions = await listJobPositions(db());
    expect(positions.length).toBeGreaterThanOrEqual(44);
    const names = positions.map((position) => position.name);
    expect(names.indexOf("AI Engineer")).toBeLessThan(names.indexOf("Backend Developer"));
    expect(names.indexOf("Backend Developer")).toBeLessThan(names.indexOf("UX Designer"));
    const frontend = positions.find((position) => position.slug === "frontend");
    expect(frontend).toMatchObject({
      name: "Frontend Developer",
      roleSkill: { name: "Development", slug: "development", icon: "code" },
    });
    expect(frontend?.skills.slice(0, 2).map((skill) => skill.name)).toEqual([
      "React",
      "TypeScript",
    ]);
    expect(Object.keys(frontend?.skills[0] ?? {}).sort()).toEqual(["icon", "id", "name", "slug"]);
  });

  it("filters by category", async () => {
    const categories = await listRoleSkills(db());
    const design = categories.find((category) => category.slug === "design")!;
    const positions = await listJobPositions(db(), { categoryId: design.id });
    expect(positions.length).toBeGreaterThanOrEqual(3);
    expect(positions.every((position) => position.roleSkill.id === design.id)).toBe(true);
    expect(await listJobPositions(db(), { categoryId: "not-a-uuid" })).toEqual([]);
  });

  it("searches names and descriptions case-insensitively", async () => {
    const byName = await listJobPositions(db(), { search: "dEvOpS" });
    expect(byName.map((position) => position.slug)).toContain("devops");

    const byDescription = await listJobPositions(db(), { search: "APP-STORE RELEASES" });
    expect(byDescription.map((position) => position.slug)).toEqual(["mobile"]);

    const categories = await listRoleSkills(db());
    const qa = categories.find((category) => category.slug === "quality-assurance")!;
    const both = await listJobPositions(db(), { categoryId: qa.id, search: "automat" });
    expect(both.map((position) => position.slug)).toContain("qa-automation");
    expect(both.every((position) => position.roleSkill.id === qa.id)).toBe(true);
  });

  it("finds roles by the skills on their cards, in any case and without accents", async () => {
    const slugs = async (search: string) =>
      (await listJobPositions(db(), { search })).map((position) => position.slug);
    expect((await slugs("react")).slice(0, 3)).toContain("frontend");
    expect(await slugs("Kotlin")).toContain("android-developer");
    expect(await slugs("node")).toContain("backend");
    expect(await slugs("SQL")).toContain("database-administrator");
    expect(await slugs("Dévops")).toContain("devops");
    // Every word must match: two skills of one card find that card and not the others.
    expect(await slugs("swift kotlin")).toEqual(["mobile"]);
  });

  it("ranks the search in a role's name first, then skills before descriptions", async () => {
    const data = await listJobPositions(db(), { search: "data" });
    const names = data.map((position) => position.name);
    const firstOther = names.findIndex((name) => !name.toLowerCase().includes("data"));
    expect(firstOther).toBeGreaterThan(0);
    expect(names.slice(firstOther).some((name) => name.toLowerCase().includes("data"))).toBe(false);
    const python = await listJobPositions(db(), { search: "python" });
    expect(python[0]?.slug).toBe("python-developer");
  });

  it("widens a word with the CMS synonyms", async () => {
    expect(await listJobPositions(db(), { search: "orchestrators" })).toEqual([]);
    const widened = await listJobPositions(db(), {
      search: "orchestrators",
      synonyms: [{ term: "Orchestrator", matches: ["Kubernetes"] }],
    });
    expect(widened.map((position) => position.slug)).toContain("devops");
  });

  it("finds a skill under the other spellings the skill vocabulary knows", async () => {
    const slugs = async (search: string) =>
      (await listJobPositions(db(), { search })).map((position) => position.slug).sort();
    const withSkill = async (slug: string) =>
      (await listJobPositions(db()))
        .filter((position) => position.skills.some((skill) => skill.slug === slug))
        .map((position) => position.slug)
        .sort();

    expect(await slugs("k8s")).toEqual(await slugs("kubernetes"));
    expect(await slugs("k8s")).toContain("devops");
    expect(await slugs("nodejs")).toEqual(await slugs("node.js"));
    expect(await slugs("nodejs")).toContain("backend");
    expect(await slugs("postgres")).toEqual(await slugs("postgresql"));
    // Go by its whole name: not Django, Google Cloud or MongoDB.
    expect(await slugs("golang")).toEqual(await withSkill("go"));
    expect(await slugs("golang")).toEqual(["platform-engineer", "site-reliability-engineer"]);
    // With another word, each must still match.
    expect(await slugs("k8s golang")).toEqual(["platform-engineer", "site-reliability-engineer"]);
  });

  it("ranks a search by another spelling as it ranks the skill's name", async () => {
    const k8s = await searchJobPositions(db(), { search: "k8s" });
    expect(k8s.match).toBe("exact");
    expect(k8s.words).toEqual(["k8s"]);
    const kubernetes = await searchJobPositions(db(), { search: "kubernetes" });
    expect(k8s.positions.map((position) => position.slug)).toEqual(
      kubernetes.positions.map((position) => position.slug),
    );
  });

  it("answers typos with close matches and says so", async () => {
    const exact = await searchJobPositions(db(), { search: "python" });
    expect(exact.match).toBe("exact");
    for (const typo of ["pyhton", "pythn", "kuberntes", "javscript"]) {
      const close = await searchJobPositions(db(), { search: typo });
      expect(close.match, typo).toBe("close");
      expect(close.positions.length, typo).toBeGreaterThan(0);
    }
    expect((await searchJobPositions(db(), { search: "pyhton" })).positions[0]?.slug).toBe(
      "python-developer",
    );
    expect((await searchJobPositions(db(), { search: "qwzxv" })).positions).toEqual([]);
  });

  it("keeps the search text current when a skill is renamed or removed", async () => {
    const [skill] = await db()
      .update(skills)
      .set({ name: "Zanzibar Framework" })
      .where(eq(skills.slug, "flutter"))
      .returning({ id: skills.id });
    expect(
      (await listJobPositions(db(), { search: "zanzibar" })).map((position) => position.slug),
    ).toContain("mobile");
    await db().delete(jobPositionSkills).where(eq(jobPositionSkills.skillId, skill!.id));
    expect(await listJobPositions(db(), { search: "zanzibar" })).toEqual([]);
  });

  it("limits the number of positions, keeping the order by name", async () => {
    const all = await listJobPositions(db());
    const firstThree = await listJobPositions(db(), { limit: 3 });
    expect(firstThree.map((position) => position.slug)).toEqual(
      all.slice(0, 3).map((position) => position.slug),
    );
    const searched = await listJobPositions(db(), { search: "developer", limit: 2 });
    expect(searched).toHaveLength(2);
  });

  it("treats % and _ in the search text literally", async () => {
    expect(await listJobPositions(db(), { search: "%" })).toEqual([]);
    expect(await listJobPositions(db(), { search: "_" })).toEqual([]);
    await db()
      .update(jobPositions)
      .set({ description: "Cuts cloud costs by 30% on average." })
      .where(eq(jobPositions.slug, "platform-engineer"));
    const hits = await listJobPositions(db(), { search: "30%" });
    expect(hits.map((position) => position.slug)).toEqual(["platform-engineer"]);
    expect(await listJobPositions(db(), { search: "3_%" })).toEqual([]);
  });

  it("finds positions by id or slug, in the order asked, with rates", async () => {
    const [devops] = await db()
      .select({ id: jobPositions.id })
      .from(jobPositions)
      .where(eq(jobPositions.slug, "devops"));
    const found = await getPositionsByIdsOrSlugs(db(), [
      "tech-lead",
      devops!.id.toUpperCase(),
      "frontend",
      "devops",
      "no-such-role",
      "00000000-0000-0000-0000-000000000000",
    ]);
    expect(found.map((position) => position.slug)).toEqual(["tech-lead", "devops", "frontend"]);
    expect(found[2]).toMatchObject({
      name: "Frontend Developer",
      roleSkill: { name: "Development" },
      rates: { junior: 25, mid: 35, senior: 50, lead: 65, architect: 80, specialist: 70 },
    });
    expect(found[1]?.rates).toEqual({
      junior: 30,
      mid: 42,
      senior: 58,
      lead: 75,
      architect: 90,
      specialist: 80,
    });
    expect(await getPositionsByIdsOrSlugs(db(), [])).toEqual([]);
  });

  it("returns rate cards by position id", async () => {
    const rows = await db()
      .select({ id: jobPositions.id, slug: jobPositions.slug })
      .from(jobPositions)
      .where(eq(jobPositions.slug, "ai-engineer"));
    const cards = await getRates(db(), [rows[0]!.id, "not-a-uuid"]);
    expect(cards).toEqual({
      [rows[0]!.id]: { junior: 35, mid: 48, senior: 65, lead: 85, architect: 105, specialist: 95 },
    });
    expect(await getRates(db(), [])).toEqual({});
  });

  it("keeps categories in use from being deleted", async () => {
    await expect(db().delete(roleSkill).where(eq(roleSkill.slug, "design"))).rejects.toThrow();
  });
});
