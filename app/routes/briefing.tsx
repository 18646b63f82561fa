import { randomUUID } from "node:crypto";

import { data, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";

import { loadBriefingCatalog } from "~/features/briefing/briefing-catalog.server";
import {
  loadBriefingContent,
  normaliseBriefingContent,
} from "~/features/briefing/briefing-content.server";
import { type BriefingDraft, emptyDraft } from "~/features/briefing/briefing-draft";
import { loadBriefingDraft } from "~/features/briefing/briefing-drafts.server";
import { parseStep } from "~/features/briefing/briefing-steps";
import { linkedinEnabled } from "~/features/briefing/linkedin.server";
import { type EstimateMember, prefillDraft } from "~/features/briefing/prefill.server";
import { handleBriefingSubmit } from "~/features/briefing/submit.server";
import { BriefingWizard, PREVIEW_FROM_STEP } from "~/features/briefing/wizard/briefing-wizard";
import type { WizardData } from "~/features/briefing/wizard-data";
import { FunnelProgress } from "~/features/funnel/funnel-progress";
import { funnelStepsDone } from "~/features/funnel/funnel-progress.server";
import { readLeadId } from "~/features/lead/lead-session.server";
import { loadLead } from "~/features/lead/leads.server";
import { decodeEstimate } from "~/features/team-builder/share-link";
import { getDatabase } from "~/lib/db/client.server";
import { describeError, log } from "~/lib/log.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/briefing";

export const handle: RouteHandle = { hydrate: true };

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { seo: args.loaderData?.wizard.content.page.seo });

/**
 * What the wizard starts from. The database being down must not keep anyone from the
 * briefing: the page then works from this browser's copy and says the save failed.
 */
async function serverState(request: Request) {
  const fallbackId = randomUUID();
  try {
    const db = await getDatabase();
    const leadId = await readLeadId(request);
    const lead = leadId ? await loadLead(db, leadId) : undefined;
    const [saved, catalog] = await Promise.all([
      lead ? loadBriefingDraft(db, lead.id) : undefined,
      loadBriefingCatalog(db),
    ]);
    let draft: BriefingDraft;
    if (saved) {
      draft = saved.draft;
    } else {
      const decoded = lead?.estimate ? decodeEstimate(lead.estimate) : null;
      const estimate: EstimateMember[] | null = decoded?.ok ? decoded.estimate.members : null;
      draft = await prefillDraft(db, lead, estimate, fallbackId);
    }
    return {
      draft,
      hasLead: Boolean(lead),
      serverDraft: saved ? { draft: saved.draft, updatedAt: saved.updatedAt.toISOString() } : null,
      catalog,
    };
  } catch (error) {
    log.error("[briefing] server state unavailable", { error: describeError(error) });
    return {
      draft: emptyDraft(fallbackId),
      hasLead: false,
      serverDraft: null,
      catalog: { roles: [], stackOptions: [] },
    };
  }
}

/**
 * The briefing's copy and FAQ. With the content source down the wizard still works: the
 * assistant then has no FAQ and the texts are the built-in fallbacks.
 */
async function briefingContent() {
  try {
    return await loadBriefingContent();
  } catch (error) {
    log.error("[briefing] content unavailable", { error: describeError(error) });
    return normaliseBriefingContent({
      settings: null,
      interviewClaim: null,
      faqs: [],
      audiences: [],
    });
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [state, content, funnelDone] = await Promise.all([
    serverState(request),
    briefingContent(),
    funnelStepsDone(request),
  ]);
  const linkedin = url.searchParams.get("linkedin");
  const wizard: WizardData = {
    roles: state.catalog.roles,
    stackOptions: state.catalog.stackOptions,
    content,
    linkedinEnabled: linkedinEnabled(),
    hasLead: state.hasLead,
    serverDraft: state.serverDraft,
  };
  return {
    wizard,
    funnelDone,
    initialDraft: state.draft,
    notice:
      linkedin === "connected"
        ? {
            tone: "success" as const,
            text: "LinkedIn connected: we filled in your name and email.",
          }
        : linkedin === "failed"
          ? {
              tone: "error" as const,
              text: "LinkedIn did not connect. You can try again or fill in your details below.",
            }
          : undefined,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const result = await handleBriefingSubmit(request, {
    loadContent: loadBriefingContent,
    loadRoles: async (db) => (await loadBriefingCatalog(db)).roles,
  });
  if (result instanceof Response) return result;
  return data(result, { status: result.status, headers: result.headers });
}

// Moving between steps changes only `?step=`: the wizard holds the draft, so the loader is
// not asked again (it would also hand out a new draft id to a visitor without a lead).
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) return false;
  return currentUrl.pathname !== nextUrl.pathname;
}

export default function Briefing({ loaderData, actionData }: Route.ComponentProps) {
  // The step lives in the address, so reload and Back keep it.
  const [params] = useSearchParams();
  const step = parseStep(params.get("step"));
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      {/* Wider from the step that adds the match preview beside the form. */}
      <div
        className={`container-page py-12 sm:py-16 ${step >= PREVIEW_FROM_STEP ? "max-w-7xl" : "max-w-5xl"}`}
      >
        <FunnelProgress
          current="briefing"
          done={loaderData.funnelDone}
          className="mb-8 max-w-3xl"
        />
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          {loaderData.wizard.content.page.title}
        </h1>
        <p className="mt-3 max-w-2xl text-ink-600">{loaderData.wizard.content.page.intro}</p>
        <div className="mt-10">
          <BriefingWizard
            step={step}
            data={loaderData.wizard}
            initialDraft={loaderData.initialDraft}
            outcome={actionData && "problems" in actionData ? actionData : undefined}
            notice={loaderData.notice}
          />
        </div>
      </div>
    </section>
  );
}
