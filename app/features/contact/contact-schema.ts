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

/** A short reference for the visitor's message: the first part of its id, upper-cased. */
export function contactReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

export const CONTACT_REFERENCE_PATTERN = /^[0-9A-F]{8}$/;
