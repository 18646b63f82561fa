import { MAX_QUANTITY } from "~/features/catalog/cost";
import { seniorityLevels } from "~/features/catalog/seniority";
import { z } from "~/lib/forms/zod-mini";

// One zod schema per input, shared by the calculator (as the visitor types) and the server
// (PDF quote, shared links), so a value the page rejects is also rejected on the server.
// zod's mini build, since the calculator runs it in the browser (decision 039).

export const DURATION_MIN_MONTHS = 1;
export const DURATION_MAX_MONTHS = 24;
export const DEFAULT_DURATION_MONTHS = 6;
export const DEFAULT_HOURS_PER_WEEK = 40;
export const MAX_TEAM_LINES = 40;

export const hoursPerWeekOptions = [
  { value: 20, label: "20 hours (Part-time)" },
  { value: 30, label: "30 hours" },
  { value: 40, label: "40 hours (Full-time)" },
] as const;

export type HoursPerWeek = (typeof hoursPerWeekOptions)[number]["value"];

const DURATION_MESSAGE = `Duration must be a whole number of months from ${DURATION_MIN_MONTHS} to ${DURATION_MAX_MONTHS}`;

export const durationMonthsSchema = z
  .int({ error: DURATION_MESSAGE })
  .check(
    z.minimum(DURATION_MIN_MONTHS, DURATION_MESSAGE),
    z.maximum(DURATION_MAX_MONTHS, DURATION_MESSAGE),
  );

/** The duration box's text: digits only, then the same bounds. */
export const durationInputSchema = z.pipe(
  z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/, DURATION_MESSAGE)), z.transform(Number)),
  durationMonthsSchema,
);

export const hoursPerWeekSchema = z.union([z.literal(20), z.literal(30), z.literal(40)], {
  error: "Hours per week must be 20, 30 or 40",
});

/** A position named by its id (uuid) or its rate-table key / slug ("frontend"). */
export const positionKeySchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "A role must be named by its id or its key"),
  );

const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`;

export const quantitySchema = z
  .int({ error: QUANTITY_MESSAGE })
  .check(z.minimum(1, QUANTITY_MESSAGE), z.maximum(MAX_QUANTITY, QUANTITY_MESSAGE));

/** The quantity box's text: what a visitor typed, read as the quantity or refused with why. */
export const quantityInputSchema = z.pipe(
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+$/, QUANTITY_MESSAGE)), z.transform(Number)),
  quantitySchema,
);

export const estimateMemberSchema = z.object({
  position: positionKeySchema,
  seniority: z.enum(seniorityLevels, { error: "Unknown seniority level" }),
  quantity: quantitySchema,
});

export const estimateSchema = z.object({
  members: z
    .array(estimateMemberSchema)
    .check(
      z.minLength(1, "Add at least one team member"),
      z.maxLength(MAX_TEAM_LINES, `A team has at most ${MAX_TEAM_LINES} lines`),
    ),
  durationMonths: durationMonthsSchema,
  hoursPerWeek: hoursPerWeekSchema,
});

export type EstimateInput = z.infer<typeof estimateSchema>;

/** The quote form: the encoded estimate plus the company name the visitor registered with. */
export const quoteRequestSchema = z.object({
  estimate: z
    .string()
    .check(
      z.minLength(1, "The estimate is missing"),
      z.maxLength(4000, "The estimate is too long"),
    ),
  companyName: z.pipe(
    z.optional(
      z.string().check(z.trim(), z.maxLength(120, "Company name is limited to 120 characters")),
    ),
    z.transform((value) => (value ? value : undefined)),
  ),
});

/** A supplied roles list (?roles=frontend,backend or ids), as the calculator reads it. */
export function parseRolesParam(raw: string | null): string[] {
  if (!raw) return [];
  const keys: string[] = [];
  for (const part of raw.split(",")) {
    const parsed = positionKeySchema.safeParse(part);
    if (parsed.success && !keys.includes(parsed.data)) keys.push(parsed.data);
  }
  return keys.slice(0, MAX_TEAM_LINES);
}
