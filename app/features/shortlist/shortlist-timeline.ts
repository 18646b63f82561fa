import { LEAD_EVENT } from "~/features/lead/lead-events";

// The shortlist's events on a lead's timeline, in the sales inbox's words: a version sent, the
// client's answer on each engineer, and the interviews booked from it. Kept with the shortlist
// so its wording lives beside it; the inbox's timeline asks here first.

export interface ShortlistEntry {
  actor: "staff" | "visitor";
  title: string;
  lines: string[];
  text?: string;
}

const str = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;
const num = (value: unknown): number | null => (typeof value === "number" ? value : null);

/** The entry of a shortlist or interview event, or null for any other event. */
export function describeShortlistEvent(
  type: string,
  p: Record<string, unknown>,
  formatWhen: (value: string) => string,
): ShortlistEntry | null {
  const handle = str(p.handle) ?? "an engineer";
  const role = str(p.roleId) ?? "a role";
  const reference = str(p.reference);
  const startsAt = str(p.startsAt);
  switch (type) {
    case LEAD_EVENT.shortlistSent: {
      const roles = Array.isArray(p.roles) ? (p.roles as Record<string, unknown>[]) : [];
      return {
        actor: "staff",
        title: `${str(p.staffName) ?? "A staff member"} sent shortlist version ${num(p.version) ?? "?"}`,
        lines: roles.map(
          (entry) => `${str(entry.roleId) ?? "A role"}: ${num(entry.engineers) ?? 0} engineers`,
        ),
      };
    }
    case LEAD_EVENT.candidateSelected:
      return {
        actor: "visitor",
        title: `Wants to interview ${handle}`,
        lines: [`For ${role}, shortlist version ${num(p.version) ?? "?"}`],
      };
    case LEAD_EVENT.candidateDeclined:
      return {
        actor: "visitor",
        title: `Declined ${handle}`,
        lines: [`For ${role}${str(p.reason) ? `: ${str(p.reason)}` : ""}`],
        ...(str(p.note) ? { text: str(p.note)! } : {}),
      };
    case LEAD_EVENT.candidateQuestion:
      return {
        actor: "visitor",
        title: `Asked about ${handle}`,
        lines: [`For ${role}`],
        text: str(p.text) ?? "",
      };
    case LEAD_EVENT.interviewBooked:
      return {
        actor: "visitor",
        title: `Booked an interview with ${handle}${reference ? ` ${reference}` : ""}`,
        lines: [`For ${role}`, startsAt ? `At ${formatWhen(startsAt)}` : ""].filter(Boolean),
      };
    case LEAD_EVENT.interviewRescheduled:
      return {
        actor: "visitor",
        title: `Moved the interview${reference ? ` ${reference}` : ""}`,
        lines: [
          str(p.from) ? `From ${formatWhen(str(p.from)!)}` : "",
          startsAt ? `To ${formatWhen(startsAt)}` : "",
        ].filter(Boolean),
      };
    case LEAD_EVENT.interviewCancelled:
      return {
        actor: "visitor",
        title: `Cancelled the interview${reference ? ` ${reference}` : ""}`,
        lines: startsAt ? [`It was at ${formatWhen(startsAt)}`] : [],
      };
    default:
      return null;
  }
}
