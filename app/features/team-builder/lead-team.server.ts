import { getPositionsByIdsOrSlugs } from "~/features/catalog/catalog.server";
import { computeCosts } from "~/features/catalog/cost";
import { readLeadId } from "~/features/lead/lead-session.server";
import type { LeadTeamInput } from "~/features/lead/lead-team-schema";
import { loadLead, saveLeadEstimate, saveLeadRoles } from "~/features/lead/leads.server";
import { type Database, getDatabase } from "~/lib/db/client.server";
import type { Lead } from "~/lib/db/schema";
import { describeError, log } from "~/lib/log.server";

import { type StoredPosition, toStoredPosition } from "./browser-storage";
import { loadCalculatorPositions, type LoadedPositions } from "./calculator/calculator.server";
import type { EstimateInput } from "./estimate-schema";
import { decodeEstimate } from "./share-link";
import { teamFromEstimate } from "./team";

// The team builder's half of the lead (decision 013): what the visitor chose is saved on the
// server against their lead, so it follows them to a new tab or, through the resume link,
// to another device. Browser storage stays a per-tab cache in front of it.

export type SaveTeamResult =
  { ok: true; changed: boolean } | { ok: false; status: 400 | 404; error: string };

/**
 * Saves the roles and, when given, the estimate. Roles that name no position are dropped;
 * the estimate is decoded with the share link's rules and priced here at the current rates,
 * so the timeline records what the visitor was shown, not what a request claimed.
 */
export async function saveTeamToLead(
  db: Database,
  leadId: string,
  input: LeadTeamInput,
  now: Date = new Date(),
): Promise<SaveTeamResult> {
  const known = await getPositionsByIdsOrSlugs(db, input.roleIds);
  const knownIds = new Set(known.map((position) => position.id));
  const roleIds = [...new Set(input.roleIds.map((id) => id.toLowerCase()))].filter((id) =>
    knownIds.has(id),
  );
  if (input.estimate === undefined) {
    const result = await saveLeadRoles(db, leadId, roleIds, now);
    return result.saved
      ? { ok: true, changed: result.changed }
      : { ok: false, status: 404, error: "No such lead" };
  }
  const decoded = decodeEstimate(input.estimate);
  if (!decoded.ok) return { ok: false, status: 400, error: decoded.error };
  const loaded = await loadCalculatorPositions(
    db,
    decoded.estimate.members.map((member) => member.position),
  );
  const team = teamFromEstimate(decoded.estimate, loaded.positions);
  const costs = computeCosts(team.members, team.settings);
  const result = await saveLeadEstimate(
    db,
    leadId,
    {
      encoded: input.estimate,
      roleIds,
      monthlyCents: costs.monthlyTotalCents,
      totalCents: costs.projectTotalCents,
    },
    now,
  );
  return result.saved
    ? { ok: true, changed: result.changed }
    : { ok: false, status: 404, error: "No such lead" };
}

/** What the funnel pages show of a lead's saved team. */
export interface LeadTeam {
  /** The lead's reference, the one the registration mail quotes ("NG-7K3F-9QXM"). */
  reference: string;
  companyName: string | null;
  /** The saved selection, in the visitor's order, as the role page keeps it in storage. */
  positions: StoredPosition[];
  /** The same positions with their rates, for the calculator. */
  priced: LoadedPositions;
  /** The seniorities, quantities and settings last chosen in the calculator. */
  estimate: EstimateInput | null;
}

export async function loadLeadTeam(db: Database, lead: Lead): Promise<LeadTeam> {
  const found = await getPositionsByIdsOrSlugs(db, lead.roleIds);
  const decoded = lead.estimate ? decodeEstimate(lead.estimate) : undefined;
  return {
    reference: lead.reference,
    companyName: lead.companyName,
    positions: found.map(toStoredPosition),
    priced: await loadCalculatorPositions(db, lead.roleIds),
    estimate: decoded?.ok ? decoded.estimate : null,
  };
}

/**
 * The saved team of the lead this request's cookie names, or null (no lead, an erased one,
 * or a database that does not answer: the page then works from this tab's storage alone).
 */
export async function leadTeamFor(request: Request): Promise<LeadTeam | null> {
  try {
    const leadId = await readLeadId(request);
    if (!leadId) return null;
    const db = await getDatabase();
    const lead = await loadLead(db, leadId);
    return lead ? await loadLeadTeam(db, lead) : null;
  } catch (error) {
    log.error("[lead] saved team unavailable", { error: describeError(error) });
    return null;
  }
}
