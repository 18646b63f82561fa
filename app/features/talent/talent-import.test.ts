import { describe, expect, it } from "vitest";

import type { RateCard } from "~/features/catalog/cost";
import { seniorityLevels } from "~/lib/db/enums";
import { positionSeeds } from "~/lib/db/seed/catalog-data";
import { canonicalTimeZone } from "~/lib/time-zones";

import {
  OPTIONAL_COLUMNS,
  parseTalentCsv,
  REQUIRED_COLUMNS,
  type TalentCsvContext,
  TalentCsvError,
  type TalentImportColumn,
  talentImportTemplate,
} from "./talent-import";

const TODAY = "2026-11-28";
const COLUMNS = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];

// The bundled catalog, as the server reads it from the database.
const rateCards = new Map<string, RateCard>(
  positionSeeds.map((position) => [
    position.slug,
    Object.fromEntries(seniorityLevels.map((level, index) => [level, position.rates[index]])),
  ]),
);
const context: TalentCsvContext = {
  roleIds: positionSeeds.map((position) => position.slug),
  rateCards,
  today: TODAY,
};

const GOOD: Record<TalentImportColumn, string> = {
  external_id: "ats-1",
  first_name: "Ana",
  last_name: "Souza",
  email: "Ana.Souza@Example.com",
  role_ids: "backend;fullstack",
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
  domains: "Payments;Logistics",
  consent_to_show: "true",
  consent_date: "2026-09-30",
  consent_version: "2026-09",
  status: "",
  phone: "",
  linkedin_url: "",
};

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvOf(
  rows: Partial<Record<TalentImportColumn, string>>[],
  columns: readonly string[] = COLUMNS,
  end = "\n",
): string {
  const lines = [columns.join(",")];
  for (const row of rows) {
    lines.push(
      columns.map((column) => cell((row as Record<string, string>)[column] ?? "")).join(","),
    );
  }
  return lines.join(end) + end;
}

const parse = (csv: string) => parseTalentCsv(csv, context);

/** The errors of a single row that differs from GOOD by `change`. */
function errorsOf(change: Partial<Record<TalentImportColumn, string>>): string[] {
  const result = parse(csvOf([{ ...GOOD, ...change }]));
  return result.refused[0]?.errors ?? [];
}

function fileProblems(csv: string): string[] {
  try {
    parse(csv);
  } catch (error) {
    if (error instanceof TalentCsvError) return error.problems;
    throw error;
  }
  return [];
}

describe("parseTalentCsv: a good row", () => {
  it("reads every column into the row to import", () => {
    const result = parse(csvOf([GOOD]));
    expect(result.refused).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.rows).toEqual([
      {
        row: 1,
        externalId: "ats-1",
        firstName: "Ana",
        lastName: "Souza",
        email: "ana.souza@example.com",
        roleIds: ["backend", "fullstack"],
        seniority: "senior",
        yearsExperience: 8,
        skills: [
          { name: "React", slug: "react", normalized: "react", years: 5, evidence: "assessed" },
          {
            name: "Node.js",
            slug: "nodejs",
            normalized: "nodejs",
            years: 3,
            evidence: "self-reported",
          },
        ],
        englishLevel: "C1",
        country: "BR",
        timeZone: "America/Sao_Paulo",
        workStartMinutes: 540,
        workEndMinutes: 1080,
        availableFrom: "2026-12-01",
        hourlyRateUsd: 55,
        coding: { score: 8.5, assessedOn: "2026-10-01" },
        domains: ["Payments", "Logistics"],
        consentToShow: true,
        consentDate: "2026-09-30",
        consentVersion: "2026-09",
        status: null,
        phone: null,
        linkedinUrl: null,
      },
    ]);
  });

  it("takes the columns in any order, and the optional ones may be left out", () => {
    const columns = [...REQUIRED_COLUMNS].reverse();
    const result = parse(csvOf([{ ...GOOD, consent_to_show: "false" }], columns));
    expect(result.refused).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      externalId: "ats-1",
      consentToShow: false,
      consentDate: null,
      status: null,
    });
  });

  it("reads skills through the vocabulary, keeping an unknown one as written", () => {
    const [row] = parse(
      csvOf([
        { ...GOOD, skills: "k8s:4:verified; Postgres:2.5:assessed ;Ballerina:1:self-reported;" },
      ]),
    ).rows;
    expect(row!.skills).toEqual([
      {
        name: "Kubernetes",
        slug: "kubernetes",
        normalized: "kubernetes",
        years: 4,
        evidence: "verified",
      },
      {
        name: "PostgreSQL",
        slug: "postgresql",
        normalized: "postgresql",
        years: 2.5,
        evidence: "assessed",
      },
      {
        name: "Ballerina",
        slug: null,
        normalized: "ballerina",
        years: 1,
        evidence: "self-reported",
      },
    ]);
  });

  it("takes what spreadsheets write: 9:00, seconds, TRUE, lower-case codes, lead as expert", () => {
    const [row] = parse(
      csvOf([
        {
          ...GOOD,
          work_start: "9:00",
          work_end: "17:30:00",
          consent_to_show: "TRUE",
          english_level: "b2",
          country: "ar",
          time_zone: "america/argentina/buenos_aires",
          seniority: "Lead",
          hourly_rate_usd: "70.00",
          role_ids: "Backend",
        },
      ]),
    ).rows;
    expect(row).toMatchObject({
      workStartMinutes: 540,
      workEndMinutes: 1050,
      consentToShow: true,
      englishLevel: "B2",
      country: "AR",
      // The runtime's own spelling: older ones still name the zone America/Buenos_Aires.
      timeZone: canonicalTimeZone("America/Argentina/Buenos_Aires"),
      seniority: "expert",
      hourlyRateUsd: 70,
      roleIds: ["backend"],
    });
  });

  it("stores a phone in E.164, reading a national number in the candidate's country", () => {
    const rows = parse(
      csvOf([
        { ...GOOD, phone: "11 91234-5678" },
        { ...GOOD, external_id: "ats-2", email: "b@example.com", phone: "+54 9 11 2345-6789" },
      ]),
    ).rows;
    expect(rows.map((row) => row.phone)).toEqual(["+5511912345678", "+5491123456789"]);
  });

  it("takes the end of the day as 24:00, and hours across midnight", () => {
    const [row] = parse(csvOf([{ ...GOOD, work_start: "22:00", work_end: "24:00" }])).rows;
    expect(row).toMatchObject({ workStartMinutes: 1320, workEndMinutes: 1440 });
    expect(errorsOf({ work_start: "22:00", work_end: "06:00" })).toEqual([]);
  });

  it("takes a row without a coding assessment, skills or domains", () => {
    const [row] = parse(
      csvOf([{ ...GOOD, coding_score: "", coding_assessed_on: "", skills: "", domains: "" }]),
    ).rows;
    expect(row).toMatchObject({ coding: null, skills: [], domains: [] });
  });
});

describe("parseTalentCsv: each column's errors name the column", () => {
  it.each<[Partial<Record<TalentImportColumn, string>>, string[]]>([
    [{ external_id: "" }, ["external_id: required"]],
    [{ external_id: "x".repeat(101) }, ["external_id: longer than 100 characters"]],
    [{ first_name: " " }, ["first_name: required"]],
    [{ last_name: "Sou\u0007za" }, ["last_name: holds a control character"]],
    [{ email: "ana.example.com" }, ["email: not an email address"]],
    [{ email: "" }, ["email: required"]],
    [{ role_ids: "backnd" }, ['role_ids: unknown role "backnd"']],
    [{ role_ids: " ; " }, ["role_ids: required: at least one catalog role"]],
    [
      { seniority: "principal" },
      [
        'seniority: unknown seniority "principal": junior, mid, senior or expert (lead, architect and specialist count as expert)',
      ],
    ],
    [{ years_experience: "8.5" }, ['years_experience: "8.5" is not whole years from 0 to 60']],
    [{ years_experience: "61" }, ['years_experience: "61" is not whole years from 0 to 60']],
    [{ skills: "React" }, ['skills: "React" is not Name:years:evidence']],
    [
      { skills: "React:five:assessed" },
      [
        'skills: "React:five:assessed": years must be a number from 0 to 60, with at most one decimal',
      ],
    ],
    [
      { skills: "React:5:claimed" },
      ['skills: "React:5:claimed": evidence must be assessed, verified or self-reported'],
    ],
    [
      { skills: "React:5:assessed;React.js:2:verified" },
      ['skills: "React.js" is the same skill as "React"'],
    ],
    [{ skills: ":5:assessed" }, ['skills: ":5:assessed" has no skill name']],
    [{ english_level: "C3" }, ['english_level: unknown level "C3": A1, A2, B1, B2, C1 or C2']],
    [
      { country: "Brazil" },
      ['country: "Brazil" is not an ISO 3166 two-letter country code (BR, AR, MX…)'],
    ],
    [{ country: "EU" }, ['country: "EU" is not an ISO 3166 two-letter country code (BR, AR, MX…)']],
    [
      { time_zone: "GMT-3" },
      ['time_zone: "GMT-3" is not an IANA time zone (America/Sao_Paulo, Europe/Lisbon…)'],
    ],
    [{ work_start: "9am" }, ['work_start: "9am" is not a 24-hour time HH:MM (00:00 to 23:59)']],
    [{ work_start: "24:00" }, ['work_start: "24:00" is not a 24-hour time HH:MM (00:00 to 23:59)']],
    [{ work_end: "18:60" }, ['work_end: "18:60" is not a 24-hour time HH:MM (00:01 to 24:00)']],
    [{ work_end: "09:00" }, ["work_end: the same time as work_start"]],
    [
      { available_from: "2026-02-30" },
      ['available_from: "2026-02-30" is not a date written YYYY-MM-DD'],
    ],
    [
      { available_from: "12/1/2026" },
      ['available_from: "12/1/2026" is not a date written YYYY-MM-DD'],
    ],
    [{ hourly_rate_usd: "55,5" }, ['hourly_rate_usd: "55,5" is not whole dollars above 0']],
    [{ hourly_rate_usd: "0" }, ['hourly_rate_usd: "0" is not whole dollars above 0']],
    [
      { coding_score: "10.5" },
      ['coding_score: "10.5" is not a score from 0 to 10 (one decimal at most)'],
    ],
    [
      { coding_score: "8,5" },
      ['coding_score: "8,5" is not a score from 0 to 10 (one decimal at most)'],
    ],
    [{ coding_score: "" }, ["coding_score: required with a coding_assessed_on"]],
    [{ coding_assessed_on: "" }, ["coding_assessed_on: required with a coding_score"]],
    [{ coding_assessed_on: "2026-11-29" }, ["coding_assessed_on: 2026-11-29 is in the future"]],
    [
      { domains: `Payments;${"x".repeat(61)}` },
      [`domains: "${"x".repeat(40)}…": a domain is at most 60 plain characters`],
    ],
    [{ consent_to_show: "yes" }, ['consent_to_show: "yes" is not true or false']],
    [{ consent_to_show: "" }, ["consent_to_show: required: true or false"]],
    [{ consent_date: "" }, ["consent_date: required when consent_to_show is true"]],
    [{ consent_version: "" }, ["consent_version: required when consent_to_show is true"]],
    [{ consent_date: "2027-01-01" }, ["consent_date: 2027-01-01 is in the future"]],
    [
      { status: "hired" },
      ['status: unknown status "hired": available, interviewing, placed or inactive'],
    ],
    [{ phone: "12" }, ['phone: "12" is not a valid phone number']],
    [
      { linkedin_url: "https://example.com/ana" },
      [
        'linkedin_url: "https://example.com/ana" is not a LinkedIn address (https://www.linkedin.com/in/…)',
      ],
    ],
    [
      { linkedin_url: "javascript:alert(1)" },
      [
        'linkedin_url: "javascript:alert(1)" is not a LinkedIn address (https://www.linkedin.com/in/…)',
      ],
    ],
  ])("%j is refused", (change, errors) => {
    expect(errorsOf(change)).toEqual(errors);
  });

  it("lists every problem of a row, each naming its column", () => {
    const errors = errorsOf({ email: "nope", role_ids: "backnd;frontnd", english_level: "" });
    expect(errors).toEqual([
      "email: not an email address",
      'role_ids: unknown role "backnd"',
      'role_ids: unknown role "frontnd"',
      "english_level: required",
    ]);
  });

  it("needs consent's date and version when the column is left out of the file", () => {
    const columns = [...REQUIRED_COLUMNS];
    const result = parse(csvOf([GOOD], columns));
    expect(result.refused).toEqual([
      {
        row: 1,
        errors: [
          "consent_date: required when consent_to_show is true",
          "consent_version: required when consent_to_show is true",
        ],
      },
    ]);
  });

  it("refuses an external id used twice, naming the first row", () => {
    const result = parse(csvOf([GOOD, { ...GOOD, email: "other@example.com" }]));
    expect(result.rows).toHaveLength(1);
    expect(result.refused).toEqual([{ row: 2, errors: ['external_id: "ats-1" is also on row 1'] }]);
  });

  it("refuses a row with more cells than the header has columns", () => {
    const csv = csvOf([GOOD]).replace(/\n$/, ",stray\n");
    expect(parse(csv).refused[0]!.errors[0]).toMatch(/^The row has 25 cells and the first line 24/);
    // A spreadsheet's trailing empty cells are no problem.
    expect(parse(csvOf([GOOD]).replace(/\n$/, ",,\n")).refused).toEqual([]);
  });

  it("reads a short row's missing cells as empty", () => {
    const csv = `${COLUMNS.join(",")}\nats-9,Ana\n`;
    const [refusal] = parse(csv).refused;
    expect(refusal!.errors).toContain("email: required");
    expect(refusal!.errors).not.toContain("first_name: required");
  });
});

describe("parseTalentCsv: warnings", () => {
  it("warns of a rate outside the main role's band, and imports the row", () => {
    const result = parse(csvOf([{ ...GOOD, hourly_rate_usd: "120" }]));
    expect(result.rows).toHaveLength(1);
    expect(result.warnings).toEqual([
      {
        row: 1,
        messages: ["hourly_rate_usd: $120/h is above the rate card's band for senior ($49–$66/h)"],
      },
    ]);
  });

  it("ignores an unknown column with a warning for the file", () => {
    const columns = [...COLUMNS, "notes"];
    const result = parse(csvOf([{ ...GOOD, ...{ notes: "ignored" } }], columns));
    expect(result.rows).toHaveLength(1);
    expect(result.warnings).toEqual([
      {
        row: null,
        messages: ['The column "notes" is not one the import knows; it is ignored.'],
      },
    ]);
  });

  it("warns of an address that is on an earlier row too", () => {
    const result = parse(csvOf([GOOD, { ...GOOD, external_id: "ats-2" }]));
    expect(result.rows).toHaveLength(2);
    expect(result.warnings).toEqual([
      { row: 2, messages: ["email: the same address as on row 1"] },
    ]);
  });
});

describe("parseTalentCsv: the file", () => {
  it("reads quoted cells, a byte order mark and CRLF line ends", () => {
    const csv = `\uFEFF${csvOf(
      [
        {
          ...GOOD,
          first_name: 'Ana "Nina"',
          last_name: "Souza, Jr.",
          domains: "Payments;\r\nRetail",
        },
      ],
      COLUMNS,
      "\r\n",
    )}`;
    const result = parse(csv);
    expect(result.refused).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      externalId: "ats-1",
      firstName: 'Ana "Nina"',
      lastName: "Souza, Jr.",
      domains: ["Payments", "Retail"],
    });
  });

  it("numbers rows from the first under the header, blank lines counted and skipped", () => {
    const csv = csvOf([GOOD, {}, { ...GOOD, external_id: "ats-2", email: "nope" }]);
    const result = parse(csv);
    expect(result.rows.map((row) => row.row)).toEqual([1]);
    expect(result.refused).toEqual([{ row: 3, errors: ["email: not an email address"] }]);
  });

  it("refuses the whole file when a required column is missing, naming each", () => {
    const columns = COLUMNS.filter((column) => column !== "coding_score" && column !== "email");
    expect(fileProblems(csvOf([GOOD], columns))).toEqual([
      "The first line must name every required column; missing: email, coding_score.",
    ]);
  });

  it("refuses a header naming a column twice, an empty file and broken quoting", () => {
    expect(fileProblems(`${COLUMNS.join(",")},email\n`)).toEqual([
      'The column "email" appears twice in the first line.',
    ]);
    expect(fileProblems("")).toEqual(["The file is empty: the first line must name the columns."]);
    expect(fileProblems(`${COLUMNS.join(",")}\n"ats-1,Ana\n`)).toEqual([
      "The file is not valid CSV: Line 2: a quoted cell is never closed.",
    ]);
    expect(fileProblems(`${COLUMNS.join(",")}\nats\u0000\n`)).toEqual([
      "The file holds a NUL character: it is not a CSV text file.",
    ]);
  });

  it("says so when the file has a header and no rows", () => {
    expect(parse(csvOf([])).warnings).toEqual([
      { row: null, messages: ["The file has no rows under its first line."] },
    ]);
  });

  it("refuses more rows than one import takes", () => {
    const csv = `${COLUMNS.join(",")}\n${"x\n".repeat(10_001)}`;
    expect(fileProblems(csv)).toEqual([
      "The file has 10,001 rows; at most 10,000 are imported at once, so split it.",
    ]);
  });
});

describe("the template", () => {
  it("has every column and two rows that import cleanly against the bundled catalog", () => {
    const template = talentImportTemplate(TODAY);
    expect(template.startsWith(`\uFEFF${COLUMNS.join(",")}\r\n`)).toBe(true);
    const result = parse(template);
    expect(result.refused).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.rows.map((row) => row.externalId)).toEqual(["ats-1001", "ats-1002"]);
    expect(result.rows[0]).toMatchObject({ firstName: "Lucía", consentToShow: true });
  });
});
