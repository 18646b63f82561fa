import { getPositionsByIdsOrSlugs } from "~/features/catalog/catalog.server";
import type { Seniority } from "~/features/catalog/seniority";
import type { Database } from "~/lib/db/client.server";
import type { Lead } from "~/lib/db/schema";

import { type BriefingDraft, emptyDraft } from "./briefing-draft";
import { withTeam } from "./draft-edits";
import { teamFromEstimate } from "./role-mapping";

/** A line of the team builder's estimate: a position named by id or slug. */
export interface EstimateMember {
  position: string;
  seniority: Seniority;
  quantity: number;
}

const BRIEFING_COMPANY_TYPES = new Set([
  "startup",
  "midmarket",
  "fintech",
  "enterprise",
  "consulting",
]);

/**
 * A new draft that starts from what the lead already told us: company and contact from
 * registration, roles, quantities and seniorities from the team builder's estimate (or the
 * roles alone when there is no estimate), so nobody types the same thing twice.
 */
export async function prefillDraft(
  db: Database,
  lead: Lead | undefined,
  estimate: EstimateMember[] | null,
  id: string,
): Promise<BriefingDraft> {
  const draft = emptyDraft(id);
  if (!lead) return draft;
  const members =
    estimate ??
    lead.roleIds.map((position) => ({ position, seniority: "senior" as const, quantity: 1 }));
  const positions = await getPositionsByIdsOrSlugs(
    db,
    members.map((member) => member.position),
  );
  const slugOf = new Map<string, string>();
  for (const position of positions) {
    slugOf.set(position.id, position.slug);
    slugOf.set(position.slug, position.slug);
  }
  const team = teamFromEstimate(
    members.flatMap((member) => {
      const slug = slugOf.get(member.position) ?? slugOf.get(member.position.toLowerCase());
      return slug ? [{ slug, seniority: member.seniority, quantity: member.quantity }] : [];
    }),
  );
  return withTeam(
    {
      ...draft,
      companyInfo: {
        ...draft.companyInfo,
        name: lead.companyName ?? "",
        contactName: lead.contactName ?? "",
        email: lead.email,
        phone: lead.phone ?? "",
        companyType:
          lead.companyType && BRIEFING_COMPANY_TYPES.has(lead.companyType)
            ? (lead.companyType as BriefingDraft["companyInfo"]["companyType"])
            : "",
      },
    },
    team,
  );
}
