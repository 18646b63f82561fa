import { Link } from "react-router";

import { DataTable, type DataTableColumn } from "~/components/data-table";
import {
  EmptyList,
  FilterFormActions,
  ListCount,
  type ListNoun,
  ListPager,
} from "~/components/filtered-list";
import { inputClass } from "~/components/form/field-shell";
import { DateFilter, FilterField, FilterSelect, TextFilter } from "~/components/form/filter-fields";
import { candidateSeniorities, candidateStatuses, cefrLevels } from "~/lib/db/enums";
import { formatWindow, timeZoneList } from "~/lib/time-zones";

import { CandidateStatusBadge, EvidenceBadge, SampleBadge } from "./talent-badges";
import {
  DEFAULT_OVERLAP_HOURS,
  isFiltered,
  OVERLAP_STEP_HOURS,
  SEARCH_MAX,
  SKILL_MAX,
  type TalentFilters,
  talentFiltersQuery,
} from "./talent-filter-query";
import {
  CANDIDATE_STATUS_LABELS,
  CEFR_LABELS,
  countryName,
  formatDay,
  formatRate,
  formatYears,
  SENIORITY_LABELS,
} from "./talent-labels";
import type { TalentRow } from "./talent-list.server";
import type { PositionName } from "./talent-positions.server";
import { CLIENT_WORKDAY, MAX_OVERLAP_HOURS } from "./working-hours-overlap";

// The talent pool for staff: a filter form that is a plain GET (the address bar holds the
// filters, so a list can be shared and Back returns to the previous one), the candidates as a
// table, and links to the next page. Works without JavaScript.

const LIST_PATH = "/admin/talent";

export type TalentListRow = Omit<TalentRow, "email">;

export interface TalentListProps {
  filters: TalentFilters;
  rows: TalentListRow[];
  nextCursor: string | null;
  total: { count: number; capped: boolean };
  /** Every catalog position: the role filter's options and the names of a row's roles. */
  positions: PositionName[];
  /** Whether the reader may import candidates from a CSV file (recruiters and admins). */
  /** Recruiters and admins add and import candidates; sales reads. */
  canImport?: boolean;
}

function columns(roleName: (slug: string) => string): DataTableColumn<TalentListRow>[] {
  return [
    {
      header: "Candidate",
      rowHeader: true,
      className: "text-left",
      cell: (row) => (
        <>
          <Link to={`${LIST_PATH}/${row.id}`} className="link font-semibold">
            {row.handle}
          </Link>
          <span className="block text-ink-700">{row.name}</span>
          {row.sample ? (
            <span className="mt-1 block">
              <SampleBadge />
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: "Roles",
      cell: (row) => (
        <ul className="grid gap-0.5">
          {row.roleIds.map((slug) => (
            <li key={slug}>{roleName(slug)}</li>
          ))}
        </ul>
      ),
    },
    {
      header: "Seniority",
      cell: (row) => (
        <>
          {SENIORITY_LABELS[row.seniority]}
          <span className="block text-xs text-ink-600">{formatYears(row.yearsExperience)}</span>
        </>
      ),
    },
    { header: "English", cell: (row) => row.englishLevel },
    {
      header: "Location",
      cell: (row) => (
        <>
          {countryName(row.country)}
          <span className="block text-xs break-words text-ink-600">{row.timeZone}</span>
        </>
      ),
    },
    {
      header: "Available from",
      className: "whitespace-nowrap",
      cell: (row) => <time dateTime={row.availableFrom}>{formatDay(row.availableFrom)}</time>,
    },
    {
      header: "Rate",
      align: "end",
      className: "whitespace-nowrap",
      cell: (row) => formatRate(row.hourlyRateUsd),
    },
    { header: "Status", cell: (row) => <CandidateStatusBadge status={row.status} /> },
    {
      header: "Top skills",
      cell: (row) =>
        row.topSkills.length === 0 ? (
          <span className="text-ink-600">None recorded</span>
        ) : (
          <ul className="grid gap-1">
            {row.topSkills.map((skill) => (
              <li key={skill.name} className="flex flex-wrap items-center gap-x-1.5">
                <span className="text-ink-900">{skill.name}</span>
                <span className="text-xs text-ink-600">{formatYears(skill.years)}</span>
                <EvidenceBadge evidence={skill.evidence} />
              </li>
            ))}
          </ul>
        ),
    },
  ];
}

const NOUN: ListNoun = { one: "candidate", many: "candidates" };

const CLIENT_HOURS = formatWindow({
  startHour: CLIENT_WORKDAY.startMinutes / 60,
  endHour: CLIENT_WORKDAY.endMinutes / 60,
});

/**
 * The client's zone and the hours of overlap wanted with their working day. The page is not
 * hydrated, so every zone the server knows is listed in the markup, by name: no offsets, which
 * would be one reading of a zone's clock among several across the year.
 */
function OverlapFilter({ zone, overlap }: { zone?: string; overlap?: number }) {
  const { common, others } = timeZoneList(zone ? [zone] : []);
  const options = (zones: string[]) =>
    zones.map((name) => (
      <option key={name} value={name}>
        {name}
      </option>
    ));
  return (
    <fieldset
      aria-describedby="filter-overlap-hint"
      className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:col-span-2"
    >
      <legend className="sr-only">Working hours overlap with a client</legend>
      <FilterField name="zone" label="Client's time zone">
        <select id="filter-zone" name="zone" defaultValue={zone ?? ""} className={inputClass}>
          <option value="">Any time zone</option>
          <optgroup label="Common time zones">{options(common)}</optgroup>
          {others.length > 0 ? <optgroup label="All time zones">{options(others)}</optgroup> : null}
        </select>
      </FilterField>
      <FilterField name="overlap" label="Overlap, hours at least">
        <input
          id="filter-overlap"
          type="number"
          name="overlap"
          inputMode="decimal"
          min={OVERLAP_STEP_HOURS}
          max={MAX_OVERLAP_HOURS}
          step={OVERLAP_STEP_HOURS}
          defaultValue={overlap ?? DEFAULT_OVERLAP_HOURS}
          className={inputClass}
        />
      </FilterField>
      <p id="filter-overlap-hint" className="text-xs text-ink-600 sm:col-span-2">
        Working hours that overlap {CLIENT_HOURS} in the client&apos;s zone, on today&apos;s date
        there.
      </p>
    </fieldset>
  );
}

export function TalentListPage({
  filters,
  rows,
  nextCursor,
  total,
  positions,
  canImport = false,
}: TalentListProps) {
  const filtered = isFiltered(filters);
  const query = talentFiltersQuery(filters);
  const names = new Map(positions.map((position) => [position.slug, position.name]));
  const roleName = (slug: string) => names.get(slug) ?? slug;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold text-ink-900">Talent</h1>
        {canImport ? (
          <div className="flex flex-wrap gap-2">
            <Link to={`${LIST_PATH}/new`} className="btn-secondary">
              Add a candidate
            </Link>
            <Link to={`${LIST_PATH}/import`} className="btn-secondary">
              Import candidates
            </Link>
          </div>
        ) : null}
      </div>

      <form
        method="get"
        role="search"
        aria-label="Filter candidates"
        className="grid gap-4 rounded-card border border-ink-200 bg-ink-50 p-4"
      >
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          <TextFilter
            name="q"
            type="search"
            label="Search"
            value={filters.q}
            maxLength={SEARCH_MAX}
            hint="Name or skill; the start of a word is enough."
          />
          <TextFilter
            name="skill"
            label="Skill"
            value={filters.skill}
            maxLength={SKILL_MAX}
            hint="One whole skill, in any common spelling: k8s, Postgres, React.js."
          />
          <OverlapFilter zone={filters.zone} overlap={filters.overlap} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <FilterSelect
            name="role"
            label="Role"
            value={filters.role}
            anyLabel="Any role"
            options={positions.map((position) => ({ value: position.slug, label: position.name }))}
          />
          <FilterSelect
            name="seniority"
            label="Seniority"
            value={filters.seniority}
            anyLabel="Any seniority"
            options={candidateSeniorities.map((value) => ({
              value,
              label: SENIORITY_LABELS[value],
            }))}
          />
          <FilterSelect
            name="english"
            label="English, at least"
            value={filters.english}
            anyLabel="Any level"
            options={cefrLevels.map((value) => ({ value, label: CEFR_LABELS[value] }))}
          />
          <DateFilter name="available" label="Available by" value={filters.available} />
          <FilterSelect
            name="status"
            label="Status"
            value={filters.status}
            anyLabel="Any status"
            options={candidateStatuses.map((value) => ({
              value,
              label: CANDIDATE_STATUS_LABELS[value],
            }))}
          />
        </div>
        <FilterFormActions noun={NOUN} listPath={LIST_PATH} filtered={filtered} />
      </form>

      <ListCount total={total} noun={NOUN} filtered={filtered} laterPage={Boolean(filters.after)} />

      <DataTable
        caption="Candidates, newest first"
        columns={columns(roleName)}
        rows={rows}
        rowKey={(row) => row.id}
        empty={
          <EmptyList
            noun={NOUN}
            filtered={filtered}
            listPath={LIST_PATH}
            whenEmpty="Candidates appear here once recruiting adds them."
          />
        }
        tableClassName="min-w-[72rem] border-collapse"
        rowClassName="align-top hover:bg-brand-50/50"
        head="caps"
      />

      <ListPager
        noun={NOUN}
        firstHref={filters.after ? `${LIST_PATH}${query}` : null}
        nextHref={nextCursor ? `${LIST_PATH}${talentFiltersQuery(filters, nextCursor)}` : null}
      />
    </div>
  );
}
