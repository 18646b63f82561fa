import type { ReactNode } from "react";
import { Link } from "react-router";

import { DataTable, type DataTableColumn } from "~/components/data-table";
import { ErrorSummary } from "~/components/form/error-summary";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";

import type {
  CandidateProfile,
  CandidateProjectEntry,
  CandidateSkillEntry,
  CandidateVettingEntry,
} from "./candidate-detail.server";
import { CANDIDATE_INTENT_DONE, type CandidateIntent } from "./candidate-form-names";
import type { CandidateFailure } from "./candidate-form-parts";
import { ProjectForms, SkillsForm, VettingForms } from "./candidate-forms";
import { CandidateTimelineList } from "./candidate-timeline-list";
import type { TimelineLine } from "./candidate-timeline-view";
import { CandidateStatusBadge, EvidenceBadge, SampleBadge } from "./talent-badges";
import {
  CEFR_LABELS,
  countryName,
  ENGAGEMENT_LABELS,
  EVIDENCE_MEANINGS,
  formatDay,
  formatMinutes,
  formatMonths,
  formatRate,
  formatYears,
  SENIORITY_LABELS,
  VETTING_KIND_LABELS,
  vettingResult,
} from "./talent-labels";

// One candidate, for staff: the whole profile (the full name and contact details included,
// which a client never sees), skills with their evidence, the vetting record and past
// projects, and its timeline. Recruiters and admins also get the forms that change them.

export type CandidatePageProfile = Omit<
  CandidateProfile,
  "consentedAt" | "createdAt" | "updatedAt"
> & { consentedAt: string | null; createdAt: string; updatedAt: string };

export interface CandidatePageProps {
  candidate: CandidatePageProfile;
  /** The candidate's roles with their catalog names (the slug when the catalog lost one). */
  roles: { slug: string; name: string }[];
  skills: CandidateSkillEntry[];
  vettings: CandidateVettingEntry[];
  projects: CandidateProjectEntry[];
  timeline: TimelineLine[];
  /** The rate card's warning when the rate is outside its band, else null. */
  rateWarning: string | null;
  /** Recruiters and admins edit; sales reads. */
  canEdit: boolean;
  done: CandidateIntent | "profile" | "created" | null;
  failure: CandidateFailure | null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="break-words text-ink-900">{children}</dd>
    </div>
  );
}

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: IconName;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2
        id={id}
        className="flex items-center gap-2 font-display text-lg font-semibold text-ink-900"
      >
        <Icon name={icon} className="size-5 text-brand-700" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-card border border-dashed border-ink-300 p-4 text-ink-700">{children}</p>
  );
}

// A stored address becomes a link only when it is a web address: an imported row could hold
// any scheme, and a "javascript:" link on a staff page would run in a signed-in session.
const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

const day = (iso: string) => formatDay(iso.slice(0, 10));

function consentText(candidate: CandidatePageProfile): string {
  if (!candidate.consentToShow) return "Not given: the profile stays in the staff area";
  const when = candidate.consentedAt ? ` on ${day(candidate.consentedAt)}` : "";
  return `Given${when}, consent text version ${candidate.consentVersion ?? "unknown"}`;
}

const SKILL_COLUMNS: readonly DataTableColumn<CandidateSkillEntry>[] = [
  { header: "Skill", rowHeader: true, cell: (skill) => skill.name },
  {
    header: "Experience",
    className: "whitespace-nowrap",
    cell: (skill) => formatYears(skill.years),
  },
  {
    header: "Evidence",
    cell: (skill) => (
      <span className="flex flex-wrap items-center gap-x-2">
        <EvidenceBadge evidence={skill.evidence} />
        <span className="text-xs text-ink-600">{EVIDENCE_MEANINGS[skill.evidence]}</span>
      </span>
    ),
  },
];

const vettingColumns = (candidateId: string): readonly DataTableColumn<CandidateVettingEntry>[] => [
  { header: "Step", rowHeader: true, cell: (vetting) => VETTING_KIND_LABELS[vetting.kind] },
  {
    header: "Result",
    className: "whitespace-nowrap font-semibold",
    cell: (vetting) => vettingResult(vetting),
  },
  {
    header: "Date",
    className: "whitespace-nowrap",
    cell: (vetting) => <time dateTime={vetting.assessedOn}>{formatDay(vetting.assessedOn)}</time>,
  },
  { header: "Assessor", cell: (vetting) => vetting.assessor },
  { header: "Notes", cell: (vetting) => vetting.notes ?? "—" },
  {
    header: "Report",
    cell: (vetting) =>
      vetting.fileName ? (
        <a
          href={`/admin/talent/${candidateId}/vettings/${vetting.id}/report`}
          className="link break-all"
          download
        >
          {vetting.fileName}
        </a>
      ) : (
        "—"
      ),
  },
];

const PROJECT_COLUMNS: readonly DataTableColumn<CandidateProjectEntry>[] = [
  {
    header: "Domain",
    rowHeader: true,
    cell: (project) => (
      <>
        {project.domain}
        {project.clientName ? (
          <span className="block text-xs text-ink-600">Client: {project.clientName}</span>
        ) : null}
      </>
    ),
  },
  { header: "Role", cell: (project) => project.role },
  {
    header: "Duration",
    className: "whitespace-nowrap",
    cell: (project) => formatMonths(project.durationMonths),
  },
  { header: "Stack", cell: (project) => project.stack.join(", ") },
  { header: "Outcome", cell: (project) => project.outcome },
];

export function CandidatePage({
  candidate,
  roles,
  skills,
  vettings,
  projects,
  timeline,
  rateWarning,
  canEdit,
  done,
  failure,
}: CandidatePageProps) {
  const hours = `${formatMinutes(candidate.workStartMinutes)}–${formatMinutes(candidate.workEndMinutes)}`;
  return (
    <div className="grid gap-8">
      <p className="text-sm">
        <Link to="/admin/talent" className="link inline-flex items-center gap-1">
          <Icon name="arrow-left" className="size-4" />
          All candidates
        </Link>
      </p>

      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-display text-2xl font-bold break-words text-ink-900">
            {candidate.handle}
          </h1>
          <CandidateStatusBadge status={candidate.status} />
          {candidate.sample ? <SampleBadge /> : null}
          {canEdit ? (
            <Link
              to={`/admin/talent/${candidate.id}/edit`}
              className="btn-secondary ml-auto inline-flex items-center gap-2"
            >
              <Icon name="pencil-line" className="size-4" />
              Edit profile
            </Link>
          ) : null}
        </div>
        <p className="text-ink-700">
          {candidate.firstName} {candidate.lastName} · {roles.map((role) => role.name).join(", ")}
        </p>
        {candidate.sample ? (
          <p className="rounded-control border border-signal-500 bg-signal-400/15 px-4 py-3 text-sm text-ink-900">
            An invented profile from the bundled sample pool, so the pool has people to show before
            recruiting adds real ones. No such person exists.
          </p>
        ) : null}
      </div>

      {done ? (
        <p
          role="status"
          className="rounded-control border border-accent-600 bg-accent-50 px-4 py-3 font-semibold text-accent-800"
        >
          {CANDIDATE_INTENT_DONE[done]}
        </p>
      ) : null}
      {failure ? (
        <ErrorSummary fieldErrors={failure.fieldErrors} formError={failure.formError} />
      ) : null}

      <Section id="profile-title" title="Profile" icon="user-round">
        <dl className="grid gap-4 rounded-card border border-ink-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Full name">
            {candidate.firstName} {candidate.lastName}
          </Fact>
          <Fact label="Shown to clients as">{candidate.handle}</Fact>
          <Fact label="Email">
            <a href={`mailto:${candidate.email}`} className="link break-all">
              {candidate.email}
            </a>
          </Fact>
          <Fact label="Phone">
            {candidate.phone ? (
              <a href={`tel:${candidate.phone}`} className="link">
                {candidate.phone}
              </a>
            ) : (
              "—"
            )}
          </Fact>
          <Fact label="LinkedIn">
            {candidate.linkedinUrl && isWebAddress(candidate.linkedinUrl) ? (
              <a href={candidate.linkedinUrl} className="link break-all" rel="noopener noreferrer">
                {candidate.linkedinUrl}
              </a>
            ) : (
              (candidate.linkedinUrl ?? "—")
            )}
          </Fact>
          <Fact label={roles.length === 1 ? "Role" : "Roles"}>
            {roles.map((role) => role.name).join(", ")}
          </Fact>
          <Fact label="Seniority">{SENIORITY_LABELS[candidate.seniority]}</Fact>
          <Fact label="Experience">{formatYears(candidate.yearsExperience)}</Fact>
          <Fact label="Domains">
            {candidate.domains.length > 0 ? candidate.domains.join(", ") : "—"}
          </Fact>
          <Fact label="English">
            {CEFR_LABELS[candidate.englishLevel]}
            <span className="block text-sm text-ink-600">
              How we know: {candidate.englishAssessedBy}
            </span>
          </Fact>
          <Fact label="Country">{countryName(candidate.country)}</Fact>
          <Fact label="Time zone">{candidate.timeZone}</Fact>
          <Fact label="Working hours">{hours} local time</Fact>
          <Fact label="Available from">
            <time dateTime={candidate.availableFrom}>{formatDay(candidate.availableFrom)}</time>
          </Fact>
          <Fact label="Engagement">{ENGAGEMENT_LABELS[candidate.engagement]}</Fact>
          <Fact label="Rate">
            {formatRate(candidate.hourlyRateUsd)}
            {rateWarning ? (
              <span className="mt-1 flex items-start gap-1 text-sm text-signal-800">
                <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
                {rateWarning}
              </span>
            ) : null}
          </Fact>
          <Fact label="Consent to be shown to clients">{consentText(candidate)}</Fact>
          <Fact label="Status">
            <CandidateStatusBadge status={candidate.status} />
          </Fact>
          <Fact label="Added">{day(candidate.createdAt)}</Fact>
        </dl>
      </Section>

      <Section id="skills-title" title="Skills" icon="code">
        <DataTable
          caption="Skills, strongest evidence first, then most years"
          columns={SKILL_COLUMNS}
          rows={skills}
          rowKey={(skill) => skill.name}
          empty={<Empty>No skills recorded yet.</Empty>}
          regionLabel="Skills"
          tableClassName="min-w-[32rem]"
        />
        {canEdit ? <SkillsForm skills={skills} failure={failure} /> : null}
      </Section>

      <Section id="vetting-title" title="Vetting" icon="shield-check">
        <DataTable
          caption="Vetting steps, oldest first"
          columns={vettingColumns(candidate.id)}
          rows={vettings}
          rowKey={(vetting) => vetting.id}
          empty={<Empty>Not vetted yet.</Empty>}
          regionLabel="Vetting"
          tableClassName="min-w-[48rem]"
          rowClassName="align-top"
        />
        {canEdit ? <VettingForms vettings={vettings} failure={failure} /> : null}
      </Section>

      <Section id="projects-title" title="Projects" icon="briefcase">
        <DataTable
          caption="Past projects, as the profile lists them"
          columns={PROJECT_COLUMNS}
          rows={projects}
          rowKey={(project) => project.id}
          empty={<Empty>No projects recorded yet.</Empty>}
          regionLabel="Projects"
          tableClassName="min-w-[48rem]"
          rowClassName="align-top"
        />
        {canEdit ? <ProjectForms projects={projects} failure={failure} /> : null}
      </Section>

      <Section id="timeline-title" title="Timeline" icon="clock">
        <CandidateTimelineList entries={timeline} />
      </Section>
    </div>
  );
}
