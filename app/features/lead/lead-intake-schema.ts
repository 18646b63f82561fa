import { z } from "~/lib/forms/zod";

// The account page's two round-robin forms: a salesperson's own choice, and an admin's cap.

export const OPEN_LEAD_CAP_MAX = 500;

export const takesNewLeadsSchema = z.object({
  takesNewLeads: z.literal("yes").optional(),
});

export const openLeadCapSchema = z.object({
  /** Empty: no cap. */
  openLeadCap: z.union([
    z.literal("").transform(() => null),
    z.coerce
      .number({
        message: `Enter a whole number from 1 to ${OPEN_LEAD_CAP_MAX}, or leave it empty.`,
      })
      .int({ message: `Enter a whole number from 1 to ${OPEN_LEAD_CAP_MAX}, or leave it empty.` })
      .min(1, {
        message: `Enter a whole number from 1 to ${OPEN_LEAD_CAP_MAX}, or leave it empty.`,
      })
      .max(OPEN_LEAD_CAP_MAX, {
        message: `Enter a whole number from 1 to ${OPEN_LEAD_CAP_MAX}, or leave it empty.`,
      }),
  ]),
});
