import { eq } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { saveLeadSubmission } from "~/features/lead/lead-submission.server";
import { confirmationMail } from "~/features/notifications/confirmation-mail.server";
import {
  type ConfirmationCopy,
  FALLBACK_MAIL_COPY,
} from "~/features/notifications/mail-copy.server";
import type { Database } from "~/lib/db/client.server";
import { contacts } from "~/lib/db/schema";

import type { ContactInput } from "./contact-schema";

/** A message stored before references existed is known by the first part of its id. */
function legacyReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/**
 * Stores a /contact message in `contacts`, tied to the sender's lead (theirs, else by
 * email), with its reference and the sender's confirmation mail, all in one transaction; a
 * repeated idempotency key returns the first row and queues nothing.
 */
export async function saveContact(
  db: Database,
  input: ContactInput,
  context: { leadId?: string | null; copy?: ConfirmationCopy; now?: Date } = {},
): Promise<{ id: string; name: string; reference: string; created: boolean }> {
  const now = context.now ?? new Date();
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values({ ...input, createdAt: now })
      .onConflictDoNothing({ target: contacts.idempotencyKey })
      .returning({ id: contacts.id, name: contacts.name });
    if (!row) return undefined;
    const { reference } = await saveLeadSubmission(tx, {
      sender: {
        email: input.email,
        contactName: input.name,
        companyName: input.company,
        phone: input.phone,
        source: "contact",
        currentLeadId: context.leadId,
      },
      reference: { scope: "contact", prefix: "NG-M" },
      event: (reference) => ({
        type: LEAD_EVENT.contactMessage,
        payload: { contactId: row.id, reference, message: input.message.slice(0, 500) },
      }),
      store: async ({ leadId, reference }) => {
        await tx.update(contacts).set({ leadId, reference }).where(eq(contacts.id, row.id));
      },
      confirmation: (_stored, reference) =>
        confirmationMail<"contact">(context.copy ?? FALLBACK_MAIL_COPY.contact, input.email, {
          name: input.name,
          reference,
        }),
      now,
    });
    return { ...row, reference };
  });
  if (inserted) return { ...inserted, created: true };
  const [existing] = await db
    .select({ id: contacts.id, name: contacts.name, reference: contacts.reference })
    .from(contacts)
    .where(eq(contacts.idempotencyKey, input.idempotencyKey));
  if (!existing) throw new Error("contact neither inserted nor found for its idempotency key");
  return {
    id: existing.id,
    name: existing.name,
    reference: existing.reference ?? legacyReference(existing.id),
    created: false,
  };
}
