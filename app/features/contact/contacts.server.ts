import { eq } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { contacts } from "~/lib/db/schema";
import type { ContactInput } from "./contact-schema";

/** The spec's contacts insert; a repeated idempotency key returns the first row. */
export async function saveContact(
  db: Database,
  input: ContactInput,
): Promise<{ id: string; name: string; created: boolean }> {
  const [inserted] = await db
    .insert(contacts)
    .values(input)
    .onConflictDoNothing({ target: contacts.idempotencyKey })
    .returning({ id: contacts.id, name: contacts.name });
  if (inserted) return { ...inserted, created: true };
  const [existing] = await db
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(eq(contacts.idempotencyKey, input.idempotencyKey));
  if (!existing) throw new Error("contact neither inserted nor found for its idempotency key");
  return { ...existing, created: false };
}
