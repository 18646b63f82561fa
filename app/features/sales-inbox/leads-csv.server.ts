import { toCsv } from "~/lib/csv";

import type { LeadRow } from "./leads-list.server";

// The inbox's list as a spreadsheet: the columns a salesperson filters and sorts on, one row
// per lead, cells made safe for spreadsheet programs by the shared CSV writer.

export const LEADS_CSV_HEADER = [
  "Reference",
  "Company",
  "Contact",
  "Email",
  "Phone",
  "Company type",
  "Source",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "Status",
  "Owner",
  "Next action",
  "Created (UTC)",
  "Last activity (UTC)",
  "Link",
] as const;

/** The CSV document of these leads; `origin` makes each lead's staff page link absolute. */
export function leadsCsv(leads: readonly LeadRow[], origin: string): string {
  return toCsv(
    LEADS_CSV_HEADER,
    leads.map((lead) => [
      lead.reference,
      lead.companyName,
      lead.contactName,
      lead.email,
      lead.phone,
      lead.companyType,
      lead.source,
      lead.utmSource,
      lead.utmMedium,
      lead.utmCampaign,
      lead.status,
      lead.ownerName,
      lead.nextActionOn,
      lead.createdAt,
      lead.lastActivityAt,
      new URL(`/admin/leads/${lead.id}`, origin).toString(),
    ]),
  );
}
