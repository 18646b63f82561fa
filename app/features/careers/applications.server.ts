import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { saveLeadSubmission } from "~/features/lead/lead-submission.server";
import type { AgreedConsent } from "~/features/lead-capture/consent";
import { confirmationMail } from "~/features/notifications/confirmation-mail.server";
import {
  type ConfirmationCopy,
  FALLBACK_MAIL_COPY,
} from "~/features/notifications/mail-copy.server";
import type { Database } from "~/lib/db/client.server";
import { jobApplications } from "~/lib/db/schema";
import { describeError, log } from "~/lib/log.server";
import type { FileStorage } from "~/lib/storage/file-storage.server";

import type { ApplicationInput } from "./application-schema";

/** An application stored before references existed is known by the first part of its id. */
function legacyReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

type SavedApplication = { id: string; reference: string; created: boolean };

/**
 * Stores the CV, then the application with its reference and the applicant's confirmation
 * mail in one transaction. A repeated idempotency key returns the first application without
 * storing the file again or queueing another mail.
 */
export async function saveApplication(
  db: Database,
  storage: FileStorage,
  input: ApplicationInput & {
    positionSlug: string;
    positionTitle: string;
    /** The wording of the consent the applicant ticked, and its version. */
    agreed: AgreedConsent;
  },
  cv: { bytes: Uint8Array; fileName: string },
  now: Date = new Date(),
  context: { leadId?: string | null; copy?: ConfirmationCopy } = {},
): Promise<SavedApplication> {
  const existing = await findApplication(db, input.idempotencyKey);
  if (existing) return existing;

  const month = now.toISOString().slice(0, 7).replace("-", "/");
  const key = `applications/${month}/${randomUUID()}.pdf`;
  await storage.put(key, cv.bytes, "application/pdf");
  // The file is stored before the row that names it; a row that never lands must not leave
  // a CV nobody can find, erase or export.
  const discardFile = () =>
    storage.delete(key).catch((error: unknown) => {
      log.error("[application] stored CV not deleted", { key, error: describeError(error) });
    });
  let inserted: { id: string; reference: string } | undefined;
  try {
    inserted = await db.transaction(async (tx) => {
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
          consentText: input.agreed.text,
          consentVersionId: input.agreed.id,
          consentedAt: now,
          createdAt: now,
        })
        .onConflictDoNothing({ target: jobApplications.idempotencyKey })
        .returning({ id: jobApplications.id });
      if (!row) return undefined;
      const { reference } = await saveLeadSubmission(tx, {
        sender: {
          email: input.email,
          contactName: input.name,
          source: "application",
          currentLeadId: context.leadId,
        },
        reference: { scope: "application", prefix: "NG-A" },
        event: (reference) => ({
          type: LEAD_EVENT.applicationSubmitted,
          payload: { applicationId: row.id, reference, positionSlug: input.positionSlug },
        }),
        store: async ({ leadId, reference }) => {
          await tx
            .update(jobApplications)
            .set({ leadId, reference })
            .where(eq(jobApplications.id, row.id));
        },
        confirmation: (_stored, reference) =>
          confirmationMail<"application">(
            context.copy ?? FALLBACK_MAIL_COPY.application,
            input.email,
            { name: input.name, reference, position: input.positionTitle },
          ),
        now,
      });
      return { id: row.id, reference };
    });
  } catch (error) {
    await discardFile();
    throw error;
  }
  if (inserted) return { ...inserted, created: true };
  // A concurrent twin won; its file is the one on record, so this one goes.
  await discardFile();
  const twin = await findApplication(db, input.idempotencyKey);
  if (!twin) throw new Error("application neither inserted nor found");
  return twin;
}

async function findApplication(
  db: Database,
  idempotencyKey: string,
): Promise<SavedApplication | undefined> {
  const [row] = await db
    .select({ id: jobApplications.id, reference: jobApplications.reference })
    .from(jobApplications)
    .where(eq(jobApplications.idempotencyKey, idempotencyKey));
  return row
    ? { id: row.id, reference: row.reference ?? legacyReference(row.id), created: false }
    : undefined;
}
