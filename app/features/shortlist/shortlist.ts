import type { MatchFilter } from "~/features/matching/match-config";
import type { PreviewCard } from "~/features/matching/match-preview";
import type { CandidateStatus, VettingKind } from "~/lib/db/enums";

// The shortlist: the engineers a recruiter proposes to a client for each role of a briefing,
// sent as numbered versions. What the staff builder and the client's page read, as plain
// data for the browser.

/** Engineers a sent shortlist proposes per role. */
export const SHORTLIST_MIN_PER_ROLE = 2;
export const SHORTLIST_MAX_PER_ROLE = 5;
export const SHORTLIST_NOTE_MAX = 600;
export const OUTSIDE_REASON_MAX = 400;

/** Why a client may say a candidate is not a fit; free text goes with any of them. */
export const DECLINE_REASONS = [
  { value: "skills", label: "Skills do not fit" },
  { value: "seniority", label: "Seniority does not fit" },
  { value: "rate", label: "Rate is too high" },
  { value: "time-zone", label: "Working hours do not fit" },
  { value: "english", label: "English level" },
  { value: "other", label: "Something else" },
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number]["value"];

export type ShortlistDecision = "selected" | "declined";

/** One candidate the recruiter can pick for a role, as the matcher ranked them for staff. */
export interface RankedCandidate {
  card: PreviewCard;
  /** Whether they agreed to be shown to clients: one who did not cannot be sent. */
  consentToShow: boolean;
  status: CandidateStatus;
}

/** A pick on the recruiter's draft. */
export interface DraftPick {
  roleId: string;
  candidateId: string;
  handle: string;
  note: string;
  /** Set when the pick is not among the matcher's ranked candidates. */
  outsideReason: string | null;
  position: number;
}

export interface BuilderRole {
  roleId: string;
  roleTitle: string;
  /** The brief as the matcher read it for this role (from the submitted briefing). */
  passed: number;
  removed: { filter: MatchFilter; count: number }[];
  ranked: RankedCandidate[];
}

export interface ShortlistBuilderView {
  leadId: string;
  leadReference: string;
  companyName: string;
  briefingReference: string;
  roles: BuilderRole[];
  picks: DraftPick[];
  /** The latest sent version, if any. */
  sent: { version: number; sentAt: string } | null;
  /** Problems that keep the draft from being sent, one per role. */
  problems: string[];
}

export interface ClientVetting {
  kind: VettingKind;
  result: string;
  passed: boolean | null;
  assessedOn: string;
  /** The assessor's role ("engineering lead"), never their name. */
  assessorRole: string;
  notes: string | null;
}

export interface ClientEntry {
  roleId: string;
  card: PreviewCard;
  note: string;
  vettings: ClientVetting[];
  /** Hours the candidate's working day covers of the client's 09:00-17:00, in the client's zone. */
  overlapHours: number;
  decision: ShortlistDecision | null;
  declineReason: DeclineReason | null;
  /** Placed with another client since the shortlist was sent. */
  unavailable: boolean;
}

export interface ClientShortlistView {
  shortlistId: string;
  version: number;
  sentAt: string;
  reference: string;
  timeZone: string;
  roles: { roleId: string; roleTitle: string; entries: ClientEntry[] }[];
}

/** Every role of the draft has 2 to 5 picks; the problems say which does not. */
export function draftProblems(
  roles: readonly { roleId: string; roleTitle: string }[],
  picks: readonly Pick<DraftPick, "roleId">[],
): string[] {
  return roles.flatMap((role) => {
    const count = picks.filter((pick) => pick.roleId === role.roleId).length;
    if (count < SHORTLIST_MIN_PER_ROLE) {
      return [
        `${role.roleTitle}: pick at least ${SHORTLIST_MIN_PER_ROLE} engineers (${count} picked)`,
      ];
    }
    if (count > SHORTLIST_MAX_PER_ROLE) {
      return [
        `${role.roleTitle}: pick at most ${SHORTLIST_MAX_PER_ROLE} engineers (${count} picked)`,
      ];
    }
    return [];
  });
}

/** "Lucía Fernández, engineering lead" → "engineering lead": the client sees roles, not names. */
export function assessorRole(assessor: string): string {
  const comma = assessor.indexOf(",");
  return comma === -1 ? "Near Genius assessor" : assessor.slice(comma + 1).trim();
}
