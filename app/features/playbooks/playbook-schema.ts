import { consentVersion, email, idempotencyKey } from "~/lib/forms/fields";
import { z } from "~/lib/forms/zod-mini";

export const PLAYBOOK_MESSAGES = {
  failed: "Failed to prepare your download. Please try again.",
  ready: "Your playbook is ready. We have also emailed you the download link.",
} as const;

export const playbookDownloadSchema = z.object({
  email,
  // Optional and unticked by default: only an explicit "yes" counts as consent.
  marketingConsent: z.pipe(
    z.optional(z.literal(["yes", ""])),
    z.transform((value) => value === "yes"),
  ),
  consentVersion,
  idempotencyKey,
});

export const PLAYBOOK_FIELDS = [
  "email",
  "marketingConsent",
  "consentVersion",
  "idempotencyKey",
] as const;

/** A playbook request's reference, as the no-JavaScript "ready" address may carry it. */
export const PLAYBOOK_REFERENCE_PATTERN = /^NG-P-\d{4}-\d{4,}$/;

/** The shape of a download token, as the PDF route accepts it. */
export const PLAYBOOK_TOKEN_PATTERN = /^[\w-]{32}$/;
