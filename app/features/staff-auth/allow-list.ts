import type { StaffRole } from "~/lib/db/enums";

/** Who may sign in, and as what: addresses lower-cased, an admin listed twice stays admin. */
export type AllowList = ReadonlyMap<string, StaffRole>;

/** An address as the allow-list compares it: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function addresses(list: string | undefined): string[] {
  return (list ?? "")
    .split(",")
    .map(normalizeEmail)
    .filter((email) => email.length > 0);
}

/**
 * Reads the comma-separated lists of the environment. An address on several lists gets the
 * widest role (admin, then recruiter, who may do all sales may in the talent pool and more),
 * so adding someone to a wider list never needs a removal elsewhere.
 */
export function parseAllowList(lists: {
  admins?: string;
  sales?: string;
  recruiters?: string;
}): AllowList {
  const roles = new Map<string, StaffRole>();
  for (const email of addresses(lists.sales)) roles.set(email, "sales");
  for (const email of addresses(lists.recruiters)) roles.set(email, "recruiter");
  for (const email of addresses(lists.admins)) roles.set(email, "admin");
  return roles;
}

/** The role the list gives this address, or null when it is not on the list. */
export function roleFor(list: AllowList, email: string): StaffRole | null {
  return list.get(normalizeEmail(email)) ?? null;
}
