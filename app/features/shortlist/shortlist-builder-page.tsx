import { Link } from "react-router";

import { ErrorSummary } from "~/components/form/error-summary";
import { MatchCard } from "~/features/matching/match-card";
import { CANDIDATE_STATUS_LABELS } from "~/features/talent/talent-labels";
import type { FormFailure } from "~/lib/forms/form-result";

import {
  type BuilderRole,
  type DraftPick,
  SHORTLIST_MAX_PER_ROLE,
  SHORTLIST_MIN_PER_ROLE,
  type ShortlistBuilderView,
} from "./shortlist";
import { OutsideForm, PickControls, SendPanel, type Values } from "./shortlist-builder-forms";
import {
  candidateAnchor,
  noteFieldId,
  outsideFieldId,
  problemsOf,
  REMOVED_LABELS,
  roleAnchor,
  SHORTLIST_DONE,
  type ShortlistAnswer,
  type ShortlistIntent,
} from "./shortlist-builder-names";

// The recruiter's shortlist builder: per role of the lead's briefing, the matcher's ranking as
// cards to pick from, the picks with why each one fits, and the send. Works without
// JavaScript; with it, the forms post through fetchers (shortlist-builder-forms.tsx).

export interface ShortlistBuilderPageProps {
  view: ShortlistBuilderView;
  /** The change a plain post just saved (from the address after the redirect). */
  done: ShortlistIntent | null;
  /** A plain post that was refused: its values and errors. */
  result: ShortlistAnswer | undefined;
}

function PickedSummary({
  role,
  picks,
  result,
}: {
  role: BuilderRole;
  picks: DraftPick[];
  result?: ShortlistAnswer;
}) {
  const count = picks.length;
  const ranked = new Set(role.ranked.map((candidate) => candidate.card.id));
  const rule =
    count < SHORTLIST_MIN_PER_ROLE
      ? `Pick at least ${SHORTLIST_MIN_PER_ROLE - count} more.`
      : count > SHORTLIST_MAX_PER_ROLE
        ? `Remove ${count - SHORTLIST_MAX_PER_ROLE} to send.`
        : "Ready to send.";
  const titleId = `${roleAnchor(role.roleId)}-picked`;
  return (
    <section aria-labelledby={titleId} className="rounded-card border border-ink-200 bg-white p-4">
      <h3 id={titleId} className="font-display text-base font-semibold text-ink-900">
        Picked: {count}
      </h3>
      <p className="mt-1 text-sm text-ink-700">
        A shortlist proposes {SHORTLIST_MIN_PER_ROLE} to {SHORTLIST_MAX_PER_ROLE} engineers per
        role. {rule}
      </p>
      {count > 0 ? (
        <ol className="mt-3 grid gap-3">
          {picks.map((pick) => {
            const outside = !ranked.has(pick.candidateId);
            const anchor = candidateAnchor(pick.roleId, pick.candidateId);
            return (
              <li key={pick.candidateId} id={outside ? anchor : undefined} className="grid gap-1">
                <p className="font-semibold text-ink-900">
                  {outside ? (
                    pick.handle
                  ) : (
                    <a href={`#${anchor}`} className="link">
                      {pick.handle}
                    </a>
                  )}
                </p>
                {pick.outsideReason ? (
                  <p className="text-sm text-ink-700">Outside the ranking: {pick.outsideReason}</p>
                ) : null}
                {outside ? (
                  <PickControls
                    target={pick}
                    picked
                    consentToShow
                    note={pick.note}
                    result={result}
                  />
                ) : (
                  <p className="text-sm whitespace-pre-wrap text-ink-700">
                    {pick.note || "No note yet."}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}

function RoleSection({
  role,
  view,
  result,
}: {
  role: BuilderRole;
  view: ShortlistBuilderView;
  result?: ShortlistAnswer;
}) {
  const anchor = roleAnchor(role.roleId);
  const picks = view.picks
    .filter((pick) => pick.roleId === role.roleId)
    .sort((a, b) => a.position - b.position);
  const removed = role.removed.filter((entry) => entry.count > 0);
  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`} className="grid gap-4">
      <div>
        <h2 id={`${anchor}-title`} className="font-display text-xl font-semibold text-ink-900">
          {role.roleTitle}
        </h2>
        <p className="mt-1 text-ink-700">
          <span className="font-semibold text-ink-900">{role.passed}</span> passed every filter
          {role.ranked.length > 0 ? `; the best ${role.ranked.length} are ranked below.` : "."}
        </p>
        {removed.length > 0 ? (
          <p className="mt-1 text-sm text-ink-600">
            Left out:{" "}
            {removed.map((entry) => `${entry.count} ${REMOVED_LABELS[entry.filter]}`).join("; ")}.
          </p>
        ) : null}
      </div>
      <PickedSummary role={role} picks={picks} result={result} />
      {role.ranked.length === 0 ? (
        <p className="text-ink-700">
          No engineer passes every filter for this role; add someone outside the ranking.
        </p>
      ) : (
        <ol
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          aria-label={`Ranking for ${role.roleTitle}`}
        >
          {role.ranked.map(({ card, consentToShow, status }) => {
            const pick = picks.find((entry) => entry.candidateId === card.id);
            return (
              <li
                key={card.id}
                id={candidateAnchor(role.roleId, card.id)}
                className="grid content-start gap-3"
              >
                <MatchCard card={card} />
                {!consentToShow || status !== "available" ? (
                  <p className="flex flex-wrap gap-2 text-sm">
                    {!consentToShow ? (
                      <span className="rounded-full border border-danger-600 bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
                        Not agreed to be shown
                      </span>
                    ) : null}
                    {status !== "available" ? (
                      <span className="text-ink-700">
                        Not available: {CANDIDATE_STATUS_LABELS[status].toLowerCase()}
                      </span>
                    ) : null}
                  </p>
                ) : null}
                <PickControls
                  target={{ roleId: role.roleId, candidateId: card.id, handle: card.handle }}
                  picked={Boolean(pick)}
                  consentToShow={consentToShow}
                  note={pick?.note ?? ""}
                  result={result}
                />
              </li>
            );
          })}
        </ol>
      )}
      <OutsideForm roleId={role.roleId} result={result} />
    </section>
  );
}

/** A plain post's refusal at the top, each error linking to its field. */
function PlainFailure({ failure }: { failure: FormFailure }) {
  const { roleId = "", candidateId = "", intent } = failure.values;
  const ids: Values =
    intent === "add-outside"
      ? {
          candidate: outsideFieldId(roleId, "candidate"),
          reason: outsideFieldId(roleId, "reason"),
          note: outsideFieldId(roleId, "note"),
        }
      : { note: noteFieldId(roleId, candidateId) };
  const problems = problemsOf(failure);
  return (
    <ErrorSummary
      fieldErrors={failure.fieldErrors}
      formError={failure.formError}
      description={problems.length > 0 ? problems.join(" ") : undefined}
      ids={ids}
    />
  );
}

export function ShortlistBuilderPage({ view, done, result }: ShortlistBuilderPageProps) {
  const company = view.companyName || "this lead";
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <p className="text-sm">
          <Link to={`/admin/leads/${view.leadId}`} className="link">
            Back to the lead
          </Link>
        </p>
        <h1 className="font-display text-2xl font-bold break-words text-ink-900">
          Shortlist for {company}
        </h1>
        <p className="text-sm text-ink-700">
          Lead <span className="font-mono">{view.leadReference}</span> · Briefing{" "}
          <span className="font-mono">{view.briefingReference}</span>
        </p>
        <p className="text-sm text-ink-600">
          Each pick and note is saved to the draft as you make it; the client sees nothing until you
          send.
        </p>
      </div>
      {done && done !== "send" ? (
        <p
          role="status"
          className="rounded-control border border-accent-600 bg-accent-50 px-4 py-3 font-semibold text-accent-800"
        >
          {SHORTLIST_DONE[done]}
        </p>
      ) : null}
      {result && !result.ok ? <PlainFailure failure={result} /> : null}
      {view.roles.length === 0 ? (
        <p className="text-ink-700">The briefing&apos;s match preview names no roles to fill.</p>
      ) : (
        view.roles.map((role) => (
          <RoleSection key={role.roleId} role={role} view={view} result={result} />
        ))
      )}
      <SendPanel view={view} done={done} />
    </div>
  );
}
