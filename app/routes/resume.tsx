import { data, Link, redirect } from "react-router";

import { hasBriefingDraft } from "~/features/briefing/briefing-drafts.server";
import {
  redeemResumeToken,
  RESUME_LINK_DAYS,
  resumeDestination,
} from "~/features/lead/lead-resume.server";
import { leadCookieHeader } from "~/features/lead/lead-session.server";
import { loadLead } from "~/features/lead/leads.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/resume";

// The private link from the registration mail: it names the lead in this browser and sends
// the visitor on to where they left off. The token never stays in the address bar, and the
// page that says it failed sends no Referer with it.

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { seo: { title: "Continue where you left off", description: "" }, noindex: true });

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireDatabase();
  const leadId = await redeemResumeToken(db, params.token);
  const lead = leadId ? await loadLead(db, leadId) : undefined;
  if (!lead) {
    return data(
      { ok: false as const, days: RESUME_LINK_DAYS },
      { status: 410, headers: { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" } },
    );
  }
  const briefingDraft = await hasBriefingDraft(db, lead.id);
  const next = new URL(request.url).searchParams.get("next");
  return redirect(resumeDestination(lead, { briefingDraft, next }), {
    headers: {
      "Set-Cookie": await leadCookieHeader(lead.id, request),
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "no-store",
    },
  });
}

export default function Resume({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-16">
      <h1 className="font-display text-3xl font-bold text-ink-900">This link no longer works</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-700">
        Links to continue your team are private and expire after {loaderData.days} days. Start again
        with your company details, or write to us and we will pick up where you left off.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/company-registration" className="btn-primary">
          Start with your company
        </Link>
        <Link to="/contact" className="btn-secondary">
          Contact us
        </Link>
      </div>
    </section>
  );
}
