import type { MatchInputBody } from "~/features/matching/match-input";
import { BRIEFING_ENGLISH_TO_CEFR } from "~/features/matching/match-input";
import { skillTerm } from "~/lib/skills/skill-vocabulary";

import type { BriefingDraft } from "./briefing-draft";
import { briefingRoleTitle, DEFAULT_BRIEFING_SENIORITY } from "./briefing-options";

// How a briefing asks the matcher, role by role. The role's technologies are its must-haves;
// the project's critical requirements join every role as marked (must-have or nice-to-have)
// when they name a skill the vocabulary knows, and otherwise are prose a person reads, never a
// filter: "shipped a fintech product" typed as a must-have would remove every engineer whose
// profile does not contain that sentence. What the visitor left unsaid asks the least: English
// that can work (B1), no overlap required, the start today, the calculator's seniority.

/** Skills a matcher input takes per kind; the rest of a longer stack is not filtered on. */
const MAX_SKILLS = 20;
const MAX_DOMAINS = 10;
const MAX_DOMAIN_LENGTH = 60;

export interface BriefingMatchRequest {
  roleTitle: string;
  body: MatchInputBody;
}

export interface BriefingMatchPlan {
  requests: BriefingMatchRequest[];
  /** Critical requirements that name no skill: read by a person, shown as such. */
  forPeople: string[];
}

/** Each skill once, by the vocabulary's key, in the order typed. */
function uniqueSkills(skills: readonly string[], taken = new Set<string>()): string[] {
  const out: string[] = [];
  for (const typed of skills) {
    const term = skillTerm(typed);
    if (term.key === "" || taken.has(term.key)) continue;
    taken.add(term.key);
    out.push(term.name);
  }
  return out;
}

/** The industries the visitor listed, one per comma, semicolon or line. */
export function industriesOf(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[,;\n]+/)) {
    const item = part.trim().replace(/\.$/, "");
    const key = item.toLowerCase();
    if (!item || item.length > MAX_DOMAIN_LENGTH || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out.slice(0, MAX_DOMAINS);
}

/**
 * The matcher's questions for a draft. `fallbackZone` is the browser's zone, used when the
 * visitor did not pick one; `today` ("YYYY-MM-DD") stands in for a start date not given or past.
 */
export function briefingMatchPlan(
  draft: BriefingDraft,
  options: { fallbackZone: string; today: string },
): BriefingMatchPlan {
  const requirements = draft.projectNeeds.criticalRequirements;
  const named = (priority: "must" | "nice") =>
    requirements
      .filter((item) => item.priority === priority && skillTerm(item.text).slug !== null)
      .map((item) => item.text);
  const forPeople = requirements
    .filter((item) => skillTerm(item.text).slug === null)
    .map((item) => item.text);
  const startDate =
    draft.engagementModel.startDate && draft.engagementModel.startDate > options.today
      ? draft.engagementModel.startDate
      : options.today;
  const timeZone = draft.scheduling.timeZone || options.fallbackZone;
  const domains = industriesOf(draft.knowledge.industries);

  const requests = draft.teamComposition.selectedRoles.map((roleId) => {
    const detail = draft.roleDetails.find((entry) => entry.roleId === roleId);
    const taken = new Set<string>();
    const mustHave = uniqueSkills([...(detail?.techStack ?? []), ...named("must")], taken);
    const niceToHave = uniqueSkills(named("nice"), taken);
    const body: MatchInputBody = {
      roleId,
      seniority: detail?.seniority || DEFAULT_BRIEFING_SENIORITY,
      mustHave: mustHave.slice(0, MAX_SKILLS),
      niceToHave: niceToHave.slice(0, MAX_SKILLS),
      englishLevel: detail?.englishLevel ? BRIEFING_ENGLISH_TO_CEFR[detail.englishLevel] : "B1",
      startDate,
      timeZone,
      overlapHours: draft.engagementModel.overlapHours ?? 0,
      domains,
    };
    return { roleTitle: briefingRoleTitle(roleId), body };
  });
  return { requests, forPeople };
}
