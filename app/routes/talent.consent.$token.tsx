import { data } from "react-router";

import {
  agreeToBeShown,
  type ConsentOutcome,
  consentPageState,
  withdrawConsent,
} from "~/features/talent/talent-consent.server";
import { TalentConsentPage } from "~/features/talent/talent-consent-page";
import { requireDatabase } from "~/lib/db/require-database.server";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/lib/http/private-page-headers";
import { readFormData } from "~/lib/http/request-body.server";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/talent.consent.$token";

// The private link from the mail that asks an applicant added to the talent pool to agree to
// be shown to prospective clients. The token is the only key, so the page is never cached,
// never indexed and sends its address as Referer to no other site ("same-origin":
// "no-referrer" would make the browser send `Origin: null` with the page's own posts, which
// React Router refuses as cross-site).

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    seo: {
      title:
        args.loaderData?.state === "invalid" ? "This link is not valid" : "Your talent profile",
      description: "",
    },
    noindex: true,
  });

export const headers: Route.HeadersFunction = privatePageHeaders;

const STATUS_OF_STATE = { invalid: 404, expired: 410, ask: 200, given: 200 } as const;

export async function loader({ params }: Route.LoaderArgs) {
  const page = await consentPageState(await requireDatabase(), params.token);
  return data(page, { status: STATUS_OF_STATE[page.state], headers: PRIVATE_PAGE_HEADERS });
}

const STATUS_OF_OUTCOME: Record<ConsentOutcome["outcome"], number> = {
  invalid: 404,
  expired: 410,
  changed: 409,
  agreed: 200,
  "already-agreed": 200,
  withdrawn: 200,
  "already-withdrawn": 200,
};

export async function action({ request, params }: Route.ActionArgs) {
  // A body that is not a form, or too large, is refused with its 4xx before anything is read.
  const form = await readFormData(request);
  const intent = form.get("intent");
  const shown = form.get("consentVersion");
  const db = await requireDatabase();
  let outcome: ConsentOutcome;
  if (intent === "agree") {
    const version = typeof shown === "string" && shown.length <= 128 ? shown : undefined;
    outcome = await agreeToBeShown(db, params.token, version);
  } else if (intent === "withdraw") {
    outcome = await withdrawConsent(db, params.token);
  } else {
    throw data({ reason: "intent" }, { status: 400 });
  }
  return data(outcome, { status: STATUS_OF_OUTCOME[outcome.outcome] });
}

export default function TalentConsent({ loaderData, actionData }: Route.ComponentProps) {
  return <TalentConsentPage page={loaderData} outcome={actionData ?? null} />;
}
