import type {
  CandidateSeniority,
  CandidateStatus,
  CefrLevel,
  Engagement,
  SkillEvidence,
  VettingKind,
} from "~/lib/db/enums";

// The shape of a sample profile, apart from the generator so that the hand-written profiles
// (talent-sample-featured.ts) and the generator that includes them do not import each other.

export interface SampleSkill {
  name: string;
  years: number;
  evidence: SkillEvidence;
}

export interface SampleVetting {
  kind: VettingKind;
  score: number | null;
  cefr: CefrLevel | null;
  passed: boolean | null;
  assessedOn: string;
  assessor: string;
  notes: string;
}

export interface SampleProject {
  domain: string;
  stack: string[];
  role: string;
  durationMonths: number;
  outcome: string;
}

export interface SampleCandidate {
  externalId: string;
  firstName: string;
  lastName: string;
  email: string;
  roleIds: string[];
  seniority: CandidateSeniority;
  yearsExperience: number;
  englishLevel: CefrLevel;
  englishAssessedBy: string;
  country: string;
  timeZone: string;
  /** "HH:MM", local to timeZone. */
  workStart: string;
  workEnd: string;
  availableFrom: string;
  engagement: Engagement;
  hourlyRateUsd: number;
  status: CandidateStatus;
  consentVersion: string;
  skills: SampleSkill[];
  vettings: SampleVetting[];
  projects: SampleProject[];
}
