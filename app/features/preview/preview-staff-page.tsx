import { Form } from "react-router";

import { ErrorSummary } from "~/components/form/error-summary";
import { TextField } from "~/components/form/text-field";
import type { FieldError } from "~/lib/forms/form-result";

import { formatAsOf } from "./preview-as-of";

export interface PreviewStaffPageProps {
  /** False when the content source cannot read drafts (a Sanity project without a token). */
  canPreview: boolean;
  path: string;
  /** The "Show the site as of" field's value (a datetime-local value, UTC), or "". */
  asOf?: string;
  fieldErrors?: Record<string, FieldError>;
  /** A link just made, to hand on, and the time it shows the site as of (ISO) if one was set. */
  link?: { url: string; expiresAt: string; asOf?: string | null } | null;
}

const expiry = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(iso)) + " UTC";

/** Staff start an editor's draft preview here, for themselves or as a link to hand on. */
export function PreviewStaffPage({
  canPreview,
  path,
  asOf = "",
  fieldErrors = {},
  link,
}: PreviewStaffPageProps) {
  return (
    <section aria-labelledby="preview-title" className="max-w-2xl">
      <h1 id="preview-title" className="font-display text-2xl font-bold text-ink-900">
        Preview drafts
      </h1>
      <p className="mt-2 text-ink-700">
        See the site as it will look once the studio&apos;s drafts are published: every page shows
        its unpublished changes, under a banner, never cached and never indexed. Visitors keep
        seeing the published site.
      </p>
      {canPreview ? (
        <Form method="post" noValidate className="mt-6 grid gap-4">
          <ErrorSummary fieldErrors={fieldErrors} order={["path", "asOf"]} />
          <TextField
            name="path"
            label="Start on the page"
            hint="Its address on the site, e.g. / or /about/story or a new page's address."
            defaultValue={path}
            required
            maxLength={300}
            autoComplete="off"
            spellCheck={false}
            error={fieldErrors.path}
          />
          <TextField
            name="asOf"
            type="datetime-local"
            label="Show the site as of (UTC)"
            hint="Optional. Pages show what is scheduled to be on the site at that time, with the drafts: what goes live on Monday at 9, or what comes down. Leave it empty to see the site as it is now."
            defaultValue={asOf}
            step={60}
            className="max-w-xs"
            error={fieldErrors.asOf}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="open" className="btn-primary">
              Open the preview
            </button>
            <button type="submit" name="intent" value="link" className="btn-secondary">
              Make a link for an editor
            </button>
          </div>
        </Form>
      ) : (
        <p
          role="status"
          className="mt-6 rounded-control border border-ink-300 bg-ink-50 p-3 text-ink-800"
        >
          Drafts cannot be shown: the site reads the Sanity project without a read token. Give it a
          token with viewer rights (&ldquo;Previewing drafts&rdquo; in docs/configuration.md) to
          turn previews on.
        </p>
      )}
      {link ? (
        <div
          role="status"
          className="mt-6 rounded-control border border-accent-600 bg-accent-50 p-4"
        >
          <p className="font-semibold text-accent-800">
            Preview link ready: anyone who opens it sees the drafts
            {link.asOf
              ? `, as the site will be on ${formatAsOf(new Date(link.asOf))},`
              : ""} until {expiry(link.expiresAt)}.
          </p>
          <label htmlFor="preview-link" className="mt-3 block text-sm font-semibold text-ink-800">
            Link to send
          </label>
          <input
            id="preview-link"
            readOnly
            value={link.url}
            className="mt-1 w-full rounded-control border border-ink-300 bg-white px-3 py-2 font-mono text-sm text-ink-900"
          />
        </div>
      ) : null}
    </section>
  );
}
