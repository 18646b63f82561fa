import { Link } from "react-router";

import { Icon } from "~/components/icon";

import type { ClientShortlistView } from "./shortlist";
import { SHORTLIST_INTERVIEWS_PATH } from "./shortlist-link";

// The shortlist page's heading: which briefing and version, and the same report as a PDF to
// forward to a hiring team. A plain link, not the router's: the PDF is a download, not a page.

export function ClientShortlistHeader({
  view,
  sentOn,
  guaranteeLine,
}: {
  view: ClientShortlistView;
  sentOn: string;
  guaranteeLine: string | null;
}) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-3xl font-bold text-ink-900 sm:text-4xl">Your shortlist</h1>
        <a href="/shortlist.pdf" download className="btn-secondary print:hidden">
          <Icon name="download" className="size-4" />
          Download as PDF
        </a>
      </div>
      <p className="mt-3 text-lg text-ink-700">
        Briefing reference{" "}
        <span className="font-semibold text-ink-900 tabular-nums">{view.reference}</span>, version{" "}
        {view.version}, sent <time dateTime={view.sentAt}>{sentOn}</time>
      </p>
      {view.version > 1 ? (
        <p className="mt-2 font-medium text-ink-900">This replaces the earlier version.</p>
      ) : null}
      {guaranteeLine ? <p className="mt-2 max-w-3xl text-ink-700">{guaranteeLine}</p> : null}
      <InterviewsPrompt view={view} />
    </>
  );
}

/** The way on once the client has chosen whom to meet: booking the interview times. */
function InterviewsPrompt({ view }: { view: ClientShortlistView }) {
  const chosen = view.roles
    .flatMap((role) => role.entries)
    .filter((entry) => entry.decision === "selected" && !entry.unavailable).length;
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-card border border-brand-200 bg-white p-5 print:hidden">
      <p className="text-ink-700">
        {chosen === 0
          ? "Choose “Interview” for the engineers you want to meet; then pick the times."
          : `${chosen} ${chosen === 1 ? "engineer" : "engineers"} chosen for interview. Pick the times that suit you and we send the invites.`}
      </p>
      <Link to={SHORTLIST_INTERVIEWS_PATH} className="btn-primary">
        Book interviews
      </Link>
    </div>
  );
}
