import { guaranteeBadge } from "~/features/guarantee/guarantee";
import { parseLeadFilters } from "~/features/sales-inbox/lead-filters";
import { listStaff } from "~/features/sales-inbox/lead-work.server";
import { LeadsInbox } from "~/features/sales-inbox/leads-inbox";
import { listLeads } from "~/features/sales-inbox/leads-list.server";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";

import type { Route } from "./+types/admin._index";

// The sales inbox: every lead, newest first, filtered by the query string.

export const meta = () => staffMeta("Leads");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const db = await requireDatabase();
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  const now = new Date();
  const [page, team] = await Promise.all([listLeads(db, filters, { now }), listStaff(db)]);
  return {
    filters,
    rows: page.rows.map(({ guarantee, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastActivityAt: row.lastActivityAt.toISOString(),
      // Worded here, at the list's own `now`, so the badge and the filters agree.
      guarantee: guarantee ? guaranteeBadge(guarantee, now) : null,
    })),
    nextCursor: page.nextCursor,
    total: page.total,
    staff: team.map(({ id, name, email }) => ({ id, name, email })),
    canExport: staff.role === "admin",
  };
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsInbox {...loaderData} />;
}
