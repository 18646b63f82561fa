import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { addCandidate } from "~/features/talent/talent-test-candidates.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { candidates, candidateVettings } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { loadLandingPool, loadLandingPoolOrNothing, startInText } from "./landing-pool.server";
import { loadHomePage, loadLandingPage } from "./marketing.server";

// The home page's cards from the talent pool: on the bundled sample pool they read as the page
// was designed (the hero's Mariana S. and a shortlist of sample engineers); on a real pool
// they show the best consenting engineer; without a database the page keeps its words.

const NOW = new Date("2026-12-01T15:00:00Z");
const CONSENT = { consentToShow: true, consentedAt: NOW, consentVersion: "2026-11" };

describe("when the sample team can start", () => {
  it("counts from today in days, then weeks", () => {
    expect(startInText("2026-12-01", "2026-11-20")).toBe("Now");
    expect(startInText("2026-12-01", "2026-12-01")).toBe("Now");
    expect(startInText("2026-12-01", "2026-12-02")).toBe("1 day");
    expect(startInText("2026-12-01", "2026-12-10")).toBe("9 days");
    expect(startInText("2026-12-01", "2026-12-15")).toBe("2 weeks");
    expect(startInText("2026-12-01", "2026-12-16")).toBe("3 weeks");
  });
});

describe("the home page without a database", () => {
  it("keeps the CMS's words and leaves the cards out, with no error", async () => {
    const page = await loadHomePage({
      connect: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")),
      now: NOW,
    });
    expect(page.pool).toBeNull();
    expect(page.content.blocks[0]).toMatchObject({
      _type: "liveHeroBlock",
      heading: expect.any(String),
    });
    expect(page.content.matchPreview.title).toBe("Sample match preview");
  });

  it("asks the database again on the next render, never keeping a failure", async () => {
    const content = await loadLandingPage();
    const connect = vi.fn(() => Promise.reject(new Error("Connection terminated unexpectedly")));
    expect(await loadLandingPoolOrNothing(content, { connect, now: NOW })).toBeNull();
    expect(await loadLandingPoolOrNothing(content, { connect, now: NOW })).toBeNull();
    expect(connect).toHaveBeenCalledTimes(2);
  });
});

describeOnEachDriver("the home page's cards from the pool", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({
      target: await driver.fresh({ seed: true }),
      talentSample: "on",
    });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it("draws the cards once for the renders of a day's minute, and again for another day", async () => {
    const content = await loadLandingPage();
    const connect = vi.fn(async () => connection.db);
    const [first, second] = await Promise.all([
      loadLandingPoolOrNothing(content, { connect, now: NOW }),
      loadLandingPoolOrNothing(content, { connect, now: NOW }),
    ]);
    const third = await loadLandingPoolOrNothing(content, { connect, now: NOW });
    expect(connect).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(first?.hero?.handle).toBe("Mariana S.");
    const nextDay = new Date(NOW.getTime() + 86_400_000);
    await loadLandingPoolOrNothing(content, { connect, now: nextDay });
    expect(connect).toHaveBeenCalledTimes(2);
  });

  it("shows the hero's engineer of the bundled pool, labelled as a sample", async () => {
    const { pool } = await loadHomePage({ connect: async () => connection.db, now: NOW });
    expect(pool?.hero).toEqual({
      handle: "Mariana S.",
      title: "Senior Backend Developer",
      skills: ["Go", "PostgreSQL"],
      country: "Brazil",
      sample: true,
      scores: [
        { key: expect.any(String), label: "Coding assessment", value: "9.2 / 10", percent: 92 },
        { key: expect.any(String), label: "English fluency", value: "C2", percent: 100 },
        { key: expect.any(String), label: "Cultural fit", value: "Passed", percent: 100 },
      ],
    });
  });

  it("shows the sample team's best three, priced at the rate card", async () => {
    const { pool } = await loadHomePage({ connect: async () => connection.db, now: NOW });
    const preview = pool!.preview;
    expect(preview.rows).toHaveLength(3);
    // Each role's best first: the frontend's, then the backend's.
    expect(preview.rows[0]!.title).toMatch(/Frontend Developer$/);
    expect(preview.rows[1]!.title).toMatch(/Backend Developer$/);
    for (const row of preview.rows) {
      expect(row.handle).toMatch(/^\S+ [A-Z]\.$/);
      expect(row.sample).toBe(true);
      expect(row.score).toBeGreaterThan(0);
      expect(["Strong", "Good", "Possible"]).toContain(row.band);
    }
    // One senior frontend ($50) and one senior backend ($55): 105 × 40 h × 4 weeks.
    expect(preview.monthlyCost).toBe("$16,800/month");
    expect(preview.startIn).toMatch(/^(Now|\d+ days?|\d+ weeks)$/);
  });

  it("never shows a surname, an email or a phone number", async () => {
    const { pool } = await loadHomePage({ connect: async () => connection.db, now: NOW });
    const text = JSON.stringify(pool);
    expect(text).not.toContain("Santos");
    expect(text).not.toMatch(/@|\+\d{6,}|sample\.neargenius/);
  });

  it("shows a real engineer who agreed to be shown, never one who did not", async () => {
    const db = connection.db;
    const content = await loadLandingPage();
    const strongest = {
      roleIds: ["backend"],
      seniority: "senior" as const,
      englishLevel: "C2" as const,
      availableFrom: "2026-09-01",
    };
    const skills = [
      { typed: "Go", years: 8, evidence: "assessed" as const },
      { typed: "PostgreSQL", years: 8, evidence: "assessed" as const },
    ];
    const hidden = await addCandidate(
      db,
      { firstName: "Hidden", lastName: "Person", ...strongest },
      skills,
    );
    expect((await loadLandingPool(db, content, NOW)).hero?.handle).toBe("Mariana S.");

    const shown = await addCandidate(
      db,
      {
        firstName: "Real",
        lastName: "Engineer",
        phone: "+5511999990000",
        ...strongest,
        ...CONSENT,
      },
      skills,
    );
    await db.insert(candidateVettings).values({
      candidateId: shown.id,
      kind: "coding-assessment",
      score: 8.8,
      assessedOn: "2026-10-01",
      assessor: "A",
    });
    const { hero } = await loadLandingPool(db, content, NOW);
    expect(hero).toMatchObject({ handle: "Real E.", sample: false });
    // Only the results the profile has: no English interview or culture check recorded.
    expect(hero!.scores.map((score) => [score.label, score.value])).toEqual([
      ["Coding assessment", "8.8 / 10"],
    ]);
    expect(JSON.stringify(hero)).not.toMatch(/Engineer"|\+5511/);

    await db.delete(candidates).where(eq(candidates.id, shown.id));
    await db.delete(candidates).where(eq(candidates.id, hidden.id));
  });
});
