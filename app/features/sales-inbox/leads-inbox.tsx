import { Link } from "react-router";

import { DataTable, type DataTableColumn } from "~/components/data-table";
import {
  EmptyList,
  FilterFormActions,
  ListCount,
  type ListNoun,
  ListPager,
} from "~/components/filtered-list";
import { DateFilter, FilterSelect, TextFilter } from "~/components/form/filter-fields";
import type { GuaranteeBadge } from "~/features/guarantee/guarantee";
import { GuaranteeBadgeView } from "~/features/guarantee/guarantee-badge";
import { type CompanyType, companyTypes, type LeadStatus, leadStatuses } from "~/lib/db/enums";

import {
  GUARANTEE_FILTER_LABELS,
  GUARANTEE_FILTERS,
  isFiltered,
  LEAD_SORT_LABELS,
  LEAD_SORTS,
  LEAD_SOURCES,
  type LeadFilters,
  leadFiltersQuery,
  SEARCH_MAX,
  UNASSIGNED,
} from "./lead-filters";
import { COMPANY_TYPE_LABELS, SOURCE_LABELS, STATUS_LABELS } from "./lead-labels";
import { formatDay, formatWhenParts } from "./staff-time";
import { StatusBadge } from "./status-badge";

// The inbox: a filter form that is a plain GET (the address bar holds the filters, so a link
// can be shared and Back goes to the previous filters), the list as a table, and links to the
// next page. Works without JavaScript.

export interface InboxRow {
  id: string;
  reference: string;
  companyName: string | null;
  contactName: string | null;
  email: string;
  companyType: CompanyType | null;
  source: (typeof LEAD_SOURCES)[number];
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  status: LeadStatus;
  ownerName: string | null;
  nextActionOn: string | null;
  createdAt: string;
  lastActivityAt: string;
  /** The latest 48-hour clock as the loader read it at its `now`; null before a briefing. */
  guarantee: GuaranteeBadge | null;
}

export interface InboxProps {
  filters: LeadFilters;
  rows: InboxRow[];
  nextCursor: string | null;
  total: { count: number; capped: boolean };
  staff: { id: string; name: string; email: string }[];
  /** Admins may download the filtered list. */
  canExport: boolean;
}

function utmOf(row: InboxRow): string | null {
  const parts = [row.utmSource, row.utmMedium, row.utmCampaign].filter(Boolean);
  return parts.length ? parts.join(" / ") : null;
}

const COLUMNS: readonly DataTableColumn<InboxRow>[] = [
  {
    header: "Company",
    rowHeader: true,
    className: "text-left",
    cell: (row) => (
      <>
        <Link to={`/admin/leads/${row.id}`} className="link">
          {row.companyName || row.contactName || row.email}
        </Link>
        <span className="block font-mono text-xs text-ink-600">{row.reference}</span>
      </>
    ),
  },
  {
    header: "Contact",
    cell: (row) => (
      <>
        <span className="block text-ink-900">{row.contactName ?? "—"}</span>
        <span className="block text-ink-600">{row.email}</span>
      </>
    ),
  },
  {
    header: "Type",
    cell: (row) => (row.companyType ? COMPANY_TYPE_LABELS[row.companyType] : "—"),
  },
  {
    header: "Source",
    cell: (row) => {
      const utm = utmOf(row);
      return (
        <>
          {SOURCE_LABELS[row.source]}
          {utm ? <span className="block text-xs text-ink-600">{utm}</span> : null}
        </>
      );
    },
  },
  { header: "Created", className: "whitespace-nowrap", cell: (row) => <When at={row.createdAt} /> },
  {
    header: "Last activity",
    className: "whitespace-nowrap",
    cell: (row) => <When at={row.lastActivityAt} />,
  },
  { header: "Status", cell: (row) => <StatusBadge status={row.status} /> },
  {
    header: "48-hour guarantee",
    cell: (row) =>
      row.guarantee ? (
        <GuaranteeBadgeView badge={row.guarantee} />
      ) : (
        <span className="text-ink-600">No briefing</span>
      ),
  },
  {
    header: "Owner",
    cell: (row) => (
      <>
        {row.ownerName ?? <span className="text-ink-600">Nobody yet</span>}
        {row.nextActionOn ? (
          <span className="block text-xs text-ink-600">Next: {formatDay(row.nextActionOn)}</span>
        ) : null}
      </>
    ),
  },
];

const NOUN: ListNoun = { one: "lead", many: "leads" };

/**
 * A moment on two lines, day then time: on one line each of the two date columns took a
 * sixth of a laptop's width, and the table no longer fitted 1366 px.
 */
function When({ at }: { at: Date | string }) {
  const { day, time } = formatWhenParts(at);
  return (
    <time dateTime={new Date(at).toISOString()}>
      <span className="block">{day}</span>
      <span className="block text-xs text-ink-600">{time}</span>
    </time>
  );
}

export function LeadsInbox({ filters, rows, nextCursor, total, staff, canExport }: InboxProps) {
  const filtered = isFiltered(filters);
  const query = leadFiltersQuery(filters);
  const ownerOptions = [
    { value: UNASSIGNED, label: "Nobody yet" },
    ...staff.map((member) => ({ value: member.id, label: member.name || member.email })),
  ];
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-2xl font-bold text-ink-900">Leads</h1>
        {canExport ? (
          <a href={`/admin/leads.csv${query}`} className="btn-secondary" download>
            Download these leads (CSV)
          </a>
        ) : null}
      </div>

      <form
        method="get"
        role="search"
        aria-label="Filter leads"
        className="grid gap-4 rounded-card border border-ink-200 bg-ink-50 p-4"
      >
        <TextFilter
          name="q"
          type="search"
          label="Search"
          value={filters.q}
          maxLength={SEARCH_MAX}
          hint="Company, contact, email or a reference (NG-…); the start of a word is enough."
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          <FilterSelect
            name="status"
            label="Status"
            value={filters.status}
            anyLabel="Any status"
            options={leadStatuses.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          />
          <FilterSelect
            name="type"
            label="Company type"
            value={filters.type}
            anyLabel="Any type"
            options={companyTypes.map((value) => ({ value, label: COMPANY_TYPE_LABELS[value] }))}
          />
          <FilterSelect
            name="source"
            label="Source"
            value={filters.source}
            anyLabel="Any source"
            options={LEAD_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }))}
          />
          <FilterSelect
            name="owner"
            label="Owner"
            value={filters.owner}
            anyLabel="Anyone"
            options={ownerOptions}
          />
          <FilterSelect
            name="guarantee"
            label="48-hour guarantee"
            value={filters.guarantee}
            anyLabel="Any"
            options={GUARANTEE_FILTERS.map((value) => ({
              value,
              label: GUARANTEE_FILTER_LABELS[value],
            }))}
          />
          <FilterSelect
            name="duplicates"
            label="Duplicates"
            value={filters.duplicates}
            anyLabel="Any"
            options={[{ value: "yes", label: "Possible duplicates" }]}
          />
          <FilterSelect
            name="sort"
            label="Order"
            value={filters.sort}
            anyLabel="Newest first"
            options={LEAD_SORTS.map((value) => ({ value, label: LEAD_SORT_LABELS[value] }))}
          />
          <DateFilter name="from" label="Created from (UTC)" value={filters.from} />
          <DateFilter name="to" label="Created to (UTC)" value={filters.to} />
        </div>
        <FilterFormActions noun={NOUN} listPath="/admin" filtered={filtered} />
      </form>

      <ListCount total={total} noun={NOUN} filtered={filtered} laterPage={Boolean(filters.after)} />

      <DataTable
        caption={
          filters.sort === "guarantee-due"
            ? "Leads, the 48-hour guarantee's soonest deadline first"
            : "Leads, newest first"
        }
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        empty={
          <EmptyList
            noun={NOUN}
            filtered={filtered}
            listPath="/admin"
            whenEmpty="Leads appear here as soon as someone registers, writes or books a call."
          />
        }
        tableClassName="min-w-[68rem] border-collapse"
        rowClassName="align-top hover:bg-brand-50/50"
        head="caps"
      />

      <ListPager
        noun={NOUN}
        firstHref={filters.after ? `${"/admin"}${query}` : null}
        nextHref={nextCursor ? `${"/admin"}${leadFiltersQuery(filters, nextCursor)}` : null}
      />
    </div>
  );
}
