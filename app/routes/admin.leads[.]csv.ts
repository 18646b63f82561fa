import { parseLeadFilters } from "~/features/sales-inbox/lead-filters";
import { leadsCsv } from "~/features/sales-inbox/leads-csv.server";
import {
  EXPORT_CAP,
  exportLeadBatches,
  type LeadRow,
} from "~/features/sales-inbox/leads-list.server";
import {
  recordStaffAction,
  requireStaff,
  staffRequestAddress,
} from "~/features/staff-auth/staff-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/admin.leads[.]csv";

// The inbox's filtered list as a spreadsheet, for admins. Personal data in bulk, so every
// download is in the audit log with the filters it used. At most EXPORT_CAP leads, newest
// first; the X-Leads-Truncated header says when the filters matched more.

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, { role: "admin" });
  const db = await requireDatabase();
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  const leads: LeadRow[] = [];
  // One lead past the cap is read only to know whether the file is cut short.
  for await (const batch of exportLeadBatches(db, filters, EXPORT_CAP + 1)) leads.push(...batch);
  const truncated = leads.length > EXPORT_CAP;
  const rows = leads.slice(0, EXPORT_CAP);
  await recordStaffAction(
    db,
    staff,
    "leads.exported",
    null,
    { filters: { ...filters, after: undefined }, rows: rows.length, truncated },
    staffRequestAddress(request),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(rows, siteOrigin(request)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Leads-Truncated": truncated ? "true" : "false",
    },
  });
}
