import {
  consentVersion,
  email,
  idempotencyKey,
  LIMITS,
  optionalText,
  requiredText,
} from "~/lib/forms/fields";
import { z } from "~/lib/forms/zod-mini";

export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const APPLICATION_MESSAGES = {
  success: "Your application has been sent. We will reply by email within five business days.",
  failed: "Failed to send your application. Please try again.",
  cvMissing: "Please attach your CV as a PDF file",
  cvEmpty: "The CV file is empty; please choose another file",
  cvType: "The CV must be a PDF file",
  cvSize: "The CV must be 5 MB or smaller",
  cvName: "The CV's file name has characters we cannot store; please rename the file",
  consent: "Please agree to the storage of your application",
} as const;

export const applicationSchema = z.object({
  name: requiredText(LIMITS.name, "Name"),
  email,
  profileUrl: z.pipe(
    requiredText(LIMITS.url, "LinkedIn or portfolio URL"),
    z.url({ protocol: /^https?$/, error: "Please enter a full link starting with https://" }),
  ),
  note: optionalText(LIMITS.note, "Note"),
  consent: z.literal("yes", APPLICATION_MESSAGES.consent),
  consentVersion,
  idempotencyKey,
});

export type ApplicationInput = z.infer<typeof applicationSchema>;

// A file name is kept for staff to read; control characters have no place in one, and a
// NUL makes PostgreSQL refuse the whole row.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Checks the uploaded CV by size and content (a PDF starts with "%PDF-"), not its name's
 * extension; the name only has to be storable.
 */
export function checkCv(
  file: { size: number; type: string; name?: string } | null,
  head: Uint8Array | null,
): string | null {
  if (!file) return APPLICATION_MESSAGES.cvMissing;
  if (file.name !== undefined && CONTROL_CHARACTERS.test(file.name)) {
    return APPLICATION_MESSAGES.cvName;
  }
  if (file.size === 0) return APPLICATION_MESSAGES.cvEmpty;
  if (file.size > CV_MAX_BYTES) return APPLICATION_MESSAGES.cvSize;
  const magic = head ? new TextDecoder().decode(head.subarray(0, 5)) : "";
  if (magic !== "%PDF-") return APPLICATION_MESSAGES.cvType;
  return null;
}

/** The text fields the action reads (the CV file comes separately), in form order. */
export const APPLICATION_FIELDS = [
  "name",
  "email",
  "profileUrl",
  "note",
  "consent",
  "consentVersion",
  "idempotencyKey",
] as const;

/**
 * An application's reference ("NG-A-2026-0042"), counted per year like briefings' and calls'.
 * Applications stored before references existed keep the first part of their id, upper-cased.
 */
export const APPLICATION_REFERENCE_PATTERN = /^(NG-A-\d{4}-\d{4,}|[0-9A-F]{8})$/;
