import { data, Link } from "react-router";

import { clientGuaranteeLine } from "~/features/guarantee/guarantee-client-line";
import { leadGuarantee } from "~/features/guarantee/guarantee-clock.server";
import { readLeadId } from "~/features/lead/lead-session.server";
import {
  ALL_CLIENT_SHORTLIST_FIELDS,
  CLIENT_SHORTLIST_FAILED,
  type ClientShortlistActionData,
} from "~/features/shortlist/client-shortlist-names";
import { ClientShortlistPage } from "~/features/shortlist/client-shortlist-page";
import { loadClientShortlist } from "~/features/shortlist/shortlist-client.server";
import {
  clientShortlistAction,
  doneFromUrl,
  sentOn,
} from "~/features/shortlist/shortlist-client-action.server";
import { inZone } from "~/features/shortlist/shortlist-mail.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { submitWithFallback } from "~/lib/forms/client-action";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/lib/http/private-page-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/shortlist";

// The client's private shortlist, found through their lead cookie: no id travels in the
// address. Hydrated so that answering one engineer does not reload the page; every form
// still posts without JavaScript. Never cached, never indexed, and its address goes to no
// other site ("same-origin": "no-referrer" would make the browser send `Origin: null` with
// the page's own posts, which React Router refuses as cross-site).

export const handle: RouteHandle = { hydrate: true };

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    seo: {
      title: args.loaderData?.found === false ? "No shortlist here yet" : "Your shortlist",
      description: "",
    },
    noindex: true,
  });

export const headers: Route.HeadersFunction = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  // The database first: during an outage the visitor gets the "temporarily unavailable" page,
  // not an error from reading the cookie's key.
  const db = await requireDatabase();
  const leadId = await readLeadId(request);
  const view = leadId ? await loadClientShortlist(db, leadId) : null;
  if (!view || !leadId)
    return data({ found: false as const }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const clock = await leadGuarantee(db, leadId);
  return data(
    {
      found: true as const,
      view,
      sentOn: sentOn(view.sentAt, view.timeZone),
      guaranteeLine: clock
        ? clientGuaranteeLine(clock, new Date(), (at) => inZone(at, view.timeZone))
        : null,
      done: doneFromUrl(new URL(request.url)),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request }: Route.ActionArgs) {
  return clientShortlistAction(request);
}

export async function clientAction(args: Route.ClientActionArgs) {
  return (await submitWithFallback(args, {
    name: "shortlist",
    fields: ALL_CLIENT_SHORTLIST_FIELDS,
    failedMessage: CLIENT_SHORTLIST_FAILED,
  })) as ClientShortlistActionData;
}

export default function Shortlist({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) return <NoShortlistPage />;
  return (
    <ClientShortlistPage
      view={loaderData.view}
      sentOn={loaderData.sentOn}
      guaranteeLine={loaderData.guaranteeLine}
      done={loaderData.done}
      failure={actionData && !actionData.ok ? actionData : null}
    />
  );
}

/** The page for a visitor whose browser holds no sent shortlist. */
function NoShortlistPage() {
  return (
    <section className="container-page py-16">
      <h1 className="font-display text-3xl font-bold text-ink-900">No shortlist here yet</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-700">
        A shortlist is the engineers we propose for your roles after you send us a briefing. When it
        is ready we e-mail you a private link that opens it; if you have that e-mail, use its link
        in this browser. Not briefed us yet? Start with your briefing, or write to us.
      </p>
      <div className="mt-8 cta-row">
        <Link to="/briefing" className="btn-primary">
          Start your briefing
        </Link>
        <Link to="/contact" className="btn-secondary">
          Contact us
        </Link>
      </div>
    </section>
  );
}
