import { Icon } from "~/components/icon";

import type { ClientShortlistView } from "./shortlist";

// The shortlist page's heading: which briefing and version, and the same report as a PDF to
// forward to a hiring team. A plain link, not the router's: the PDF is a download, not a page.

export function ClientShortlistHeader({
  view,
  sentOn,
}: {
  view: ClientShortlistView;
  sentOn: string;
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
    </>
  );
}
