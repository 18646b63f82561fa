import { TALENT_POOL_FIELDS } from "~/features/talent/candidate-from-application";
import { leadStatuses } from "~/lib/db/enums";
import { z } from "~/lib/forms/zod";

// What staff change on a lead from its page: one small form per change, each with its own
// schema, shared by the page (field names, limits) and the server (validation).

export const NOTE_MAX = 5_000;

export const LEAD_INTENTS = [
  "status",
  "owner",
  "next-action",
  "note",
  "talent-pool",
  "guarantee-waive",
  "call-outcome",
  "reply",
] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const statusSchema = z.object({
  status: z.enum(leadStatuses, { message: "Choose a status from the list." }),
});

export const ownerSchema = z.object({
  /** A staff user's id; empty takes the lead off whoever had it. */
  ownerId: z.union([
    z.literal(""),
    z
      .string()
      .max(100, { message: "Choose a person from the list." })
      .regex(/^[A-Za-z0-9_-]+$/, { message: "Choose a person from the list." }),
  ]),
});

export const nextActionSchema = z.object({
  /** A calendar day; empty clears it. */
  nextActionOn: z.union([
    z.literal(""),
    z.string().refine(validDay, { message: "Enter the date as year-month-day, e.g. 2026-12-01." }),
  ]),
});

export const noteSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, { message: "Write the note before adding it." })
    .max(NOTE_MAX, {
      message: `A note can be up to ${NOTE_MAX.toLocaleString("en-US")} characters.`,
    }),
});

/** What staff record about a call once its time has come. */
export const CALL_OUTCOMES = ["held", "no_show", "cancelled_by_us"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  held: "Held",
  no_show: "No-show: the visitor did not come (we email them a link to book again)",
  cancelled_by_us: "Cancelled by us",
};

export const CALL_NOTE_MAX = 2_000;

export const callOutcomeSchema = z.object({
  bookingId: z.uuid({ message: "This call is no longer on this lead." }),
  outcome: z.enum(CALL_OUTCOMES, { message: "Choose what happened." }),
  note: z
    .string()
    .trim()
    .max(CALL_NOTE_MAX, {
      message: `A note can be up to ${CALL_NOTE_MAX.toLocaleString("en-US")} characters.`,
    })
    .optional()
    .transform((value) => value || null),
});

export const LEAD_INTENT_FIELDS: Record<LeadIntent, readonly string[]> = {
  status: ["intent", "status"],
  owner: ["intent", "ownerId"],
  "next-action": ["intent", "nextActionOn"],
  note: ["intent", "note"],
  // The talent pool's own form (app/features/talent/candidate-from-application.ts).
  "talent-pool": ["intent", ...TALENT_POOL_FIELDS],
  // The guarantee's own form (app/features/guarantee/guarantee-schema.ts).
  "guarantee-waive": ["intent", "briefingId", "reason"],
  "call-outcome": ["intent", "bookingId", "outcome", "note"],
  // The reply box's own form (app/features/sales-inbox/reply-schema.ts).
  reply: ["intent", "subject", "body", "step"],
};

/** The confirmation shown after each change, by intent. */
export const LEAD_INTENT_DONE: Record<LeadIntent, string> = {
  status: "Status saved.",
  owner: "Owner saved.",
  "next-action": "Next action date saved.",
  note: "Note added.",
  "talent-pool":
    "Added to the talent pool. The applicant was emailed a link to agree to be shown to clients.",
  "guarantee-waive": "Guarantee waived. The reason is on the timeline.",
  "call-outcome": "Call outcome saved.",
  reply: "Reply sent. It is on the timeline, and the answer will be too.",
};

/** What a page reload after a change may say besides each intent's confirmation. */
export const LEAD_DONE_EXTRA = {
  "talent-pool-existing": "This application is already in the talent pool.",
  merged: "Leads merged. Both leads' references now find this one.",
} as const;

export type LeadDone = LeadIntent | keyof typeof LEAD_DONE_EXTRA;

export const LEAD_DONE: Record<LeadDone, string> = { ...LEAD_INTENT_DONE, ...LEAD_DONE_EXTRA };

export function isLeadDone(value: unknown): value is LeadDone {
  return typeof value === "string" && Object.hasOwn(LEAD_DONE, value);
}
