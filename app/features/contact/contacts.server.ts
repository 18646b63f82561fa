import { eq } from "drizzle-orm";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { attachLead } from "~/features/lead/leads.server";
import type { Database } from "~/lib/db/client.server";
import { contacts } from "~/lib/db/schema";
import type { ContactInput } from "./contact-schema";

/**
 * The spec's contacts insert, tied to the sender's lead (theirs, else by email) in the same
 * transaction; a repeated idempotency key returns the first row.
 */
export async function saveContact(
  db: Database,
  input: ContactInput,
  context: { leadId?: string | null } = {},
): Promise<{ id: string; name: string; created: boolean }> {
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values(input)
      .onConflictDoNothing({ target: contacts.idempotencyKey })
      .returning({ id: contacts.id, name: contacts.name });
    if (!row) return undefined;
    const leadId = await attachLead(tx, {
      email: input.email,
      contactName: input.name,
      companyName: input.company,
      phone: input.phone,
      source: "contact",
      currentLeadId: context.leadId,
      event: {
        type: LEAD_EVENT.contactMessage,
        payload: { contactId: row.id, message: input.message.slice(0, 500) },
      },
    });
    await tx.update(contacts).set({ leadId }).where(eq(contacts.id, row.id));
    return row;
  });
  if (inserted) return { ...inserted, created: true };
  const [existing] = await db
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(eq(contacts.idempotencyKey, input.idempotencyKey));
  if (!existing) throw new Error("contact neither inserted nor found for its idempotency key");
  return { ...existing, created: false };
}
