import { createHash } from "node:crypto";

import { data } from "react-router";

import type { CatalogPosition } from "~/features/catalog/catalog.server";
import { catalogAnswers } from "~/features/catalog/catalog-answers.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { readFormData } from "~/lib/http/request-body.server";
import { describeError, log } from "~/lib/log.server";

import { leadTeamFor } from "../lead-team.server";
import { recommendPositions } from "../recommendations/recommendations.server";
import { loadTeamBuilderContent } from "../team-builder-content.server";
import { type RoleCard, toRoleCard } from "./position-card";
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
    page: page.status === "ok" ? withCards(page) : page,
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

export function withCards<P extends { positions: CatalogPosition[]; highlight: string[] }>(
  page: P,
): Omit<P, "positions"> & { positions: RoleCard[]; gridKey: string } {
  const positions = page.positions.map((position) => toRoleCard(position, page.highlight));
  // The grid's markup is made of the cards and the searched words alone, so a digest of both
  // names it: the server draws each grid once and gives it again to every page that shows it.
  const gridKey = createHash("sha256")
    .update(JSON.stringify([positions, page.highlight]))
    .digest("base64url");
  return { ...page, positions, gridKey };
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
