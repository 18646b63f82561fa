import { randomUUID } from "node:crypto";

import { data, redirect } from "react-router";

import { hasBriefingDraft } from "~/features/briefing/briefing-drafts.server";
import {
  CompanyRegistrationForm,
  NEXT_STEP,
  ORDER_FIELDS,
} from "~/features/company-registration/company-registration-form";
import { companyTypeParam, MESSAGES } from "~/features/company-registration/order-fields";
import { orderSchema } from "~/features/company-registration/order-schema";
import { registerLead } from "~/features/company-registration/register-lead.server";
import { loadRegistrationContent } from "~/features/company-registration/registration-content.server";
import { FunnelProgress } from "~/features/funnel/funnel-progress";
import { funnelStepsDone } from "~/features/funnel/funnel-progress.server";
import { resumeDestination } from "~/features/lead/lead-resume.server";
import { leadCookieHeader, readLeadId } from "~/features/lead/lead-session.server";
import { loadLead } from "~/features/lead/leads.server";
import { leadFormAction } from "~/features/lead-capture/guard.server";
import { loadMailCopy } from "~/features/notifications/mail-copy.server";
import { getDatabase } from "~/lib/db/client.server";
import { leadFormRoute } from "~/lib/forms/lead-form-route";
import { describeError, log } from "~/lib/log.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/company-registration";

export const handle: RouteHandle = { hydrate: true };

const form = leadFormRoute({
  name: "order",
  fields: ORDER_FIELDS,
  failedMessage: MESSAGES.failed,
});

export const headers = form.headers;

export const meta = (args: Route.MetaArgs) => pageMeta(args, { seo: args.loaderData?.content.seo });

async function content() {
  try {
    return await loadRegistrationContent();
  } catch (error) {
    log.error("[content] registration content unavailable", { error: describeError(error) });
    throw data({ reason: "content" }, { status: 503 });
  }
}

/**
 * The lead this browser already registered, if any. A database that does not answer must
 * not keep anyone from the form, so it counts as no lead here (the submit then says so).
 */
async function registeredLead(request: Request) {
  try {
    const leadId = await readLeadId(request);
    if (!leadId) return undefined;
    const db = await getDatabase();
    const lead = await loadLead(db, leadId);
    return lead && { ...lead, briefingDraft: await hasBriefingDraft(db, lead.id) };
  } catch (error) {
    log.error("[lead] registered lead unavailable", { error: describeError(error) });
    return undefined;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const contentRead = content();
  const doneRead = funnelStepsDone(request);
  const lead = await registeredLead(request);
  // A visitor who registered already goes on where they left off, unless they came back to
  // change their company details (?edit).
  if (lead && !url.searchParams.has("edit"))
    throw redirect(resumeDestination(lead, { briefingDraft: lead.briefingDraft }));
  const referer = request.headers.get("referer") ?? "";
  const external = referer !== "" && !referer.startsWith(url.origin);
  return {
    content: await contentRead,
    funnelDone: await doneRead,
    idempotencyKey: randomUUID(),
    companyType: companyTypeParam(url.searchParams.get("type")),
    saved: lead
      ? {
          companyType: lead.companyType ?? "",
          companyName: lead.companyName ?? "",
          contactName: lead.contactName ?? "",
          email: lead.email,
          phone: lead.phone ?? "",
        }
      : null,
    tracking: {
      utmSource: url.searchParams.get("utm_source") ?? "",
      utmMedium: url.searchParams.get("utm_medium") ?? "",
      utmCampaign: url.searchParams.get("utm_campaign") ?? "",
      referrer: external ? referer.slice(0, 500) : "",
    },
  };
}

// A failed submission keeps the render's idempotency key: no fresh loader run after actions.
export const shouldRevalidate = form.shouldRevalidate;

export function action({ request }: Route.ActionArgs) {
  return leadFormAction(request, {
    ...form.definition,
    schema: orderSchema,
    save: async (db, input) => {
      const [currentLeadId, copy] = await Promise.all([readLeadId(request), loadMailCopy()]);
      const lead = await registerLead(db, input, {
        currentLeadId,
        origin: siteOrigin(request),
        copy: copy.registration,
      });
      return {
        result: { orderId: lead.orderId, reference: lead.reference },
        headers: { "Set-Cookie": await leadCookieHeader(lead.leadId, request) },
        redirectTo: NEXT_STEP,
      };
    },
  });
}

export function clientAction(args: Route.ClientActionArgs) {
  return form.clientAction(args);
}

export default function CompanyRegistration({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-12 sm:py-16">
        <FunnelProgress current="company" done={loaderData.funnelDone} className="mb-8 max-w-3xl" />
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          {loaderData.content.title}
        </h1>
        <p className="mt-3 max-w-2xl text-ink-600">{loaderData.content.intro}</p>
        <div className="mt-10">
          <CompanyRegistrationForm
            idempotencyKey={loaderData.idempotencyKey}
            tracking={loaderData.tracking}
            companyType={loaderData.companyType}
            companyTypes={loaderData.content.companyTypes}
            saved={loaderData.saved}
            result={actionData}
          />
        </div>
      </div>
    </section>
  );
}
