import { z } from "~/lib/forms/zod";

// The leads list's query string: what a connector may ask and the cursor it is given back.

export const LEADS_PAGE_MAX = 100;
export const LEADS_PAGE_DEFAULT = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MOMENT = /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)$/;

/**
 * The cursor carries updated_at as PostgreSQL wrote it (microseconds included), so leads
 * changed within one millisecond are neither repeated nor skipped.
 */
export function encodeLeadCursor(updatedAt: string, id: string): string {
  return Buffer.from(`u|${updatedAt}|${id}`).toString("base64url");
}

export function decodeLeadCursor(cursor: string): { updatedAt: string; id: string } | null {
  const [tag, updatedAt, id, extra] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (tag !== "u" || extra !== undefined || !updatedAt || !id) return null;
  return MOMENT.test(updatedAt) && UUID.test(id) ? { updatedAt, id } : null;
}

export const leadListQuerySchema = z.strictObject({
  updated_since: z.iso
    .datetime({ offset: true, message: "must be a date and time as ISO 8601, with its offset" })
    .optional(),
  cursor: z
    .string()
    .max(200)
    .refine((value) => decodeLeadCursor(value) !== null, "is not a cursor this API gave out")
    .optional(),
  limit: z.coerce.number().int().min(1).max(LEADS_PAGE_MAX).optional(),
});

export const isLeadId = (value: string) => UUID.test(value);
