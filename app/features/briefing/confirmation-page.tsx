import { Link } from "react-router";

import { Icon } from "~/components/icon";
import type { MatchPreview } from "~/features/matching/match-preview";
import { MatchPreviewView } from "~/features/matching/match-preview-view";

// The page after a submitted briefing. Server-rendered only (it ships no JavaScript): every
// time on it is already written on the visitor's clock, with the zone named beside it.

export interface ConfirmationPageProps {
  reference: string;
  contactName: string;
  companyName: string;
  /** Where the confirmation mail went; empty when the briefing had no address to mail. */
  email: string;
  /** When it was submitted, on the visitor's clock, and as an ISO instant. */
  submitted: { local: string; iso: string };
  /** The interview promise as a date and time on the visitor's clock. */
  deadline: { local: string; iso: string; timeZone: string };
  promiseHours: number;
  nextSteps: readonly string[];
  bookCallPath: string;
  /** The preview stored with the briefing: what the visitor saw when they submitted. */
  matchPreview: MatchPreview | null;
}

export function ConfirmationPage(props: ConfirmationPageProps) {
  const thanks = props.contactName ? `Thank you, ${props.contactName}.` : "Thank you.";
  const company = props.companyName ? ` for ${props.companyName}` : "";
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page max-w-5xl py-12 sm:py-16">
        <Icon name="circle-check" className="size-12 text-accent-700" />
        <h1 className="mt-4 font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          Briefing submitted
        </h1>
        <p className="mt-3 text-lg text-ink-700">
          {thanks} We have your team briefing{company}.
        </p>

        <dl className="mt-8 grid gap-4 rounded-card border border-ink-200 bg-white p-6 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-ink-600">Your reference</dt>
            <dd className="mt-1 font-mono text-xl font-semibold text-ink-900">{props.reference}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-600">Submitted</dt>
            <dd className="mt-1 text-ink-900">
              <time dateTime={props.submitted.iso}>{props.submitted.local}</time>{" "}
              <span className="text-ink-600">({props.deadline.timeZone})</span>
            </dd>
          </div>
        </dl>

        <div className="mt-8 flex gap-4 rounded-card bg-accent-50 p-6">
          <Icon name="calendar-clock" className="size-8 shrink-0 text-accent-700" />
          <div>
            <h2 className="font-display text-xl font-semibold text-ink-900">
              Interviews booked by <time dateTime={props.deadline.iso}>{props.deadline.local}</time>
            </h2>
            <p className="mt-1 text-ink-700">
              Times are in your time zone, {props.deadline.timeZone}: {props.promiseHours} hours
              from your submission.
            </p>
          </div>
        </div>

        {props.matchPreview && props.matchPreview.roles.length > 0 ? (
          <section aria-labelledby="submitted-preview-heading" className="mt-10">
            <h2
              id="submitted-preview-heading"
              className="font-display text-2xl font-semibold text-ink-900"
            >
              Engineers who fit your brief
            </h2>
            <p className="mt-1 text-ink-700">
              The match preview as it stood when you submitted. We start your shortlist from it.
            </p>
            <div className="mt-4">
              <MatchPreviewView preview={props.matchPreview} layout="wide" headingLevel={3} />
            </div>
          </section>
        ) : null}

        {props.nextSteps.length > 0 ? (
          <>
            <h2 className="mt-10 font-display text-2xl font-semibold text-ink-900">
              What happens next
            </h2>
            <ol className="mt-4 grid list-decimal gap-3 pl-6 text-ink-700 marker:font-semibold marker:text-brand-700">
              {props.nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        ) : null}

        {props.email ? (
          <p className="mt-8 flex gap-2 text-ink-700">
            <Icon name="file-text" className="mt-0.5 size-5 shrink-0 text-ink-600" />
            <span>
              We have sent a confirmation to <strong>{props.email}</strong> with your briefing
              attached as a PDF.
            </span>
          </p>
        ) : null}

        <div className="mt-10 flex flex-wrap gap-3">
          <Link to={props.bookCallPath} className="btn-primary">
            <Icon name="phone-call" className="size-4" />
            Book a call with an expert
          </Link>
          <Link to="/" className="btn-secondary">
            Back to the home page
          </Link>
        </div>
      </div>
    </section>
  );
}
