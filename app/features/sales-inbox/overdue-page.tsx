import { Link } from "react-router";

import { DataTable, type DataTableColumn } from "~/components/data-table";

import type { OverdueLead, OwnerOverdue } from "./overdue.server";
import { StatusBadge } from "./status-badge";

const dayFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const COLUMNS: readonly DataTableColumn<OverdueLead>[] = [
  {
    header: "Lead",
    cell: (lead) => (
      <>
        <Link to={`/admin/leads/${lead.id}`} className="link font-semibold">
          {lead.companyName ?? lead.email}
        </Link>
        <p className="text-xs text-ink-600">
          {lead.contactName ? `${lead.contactName} · ` : ""}
          <span className="font-mono">{lead.reference}</span>
        </p>
      </>
    ),
  },
  { header: "Status", cell: (lead) => <StatusBadge status={lead.status} /> },
  {
    header: "Next action was",
    className: "whitespace-nowrap text-ink-700",
    cell: (lead) => <time dateTime={lead.nextActionOn}>{formatDay(lead.nextActionOn)}</time>,
  },
  {
    header: "Overdue by",
    align: "end",
    className: "whitespace-nowrap font-semibold text-danger-700",
    cell: (lead) => `${lead.daysOverdue} day${lead.daysOverdue === 1 ? "" : "s"}`,
  },
];

export function OverduePage({
  groups,
  today,
  zoneCity,
  digestHour,
}: {
  groups: OwnerOverdue[];
  today: string;
  zoneCity: string;
  digestHour: number;
}) {
  const total = groups.reduce((sum, group) => sum + group.leads.length, 0);
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink-900">Overdue leads</h1>
      <p className="mt-2 max-w-3xl text-sm text-ink-600">
        Open leads whose next action day is before today ({formatDay(today)}, {zoneCity} time), by
        owner. Each owner also gets their list by mail every morning from{" "}
        {String(digestHour).padStart(2, "0")}:00.
      </p>
      {total === 0 ? (
        <p className="mt-6 text-ink-700">Nothing overdue: every open lead is on schedule.</p>
      ) : (
        groups.map((group) => {
          const name = group.owner?.name ?? "Nobody yet";
          const headingId = `owner-${group.owner?.id ?? "none"}`;
          return (
            <section key={headingId} aria-labelledby={headingId} className="mt-8">
              <h2 id={headingId} className="font-display text-xl font-semibold text-ink-900">
                {name}{" "}
                <span className="text-base font-normal text-ink-600">
                  ({group.leads.length} overdue)
                </span>
              </h2>
              <DataTable
                caption={`Overdue leads of ${name}, most overdue first`}
                columns={COLUMNS}
                rows={group.leads}
                rowKey={(lead) => lead.id}
                regionLabel={`Overdue leads of ${name}`}
                className="mt-3"
                tableClassName="min-w-[36rem]"
                rowClassName="align-top"
              />
            </section>
          );
        })
      )}
    </>
  );
}
