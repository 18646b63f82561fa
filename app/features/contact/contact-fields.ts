// What the contact form needs in the browser, apart from the schema (contact-schema.ts):
// the form imports this module, so its page loads neither zod nor the phone number
// metadata the server's checks use.

export const CONTACT_MESSAGES = {
  missingTitle: "Missing Information",
  missing: "Please fill in all required fields.",
  failedTitle: "Error",
  failed: "Failed to send message. Please try again.",
} as const;

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
