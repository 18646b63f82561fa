import { asc, desc, eq, sql } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import type {
  CandidateSeniority,
  CandidateStatus,
  CefrLevel,
  Engagement,
  SkillEvidence,
  VettingKind,
} from "~/lib/db/enums";
import { candidateProjects, candidates, candidateSkills, candidateVettings } from "~/lib/db/schema";

// Everything a candidate's staff page shows: the profile and its three lists, read by id in
// four small queries. A vetting report is named, never located: its storage key stays on the
// server, and the page links to the staff download route instead.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isCandidateId(value: string): boolean {
  return UUID.test(value);
}

export interface CandidateProfile {
  id: string;
  handle: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  linkedinUrl: string | null;
  roleIds: string[];
  seniority: CandidateSeniority;
  yearsExperience: number;
  domains: string[];
  englishLevel: CefrLevel;
  englishAssessedBy: string;
  country: string;
  timeZone: string;
  workStartMinutes: number;
  workEndMinutes: number;
  availableFrom: string;
  engagement: Engagement;
  hourlyRateUsd: number;
  consentToShow: boolean;
  consentedAt: Date | null;
  consentVersion: string | null;
  status: CandidateStatus;
  sample: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface CandidateSkillEntry {
  name: string;
  skillSlug: string | null;
  years: number;
  evidence: SkillEvidence;
}

export interface CandidateVettingEntry {
  id: string;
  kind: VettingKind;
  score: number | null;
  cefr: CefrLevel | null;
  passed: boolean | null;
  assessedOn: string;
  assessor: string;
  notes: string | null;
  /** The report's name when one is stored; its storage key stays on the server. */
  fileName: string | null;
}

export interface CandidateProjectEntry {
  id: string;
  domain: string;
  role: string;
  durationMonths: number;
  stack: string[];
  outcome: string;
  /** Only ever set when the client agreed to be named. */
  clientName: string | null;
}

export interface CandidateDetail {
  candidate: CandidateProfile;
  /** Assessed, then verified, then self-reported; the most years first within each. */
  skills: CandidateSkillEntry[];
  /** Oldest first: the order the vetting happened in. */
  vettings: CandidateVettingEntry[];
  /** In the order the candidate's profile lists them. */
  projects: CandidateProjectEntry[];
}

/** A candidate with their skills, vetting and projects, or null for an unknown or malformed id. */
export async function loadCandidate(db: Database, id: string): Promise<CandidateDetail | null> {
  // PostgreSQL would answer a malformed uuid with an error; the id comes from the address.
  if (!isCandidateId(id)) return null;
  const [candidate] = await db
    .select({
      id: candidates.id,
      handle: candidates.handle,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      phone: candidates.phone,
      linkedinUrl: candidates.linkedinUrl,
      roleIds: candidates.roleIds,
      seniority: candidates.seniority,
      yearsExperience: candidates.yearsExperience,
      domains: candidates.domains,
      englishLevel: candidates.englishLevel,
      englishAssessedBy: candidates.englishAssessedBy,
      country: candidates.country,
      timeZone: candidates.timeZone,
      workStartMinutes: candidates.workStartMinutes,
      workEndMinutes: candidates.workEndMinutes,
      availableFrom: candidates.availableFrom,
      engagement: candidates.engagement,
      hourlyRateUsd: candidates.hourlyRateUsd,
      consentToShow: candidates.consentToShow,
      consentedAt: candidates.consentedAt,
      consentVersion: candidates.consentVersion,
      status: candidates.status,
      sample: candidates.sample,
      createdAt: candidates.createdAt,
      updatedAt: candidates.updatedAt,
    })
    .from(candidates)
    .where(eq(candidates.id, id));
  if (!candidate) return null;

  const [skills, vettings, projects] = await Promise.all([
    db
      .select({
        name: candidateSkills.name,
        skillSlug: candidateSkills.skillSlug,
        years: candidateSkills.years,
        evidence: candidateSkills.evidence,
      })
      .from(candidateSkills)
      .where(eq(candidateSkills.candidateId, candidate.id))
      // The evidence enum is declared strongest first, so ordering by it ranks the evidence.
      .orderBy(
        asc(candidateSkills.evidence),
        desc(candidateSkills.years),
        asc(candidateSkills.name),
      ),
    db
      .select({
        id: candidateVettings.id,
        kind: candidateVettings.kind,
        score: candidateVettings.score,
        cefr: candidateVettings.cefr,
        passed: candidateVettings.passed,
        assessedOn: candidateVettings.assessedOn,
        assessor: candidateVettings.assessor,
        notes: candidateVettings.notes,
        fileName: sql<
          string | null
        >`case when ${candidateVettings.fileKey} is null then null else coalesce(${candidateVettings.fileName}, 'report.pdf') end`,
      })
      .from(candidateVettings)
      .where(eq(candidateVettings.candidateId, candidate.id))
      .orderBy(
        asc(candidateVettings.assessedOn),
        asc(candidateVettings.createdAt),
        asc(candidateVettings.id),
      ),
    db
      .select({
        id: candidateProjects.id,
        domain: candidateProjects.domain,
        role: candidateProjects.role,
        durationMonths: candidateProjects.durationMonths,
        stack: candidateProjects.stack,
        outcome: candidateProjects.outcome,
        clientName: candidateProjects.clientName,
      })
      .from(candidateProjects)
      .where(eq(candidateProjects.candidateId, candidate.id))
      .orderBy(asc(candidateProjects.sortOrder), asc(candidateProjects.id)),
  ]);

  return { candidate, skills, vettings, projects };
}
