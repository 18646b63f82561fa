import { data } from "react-router";

import { type CategorySummary, getPositionsByIdsOrSlugs } from "~/features/catalog/catalog.server";
import { catalogAnswers } from "~/features/catalog/catalog-answers.server";
import { FALLBACK_HOURLY_RATE, type RateCard } from "~/features/catalog/cost";
import { seniorityLevels } from "~/features/catalog/seniority";
import type { Database } from "~/lib/db/client.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { describeError, log } from "~/lib/log.server";

import { type EstimateInput, parseRolesParam } from "../estimate-schema";
import { decodeEstimate, SHARE_PARAM } from "../share-link";
import { loadTeamBuilderContent } from "../team-builder-content.server";

/** What the calculator needs of a position: who it is and its rate card. */
export interface CalculatorPosition {
  id: string;
  slug: string;
  title: string;
  category: CategorySummary;
  rates: RateCard;
}

export interface LoadedPositions {
  positions: CalculatorPosition[];
  /** Keys that named no position (a removed role, a typo in a hand-made link). */
  unknownKeys: string[];
}

/**
 * Positions for ids or rate-table keys, in the order given. Rates are keyed by position, so
 * every member gets its own position's rates; a level missing from the table is logged here,
 * and the calculator prices it at the fallback rate of 50 an hour (decision 009).
 */
export async function loadCalculatorPositions(
  db: Database,
  keys: readonly string[],
): Promise<LoadedPositions> {
  const found = await getPositionsByIdsOrSlugs(db, keys);
  const positions = found.map((position) => {
    const missing = seniorityLevels.filter((level) => position.rates[level] === undefined);
    if (missing.length > 0) {
      log.warn(
        `[calculator] no ${missing.join("/")} rate for position "${position.slug}"; using the fallback of ${FALLBACK_HOURLY_RATE} per hour`,
      );
    }
    return {
      id: position.id,
      slug: position.slug,
      title: position.name,
      category: position.roleSkill,
      rates: position.rates,
    };
  });
  const unknownKeys = keys.filter(
    (key) => !found.some((position) => position.slug === key || position.id === key.toLowerCase()),
  );
  if (unknownKeys.length > 0) {
    log.warn("[calculator] unknown roles ignored", { roles: unknownKeys });
  }
  return { positions, unknownKeys };
}

/**
 * The same positions, kept a minute for every page that asks for the same keys (a link shared
 * with a team, the role page's usual picks); a missing rate is then logged once a minute.
 */
function cachedCalculatorPositions(db: Database, keys: readonly string[]) {
  return catalogAnswers().read(`calculator:${keys.join(",")}`, () =>
    loadCalculatorPositions(db, keys),
  );
}

/**
 * Everything the calculator page renders from, for one request URL. It lives in the feature
 * (not in the route) so the page can name its type without importing its own route: the
 * route depends on the feature, never the reverse (decision 011).
 */
/** The team saved on the visitor's lead (see lead-team.server.ts), as the calculator uses it. */
export interface SavedTeam {
  priced: LoadedPositions;
  estimate: EstimateInput | null;
}

export async function loadCalculatorData(url: URL, lead: SavedTeam | null = null) {
  let settings;
  try {
    settings = await loadTeamBuilderContent();
  } catch (error) {
    log.error("[content] team builder content unavailable", { error: describeError(error) });
    throw data({ reason: "content" }, { status: 503 });
  }

  // A shared estimate (?e=) and a roles list (?roles=frontend,backend or ids, or repeated).
  const encoded = url.searchParams.get(SHARE_PARAM);
  const decoded = encoded === null ? undefined : decodeEstimate(encoded);
  // Repeated (?roles=a&roles=b) is how the role page's form sends them without a script.
  const roleKeys = parseRolesParam(url.searchParams.getAll("roles").join(",") || null);
  const needsDatabase = decoded?.ok === true || roleKeys.length > 0;
  const db = needsDatabase ? await requireDatabase() : undefined;

  let shared:
    | { ok: true; encoded: string; estimate: EstimateInput; loaded: LoadedPositions }
    | { ok: false; error: string }
    | null = null;
  if (decoded && !decoded.ok) shared = { ok: false, error: decoded.error };
  if (decoded?.ok && db) {
    shared = {
      ok: true,
      encoded: encoded!,
      estimate: decoded.estimate,
      loaded: await cachedCalculatorPositions(
        db,
        decoded.estimate.members.map((member) => member.position),
      ),
    };
  }
  const roles: LoadedPositions =
    db && roleKeys.length > 0
      ? await cachedCalculatorPositions(db, roleKeys)
      : { positions: [], unknownKeys: [] };

  return {
    content: {
      title: settings.calculator.title,
      intro: settings.calculator.intro,
      usComparison: settings.usComparison,
      seniorityBands: settings.seniorityBands,
    },
    shared,
    roles,
    lead: lead ? { positions: lead.priced.positions, estimate: lead.estimate } : null,
  };
}

export type CalculatorLoaderData = Awaited<ReturnType<typeof loadCalculatorData>>;
