import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { attachLead } from "~/features/lead/leads.server";
import type { Database } from "~/lib/db/client.server";
import { jobApplications } from "~/lib/db/schema";
import { APPLICATION_CONSENT_TEXT } from "~/features/lead-capture/consent";
import type { ApplicationInput } from "./application-schema";
import type { FileStorage } from "~/lib/storage/file-storage.server";

/**
 * Stores the CV, then the application. A repeated idempotency key returns the first
 * application without storing the file again.
 */
export async function saveApplication(
  db: Database,
  storage: FileStorage,
  input: ApplicationInput & { positionSlug: string; positionTitle: string },
  cv: { bytes: Uint8Array; fileName: string },
  now: Date = new Date(),
  context: { leadId?: string | null } = {},
): Promise<{ id: string; created: boolean }> {
  const [existing] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.idempotencyKey, input.idempotencyKey));
  if (existing) return { id: existing.id, created: false };

  const month = now.toISOString().slice(0, 7).replace("-", "/");
  const key = `applications/${month}/${randomUUID()}.pdf`;
  await storage.put(key, cv.bytes, "application/pdf");
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobApplications)
      .values({
        idempotencyKey: input.idempotencyKey,
        positionSlug: input.positionSlug,
        positionTitle: input.positionTitle,
        name: input.name,
        email: input.email,
        profileUrl: input.profileUrl,
        note: input.note,
        cvStorageKey: key,
        cvFileName: cv.fileName.slice(0, 200),
        cvSizeBytes: cv.bytes.byteLength,
        consentText: APPLICATION_CONSENT_TEXT,
        consentedAt: now,
      })
      .onConflictDoNothing({ target: jobApplications.idempotencyKey })
      .returning({ id: jobApplications.id });
    if (!row) return undefined;
    const leadId = await attachLead(tx, {
      email: input.email,
      contactName: input.name,
      source: "application",
      currentLeadId: context.leadId,
      event: {
        type: LEAD_EVENT.applicationSubmitted,
        payload: { applicationId: row.id, positionSlug: input.positionSlug },
      },
      now,
    });
    await tx.update(jobApplications).set({ leadId }).where(eq(jobApplications.id, row.id));
    return row;
  });
  if (inserted) return { id: inserted.id, created: true };
  // A concurrent twin won; its file is the one on record (this one stays orphaned).
  const [twin] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.idempotencyKey, input.idempotencyKey));
  if (!twin) throw new Error("application neither inserted nor found");
  return { id: twin.id, created: false };
}
