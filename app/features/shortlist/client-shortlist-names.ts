import type { FormFailure, FormResult } from "~/lib/forms/form-result";

import { DECLINE_REASONS, type DeclineReason, type ShortlistDecision } from "./shortlist";

// The names, limits and confirmations the client's shortlist page shares with its action, in
// a module without zod: the page renders from these, and the schemas stay on the server
// (shortlist-client-action.server.ts) instead of in the page's bundle.

export const DECLINE_NOTE_MAX = 500;
export const QUESTION_MAX = 2_000;

export const CLIENT_SHORTLIST_INTENTS = ["select", "decline", "ask"] as const;
export type ClientShortlistIntent = (typeof CLIENT_SHORTLIST_INTENTS)[number];

export const isClientShortlistIntent = (value: unknown): value is ClientShortlistIntent =>
  CLIENT_SHORTLIST_INTENTS.includes(value as ClientShortlistIntent);

/** The hidden fields every form of an entry carries: which engineer, of which version. */
export const ENTRY_FIELDS = ["intent", "shortlistId", "roleId", "candidateId"] as const;

export const CLIENT_SHORTLIST_FIELDS: Record<ClientShortlistIntent, readonly string[]> = {
  select: ENTRY_FIELDS,
  decline: [...ENTRY_FIELDS, "reason", "note"],
  ask: [...ENTRY_FIELDS, "question"],
};

/** Every field any form of the page posts, for echoing a submission lost on the way. */
export const ALL_CLIENT_SHORTLIST_FIELDS: readonly string[] = [
  ...ENTRY_FIELDS,
  "reason",
  "note",
  "question",
];

export const CLIENT_SHORTLIST_FAILED =
  "Your answer did not reach us. Please try again; nothing you typed was lost.";

/** A submission that went through: which entry it was, and the question's reference. */
export interface ClientShortlistDone {
  intent: ClientShortlistIntent;
  roleId: string;
  candidateId: string;
  reference: string | null;
}

export type ClientShortlistActionData = FormResult<ClientShortlistDone>;

/** What an entry's form last answered, if anything. */
export type ClientShortlistAnswer = ClientShortlistActionData | null;

/**
 * What a plain post answered for one entry, for its decision forms or its question form: a
 * refusal (the values as typed) or the confirmation its redirect carried.
 */
export function earlierAnswer(
  entry: { roleId: string; candidateId: string },
  forQuestion: boolean,
  posted: { done: ClientShortlistDone | null; failure: FormFailure | null },
): ClientShortlistAnswer {
  const ours = (roleId?: string, candidateId?: string) =>
    roleId === entry.roleId && candidateId === entry.candidateId;
  const { done, failure } = posted;
  if (failure && ours(failure.values.roleId, failure.values.candidateId)) {
    if ((failure.values.intent === "ask") === forQuestion) return failure;
  }
  if (done && ours(done.roleId, done.candidateId) && (done.intent === "ask") === forQuestion) {
    return { ok: true, ...done };
  }
  return null;
}

/** The form-level message of a refusal: its own, or an error on a field the form hides. */
export function formMessage(
  answer: ClientShortlistAnswer,
  visible: readonly string[],
): string | null {
  if (!answer || answer.ok) return null;
  if (answer.formError) return answer.formError.message;
  const hidden = Object.entries(answer.fieldErrors).find(([name]) => !visible.includes(name));
  return hidden?.[1].message ?? null;
}

export const asDeclineReason = (value: unknown): DeclineReason | null =>
  DECLINE_REASONS.find((reason) => reason.value === value)?.value ?? null;

export function declineReasonLabel(reason: DeclineReason | null): string | null {
  return DECLINE_REASONS.find((entry) => entry.value === reason)?.label ?? null;
}

/** How the page states the client's current answer about an engineer. */
export function decisionText(
  decision: ShortlistDecision | null,
  reason: DeclineReason | null,
): string {
  if (decision === "selected") return "Marked for interview";
  if (decision === "declined") {
    const label = declineReasonLabel(reason);
    return label ? `Not a fit: ${label}` : "Not a fit";
  }
  return "No decision yet";
}

/** The confirmation after a submission, said where the client submitted it. */
export function doneMessage(
  intent: ClientShortlistIntent,
  handle: string,
  reference: string | null,
): string {
  switch (intent) {
    case "select":
      return "Marked for interview";
    case "decline":
      return `Thanks: we will not propose ${handle} again for this role`;
    case "ask":
      return reference
        ? `Your question reached us: reference ${reference}`
        : "Your question reached us";
  }
}

/** The element id of one entry, so a plain post lands back beside what was submitted. */
export function entryAnchor(roleId: string, candidateId: string): string {
  return `entry-${roleId}-${candidateId}`.replace(/[^A-Za-z0-9_-]/g, "-");
}
