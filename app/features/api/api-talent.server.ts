import { inArray } from "drizzle-orm";

import {
  type CandidateDetail,
  isCandidateId,
  loadCandidate,
} from "~/features/talent/candidate-detail.server";
import { SKILL_MAX } from "~/features/talent/talent-filter-query";
import { listTalent, type TalentRow } from "~/features/talent/talent-list.server";
import type { Database } from "~/lib/db/client.server";
import {
  candidateSeniorities,
  type CandidateSeniority,
  type CandidateStatus,
  candidateStatuses,
  type CefrLevel,
  cefrLevels,
  type Engagement,
  type SkillEvidence,
  type VettingKind,
} from "~/lib/db/enums";
import { decodeCursor } from "~/lib/db/keyset-cursor.server";
import { candidates } from "~/lib/db/schema";
import { z } from "~/lib/forms/zod";

import { parseApiQuery } from "./api-query.server";

// The talent pool as the API shows it: the staff pages' own reads (loadCandidate, listTalent),
// put in the API's shape. Names and the address are in it: a talent:read token is given to a
// recruiting tool, which needs to reach the person (decision 080). The phone and LinkedIn
// address are not, until a consumer needs them. A project names its client only when the
// client agreed, which the database already guarantees (a check constraint).

/** Minutes after midnight as HH:MM; the end of the day is 24:00. */
export function clockTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export interface ApiSkill {
  name: string;
  /** The catalog skill's slug; null for a skill the vocabulary does not know. */
  slug: string | null;
  years: number;
  evidence: SkillEvidence;
}

export interface ApiTalent {
  id: string;
  externalId: string | null;
  handle: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  roles: string[];
  seniority: CandidateSeniority;
  yearsExperience: number;
  domains: string[];
  skills: ApiSkill[];
  english: { level: CefrLevel; assessedBy: string };
  country: string;
  timeZone: string;
  workingHours: { start: string; end: string };
  availableFrom: string;
  engagement: Engagement;
  hourlyRateUsd: number;
  status: CandidateStatus;
  consent: { toShow: boolean; consentedAt: string | null; version: string | null };
  sample: boolean;
  vettings: {
    id: string;
    kind: VettingKind;
    score: number | null;
    cefr: CefrLevel | null;
    passed: boolean | null;
    assessedOn: string;
    assessor: string;
    notes: string | null;
  }[];
  projects: {
    id: string;
    domain: string;
    role: string;
    durationMonths: number;
    stack: string[];
    outcome: string;
    clientName: string | null;
  }[];
  createdAt: string;
  updatedAt: string;
}

export interface ApiTalentSummary {
  id: string;
  externalId: string | null;
  handle: string;
  fullName: string;
  email: string;
  roles: string[];
  seniority: CandidateSeniority;
  yearsExperience: number;
  englishLevel: CefrLevel;
  country: string;
  timeZone: string;
  availableFrom: string;
  hourlyRateUsd: number;
  status: CandidateStatus;
  sample: boolean;
  topSkills: { name: string; years: number; evidence: SkillEvidence }[];
}

async function externalIds(db: Database, ids: string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: candidates.id, externalId: candidates.externalId })
    .from(candidates)
    .where(inArray(candidates.id, ids));
  return new Map(rows.map((row) => [row.id, row.externalId]));
}

export function talentResource(detail: CandidateDetail, externalId: string | null): ApiTalent {
  const { candidate } = detail;
  return {
    id: candidate.id,
    externalId,
    handle: candidate.handle,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    fullName: `${candidate.firstName} ${candidate.lastName}`,
    email: candidate.email,
    roles: candidate.roleIds,
    seniority: candidate.seniority,
    yearsExperience: candidate.yearsExperience,
    domains: candidate.domains,
    skills: detail.skills.map((skill) => ({
      name: skill.name,
      slug: skill.skillSlug,
      years: Number(skill.years),
      evidence: skill.evidence,
    })),
    english: { level: candidate.englishLevel, assessedBy: candidate.englishAssessedBy },
    country: candidate.country,
    timeZone: candidate.timeZone,
    workingHours: {
      start: clockTime(candidate.workStartMinutes),
      end: clockTime(candidate.workEndMinutes),
    },
    availableFrom: candidate.availableFrom,
    engagement: candidate.engagement,
    hourlyRateUsd: candidate.hourlyRateUsd,
    status: candidate.status,
    consent: {
      toShow: candidate.consentToShow,
      consentedAt: candidate.consentedAt ? candidate.consentedAt.toISOString() : null,
      version: candidate.consentVersion,
    },
    sample: candidate.sample,
    vettings: detail.vettings.map((vetting) => ({
      id: vetting.id,
      kind: vetting.kind,
      score: vetting.score === null ? null : Number(vetting.score),
      cefr: vetting.cefr,
      passed: vetting.passed,
      assessedOn: vetting.assessedOn,
      assessor: vetting.assessor,
      notes: vetting.notes,
    })),
    projects: detail.projects.map((project) => ({
      id: project.id,
      domain: project.domain,
      role: project.role,
      durationMonths: project.durationMonths,
      stack: project.stack,
      outcome: project.outcome,
      clientName: project.clientName,
    })),
    createdAt: candidate.createdAt.toISOString(),
    updatedAt: candidate.updatedAt.toISOString(),
  };
}

/** One candidate by the internal id; null for an unknown or malformed one. */
export async function findTalent(db: Database, id: string): Promise<ApiTalent | null> {
  if (!isCandidateId(id)) return null;
  const [detail, ids] = await Promise.all([loadCandidate(db, id), externalIds(db, [id])]);
  return detail ? talentResource(detail, ids.get(detail.candidate.id) ?? null) : null;
}

export function talentSummary(row: TalentRow, externalId: string | null): ApiTalentSummary {
  return {
    id: row.id,
    externalId,
    handle: row.handle,
    fullName: row.name,
    email: row.email,
    roles: row.roleIds,
    seniority: row.seniority,
    yearsExperience: row.yearsExperience,
    englishLevel: row.englishLevel,
    country: row.country,
    timeZone: row.timeZone,
    availableFrom: row.availableFrom,
    hourlyRateUsd: row.hourlyRateUsd,
    status: row.status,
    sample: row.sample,
    topSkills: row.topSkills.map((skill) => ({
      name: skill.name,
      years: Number(skill.years),
      evidence: skill.evidence,
    })),
  };
}

/** Largest page a client may ask for; the staff list's page is the default. */
export const TALENT_PAGE_MAX = 100;
export const TALENT_PAGE_DEFAULT = 50;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string) =>
  isoDay.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const talentListQuerySchema = z.strictObject({
  skill: z.string().trim().min(1).max(SKILL_MAX).optional(),
  role: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, "must be a catalog position's slug")
    .optional(),
  seniority: z.enum(candidateSeniorities).optional(),
  english: z.enum(cefrLevels).optional(),
  status: z.enum(candidateStatuses).optional(),
  available: z.string().refine(validDay, "must be a day as YYYY-MM-DD").optional(),
  cursor: z
    .string()
    .max(200)
    .refine((value) => decodeCursor(value) !== null, "is not a cursor this API gave out")
    .optional(),
  limit: z.coerce.number().int().min(1).max(TALENT_PAGE_MAX).optional(),
});

export type TalentListQuery = z.output<typeof talentListQuerySchema>;

/** The query string's filters, or a 400 naming each parameter that is wrong. */
export function parseTalentListQuery(params: URLSearchParams): TalentListQuery {
  return parseApiQuery(talentListQuerySchema, params);
}

export interface TalentListAnswer {
  data: ApiTalentSummary[];
  nextCursor: string | null;
}

/** One page of the pool, newest first, narrowed by the query. */
export async function listTalentForApi(
  db: Database,
  query: TalentListQuery,
): Promise<TalentListAnswer> {
  const page = await listTalent(
    db,
    {
      skill: query.skill,
      role: query.role,
      seniority: query.seniority,
      english: query.english,
      status: query.status,
      available: query.available,
      after: query.cursor,
    },
    { pageSize: query.limit ?? TALENT_PAGE_DEFAULT },
  );
  const ids = await externalIds(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    data: page.rows.map((row) => talentSummary(row, ids.get(row.id) ?? null)),
    nextCursor: page.nextCursor,
  };
}
