import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { candidateProjects, candidates, candidateVettings } from "~/lib/db/schema";
import { syncTalentSample } from "~/lib/db/seed/seed-talent-sample.server";
import { generateTalentSample, SAMPLE_POOL_OPTIONS } from "~/lib/db/seed/talent-sample";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { isCandidateId, loadCandidate } from "./candidate-detail.server";
import { addCandidate, testSurname } from "./talent-test-candidates.server";

it("takes only a UUID as a candidate id", () => {
  expect(isCandidateId(randomUUID())).toBe(true);
  expect(isCandidateId(randomUUID().toUpperCase())).toBe(true);
  expect(isCandidateId("sample-00001")).toBe(false);
  expect(isCandidateId(`${randomUUID()}x`)).toBe(false);
});

describeOnEachDriver("talent: loadCandidate", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("answers null for a malformed or unknown id", async () => {
    expect(await loadCandidate(connection.db, "not-a-uuid")).toBeNull();
    expect(await loadCandidate(connection.db, "'; drop table candidates; --")).toBeNull();
    expect(await loadCandidate(connection.db, randomUUID())).toBeNull();
  });

  it("loads the profile with skills by evidence then years, vetting by date, projects in order", async () => {
    const db = connection.db;
    const consentedAt = new Date("2026-10-02T15:30:00Z");
    const person = await addCandidate(
      db,
      {
        firstName: "Camila",
        lastName: testSurname(),
        phone: "+5511999990000",
        workStartMinutes: 570,
        workEndMinutes: 1110,
        consentToShow: true,
        consentedAt,
        consentVersion: "2026-09",
        engagement: "part-time",
      },
      [
        { typed: "Linux", years: 10, evidence: "self-reported" },
        { typed: "Go", years: 3, evidence: "verified" },
        { typed: "Elixir", years: 1.5, evidence: "assessed" },
        { typed: "k8s", years: 4, evidence: "assessed" },
        { typed: "AWS", years: 5, evidence: "verified" },
      ],
    );
    const assessor = "Lucía Fernández, engineering lead";
    await db.insert(candidateVettings).values([
      {
        candidateId: person.id,
        kind: "reference-check",
        passed: false,
        assessedOn: "2026-09-20",
        assessor,
      },
      {
        candidateId: person.id,
        kind: "coding-assessment",
        score: 8.5,
        assessedOn: "2026-08-01",
        assessor,
        notes: "Clean tests.",
      },
      {
        candidateId: person.id,
        kind: "english-interview",
        cefr: "C1",
        assessedOn: "2026-08-15",
        assessor,
      },
    ]);
    const project = {
      candidateId: person.id,
      stack: ["Go", "PostgreSQL"],
      role: "Backend Developer",
      durationMonths: 18,
      outcome: "Payouts in seconds.",
    };
    await db.insert(candidateProjects).values([
      { ...project, domain: "Logistics", sortOrder: 2 },
      { ...project, domain: "Payments", sortOrder: 0, clientName: "Acme", clientConsented: true },
      { ...project, domain: "Health", sortOrder: 1 },
    ]);

    const detail = await loadCandidate(db, person.id.toUpperCase());
    expect(detail).not.toBeNull();
    expect(detail!.candidate).toMatchObject({
      id: person.id,
      handle: `Camila ${person.lastName[0]}.`,
      firstName: "Camila",
      email: person.email,
      phone: "+5511999990000",
      workStartMinutes: 570,
      workEndMinutes: 1110,
      consentToShow: true,
      consentVersion: "2026-09",
      engagement: "part-time",
      englishAssessedBy: "English interview",
      sample: false,
    });
    expect(detail!.candidate.consentedAt).toEqual(consentedAt);
    expect(detail!.skills.map((skill) => [skill.name, skill.years, skill.evidence])).toEqual([
      ["Kubernetes", 4, "assessed"],
      ["Elixir", 1.5, "assessed"],
      ["AWS", 5, "verified"],
      ["Go", 3, "verified"],
      ["Linux", 10, "self-reported"],
    ]);
    expect(detail!.skills[0]!.skillSlug).toBe("kubernetes");
    expect(detail!.skills[1]!.skillSlug).toBeNull();
    expect(
      detail!.vettings.map((vetting) => [
        vetting.kind,
        vetting.score,
        vetting.cefr,
        vetting.passed,
        vetting.assessedOn,
      ]),
    ).toEqual([
      ["coding-assessment", 8.5, null, null, "2026-08-01"],
      ["english-interview", null, "C1", null, "2026-08-15"],
      ["reference-check", null, null, false, "2026-09-20"],
    ]);
    expect(detail!.vettings[0]!.notes).toBe("Clean tests.");
    expect(detail!.vettings[0]).not.toHaveProperty("fileKey");
    expect(detail!.projects.map((entry) => [entry.domain, entry.clientName])).toEqual([
      ["Payments", "Acme"],
      ["Health", null],
      ["Logistics", null],
    ]);
    expect(detail!.projects[0]).toMatchObject({ stack: ["Go", "PostgreSQL"], durationMonths: 18 });

    // Deleted: gone, with everything under it.
    await db.delete(candidates).where(eq(candidates.id, person.id));
    expect(await loadCandidate(db, person.id)).toBeNull();
  });

  it("loads a sample profile as one", async () => {
    const db = connection.db;
    const [sample] = generateTalentSample({ ...SAMPLE_POOL_OPTIONS, count: 1 });
    await syncTalentSample(db, "on", { pool: [sample!] });
    const [row] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.externalId, sample!.externalId));
    const detail = await loadCandidate(db, row!.id);
    expect(detail!.candidate.sample).toBe(true);
    expect(detail!.skills).toHaveLength(sample!.skills.length);
    expect(detail!.vettings).toHaveLength(sample!.vettings.length);
    expect(detail!.projects.map((project) => project.domain)).toEqual(
      sample!.projects.map((project) => project.domain),
    );
  });
});
