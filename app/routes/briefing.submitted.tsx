import { data } from "react-router";

import { loadBriefingContent } from "~/features/briefing/briefing-content.server";
import {
  BOOK_CALL_PATH,
  formatInZone,
  interviewDeadline,
} from "~/features/briefing/briefing-mail.server";
import { ConfirmationPage } from "~/features/briefing/confirmation-page";
import { latestBriefing } from "~/features/briefing/submitted-briefings.server";
import { readLeadId } from "~/features/lead/lead-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/briefing.submitted";

// The confirmation of the visitor's latest briefing, found through their lead cookie: no
// reference or personal detail travels in the address. It ships no JavaScript.

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    seo: {
      title: "Briefing submitted",
      description: "Your team briefing reached us: your reference and what happens next.",
    },
    noindex: true,
  });

// Personal: never stored by a shared cache, never served to someone else.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireDatabase();
  const leadId = await readLeadId(request);
  const briefing = leadId ? await latestBriefing(db, leadId) : undefined;
  if (!briefing) throw data({ reason: "no-briefing" }, { status: 404 });
  const content = await loadBriefingContent();
  // The zone saved with the briefing is the visitor's; the server renders in it.
  const deadline = interviewDeadline(
    briefing.submittedAt,
    content.interviewPromiseHours,
    briefing.timeZone,
  );
  const info = briefing.answers?.companyInfo;
  return data(
    {
      reference: briefing.reference,
      contactName: info?.contactName ?? "",
      companyName: info?.name ?? "",
      email: info?.email.toLowerCase() ?? "",
      submitted: {
        local: formatInZone(briefing.submittedAt, deadline.timeZone),
        iso: briefing.submittedAt.toISOString(),
      },
      deadline: {
        local: deadline.local,
        iso: deadline.at.toISOString(),
        timeZone: deadline.timeZone,
      },
      promiseHours: content.interviewPromiseHours,
      nextSteps: content.nextSteps,
      bookCallPath: BOOK_CALL_PATH,
      matchPreview: briefing.matchPreview,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function BriefingSubmitted({ loaderData }: Route.ComponentProps) {
  return <ConfirmationPage {...loaderData} />;
}
