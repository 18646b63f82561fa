import type { FormFailure } from "~/lib/forms/form-result";

// Field names and messages of the interview forms, shared by the page and the server without
// the schemas: the page component must not pull zod into the browser bundle.

export const BOOK_FIELDS = ["slot", "shareCompanyName"] as const;
export const BOOK_LIST_FIELDS = ["slot"] as const;
export const MANAGE_FIELDS = ["intent", "startsAt"] as const;

export const BOOK_FAILED =
  "We could not book your interviews just now. Your choices are still here: please try again.";
export const CHOOSE_ONE = "Choose a time for at least one engineer.";
export const STALE_PICK = "This list of times is out of date. Please reload the page.";

/** One select's value: the engineer's role and id and the time, so one field carries all picks. */
export function slotValue(roleId: string, candidateId: string, startsAt: string): string {
  return `${roleId}|${candidateId}|${startsAt}`;
}

/** The time a failed post had chosen for this engineer, so the select shows it again. */
export function chosenSlot(
  failure: FormFailure | null,
  roleId: string,
  candidateId: string,
): string | undefined {
  const prefix = `${roleId}|${candidateId}|`;
  return failure?.values.slot?.split("\n").find((line) => line.startsWith(prefix));
}

/** The select's id for one engineer, also the key of its problem in a refusal. */
export function slotFieldId(roleId: string, candidateId: string): string {
  return `slot-${roleId}-${candidateId}`.replace(/[^A-Za-z0-9_-]/g, "-");
}
