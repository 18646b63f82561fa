import type { ReactNode } from "react";
import { Link } from "react-router";

import { ErrorSummary } from "~/components/form/error-summary";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { GuaranteePanel, type GuaranteePanelClock } from "~/features/guarantee/guarantee-panel";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import type { TalentPoolApplication } from "~/features/talent/candidate-from-application.server";
import type { PositionName } from "~/features/talent/talent-positions.server";
import { type CompanyType, type LeadSource, type LeadStatus, leadStatuses } from "~/lib/db/enums";
import type { FormFailure } from "~/lib/forms/form-result";

import { callOutcomeErrorIds, CallOutcomes, type PastCall } from "./call-outcomes";
import type { DuplicateLead } from "./duplicates.server";
import { DuplicatesList } from "./duplicates-panel";
import { LeadApplications, talentPoolErrorIds } from "./lead-applications";
import { COMPANY_TYPE_LABELS, SOURCE_LABELS, STATUS_LABELS } from "./lead-labels";
import { LEAD_DONE, type LeadDone, type LeadIntent, NOTE_MAX } from "./lead-work";
import { ReplyBox, type ReplyBoxProps } from "./reply-box";
import { formatDay, formatWhen } from "./staff-time";
import { StatusBadge } from "./status-badge";
import type { TimelineEntry } from "./timeline";
import { TimelineItem } from "./timeline-item";

// One lead: who they are, what they did (the timeline, newest first), and the sales team's
// working fields. Each change is its own small form posting to the page, so everything works
// without JavaScript; after a change the page reloads with a confirmation at the top.

export interface LeadPageLead {
  id: string;
  reference: string;
  email: string;
  contactName: string | null;
  companyName: string | null;
  phone: string | null;
  companyType: CompanyType | null;
  source: LeadSource;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  createdAt: string;
  lastActivityAt: string;
  status: LeadStatus;
  ownerId: string | null;
  ownerName: string | null;
  nextActionOn: string | null;
}

export interface LeadPageProps {
  lead: LeadPageLead;
  timeline: TimelineEntry[];
  staff: { id: string; name: string; email: string }[];
  /** The lead's careers applications, each with its place in the talent pool. */
  applications: TalentPoolApplication[];
  /** The catalog's roles the talent pool form offers. */
  positions: PositionName[];
  /** Whether the reader may add an application to the talent pool (recruiters and admins). */
  canAddToTalentPool: boolean;
  /** The latest briefing's 48-hour clock; null before a briefing. */
  guarantee: GuaranteePanelClock | null;
  /** Whether the reader may waive it (admins). */
  canWaiveGuarantee: boolean;
  /** The lead's calls whose time has come, latest first. */
  pastCalls: PastCall[];
  /** Other leads that may be this company or person. */
  duplicates: DuplicateLead[];
  /** The reply box: whether answers thread back, and a preview just asked for. */
  reply: Pick<ReplyBoxProps, "threads" | "preview" | "values">;
  /** The change just saved (from the address after the redirect). */
  done: LeadDone | null;
  /** A refused change: its values and errors. */
  failure: (FormFailure & { intent: LeadIntent | null }) | null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="break-words text-ink-900">{children}</dd>
    </div>
  );
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-ink-200 bg-white p-4">
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function WorkForm({
  intent,
  button,
  children,
}: {
  intent: LeadIntent;
  button: string;
  children: ReactNode;
}) {
  return (
    <form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div>
        <button type="submit" className="btn-secondary">
          {button}
        </button>
      </div>
    </form>
  );
}

export function LeadPage({
  lead,
  timeline,
  staff,
  applications,
  positions,
  canAddToTalentPool,
  guarantee,
  canWaiveGuarantee,
  pastCalls,
  duplicates,
  reply,
  done,
  failure,
}: LeadPageProps) {
  const name = lead.companyName || lead.contactName || lead.email;
  const failed = (intent: LeadIntent) => (failure?.intent === intent ? failure : null);
  const errors = (intent: LeadIntent) => failed(intent)?.fieldErrors ?? {};
  const value = (intent: LeadIntent, field: string, fallback: string) =>
    failed(intent)?.values[field] ?? fallback;
  const utm = [lead.utmSource, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(" / ");
  // The shortlist is built from a submitted briefing's roles; before one there is nothing to pick.
  const hasBriefing = timeline.some((entry) => entry.type === LEAD_EVENT.briefingSubmitted);

  return (
    <div className="grid gap-6">
      <p className="text-sm">
        <Link to="/admin" className="link">
          All leads
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-2xl font-bold break-words text-ink-900">{name}</h1>
        <StatusBadge status={lead.status} />
      </div>
      {hasBriefing ? (
        <p>
          <Link to={`/admin/leads/${lead.id}/shortlist`} className="btn-secondary">
            Build shortlist
          </Link>
        </p>
      ) : null}

      {done ? (
        <p
          role="status"
          className="rounded-control border border-accent-600 bg-accent-50 px-4 py-3 font-semibold text-accent-800"
        >
          {LEAD_DONE[done]}
        </p>
      ) : null}
      {failure ? (
        <ErrorSummary
          fieldErrors={failure.fieldErrors}
          formError={failure.formError}
          {...talentPoolErrorIds(failure)}
          {...callOutcomeErrorIds(failure)}
        />
      ) : null}

      {/* On a phone: details, then the working forms, then the timeline; on a wide screen the
          forms sit in a column beside both. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="grid gap-6 lg:col-start-1 lg:row-start-1">
          <Panel title="Details" id="details-title">
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label="Contact">{lead.contactName ?? "—"}</Fact>
              <Fact label="Email">
                <a href={`mailto:${lead.email}`} className="link break-all">
                  {lead.email}
                </a>
              </Fact>
              <Fact label="Phone">
                {lead.phone ? (
                  <a href={`tel:${lead.phone}`} className="link">
                    {lead.phone}
                  </a>
                ) : (
                  "—"
                )}
              </Fact>
              <Fact label="Reference">
                <span className="font-mono">{lead.reference}</span>
              </Fact>
              <Fact label="Company type">
                {lead.companyType ? COMPANY_TYPE_LABELS[lead.companyType] : "—"}
              </Fact>
              <Fact label="Source">{SOURCE_LABELS[lead.source]}</Fact>
              <Fact label="Campaign (UTM)">{utm || "—"}</Fact>
              <Fact label="Referrer">{lead.referrer ?? "—"}</Fact>
              <Fact label="Created">{formatWhen(lead.createdAt)}</Fact>
              <Fact label="Last activity">{formatWhen(lead.lastActivityAt)}</Fact>
            </dl>
          </Panel>
          {duplicates.length > 0 ? (
            <Panel title="Possible duplicates" id="duplicates-title">
              <DuplicatesList leadId={lead.id} duplicates={duplicates} formatWhen={formatWhen} />
            </Panel>
          ) : null}
          <Panel title="Reply by mail" id="reply-title">
            <ReplyBox
              email={lead.email}
              reference={lead.reference}
              threads={reply.threads}
              preview={reply.preview}
              values={failed("reply")?.values ?? reply.values}
              errors={errors("reply")}
            />
          </Panel>
          {applications.length > 0 ? (
            <Panel title="Job applications" id="applications-title">
              <LeadApplications
                applications={applications}
                positions={positions}
                canAdd={canAddToTalentPool}
                failure={failure}
              />
            </Panel>
          ) : null}
        </div>

        <div className="grid content-start gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {guarantee ? (
            <Panel title="48-hour guarantee" id="guarantee-title">
              <GuaranteePanel
                clock={guarantee}
                canWaive={canWaiveGuarantee}
                formatWhen={formatWhen}
                reasonValue={failed("guarantee-waive")?.values.reason}
                reasonError={errors("guarantee-waive").reason}
              />
            </Panel>
          ) : null}
          {pastCalls.length > 0 ? (
            <Panel title="Calls" id="calls-title">
              <CallOutcomes calls={pastCalls} failure={failure} formatWhen={formatWhen} />
            </Panel>
          ) : null}
          <Panel title="Status" id="status-title">
            <WorkForm intent="status" button="Save status">
              <SelectField
                name="status"
                label="Where this lead stands"
                required
                defaultValue={value("status", "status", lead.status)}
                error={errors("status").status}
                options={leadStatuses.map((status) => ({
                  value: status,
                  label: STATUS_LABELS[status],
                }))}
              />
            </WorkForm>
          </Panel>
          <Panel title="Owner" id="owner-title">
            <WorkForm intent="owner" button="Save owner">
              <SelectField
                name="ownerId"
                label="Who follows up"
                defaultValue={value("owner", "ownerId", lead.ownerId ?? "")}
                error={errors("owner").ownerId}
                placeholder="Nobody yet"
                options={staff.map((member) => ({
                  value: member.id,
                  label: member.name ? `${member.name} (${member.email})` : member.email,
                }))}
              />
            </WorkForm>
          </Panel>
          <Panel title="Next action" id="next-action-title">
            <WorkForm intent="next-action" button="Save date">
              <TextField
                type="date"
                name="nextActionOn"
                label="Act again on"
                hint={
                  lead.nextActionOn
                    ? `Now: ${formatDay(lead.nextActionOn)}. Empty it to clear.`
                    : "No date set."
                }
                defaultValue={value("next-action", "nextActionOn", lead.nextActionOn ?? "")}
                error={errors("next-action").nextActionOn}
              />
            </WorkForm>
          </Panel>
          <Panel title="Notes" id="note-title">
            <WorkForm intent="note" button="Add note">
              <TextareaField
                name="note"
                label="New note"
                required
                maxLength={NOTE_MAX}
                hint="Goes on the timeline with your name. Notes cannot be edited later."
                defaultValue={value("note", "note", "")}
                error={errors("note").note}
              />
            </WorkForm>
          </Panel>
        </div>

        <section aria-labelledby="timeline-title" className="lg:col-start-1 lg:row-start-2">
          <h2 id="timeline-title" className="font-display text-lg font-semibold text-ink-900">
            Timeline
          </h2>
          <p className="mt-1 text-sm text-ink-600">Newest first. Times are UTC.</p>
          {timeline.length === 0 ? (
            <p className="mt-3 text-ink-700">Nothing has happened on this lead yet.</p>
          ) : (
            <ol className="mt-4 grid">
              {timeline.map((entry) => (
                <TimelineItem key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}
