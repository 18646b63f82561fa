import { eq } from "drizzle-orm";

import {
  recordStaffAction,
  STAFF_RESPONSE_HEADERS,
  type StaffMember,
  staffRequestAddress,
} from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import { erasureRecords } from "~/lib/db/schema";
import { type FieldError, fieldErrorsFromZod } from "~/lib/forms/form-result";
import { fileStorageFromEnv } from "~/lib/storage/file-storage.server";

import { peopleLookupSchema } from "./people-schema";
import { erasePerson, type ErasureSummary } from "./person-erasure.server";
import { exportPersonData, type PersonExport } from "./person-export.server";
import { emailHash } from "./person-match.server";

// The staff page's server side: look a person up, hand out their data, erase it. The audit
// log names the person by the same keyed hash as the erasure record, never by address, so
// the log holds nothing an erasure would have to take back.

export const AUDIT_ACTION = {
  exported: "person.exported",
  erased: "person.erased",
} as const;

export type LookupAnswer =
  | { state: "empty" }
  | { state: "invalid"; email: string; fieldErrors: Record<string, FieldError> }
  | {
      state: "found";
      email: string;
      counts: Record<string, number>;
      held: number;
      lastErasedAt: string | null;
    };

/** How many records of each kind one export holds. */
export function exportCounts(copy: PersonExport): Record<string, number> {
  return {
    leads: copy.leads.length,
    leadEvents: copy.leads.reduce((sum, lead) => sum + lead.events.length, 0),
    resumeLinks: copy.leads.reduce((sum, lead) => sum + lead.resumeLinks.length, 0),
    orders: copy.orders.length,
    contacts: copy.contacts.length,
    newsletterSubscriptions: copy.newsletterSubscriptions.length,
    jobApplications: copy.jobApplications.length,
    playbookDownloads: copy.playbookDownloads.length,
    briefingDrafts: copy.briefingDrafts.length,
    briefings: copy.briefings.length,
    briefingFiles: copy.briefingFiles.length,
    bookings: copy.bookings.length,
    mail: copy.mail.length,
    leadMessages: copy.leadMessages.length,
    leadMerges: copy.leadMerges.length,
    webhookMessages: copy.webhookMessages.length,
    candidates: copy.candidates.length,
    erasureRecords: copy.erasureRecords.length,
  };
}

/** The lookup form's answer for `?email=`: nothing asked, a refused address, or the counts. */
export async function lookUpPerson(db: Database, raw: string | null): Promise<LookupAnswer> {
  if (raw === null) return { state: "empty" };
  const parsed = peopleLookupSchema.safeParse({ email: raw });
  if (!parsed.success) {
    return {
      state: "invalid",
      email: raw,
      fieldErrors: fieldErrorsFromZod(parsed.error, { email: raw }),
    };
  }
  const copy = await exportPersonData(db, parsed.data.email);
  const counts = exportCounts(copy);
  const held = Object.entries(counts)
    .filter(([kind]) => kind !== "erasureRecords")
    .reduce((sum, [, count]) => sum + count, 0);
  const lastErasedAt = copy.erasureRecords.at(-1)?.erasedAt.toISOString() ?? null;
  return { state: "found", email: parsed.data.email, counts, held, lastErasedAt };
}

/**
 * The person's data as a JSON download, audited. A refused address is a 400 in plain text:
 * the route is a file, not a page.
 */
export async function personExportResponse(
  db: Database,
  staff: StaffMember,
  request: Request,
  now: Date = new Date(),
): Promise<Response> {
  const raw = new URL(request.url).searchParams.get("email") ?? "";
  const parsed = peopleLookupSchema.safeParse({ email: raw });
  if (!parsed.success) {
    return new Response(parsed.error.issues[0]?.message ?? "Enter an email address.", {
      status: 400,
      headers: { ...STAFF_RESPONSE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const copy = await exportPersonData(db, parsed.data.email, now);
  await recordStaffAction(
    db,
    staff,
    AUDIT_ACTION.exported,
    { type: "person", id: await emailHash(db, parsed.data.email) },
    exportCounts(copy),
    staffRequestAddress(request),
  );
  const day = now.toISOString().slice(0, 10);
  return new Response(`${JSON.stringify(copy, null, 2)}\n`, {
    headers: {
      ...STAFF_RESPONSE_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      // No address in the file name: it ends up in download folders and their listings.
      "Content-Disposition": `attachment; filename="near-genius-personal-data-${day}.json"`,
    },
  });
}

/** Erases the person with the configured file storage and audits it. */
export async function erasePersonAsStaff(
  db: Database,
  staff: StaffMember,
  email: string,
  request: Request,
): Promise<{ recordId: string; summary: ErasureSummary; filesNotRemoved: number }> {
  const result = await erasePerson(db, email, {
    requestedBy: staff.email,
    uploads: await fileStorageFromEnv(),
  });
  await recordStaffAction(
    db,
    staff,
    AUDIT_ACTION.erased,
    { type: "person", id: await emailHash(db, email) },
    { erasureRecordId: result.recordId, ...result.summary },
    staffRequestAddress(request),
  );
  return {
    recordId: result.recordId,
    summary: result.summary,
    filesNotRemoved: result.filesNotRemoved.length,
  };
}

/** An erasure record as the confirmation shows it, or null for an unknown or malformed id. */
export async function erasureForPage(db: Database, raw: string | null) {
  if (!raw || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) {
    return null;
  }
  const [record] = await db
    .select({
      id: erasureRecords.id,
      summary: erasureRecords.summary,
      erasedAt: erasureRecords.erasedAt,
      requestedBy: erasureRecords.requestedBy,
    })
    .from(erasureRecords)
    .where(eq(erasureRecords.id, raw));
  return record ? { ...record, erasedAt: record.erasedAt.toISOString() } : null;
}
