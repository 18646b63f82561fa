import { createHmac } from "node:crypto";

import { inArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { storedSecret } from "~/lib/db/app-secret.server";
import type { Database } from "~/lib/db/client.server";
import { leadMessages, leads, mailOutbox } from "~/lib/db/schema";

// Everything held about one person, found by their email address, for a copy of it (the
// right of access) or its erasure (the right to be forgotten). The person is: every lead
// with that address, every row that carries the address, and every row of those leads.
// Matching ignores case: the forms keep addresses as typed ("Ana@Acme.example").
//
// This feature reads the other features' tables straight from the schema rather than
// through their modules: it must see every row, including ones no feature would hand out,
// and importing every journey would break the module boundaries (decision 011).
// personal-data-coverage.ts lists every table and says whether export and erasure
// (person-export.server.ts, person-erasure.server.ts) cover it.

/** The name of the key behind erasure records' address hashes, kept in app_secrets. */
export const ERASURE_HASH_SECRET = "erasure-email-hmac";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The address as erasure records keep it: an HMAC, so a later request for the same address
 * finds its records, while the table alone (a leaked backup) reveals no address, not even
 * by hashing a list of guesses, without the key.
 */
export async function emailHash(db: Database, email: string): Promise<string> {
  const key = await storedSecret(db, ERASURE_HASH_SECRET);
  return createHmac("sha256", key).update(normaliseEmail(email)).digest("hex");
}

export const sameEmail = (column: AnyPgColumn, email: string): SQL =>
  sql`lower(${column}) = ${normaliseEmail(email)}`;

/** `column` holds the address, or `leadColumn` one of the person's leads. */
export function ofPerson(
  column: AnyPgColumn,
  leadColumn: AnyPgColumn,
  email: string,
  leadIds: string[],
): SQL {
  const byEmail = sameEmail(column, email);
  return leadIds.length === 0 ? byEmail : (or(byEmail, inArray(leadColumn, leadIds)) as SQL);
}

/** A LIKE pattern that finds `text` anywhere, with LIKE's own wildcards in it taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A POSIX regular expression that matches `text` literally. */
export function literalRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, (character) => `\\${character}`);
}

/** Mail the outbox holds to the address, or about it (a notification to sales names it). */
export function mailOfPerson(email: string): SQL {
  const pattern = containing(normaliseEmail(email));
  return or(
    sameEmail(mailOutbox.toAddress, email),
    sql`${mailOutbox.subject} ilike ${pattern}`,
    sql`${mailOutbox.textBody} ilike ${pattern}`,
    sql`coalesce(${mailOutbox.htmlBody}, '') ilike ${pattern}`,
  ) as SQL;
}

export async function leadIdsOf(db: Database, email: string, lock = false): Promise<string[]> {
  const query = db.select({ id: leads.id }).from(leads).where(sameEmail(leads.email, email));
  const rows = lock ? await query.for("update") : await query;
  return rows.map((row) => row.id);
}

/** Mail between the sales team and the person: on their leads, or from or to the address. */
export function messagesOfPerson(email: string, leadIds: string[]): SQL {
  const byAddress = or(
    sameEmail(leadMessages.fromAddress, email),
    sameEmail(leadMessages.toAddress, email),
  ) as SQL;
  return leadIds.length === 0
    ? byAddress
    : (or(byAddress, inArray(leadMessages.leadId, leadIds)) as SQL);
}
