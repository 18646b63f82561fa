import { Link } from "react-router";

import { ErrorSummary } from "~/components/form/error-summary";
import { TextField } from "~/components/form/text-field";
import type { FormFailure } from "~/lib/forms/form-result";

import { FileLinks } from "./file-links";
import type { UnmatchedMail } from "./lead-messages.server";
import { formatWhen } from "./staff-time";

// Inbound mail whose reply address named no lead (a forwarded answer, a typo, a lead erased
// since): kept here for an admin, who threads each onto its lead by reference.

export interface UnmatchedMailPageProps {
  mail: UnmatchedMail[];
  /** The lead a mail was just threaded onto. */
  threaded: { id: string; reference: string } | null;
  failure: (FormFailure & { messageId: string | null }) | null;
}

function MailItem({
  mail,
  failure,
}: {
  mail: UnmatchedMail;
  failure: UnmatchedMailPageProps["failure"];
}) {
  const mine = failure?.messageId === mail.id ? failure : null;
  const titleId = `mail-${mail.id}`;
  return (
    <li className="rounded-card border border-ink-200 bg-white p-4">
      <article aria-labelledby={titleId} className="grid gap-2">
        <h2 id={titleId} className="font-display text-lg font-semibold break-words text-ink-900">
          {mail.subject}
        </h2>
        <p className="text-sm text-ink-600">
          <time dateTime={mail.receivedAt}>{formatWhen(mail.receivedAt)}</time> · From{" "}
          <span className="break-all">{mail.from}</span> · To{" "}
          <span className="break-all">{mail.to}</span>
        </p>
        <blockquote className="rounded-control border-l-4 border-ink-300 bg-ink-50 px-3 py-2 text-sm whitespace-pre-wrap text-ink-800">
          {mail.text || "(no text)"}
        </blockquote>
        {mail.files.length > 0 ? <FileLinks files={mail.files} /> : null}
        {mail.refused.map((file) => (
          <p key={file.name} className="text-sm text-ink-700">
            Not kept: {file.name} ({file.reason})
          </p>
        ))}
        <form
          method="post"
          className="mt-2 grid gap-3 sm:grid-cols-[minmax(0,18rem)_auto] sm:items-end"
        >
          <input type="hidden" name="messageId" value={mail.id} />
          <TextField
            name="reference"
            id={`reference-${mail.id}`}
            label="Lead reference"
            required
            hint={
              mail.suggestion
                ? `Likely ${mail.suggestion.reference} (${mail.suggestion.name}).`
                : "The lead's reference, e.g. NG-L-2026-0042."
            }
            defaultValue={mine?.values.reference ?? mail.suggestion?.reference ?? ""}
            error={mine?.fieldErrors.reference}
          />
          <div>
            <button type="submit" className="btn-secondary">
              Thread onto lead
            </button>
          </div>
        </form>
      </article>
    </li>
  );
}

export function UnmatchedMailPage({ mail, threaded, failure }: UnmatchedMailPageProps) {
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-display text-2xl font-bold text-ink-900">Unmatched mail</h1>
        <p className="mt-2 max-w-3xl text-sm text-ink-600">
          Mail that came back to a reply address naming no lead. Nothing is dropped: thread each
          onto its lead and it joins that lead&apos;s timeline.
        </p>
      </div>
      {threaded ? (
        <p
          role="status"
          className="rounded-control border border-accent-600 bg-accent-50 px-4 py-3 font-semibold text-accent-800"
        >
          Threaded onto{" "}
          <Link to={`/admin/leads/${threaded.id}`} className="link">
            lead {threaded.reference}
          </Link>
          .
        </p>
      ) : null}
      {failure ? (
        <ErrorSummary
          fieldErrors={failure.fieldErrors}
          formError={failure.formError}
          ids={failure.messageId ? { reference: `reference-${failure.messageId}` } : {}}
        />
      ) : null}
      {mail.length === 0 ? (
        <p className="text-ink-700">No unmatched mail. Every answer found its lead.</p>
      ) : (
        <ol className="grid gap-4">
          {mail.map((item) => (
            <MailItem key={item.id} mail={item} failure={failure} />
          ))}
        </ol>
      )}
    </div>
  );
}
