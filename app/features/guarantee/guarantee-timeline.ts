import { LEAD_EVENT } from "~/features/lead/lead-events";

import { GUARANTEE_HOURS, MISSED_CONSEQUENCE, SALES_NOTICE_HOURS } from "./guarantee";

// The guarantee's events on a lead's timeline, in the sales inbox's words. Kept with the
// guarantee so its wording lives beside the rule; the inbox's timeline asks here first.

export interface GuaranteeEntry {
  actor: "staff" | "site";
  title: string;
  lines: string[];
  text?: string;
}

const str = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;

/** The entry of a guarantee event, or null for any other event. */
export function describeGuaranteeEvent(
  type: string,
  payload: Record<string, unknown>,
  formatWhen: (value: string) => string,
): GuaranteeEntry | null {
  const reference = str(payload.reference);
  const of = reference ? ` of ${reference}` : "";
  const due = str(payload.dueAt);
  switch (type) {
    case LEAD_EVENT.guaranteeWarning:
      return {
        actor: "site",
        title: `Warned sales: no shortlist ${SALES_NOTICE_HOURS} hours after the briefing${reference ? ` ${reference}` : ""}`,
        lines: due ? [`The ${GUARANTEE_HOURS}-hour guarantee runs out ${formatWhen(due)}`] : [],
      };
    case LEAD_EVENT.guaranteeMissed:
      return {
        actor: "site",
        title: `Missed the ${GUARANTEE_HOURS}-hour guarantee${of}: ${MISSED_CONSEQUENCE}`,
        lines: due ? [`No interview was booked by ${formatWhen(due)}`] : [],
      };
    case LEAD_EVENT.guaranteeWaived:
      return {
        actor: "staff",
        title: `${str(payload.staffName) ?? "A staff member"} waived the ${GUARANTEE_HOURS}-hour guarantee${of}`,
        lines: [],
        text: str(payload.reason) ?? "",
      };
    default:
      return null;
  }
}
