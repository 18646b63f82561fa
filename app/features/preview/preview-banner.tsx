import { Icon } from "~/components/icon";

import { formatAsOf } from "./preview-as-of";

/**
 * Shown on every page of an editor's preview, so a draft is never mistaken for the live site
 * (nor a screenshot of it passed on as one). Fixed to the bottom of the window, as the site's
 * header holds the top; first in the document, so a screen reader meets it first. Leaving is
 * a plain form: it works with or without the page's scripts.
 */
export function PreviewBanner({ pathname, asOf }: { pathname: string; asOf?: string | null }) {
  return (
    <section
      aria-label="Draft preview"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-signal-600 bg-signal-400 text-ink-900 shadow-menu"
    >
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-2 text-sm">
        <p className="flex items-center gap-2">
          <Icon name="eye" className="size-4 shrink-0" />
          <span>
            <strong className="font-semibold">Preview:</strong> this page shows unpublished drafts
            {asOf ? ` as the site will be on ${formatAsOf(new Date(asOf))}` : ""}. Visitors see the
            published version.
          </span>
        </p>
        <form method="post" action="/preview">
          <input type="hidden" name="path" value={pathname} />
          <button
            type="submit"
            className="rounded-control border border-ink-900 bg-white px-3 py-1 font-semibold text-ink-900 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
          >
            Leave preview
          </button>
        </form>
      </div>
    </section>
  );
}

/** Room at the end of the page, so the fixed banner never covers its last lines. */
export function PreviewBannerSpacer() {
  return <div aria-hidden="true" className="h-24 sm:h-14" />;
}
