import type { MatchFilter } from "~/features/matching/match-config";
import type { FormResult } from "~/lib/forms/form-result";

// The builder's form names, intents and confirmations, shared by the page and the action in a
// module without zod: the schemas stay on the server, out of the page's JavaScript.

export const SHORTLIST_INTENTS = ["pick", "unpick", "note", "add-outside", "send"] as const;
export type ShortlistIntent = (typeof SHORTLIST_INTENTS)[number];

export const isShortlistIntent = (value: unknown): value is ShortlistIntent =>
  SHORTLIST_INTENTS.includes(value as ShortlistIntent);

/** The fields each form posts (and gets back, as typed, when it is refused). */
export const SHORTLIST_INTENT_FIELDS: Record<ShortlistIntent, readonly string[]> = {
  pick: ["intent", "roleId", "candidateId", "note"],
  unpick: ["intent", "roleId", "candidateId", "note"],
  note: ["intent", "roleId", "candidateId", "note"],
  "add-outside": ["intent", "roleId", "candidate", "reason", "note"],
  send: ["intent"],
};

/** The confirmation after each change, by intent. */
export const SHORTLIST_DONE: Record<Exclude<ShortlistIntent, "send">, string> = {
  pick: "Picked. The draft is saved.",
  unpick: "Removed from the draft.",
  note: "Note saved.",
  "add-outside": "Added to the draft from outside the ranking.",
};

export const sentMessage = (version: number) => `Shortlist version ${version} sent to the client`;

/** What a successful post answers a script; a plain post is redirected instead. */
export interface ShortlistSuccess {
  intent: ShortlistIntent;
  roleId?: string;
  candidateId?: string;
  version?: number;
}

export type ShortlistAnswer = FormResult<ShortlistSuccess>;

/** What the send answers when a role is not ready: the same list the page shows. */
export const problemsOf = (answer: ShortlistAnswer | undefined): string[] => {
  const problems = answer && !answer.ok ? answer.details?.problems : undefined;
  return Array.isArray(problems) ? problems.filter((p): p is string => typeof p === "string") : [];
};

/** The removal counts in a recruiter's words. */
export const REMOVED_LABELS: Record<MatchFilter, string> = {
  role: "work in other roles",
  consent: "have not agreed to be shown",
  status: "are interviewing, placed or away",
  mustHave: "miss a must-have",
  english: "have less English than asked",
  availability: "are not free by the start date",
  overlap: "have too little overlap",
  rate: "cost more than the rate asked",
};

/** A role or candidate id made safe for an element id (ids may hold any character). */
const idPart = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, "_");

export const roleAnchor = (roleId: string) => `role-${idPart(roleId)}`;

export const candidateAnchor = (roleId: string, candidateId: string) =>
  `pick-${idPart(roleId)}-${idPart(candidateId)}`;

/** The note field of a pick; the error summary of a plain post links to it. */
export const noteFieldId = (roleId: string, candidateId: string) =>
  `${candidateAnchor(roleId, candidateId)}-note`;

export const outsideFieldId = (roleId: string, field: "candidate" | "reason" | "note") =>
  `${roleAnchor(roleId)}-outside-${field}`;
