import { z } from "zod";
import { email, idempotencyKey } from "~/features/lead-capture/fields";

export const PLAYBOOK_MESSAGES = {
  failed: "Failed to prepare your download. Please try again.",
  ready: "Your playbook is ready. We have also emailed you the download link.",
} as const;

export const playbookDownloadSchema = z.object({
  email,
  // Optional and unticked by default: only an explicit "yes" counts as consent.
  marketingConsent: z
    .literal(["yes", ""])
    .optional()
    .transform((value) => value === "yes"),
  idempotencyKey,
});
