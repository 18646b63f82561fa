import { z } from "zod";
import {
  email,
  idempotencyKey,
  LIMITS,
  optionalText,
  requiredText,
  text,
} from "~/features/lead-capture/fields";
import { optionalPhone } from "~/features/lead-capture/phone";

export const CONTACT_MESSAGES = {
  missingTitle: "Missing Information",
  missing: "Please fill in all required fields.",
  failedTitle: "Error",
  failed: "Failed to send message. Please try again.",
} as const;

/** Spec section 5: trimmed, email lower-cased, empty company and phone stored as null. */
export const contactSchema = z.object({
  name: requiredText(LIMITS.name, "Name"),
  email,
  phone: optionalPhone("BR"),
  company: optionalText(LIMITS.company, "Company"),
  message: requiredText(LIMITS.message, "Message"),
  timezone: text(LIMITS.timezone, "Time zone")
    .optional()
    .transform((value) => (value ? value : null)),
  idempotencyKey,
});

export type ContactInput = z.infer<typeof contactSchema>;

export const CONTACT_REQUIRED = ["name", "email", "message"] as const;

export function missingRequired(values: Record<string, string | undefined>): boolean {
  return CONTACT_REQUIRED.some((field) => (values[field] ?? "").trim() === "");
}
