import { getPositionsByIdsOrSlugs, listSkills } from "~/features/catalog/catalog.server";
import type { Database } from "~/lib/db/client.server";

import { BRIEFING_ROLE_IDS, BRIEFING_ROLES, STACK_GROUPS } from "./briefing-options";
import { STACK_GROUP_OF } from "./stack-groups";
import type { BriefingRoleCatalog, StackOption } from "./wizard-data";

export interface BriefingCatalog {
  roles: BriefingRoleCatalog[];
  stackOptions: StackOption[];
}

const GROUP_ORDER = new Map<string, number>(
  STACK_GROUPS.map((group, index) => [group.value, index]),
);

// Sorting here rather than in SQL: PGlite and PostgreSQL may collate names differently
// ("dbt" against "Docker"), and the page must list the same tags on both.
const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * The ten briefing roles as the catalog prices and equips them (each role id is a position
 * slug), and the catalog skills offered as tech stack tags. A role whose position is gone
 * from the catalog still appears, with no rates and no skills, so the wizard can still offer it.
 */
export async function loadBriefingCatalog(db: Database): Promise<BriefingCatalog> {
  const [positions, skills] = await Promise.all([
    getPositionsByIdsOrSlugs(db, BRIEFING_ROLE_IDS),
    listSkills(db),
  ]);
  const bySlug = new Map(positions.map((position) => [position.slug, position]));

  const roles: BriefingRoleCatalog[] = BRIEFING_ROLES.map((role) => {
    const position = bySlug.get(role.id);
    return {
      id: role.id,
      title: role.title,
      rates: position ? { ...position.rates } : {},
      skills: position ? position.skills.map((skill) => skill.slug) : [],
    };
  });

  const stackOptions: StackOption[] = skills
    .flatMap((skill) => {
      const group = STACK_GROUP_OF[skill.slug];
      return group ? [{ slug: skill.slug, name: skill.name, group }] : [];
    })
    .sort(
      (a, b) =>
        (GROUP_ORDER.get(a.group) ?? 0) - (GROUP_ORDER.get(b.group) ?? 0) ||
        byName.compare(a.name, b.name) ||
        a.slug.localeCompare(b.slug),
    );

  return { roles, stackOptions };
}
