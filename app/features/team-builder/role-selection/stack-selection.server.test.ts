import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { setLogSinkForTests } from "~/lib/log.server";

import { loadCalculatorPositions } from "../calculator/calculator.server";
import { toRoleCard } from "./position-card";
import { loadStackSelection } from "./stack-selection.server";

describe("loadStackSelection without a database", () => {
  it("logs which read failed and answers the page's error state", async () => {
    const written = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const failing = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:1"));
    const result = await loadStackSelection(new URLSearchParams("search=qa"), failing);
    expect(result).toEqual({ status: "error", filters: { search: "qa", categoryId: "all" } });
    expect(written.mock.calls.map((call) => JSON.parse(String(call[0])) as unknown)).toEqual([
      expect.objectContaining({
        msg: "Failed to fetch role skills",
        error: "connect ECONNREFUSED 127.0.0.1:1",
      }),
      expect.objectContaining({
        msg: "Failed to fetch job positions",
        error: "connect ECONNREFUSED 127.0.0.1:1",
      }),
    ]);
    written.mockRestore();
  });
});

describeOnEachDriver("team builder data", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh({ seed: true }) });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it("filters by search and category from URL parameters", async () => {
    const all = await loadStackSelection(new URLSearchParams(), async () => connection.db);
    expect(all.status).toBe("ok");
    if (all.status !== "ok") return;
    expect(all.positions.length).toBeGreaterThanOrEqual(44);
    expect(all.truncated).toBe(false);
    const design = all.categories.find((category) => category.slug === "design")!;
    const filtered = await loadStackSelection(
      new URLSearchParams({ search: "research", categoryId: design.id }),
      async () => connection.db,
    );
    // The name match first, then the cards whose skills mention it ("User Research").
    const slugs = filtered.status === "ok" ? filtered.positions.map((p) => p.slug) : [];
    expect(slugs[0]).toBe("ux-researcher");
    expect(slugs).toContain("ux-designer");
    expect(filtered.status === "ok" && filtered.match).toBe("exact");
    expect(filtered.status === "ok" && filtered.highlight).toEqual(["research"]);
  });

  it("finds and highlights a skill searched by another spelling, Go badge first", async () => {
    const page = await loadStackSelection(
      new URLSearchParams({ search: "golang" }),
      async () => connection.db,
    );
    expect(page.status === "ok" && page.highlight).toEqual(["golang", " go "]);
    if (page.status !== "ok") return;
    const cards = page.positions.map((position) => toRoleCard(position, page.highlight));
    expect(cards.map((card) => card.slug).sort()).toEqual([
      "platform-engineer",
      "site-reliability-engineer",
    ]);
    expect(cards.every((card) => card.shownSkills[0] === "Go")).toBe(true);
  });

  it("searches past a NUL or other control character in the URL instead of failing", async () => {
    const result = await loadStackSelection(
      new URLSearchParams("search=%00research%01"),
      async () => connection.db,
    );
    expect(result.status).toBe("ok");
    expect(result.filters.search).toBe("research");
    const onlyNul = await loadStackSelection(
      new URLSearchParams("search=%00"),
      async () => connection.db,
    );
    expect(onlyNul).toMatchObject({ status: "ok", filters: { search: "" } });
  });

  it("loads calculator positions by key or id with their own rates, and logs missing levels", async () => {
    const warnings: string[] = [];
    setLogSinkForTests((line, level) => {
      if (level === "warn") warnings.push((JSON.parse(line) as { msg: string }).msg);
    });
    const first = await loadCalculatorPositions(connection.db, ["frontend"]);
    const byId = await loadCalculatorPositions(connection.db, [
      first.positions[0]!.id,
      "qa-automation",
      "nope",
    ]);
    expect(byId.positions.map((p) => [p.slug, p.rates.senior])).toEqual([
      ["frontend", 50],
      ["qa-automation", 45],
    ]);
    expect(byId.unknownKeys).toEqual(["nope"]);
    await connection.sql.query(
      "delete from position_rates where seniority = 'architect' and job_position_id = (select id from job_positions where slug = 'backend')",
    );
    const backend = await loadCalculatorPositions(connection.db, ["backend"]);
    expect(backend.positions[0]!.rates.architect).toBeUndefined();
    setLogSinkForTests(undefined);
    expect(warnings).toContain(
      '[calculator] no architect rate for position "backend"; using the fallback of 50 per hour',
    );
  });
});
