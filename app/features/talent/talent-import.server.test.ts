import { and, count, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import {
  candidateEvents,
  candidateProjects,
  candidates,
  candidateSkills,
  candidateVettings,
  staffAuditLog,
} from "~/lib/db/schema";
import { candidateValues } from "~/lib/db/test-candidates.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { candidateTimeline } from "./candidate-timeline.server";
import {
  IMPORT_SOURCE,
  OPTIONAL_COLUMNS,
  REQUIRED_COLUMNS,
  TalentCsvError,
  type TalentImportColumn,
} from "./talent-import";
import { importTalentCsv } from "./talent-import.server";

const NOW = new Date("2026-11-28T15:00:00Z");
const COLUMNS = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];
const actor = { staffUserId: null, email: "recruiter@neargenius.test", ipAddress: "203.0.113.9" };

type Row = Record<TalentImportColumn, string>;

function row(externalId: string, change: Partial<Row> = {}): Row {
  return {
    external_id: externalId,
    first_name: "Ana",
    last_name: "Souza",
    email: `${externalId}@example.com`,
    role_ids: "backend",
    seniority: "senior",
    years_experience: "8",
    skills: "React:5:assessed;Node.js:3:self-reported",
    english_level: "C1",
    country: "BR",
    time_zone: "America/Sao_Paulo",
    work_start: "09:00",
    work_end: "18:00",
    available_from: "2026-12-01",
    hourly_rate_usd: "55",
    coding_score: "8.5",
    coding_assessed_on: "2026-10-01",
    domains: "Payments",
    consent_to_show: "true",
    consent_date: "2026-09-30",
    consent_version: "2026-09",
    status: "",
    phone: "",
    linkedin_url: "",
    ...change,
  };
}

const csvOf = (rows: readonly Row[]) =>
  [COLUMNS.join(","), ...rows.map((values) => COLUMNS.map((column) => values[column]).join(","))]
    .map((line) => `${line}\r\n`)
    .join("");

/** An id prefix of this test's own, so tests sharing the database never meet. */
const prefix = () => `t${Math.random().toString(36).slice(2, 10)}-`;

describeOnEachDriver("talent: importTalentCsv", (driver) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh({ seed: true }), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const db = () => connection.db;
  const importCsv = (csv: string, dryRun = false) =>
    importTalentCsv(db(), csv, { dryRun, actor, now: NOW });

  async function stored(pre: string) {
    return db()
      .select()
      .from(candidates)
      .where(like(candidates.externalId, `${pre}%`))
      .orderBy(candidates.externalId);
  }

  async function countOf(table: typeof candidateEvents | typeof staffAuditLog) {
    const [result] = await db().select({ n: count() }).from(table);
    return result!.n;
  }

  it("a dry run reports what it would do and writes nothing", async () => {
    const pre = prefix();
    const before = { events: await countOf(candidateEvents), audit: await countOf(staffAuditLog) };
    const report = await importCsv(
      csvOf([row(`${pre}1`), row(`${pre}2`), row(`${pre}3`, { role_ids: "backnd" })]),
      true,
    );
    expect(report).toEqual({
      dryRun: true,
      created: 2,
      updated: 0,
      refused: [{ row: 3, errors: ['role_ids: unknown role "backnd"'] }],
      warnings: [],
    });
    expect(await stored(pre)).toEqual([]);
    expect(await countOf(candidateEvents)).toBe(before.events);
    expect(await countOf(staffAuditLog)).toBe(before.audit);
  });

  it("creates candidates with skills, the coding record, a timeline line and an audit line", async () => {
    const pre = prefix();
    const report = await importCsv(
      csvOf([
        row(`${pre}1`, { phone: "+55 11 91234-5678", hourly_rate_usd: "90" }),
        row(`${pre}2`, {
          first_name: "João",
          skills: "k8s:4:verified",
          coding_score: "",
          coding_assessed_on: "",
        }),
        row(`${pre}3`, { consent_date: "" }),
      ]),
    );
    expect(report).toEqual({
      dryRun: false,
      created: 2,
      updated: 0,
      refused: [{ row: 3, errors: ["consent_date: required when consent_to_show is true"] }],
      warnings: [
        {
          row: 1,
          messages: ["hourly_rate_usd: $90/h is above the rate card's band for senior ($49–$66/h)"],
        },
      ],
    });
    const [ana, joao] = await stored(pre);
    expect(ana).toMatchObject({
      externalId: `${pre}1`,
      handle: "Ana S.",
      email: `${pre}1@example.com`,
      phone: "+5511912345678",
      roleIds: ["backend"],
      domains: ["Payments"],
      seniority: "senior",
      englishLevel: "C1",
      englishAssessedBy: IMPORT_SOURCE,
      timeZone: "America/Sao_Paulo",
      workStartMinutes: 540,
      workEndMinutes: 1080,
      availableFrom: "2026-12-01",
      engagement: "full-time",
      hourlyRateUsd: 90,
      consentToShow: true,
      consentedAt: new Date("2026-09-30T00:00:00Z"),
      consentVersion: "2026-09",
      status: "available",
      sample: false,
      createdAt: NOW,
    });
    // The staff search's text is kept by triggers from the skills the import wrote.
    expect(ana!.searchText).toContain("react");
    expect(joao!.searchText).toContain("kubernetes");

    const skills = await db()
      .select()
      .from(candidateSkills)
      .where(eq(candidateSkills.candidateId, ana!.id))
      .orderBy(candidateSkills.normalized);
    expect(
      skills.map((skill) => [skill.name, skill.skillSlug, skill.years, skill.evidence]),
    ).toEqual([
      ["Node.js", "nodejs", 3, "self-reported"],
      ["React", "react", 5, "assessed"],
    ]);
    const vettings = await db()
      .select()
      .from(candidateVettings)
      .where(inArray(candidateVettings.candidateId, [ana!.id, joao!.id]));
    expect(vettings).toHaveLength(1);
    expect(vettings[0]).toMatchObject({
      candidateId: ana!.id,
      kind: "coding-assessment",
      score: 8.5,
      assessedOn: "2026-10-01",
      assessor: IMPORT_SOURCE,
    });

    const timeline = await candidateTimeline(db(), ana!.id);
    expect(timeline).toEqual([
      expect.objectContaining({
        type: "candidate.imported",
        actor: actor.email,
        payload: {
          externalId: `${pre}1`,
          created: true,
          fields: expect.arrayContaining([
            "first_name",
            "email",
            "skills",
            "coding_score",
            "phone",
          ]),
        },
      }),
    ]);
    const audit = await db()
      .select()
      .from(staffAuditLog)
      .where(inArray(staffAuditLog.targetId, [ana!.id, joao!.id]));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      staffEmail: actor.email,
      action: "candidate.imported",
      targetType: "candidate",
      ipAddress: actor.ipAddress,
    });
  });

  it("a second import updates by external id, never duplicates, and leaves a match alone", async () => {
    const pre = prefix();
    const first = [row(`${pre}1`), row(`${pre}2`)];
    expect(await importCsv(csvOf(first))).toMatchObject({ created: 2, updated: 0 });
    const [ana] = await stored(pre);

    // What staff added by hand survives any re-import: another vetting record, a project,
    // a status.
    await db().insert(candidateVettings).values({
      candidateId: ana!.id,
      kind: "system-design",
      score: 9,
      assessedOn: "2026-10-10",
      assessor: "Lucía Fernández, engineering lead",
    });
    await db()
      .insert(candidateProjects)
      .values({
        candidateId: ana!.id,
        domain: "Payments",
        stack: ["Go"],
        role: "Backend Developer",
        durationMonths: 12,
        outcome: "Payouts in seconds.",
      });
    await db().update(candidates).set({ status: "interviewing" }).where(eq(candidates.id, ana!.id));

    // The same file again: nothing differs, nothing is written.
    const again = await importCsv(csvOf(first));
    expect(again).toEqual({
      dryRun: false,
      created: 0,
      updated: 0,
      refused: [],
      warnings: [
        { row: null, messages: ["2 rows match their candidates as stored: nothing to change."] },
      ],
    });
    expect(await candidateTimeline(db(), ana!.id)).toHaveLength(1);

    // A changed file: Ana's skills and coding score change, the second row is the same.
    const changed = [
      row(`${pre}1`, {
        skills: "Go:2:verified",
        coding_score: "9",
        hourly_rate_usd: "60",
        email: `${pre}1@EXAMPLE.com`,
      }),
      row(`${pre}2`),
      row(`${pre}3`),
    ];
    const dry = await importCsv(csvOf(changed), true);
    expect(dry).toMatchObject({ dryRun: true, created: 1, updated: 1 });
    expect(await importCsv(csvOf(changed))).toMatchObject({
      dryRun: false,
      created: 1,
      updated: 1,
    });

    const after = await stored(pre);
    expect(after.map((candidate) => candidate.externalId)).toEqual([
      `${pre}1`,
      `${pre}2`,
      `${pre}3`,
    ]);
    expect(after[0]).toMatchObject({
      id: ana!.id,
      hourlyRateUsd: 60,
      // An empty status cell keeps the status staff set.
      status: "interviewing",
      createdAt: NOW,
    });
    const skills = await db()
      .select({ name: candidateSkills.name })
      .from(candidateSkills)
      .where(eq(candidateSkills.candidateId, ana!.id));
    expect(skills).toEqual([{ name: "Go" }]);
    const vettings = await db()
      .select({
        kind: candidateVettings.kind,
        score: candidateVettings.score,
        assessor: candidateVettings.assessor,
      })
      .from(candidateVettings)
      .where(eq(candidateVettings.candidateId, ana!.id))
      .orderBy(candidateVettings.kind);
    expect(vettings).toEqual([
      { kind: "coding-assessment", score: 9, assessor: IMPORT_SOURCE },
      { kind: "system-design", score: 9, assessor: "Lucía Fernández, engineering lead" },
    ]);
    const [projects] = await db()
      .select({ n: count() })
      .from(candidateProjects)
      .where(eq(candidateProjects.candidateId, ana!.id));
    expect(projects!.n).toBe(1);

    const timeline = await candidateTimeline(db(), ana!.id);
    expect(timeline.map((entry) => entry.payload)).toEqual([
      expect.objectContaining({ created: true }),
      // The address differs only in case: not a change.
      {
        externalId: `${pre}1`,
        created: false,
        fields: ["skills", "hourly_rate_usd", "coding_score"],
      },
    ]);
  });

  it("refuses a row that would write over a sample profile, and warns of a known address", async () => {
    const pre = prefix();
    await db()
      .insert(candidates)
      .values([
        candidateValues({
          externalId: `${pre}sample`,
          email: `${pre}s@sample.neargenius.invalid`,
          sample: true,
        }),
        candidateValues({ email: `${pre}known@example.com` }),
      ]);
    const report = await importCsv(
      csvOf([row(`${pre}sample`), row(`${pre}new`, { email: `${pre}Known@example.com` })]),
    );
    expect(report.refused).toEqual([
      {
        row: 1,
        errors: [
          `external_id: "${pre}sample" is a sample profile's; real candidates need their own ids`,
        ],
      },
    ]);
    expect(report.warnings).toEqual([
      {
        row: 2,
        messages: [
          "email: another candidate in the pool has this address (the same person twice?)",
        ],
      },
    ]);
    expect(report.created).toBe(1);
  });

  it("refuses a file without a required column as a whole, writing nothing", async () => {
    const csv = csvOf([row(`${prefix()}1`)]).replace("coding_score,", "score,");
    await expect(importCsv(csv)).rejects.toBeInstanceOf(TalentCsvError);
  });

  it("imports 5,000 rows in batches, one timeline line each, and re-reads them as unchanged", async () => {
    const pre = prefix();
    const roles = ["backend", "frontend", "fullstack", "mobile", "devops"];
    const skills = ["React", "Node.js", "Go", "k8s", "Postgres", "Python", "AWS", "Terraform"];
    const rows = Array.from({ length: 5_000 }, (_, index) =>
      row(`${pre}${String(index).padStart(4, "0")}`, {
        first_name: `Name${index}`,
        role_ids: roles[index % roles.length]!,
        seniority: (["junior", "mid", "senior", "expert"] as const)[index % 4]!,
        skills: [0, 1, 2, 3]
          .map(
            (offset) =>
              `${skills[(index + offset) % skills.length]}:${(index + offset) % 9}:verified`,
          )
          .join(";"),
        // Rates are far from some cards: warnings must not slow the import down either.
        hourly_rate_usd: String(30 + (index % 50)),
      }),
    );
    const csv = csvOf(rows);

    const started = performance.now();
    const report = await importCsv(csv);
    const took = performance.now() - started;
    expect(report).toMatchObject({ created: 5_000, updated: 0, refused: [] });
    // Minutes would mean statements per row; batches take seconds even on a slow machine.
    expect(took).toBeLessThan(60_000);

    const ids = (await stored(pre)).map((candidate) => candidate.id);
    expect(ids).toHaveLength(5_000);
    const [events] = await db()
      .select({ n: count() })
      .from(candidateEvents)
      .where(
        and(
          inArray(candidateEvents.candidateId, ids.slice(0, 2_000)),
          eq(candidateEvents.type, "candidate.imported"),
        ),
      );
    expect(events!.n).toBe(2_000);
    const [skillRows] = await db()
      .select({ n: count() })
      .from(candidateSkills)
      .where(inArray(candidateSkills.candidateId, ids.slice(0, 2_000)));
    expect(skillRows!.n).toBe(8_000);

    const again = await importCsv(csv, true);
    expect(again).toMatchObject({ created: 0, updated: 0 });
    expect(again.warnings[0]).toEqual({
      row: null,
      messages: ["5000 rows match their candidates as stored: nothing to change."],
    });
    // Five thousand profiles, their skills' triggers and a second pass: well past the default
    // on a loaded two-core runner, while what it checks has nothing to do with speed.
  }, 120_000);
});
