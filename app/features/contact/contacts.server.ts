import { eq } from "drizzle-orm";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { attachLead } from "~/features/lead/leads.server";
import { mayMail } from "~/features/lead-capture/rate-limit.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import { confirmationMail } from "~/features/notifications/confirmation-mail.server";
import {
  FALLBACK_MAIL_COPY,
  type ConfirmationCopy,
} from "~/features/notifications/mail-copy.server";
import type { Database } from "~/lib/db/client.server";
import { nextReference } from "~/lib/db/reference-counter.server";
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
    // Numbered only once stored, so a replayed submission does not use up a number.
    const reference = await nextReference(tx, "contact", "NG-M", now);
    const leadId = await attachLead(tx, {
      email: input.email,
      contactName: input.name,
      companyName: input.company,
      phone: input.phone,
      source: "contact",
      currentLeadId: context.leadId,
      event: {
        type: LEAD_EVENT.contactMessage,
        payload: { contactId: row.id, reference, message: input.message.slice(0, 500) },
      },
      now,
    });
    await tx.update(contacts).set({ leadId, reference }).where(eq(contacts.id, row.id));
    // Past the address's hourly mails the message is stored and answered, without a mail.
    if (!(await mayMail(tx, input.email, now))) return { ...row, reference };
    await enqueueMail(
      tx,
      confirmationMail<"contact">(context.copy ?? FALLBACK_MAIL_COPY.contact, input.email, {
        name: input.name,
        reference,
      }),
    );
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
