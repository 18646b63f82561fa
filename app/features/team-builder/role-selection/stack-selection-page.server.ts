import { data } from "react-router";

import { catalogAnswers } from "~/features/catalog/catalog-answers.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { readFormData } from "~/lib/http/request-body.server";
import { describeError, log } from "~/lib/log.server";

import { leadTeamFor } from "../lead-team.server";
import { recommendPositions } from "../recommendations/recommendations.server";
import { loadTeamBuilderContent } from "../team-builder-content.server";
import { toRoleCard } from "./position-card";
import { loadStackSelection } from "./stack-selection.server";

// The role page's server half: what its loader sends and what its one action does.

async function teamBuilderContent() {
  try {
    return await loadTeamBuilderContent();
  } catch (error) {
    log.error("[content] team builder content unavailable", { error: describeError(error) });
    throw data({ reason: "content" }, { status: 503 });
  }
}

/** The role page's data, and 503 when the catalog could not be read. */
export async function loadStackSelectionPage(request: Request) {
  // The content is read from memory after the first request; its synonyms widen the search.
  const settingsRead = teamBuilderContent();
  const [page, settings, lead] = await Promise.all([
    settingsRead.then((settings) =>
      loadStackSelection(
        new URL(request.url).searchParams,
        undefined,
        settings.recommendations.synonyms,
        catalogAnswers(),
      ),
    ),
    settingsRead,
    leadTeamFor(request),
  ]);
  const body = {
    // Each card as it shows: the page's data is not a second copy of the whole catalog.
    page:
      page.status === "ok"
        ? {
            ...page,
            positions: page.positions.map((position) => toRoleCard(position, page.highlight)),
          }
        : page,
    // Only what this page needs of the lead: never its contact details.
    lead: lead
      ? { reference: lead.reference, companyName: lead.companyName, positions: lead.positions }
      : null,
    content: {
      title: settings.stackSelection.title,
      intro: settings.stackSelection.intro,
      recommendations: settings.recommendations.explanation,
    },
  };
  return { body, status: page.status === "error" ? 503 : 200 };
}

export type StackSelectionPageData = Awaited<ReturnType<typeof loadStackSelectionPage>>["body"];
/** The page when the catalog was read. */
export type OkPage = Extract<StackSelectionPageData["page"], { status: "ok" }>;

/** "Get AI Recommendations": the only thing the page posts. */
export async function recommendForRolePage(request: Request) {
  const form = await readFormData(request);
  if (form.get("intent") !== "recommend") throw data("Unknown action", { status: 400 });
  const [db, settings] = await Promise.all([requireDatabase(), teamBuilderContent()]);
  return recommendPositions(db, form, settings.recommendations);
}
