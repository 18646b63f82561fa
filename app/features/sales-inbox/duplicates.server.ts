import { and, eq, ne, or, type SQL, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";

import type { Database } from "~/lib/db/client.server";
import type { LeadStatus } from "~/lib/db/enums";
import { leads } from "~/lib/db/schema";

import type { DuplicateReason } from "./duplicate-reasons";

// Leads that may be the same company or person (decision 096): the same address (whatever
// its case), the same phone, or the same company address domain with a company name alike
// by trigrams (pg_trgm). Mail providers' shared domains say nothing about the company, so
// they never count as a domain match.

/** How alike two company names must be (pg_trgm similarity, 0 to 1) on one domain. */
export const COMPANY_SIMILARITY = 0.4;

/** Domains anyone can have an address on: sharing one says nothing. */
export const SHARED_MAIL_DOMAINS = [
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "yahoo.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "example.com",
] as const;

export interface DuplicateLead {
  id: string;
  reference: string;
  companyName: string | null;
  contactName: string | null;
  email: string;
  status: LeadStatus;
  createdAt: string;
  reasons: DuplicateReason[];
}

const domainOf = (email: AnyPgColumn) => sql`split_part(lower(${email}), '@', 2)`;
const sharedDomains = sql.join(
  SHARED_MAIL_DOMAINS.map((domain) => sql`${domain}`),
  sql`, `,
);

/** The columns the rules read, of the leads table or an alias of it. */
interface LeadColumns {
  email: AnyPgColumn;
  phone: AnyPgColumn;
  companyName: AnyPgColumn;
}

/** The three rules between the lead `one` and the lead `other` (tables or aliases). */
function rules(one: LeadColumns, other: LeadColumns) {
  const email = sql`lower(${other.email}) = lower(${one.email})`;
  const phone = and(sql`${one.phone} is not null`, eq(other.phone, one.phone))!;
  const company = and(
    sql`${one.companyName} is not null and ${other.companyName} is not null`,
    sql`${domainOf(other.email)} = ${domainOf(one.email)}`,
    sql`${domainOf(one.email)} not in (${sharedDomains})`,
    sql`similarity(lower(${other.companyName}), lower(${one.companyName})) >= ${COMPANY_SIMILARITY}`,
  )!;
  return { email, phone, company };
}

/** Other leads that may be this one, each with the rules it meets; newest first. */
export async function duplicatesOf(db: Database, leadId: string): Promise<DuplicateLead[]> {
  const one = alias(leads, "one");
  const match = rules(one, leads);
  const rows = await db
    .select({
      id: leads.id,
      reference: leads.reference,
      companyName: leads.companyName,
      contactName: leads.contactName,
      email: leads.email,
      status: leads.status,
      createdAt: leads.createdAt,
      email_: sql<boolean>`${match.email}`,
      phone_: sql<boolean>`coalesce(${match.phone}, false)`,
      company_: sql<boolean>`coalesce(${match.company}, false)`,
    })
    .from(leads)
    .innerJoin(one, eq(one.id, leadId))
    .where(and(ne(leads.id, leadId), or(match.email, match.phone, match.company)))
    .orderBy(sql`${leads.createdAt} desc`)
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    reasons: [
      ...(row.email_ ? (["email"] as const) : []),
      ...(row.phone_ ? (["phone"] as const) : []),
      ...(row.company_ ? (["company"] as const) : []),
    ],
  }));
}

/** The inbox filter: leads with at least one possible duplicate. */
export function hasDuplicateCondition(): SQL {
  const other = alias(leads, "dup");
  const match = rules(leads, other);
  // The alias renders as its name only: the FROM names the table it stands for.
  return sql`exists (select 1 from ${leads} "dup" where ${other.id} <> ${leads.id} and (${match.email} or ${match.phone} or ${match.company}))`;
}
