import { Form } from "react-router";

import { DataTable, type DataTableColumn } from "~/components/data-table";
import { ErrorSummary } from "~/components/form/error-summary";
import { EmailField, TextField } from "~/components/form/text-field";
import type { FormFailure } from "~/lib/forms/form-result";

import type { erasureForPage, LookupAnswer } from "./people-admin.server";
import { labelledCounts, PEOPLE_ERASE_FIELDS, PEOPLE_LOOKUP_FIELDS } from "./people-schema";

export interface PeoplePageProps {
  lookup: LookupAnswer;
  erased: Awaited<ReturnType<typeof erasureForPage>>;
  failure?: FormFailure;
}

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

const formatTime = (iso: string) => `${timeFormat.format(new Date(iso))} UTC`;

interface Count {
  kind: string;
  label: string;
  count: number;
}

const COUNT_COLUMNS: readonly DataTableColumn<Count>[] = [
  { header: "Kind", rowHeader: true, className: "text-ink-900", cell: ({ label }) => label },
  {
    header: "Records",
    align: "end",
    className: "tabular-nums text-ink-900",
    cell: ({ count }) => count,
  },
];

function CountsTable({ caption, counts }: { caption: string; counts: Count[] }) {
  return (
    <DataTable
      caption={caption}
      columns={COUNT_COLUMNS}
      rows={counts}
      rowKey={({ kind }) => kind}
      rowData={({ kind }) => ({ "data-kind": kind })}
      className="mt-3"
    />
  );
}

/** The staff page for one person's data: look up by address, download a copy, erase. */
export function PeoplePage({ lookup, erased, failure }: PeoplePageProps) {
  const lookupErrors = lookup.state === "invalid" ? lookup.fieldErrors : undefined;
  const typedEmail = lookup.state === "empty" ? "" : lookup.email;
  return (
    <div className="max-w-3xl">
      <h1 className="font-display text-2xl font-bold text-ink-900">People</h1>
      <p className="mt-2 text-sm text-ink-700">
        Find everything held about one person by their email address, to send them a copy of it or
        to erase it when they ask.
      </p>

      {erased ? (
        <section
          role="status"
          aria-labelledby="erased-title"
          className="mt-6 rounded-control border border-accent-600 bg-accent-50 p-4 text-accent-800"
        >
          <h2 id="erased-title" className="font-display text-lg font-semibold">
            Erased
          </h2>
          <p className="mt-1 text-sm">
            Everything held about the address was erased on {formatTime(erased.erasedAt)} at the
            request of {erased.requestedBy}. The erasure record ({erased.id}) keeps only these
            counts and a keyed hash of the address.
          </p>
          <CountsTable caption="What was erased" counts={labelledCounts(erased.summary)} />
          {(erased.summary.filesNotRemoved ?? 0) > 0 ? (
            <p className="mt-3 text-sm font-semibold text-danger-700">
              {erased.summary.filesNotRemoved} uploaded file(s) could not be removed from storage;
              the server log names them. Remove them by hand.
            </p>
          ) : null}
        </section>
      ) : null}

      <Form method="get" action="/admin/people" noValidate className="mt-6 grid gap-4">
        {lookupErrors ? (
          <ErrorSummary fieldErrors={lookupErrors} order={PEOPLE_LOOKUP_FIELDS} />
        ) : null}
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <EmailField
              name="email"
              label="Email address"
              required
              autoComplete="off"
              defaultValue={typedEmail}
              error={lookupErrors?.email}
            />
          </div>
          <button type="submit" className="btn-primary">
            Look up
          </button>
        </div>
      </Form>

      {lookup.state === "found" ? (
        <>
          <section aria-labelledby="held-title" className="mt-8">
            <h2 id="held-title" className="font-display text-xl font-semibold text-ink-900">
              What we hold about <span className="break-all">{lookup.email}</span>
            </h2>
            {lookup.held === 0 ? (
              <p className="mt-2 text-ink-700">Nothing is held about this address.</p>
            ) : (
              <CountsTable
                caption={`Records held about ${lookup.email}`}
                counts={labelledCounts(lookup.counts).filter(
                  ({ kind, count }) => count > 0 || kind !== "erasureRecords",
                )}
              />
            )}
            {lookup.lastErasedAt ? (
              <p className="mt-2 text-sm text-ink-700">
                This address was erased before, last on {formatTime(lookup.lastErasedAt)}.
              </p>
            ) : null}
            <p className="mt-4">
              <a
                href={`/admin/people/export.json?email=${encodeURIComponent(lookup.email)}`}
                download
                className="btn-secondary"
              >
                Download their data (JSON)
              </a>
            </p>
            <p className="mt-2 text-xs text-ink-600">
              The file holds every record above with its contents, without links or keys that would
              open anything. The download is recorded in the audit log.
            </p>
          </section>

          <section
            aria-labelledby="erase-title"
            className="mt-10 rounded-card border border-danger-600 p-4"
          >
            <h2 id="erase-title" className="font-display text-xl font-semibold text-ink-900">
              Erase everything about this person
            </h2>
            <p className="mt-2 text-sm text-ink-700">
              Deletes their leads with every timeline entry, registration, message, newsletter
              subscription, application, playbook download, briefing, booked call and email to or
              about them, and removes their uploaded CVs and documents. This cannot be undone. An
              erasure record keeps the counts and a keyed hash of the address, never the address.
            </p>
            <Form method="post" noValidate className="mt-4 grid gap-4">
              {failure ? (
                <ErrorSummary
                  fieldErrors={failure.fieldErrors}
                  formError={failure.formError}
                  order={PEOPLE_ERASE_FIELDS}
                />
              ) : null}
              <input type="hidden" name="email" value={lookup.email} />
              <TextField
                name="confirmEmail"
                label={`Type ${lookup.email} again to confirm`}
                required
                autoComplete="off"
                spellCheck={false}
                defaultValue={failure?.values.confirmEmail ?? ""}
                error={failure?.fieldErrors.confirmEmail ?? failure?.fieldErrors.email}
              />
              <button
                type="submit"
                className="btn justify-self-start bg-danger-700 text-white hover:bg-danger-600"
              >
                Erase everything about this person
              </button>
            </Form>
          </section>
        </>
      ) : null}
    </div>
  );
}
