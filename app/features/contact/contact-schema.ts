import { z } from "zod";
import {
  email,
  idempotencyKey,
  LIMITS,
  optionalText,
  requiredText,
  text,
} from "~/lib/forms/fields";
import { optionalPhone } from "~/lib/forms/phone";

export const CONTACT_MESSAGES = {
  missingTitle: "Missing Information",
  missing: "Please fill in all required fields.",
  failedTitle: "Error",
  failed: "Failed to send message. Please try again.",
} as const;

/** Trimmed, email lower-cased, empty company and phone stored as null. */
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

/** The fields the action reads, in the order the form shows them. */
export const CONTACT_FIELDS = [
  "name",
  "email",
  "phone",
  "company",
  "message",
  "timezone",
  "idempotencyKey",
] as const;

/**
 * A message's reference ("NG-M-2026-0042"), counted per year like briefings' and calls'.
 * Messages stored before references existed keep the first part of their id, upper-cased.
 */
export const CONTACT_REFERENCE_PATTERN = /^(NG-M-\d{4}-\d{4,}|[0-9A-F]{8})$/;
