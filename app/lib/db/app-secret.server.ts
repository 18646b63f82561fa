import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Database } from "./client.server";
import { appSecrets } from "./schema";

/**
 * A random key generated once and kept in the database under `name`, so that every instance
 * sharing the database signs and verifies with the same key. Insert-or-keep is one statement:
 * instances starting together agree on the first key written.
 */
export async function storedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} was neither stored nor found`);
  return row.value;
}
