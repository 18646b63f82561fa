import { data, Link } from "react-router";

import {
  manageInterviewAction,
  managePageData,
} from "~/features/interviews/interview-actions.server";
import { InterviewManagePage } from "~/features/interviews/interview-manage-page";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/lib/http/private-page-headers";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/shortlist.interviews.manage";

// The private link from the interview mails: the interview as it is now, and (until the
// cut-off) a new time or a cancel. The token is the only key: never cached, never indexed.

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    seo: {
      title: args.loaderData?.found === false ? "This link is not valid" : "Your interview",
      description: "",
    },
    noindex: true,
  });

export const headers: Route.HeadersFunction = privatePageHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireDatabase();
  const page = await managePageData(db, request, params.token);
  if (!page?.interview)
    return data({ found: false as const }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return data(
    { found: true as const, ...page, interview: page.interview },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const answer = await manageInterviewAction(request, params.token);
  kickMailWorker();
  return answer;
}

export default function ManageInterview({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <section className="container-page py-16">
        <h1 className="font-display text-3xl font-bold text-ink-900">This link is not valid</h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-700">
          This link does not match an interview. Please open the link from your latest interview
          e-mail again, copying the whole address.
        </p>
        <p className="mt-8">
          <Link to="/shortlist/interviews" className="btn-secondary">
            Your interviews
          </Link>
        </p>
      </section>
    );
  }
  return (
    <InterviewManagePage
      interview={loaderData.interview}
      clientTimeZone={loaderData.clientTimeZone}
      canChange={loaderData.canChange}
      deadline={loaderData.deadline}
      offered={loaderData.offered}
      done={loaderData.done}
      failure={actionData && !actionData.ok ? actionData : null}
    />
  );
}
