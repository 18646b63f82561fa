import { data, Link, redirect } from "react-router";

import { redeemResumeToken, RESUME_LINK_DAYS } from "~/features/lead/lead-resume.server";
import { leadCookieHeader } from "~/features/lead/lead-session.server";
import { SHORTLIST_PATH } from "~/features/shortlist/shortlist-link";
import { requireDatabase } from "~/lib/db/require-database.server";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/shortlist.open.$token";

// The private link from the shortlist mail: it names the lead in this browser and sends the
// client on to their shortlist. The token never stays in the address bar, and the page that
// says it failed sends no Referer with it.

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { seo: { title: "This link no longer works", description: "" }, noindex: true });

const PRIVATE_HEADERS = { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" };

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireDatabase();
  const leadId = await redeemResumeToken(db, params.token);
  if (!leadId)
    return data(
      { ok: false as const, days: RESUME_LINK_DAYS },
      { status: 410, headers: PRIVATE_HEADERS },
    );
  return redirect(SHORTLIST_PATH, {
    headers: { "Set-Cookie": await leadCookieHeader(leadId, request), ...PRIVATE_HEADERS },
  });
}

export default function ShortlistOpen({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-16">
      <h1 className="font-display text-3xl font-bold text-ink-900">This link no longer works</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-700">
        Links to your shortlist are private and expire after {loaderData.days} days. Write to us and
        we will send you a new one; if this browser opened your shortlist before, it may still be
        there.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/contact" className="btn-primary">
          Ask for a new link
        </Link>
        <Link to={SHORTLIST_PATH} className="btn-secondary">
          Try your shortlist
        </Link>
      </div>
    </section>
  );
}
