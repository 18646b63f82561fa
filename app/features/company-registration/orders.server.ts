import { eq } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { orders } from "~/lib/db/schema";
import type { OrderInput } from "./order-schema";

/**
 * The spec's create-order. The idempotency key is unique in the table: of any number of
 * concurrent submissions with one key exactly one inserts, the others read that row back.
 */
export async function createOrder(
  db: Database,
  input: OrderInput,
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(orders)
    .values({
      idempotencyKey: input.idempotencyKey,
      companyName: input.companyName,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone,
      companyType: input.companyType,
      utmSource: input.utmSource,
      utmMedium: input.utmMedium,
      utmCampaign: input.utmCampaign,
      referrer: input.referrer,
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning({ id: orders.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.idempotencyKey, input.idempotencyKey));
  if (!existing) throw new Error("order neither inserted nor found for its idempotency key");
  return { id: existing.id, created: false };
}
