import {
  email,
  idempotencyKey,
  LIMITS,
  optionalText,
  requiredText,
  text,
} from "~/lib/forms/fields";
import { z } from "~/lib/forms/zod-mini";
import { canonicalTimeZone } from "~/lib/time-zones";

// The booking form's choices and its one input schema, used by the browser (required marks,
// selects) and by the action (the same rules again). The stored values are the ones the
// sales team's reports and the CRM already use; the labels are what a person reads.

export const BOOKING_ROLES = [
  { value: "cto", label: "CTO" },
  { value: "ceo", label: "CEO" },
  { value: "vp-engineering", label: "VP of Engineering" },
  { value: "product-manager", label: "Product Manager" },
  { value: "founder", label: "Founder" },
  { value: "other", label: "Other" },
] as const;

export const BOOKING_PROJECT_TYPES = [
  { value: "web-app", label: "Web application" },
  { value: "mobile-app", label: "Mobile app" },
  { value: "api-backend", label: "API or backend" },
  { value: "full-stack", label: "Full-stack product" },
  { value: "modernization", label: "Legacy modernization" },
  { value: "mvp", label: "MVP" },
  { value: "team-augmentation", label: "Team augmentation" },
] as const;

export const BOOKING_BUDGETS = [
  { value: "under-50k", label: "Under $50k" },
  { value: "50k-100k", label: "$50k to $100k" },
  { value: "100k-250k", label: "$100k to $250k" },
  { value: "250k-500k", label: "$250k to $500k" },
  { value: "500k-plus", label: "$500k or more" },
  { value: "not-sure", label: "Not sure yet" },
] as const;

export const BOOKING_TIMELINES = [
  { value: "asap", label: "As soon as possible" },
  { value: "1-month", label: "Within 1 month" },
  { value: "2-3-months", label: "In 2 to 3 months" },
  { value: "3-6-months", label: "In 3 to 6 months" },
  { value: "6-months-plus", label: "In 6 months or more" },
  { value: "just-exploring", label: "Just exploring" },
] as const;

type Option = { readonly value: string; readonly label: string };

function values<const T extends readonly Option[]>(options: T) {
  return options.map((option) => option.value) as unknown as [
    T[number]["value"],
    ...T[number]["value"][],
  ];
}

export function optionLabel(options: readonly Option[], value: string | null | undefined) {
  return options.find((option) => option.value === value)?.label ?? null;
}

const DESCRIPTION_MAX = LIMITS.note;

const choice = <T extends readonly Option[]>(options: T, label: string) =>
  z.enum(values(options), {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? `${label} is required`
        : `Choose a ${label.toLowerCase()} from the list`,
  });

const optionalChoice = <T extends readonly Option[]>(options: T, label: string) =>
  z.prefault(
    z.pipe(
      z.union([z.literal(""), choice(options, label)]),
      z.transform((value) => (value === "" ? null : value)),
    ),
    "",
  );

/** A call's start as the slot grid sends it: an ISO instant, whole minutes. */
export const startsAtSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1, "Choose a time for the call"),
    z.refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.000)?)?Z$/.test(value), {
      message: "Choose a time for the call",
      params: { reason: "invalid" },
    }),
  ),
  z.transform((value) => new Date(value)),
);

/** An IANA zone the runtime knows; anything else falls back to the booking rules' zone. */
export const visitorTimeZoneSchema = z.prefault(
  z.pipe(
    text(LIMITS.timezone, "Time zone"),
    z.transform((value) => canonicalTimeZone(value)),
  ),
  "",
);

export const bookingSchema = z.object({
  name: requiredText(LIMITS.name, "Name"),
  email,
  company: requiredText(LIMITS.company, "Company"),
  role: choice(BOOKING_ROLES, "Role"),
  projectType: choice(BOOKING_PROJECT_TYPES, "Project type"),
  budget: optionalChoice(BOOKING_BUDGETS, "Budget"),
  timeline: optionalChoice(BOOKING_TIMELINES, "Timeline"),
  description: optionalText(DESCRIPTION_MAX, "Description"),
  startsAt: startsAtSchema,
  timeZone: visitorTimeZoneSchema,
  /** "1" when the visitor chose to book a second call while one is upcoming. */
  confirmSecond: z.prefault(
    z.pipe(
      z.string(),
      z.transform((value) => value === "1"),
    ),
    "",
  ),
  idempotencyKey,
});

export type BookingInput = z.output<typeof bookingSchema>;

/** Rescheduling needs only the new time and the zone the visitor saw it in. */
export const rescheduleSchema = z.object({
  startsAt: startsAtSchema,
  timeZone: visitorTimeZoneSchema,
});

/** The fields the action reads, in the order the form shows them (echoed back on failure). */
export const BOOKING_FIELDS = [
  "name",
  "email",
  "company",
  "role",
  "projectType",
  "budget",
  "timeline",
  "description",
  "startsAt",
  "timeZone",
  "confirmSecond",
  "idempotencyKey",
] as const;

export const BOOKING_REQUIRED = [
  "name",
  "email",
  "company",
  "role",
  "projectType",
  "startsAt",
] as const;

export const BOOKING_LIMITS = { description: DESCRIPTION_MAX } as const;

export const BOOKING_MESSAGES = {
  failed: "We could not book your call. Please try again; everything you typed is kept.",
  slotTaken:
    "Someone booked that time a moment ago. Choose one of the nearest free times below; everything you typed is kept.",
  notOffered:
    "That time is no longer offered. Choose another time below; everything you typed is kept.",
  alreadyBooked:
    "You already have an upcoming call with us. You can move it with the reschedule link in your confirmation email, which we can send again, or book a second call.",
} as const;
