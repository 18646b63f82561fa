import { data, Link } from "react-router";

import {
  bookInterviewsAction,
  interviewPageData,
} from "~/features/interviews/interview-actions.server";
import { InterviewBookingPage } from "~/features/interviews/interview-booking-page";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/lib/http/private-page-headers";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/shortlist.interviews";

// The client's interview booking, found through their lead cookie: no id in the address.
// Plain forms without JavaScript; never cached, never indexed.

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    seo: {
      title: args.loaderData?.found === false ? "No shortlist here yet" : "Book your interviews",
      description: "",
    },
    noindex: true,
  });

export const headers: Route.HeadersFunction = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireDatabase();
  const page = await interviewPageData(db, request);
  if (!page) return data({ found: false as const }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return data({ found: true as const, ...page }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  const answer = await bookInterviewsAction(request);
  kickMailWorker();
  return answer;
}

export default function ShortlistInterviews({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <section className="container-page py-16">
        <h1 className="font-display text-3xl font-bold text-ink-900">No shortlist here yet</h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-700">
          Interviews are booked from your shortlist. When it is ready we e-mail you a private link
          that opens it in this browser.
        </p>
        <p className="mt-8">
          <Link to="/contact" className="btn-secondary">
            Contact us
          </Link>
        </p>
      </section>
    );
  }
  return (
    <InterviewBookingPage
      plan={loaderData.plan}
      preferred={loaderData.preferred}
      minutes={loaderData.minutes}
      managePaths={loaderData.managePaths}
      justBooked={loaderData.justBooked}
      guaranteeLine={loaderData.guaranteeLine}
      failure={actionData && !actionData.ok ? actionData : null}
    />
  );
}
