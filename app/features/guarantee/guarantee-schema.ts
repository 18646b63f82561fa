import { z } from "~/lib/forms/zod";

import { WAIVE_REASON_MAX, WAIVE_REASON_MIN } from "./guarantee";

// The waiver form's schema, apart from the rule's words so the pages that show the clock do
// not carry zod into the browser.

/** An admin's waiver of one briefing's clock: the reason is what the audit will ask for. */
export const waiveGuaranteeSchema = z.object({
  briefingId: z.string().uuid({ message: "This briefing's clock could not be found." }),
  reason: z
    .string()
    .trim()
    .min(WAIVE_REASON_MIN, {
      message: `Say why in at least ${WAIVE_REASON_MIN} characters.`,
    })
    .max(WAIVE_REASON_MAX, {
      message: `A reason can be up to ${WAIVE_REASON_MAX} characters.`,
    }),
});
