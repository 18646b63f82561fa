import type { candidates } from "~/lib/db/schema";

import { IMPORT_SOURCE, type ImportedSkill, type TalentImportRow } from "./talent-import";

// What one imported row makes of its candidate: the values to store, merged with what is
// stored (an empty optional cell keeps the stored value), and the columns that change. Pure,
// so the dry run and the import decide alike and the rules are tested without a database.

export type CandidateRow = typeof candidates.$inferSelect;
export type CandidateValues = typeof candidates.$inferInsert;

export interface Stored {
  candidate: CandidateRow;
  skills: ImportedSkill[];
  /** The coding records earlier imports wrote (an assessor of IMPORT_SOURCE). */
  coding: { score: number; assessedOn: string }[];
}

export interface Planned {
  row: TalentImportRow;
  /** The row's external id is in the pool already. */
  update: boolean;
  values: CandidateValues;
  /** The columns whose values change (all the row sets, for a new candidate). */
  fields: string[];
  replaceSkills: boolean;
  replaceCoding: boolean;
}

function skillsKey(skills: readonly ImportedSkill[]): string {
  return JSON.stringify(
    [...skills]
      .sort((a, b) => (a.normalized < b.normalized ? -1 : a.normalized > b.normalized ? 1 : 0))
      .map((skill) => [skill.normalized, skill.name, skill.slug, skill.years, skill.evidence]),
  );
}

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** What the row makes of the candidate, and which columns that changes. */
export function plan(row: TalentImportRow, stored: Stored | undefined, now: Date): Planned {
  const before = stored?.candidate;
  // A consent given on the day already stored keeps its stored moment (a form records the
  // time too); a CSV only knows the day, taken as its start in UTC.
  const consentedAt =
    row.consentDate === null
      ? (before?.consentedAt ?? null)
      : before?.consentedAt && dayOf(before.consentedAt) === row.consentDate
        ? before.consentedAt
        : new Date(`${row.consentDate}T00:00:00.000Z`);
  const values: CandidateValues = {
    externalId: row.externalId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: before && before.email.toLowerCase() === row.email ? before.email : row.email,
    phone: row.phone ?? before?.phone ?? null,
    linkedinUrl: row.linkedinUrl ?? before?.linkedinUrl ?? null,
    roleIds: row.roleIds,
    seniority: row.seniority,
    yearsExperience: row.yearsExperience,
    // An empty cell keeps the stored list, as other optional cells do.
    domains: row.domains.length > 0 ? row.domains : (before?.domains ?? []),
    englishLevel: row.englishLevel,
    // How the level is known stays with the level: a new level is the recruiting system's.
    englishAssessedBy:
      before && before.englishLevel === row.englishLevel ? before.englishAssessedBy : IMPORT_SOURCE,
    country: row.country,
    timeZone: row.timeZone,
    workStartMinutes: row.workStartMinutes,
    workEndMinutes: row.workEndMinutes,
    availableFrom: row.availableFrom,
    // The file has no column for it; a new candidate starts full-time, as most are.
    engagement: before?.engagement ?? "full-time",
    hourlyRateUsd: row.hourlyRateUsd,
    consentToShow: row.consentToShow,
    consentedAt,
    consentVersion: row.consentVersion ?? before?.consentVersion ?? null,
    status: row.status ?? before?.status ?? "available",
    createdAt: now,
    updatedAt: now,
  };

  const codingBefore = stored?.coding ?? [];
  const onlyBefore = codingBefore.length === 1 ? codingBefore[0] : undefined;
  const compared: [string, unknown, unknown][] = [
    ["first_name", before?.firstName, values.firstName],
    ["last_name", before?.lastName, values.lastName],
    ["email", before?.email, values.email],
    ["phone", before?.phone ?? null, values.phone],
    ["linkedin_url", before?.linkedinUrl ?? null, values.linkedinUrl],
    ["role_ids", before?.roleIds.join(";"), row.roleIds.join(";")],
    ["seniority", before?.seniority, values.seniority],
    ["years_experience", before?.yearsExperience, values.yearsExperience],
    ["skills", stored ? skillsKey(stored.skills) : undefined, skillsKey(row.skills)],
    ["domains", before?.domains.join(";"), (values.domains ?? []).join(";")],
    ["english_level", before?.englishLevel, values.englishLevel],
    ["country", before?.country, values.country],
    ["time_zone", before?.timeZone, values.timeZone],
    ["work_start", before?.workStartMinutes, values.workStartMinutes],
    ["work_end", before?.workEndMinutes, values.workEndMinutes],
    ["available_from", before?.availableFrom, values.availableFrom],
    ["hourly_rate_usd", before?.hourlyRateUsd, values.hourlyRateUsd],
    [
      "coding_score",
      codingBefore.length > 1 ? "several" : (onlyBefore?.score ?? null),
      row.coding?.score ?? null,
    ],
    [
      "coding_assessed_on",
      codingBefore.length > 1 ? "several" : (onlyBefore?.assessedOn ?? null),
      row.coding?.assessedOn ?? null,
    ],
    ["consent_to_show", before?.consentToShow, values.consentToShow],
    ["consent_date", before?.consentedAt?.getTime() ?? null, consentedAt?.getTime() ?? null],
    ["consent_version", before?.consentVersion ?? null, values.consentVersion],
    ["status", before?.status, values.status],
  ];
  const fields = before
    ? compared.filter(([, was, is]) => was !== is).map(([field]) => field)
    : compared
        .filter(([, , is]) => is !== null && is !== "[]" && is !== "")
        .map(([field]) => field);
  return {
    row,
    update: before !== undefined,
    values,
    fields,
    replaceSkills: fields.includes("skills"),
    replaceCoding: fields.includes("coding_score") || fields.includes("coding_assessed_on"),
  };
}
