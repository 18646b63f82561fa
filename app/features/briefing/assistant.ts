import { skillEntry } from "~/lib/skills/skill-vocabulary";

import {
  BRIEFING_LIMITS,
  type BriefingDraft,
  type Requirement,
  roleDetailSchema,
} from "./briefing-draft";
import { type BriefingRoleId, briefingRoleTitle } from "./briefing-options";
import type { BriefingContent, BriefingRoleCatalog, FaqEntry, StackOption } from "./wizard-data";

// The briefing's assistant works from what the page already holds: the catalog (stack
// suggestions), the CMS templates (requirements) and the CMS FAQ (questions). No model and
// no network: a question is matched by its words against the FAQ, and when no entry matches
// well enough the assistant says it does not know instead of guessing.

// ---------------------------------------------------------------------------------------
// Questions

/** Below this share of the question's weight found in one entry, an answer would be a guess. */
export const ANSWER_THRESHOLD = 0.5;
/** A word in the answer counts this much of one in the question or keywords. */
const ANSWER_WEIGHT = 1 / 3;

const STOP_WORDS = new Set(
  (
    "a about after again all also am an and any are as at be been being but by can could " +
    "cant d did do does doesnt doing don done dont for from get got had has have having he " +
    "hello her hi his " +
    "how i id if im in into is isn isnt it its ive just know let ll m me my myself need of on " +
    "or our ours " +
    "please re s she should so some t tell than thank thanks that the their them then there " +
    "these they this those to too us ve was we were what whats when where which who whom " +
    "whose why will with would you your yours " +
    // Framing words of a question that say nothing about its subject.
    "able anyone happen happens like really someone something want way well"
  ).split(" "),
);

/** Words a visitor uses for the same person: "developer" and "engineer" are one word here. */
const SAME_WORD: Record<string, string> = {
  coder: "engineer",
  dev: "engineer",
  developer: "engineer",
  programmer: "engineer",
};

function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (
    word.length > 3 &&
    word.endsWith("s") &&
    !word.endsWith("ss") &&
    !word.endsWith("us") &&
    !word.endsWith("is")
  )
    return word.slice(0, -1);
  return word;
}

/**
 * The words of a text that carry meaning: lower case, accents and punctuation removed, stop
 * words dropped, plurals reduced ("Rates?" → "rate", "Qualité" → "qualite").
 */
export function contentWords(text: string): string[] {
  const plain = text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/['’]/g, "");
  const words = plain.match(/[a-z0-9]+/g) ?? [];
  return words
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(stem)
    .map((word) => SAME_WORD[word] ?? word);
}

interface IndexedFaq {
  entry: FaqEntry;
  /** Words of the question and the keywords: what the entry is about. */
  topic: Set<string>;
  /** Words of the answer. */
  body: Set<string>;
}

/**
 * The FAQ entry that answers `question`, with its score (0 to 1: the share of the question's
 * words, weighted by how rare each is across the FAQ, found in the entry, words of the answer
 * counting a third). Null when the question has no content words or no entry reaches
 * ANSWER_THRESHOLD. On equal scores the earlier entry wins.
 */
export function answerQuestion(
  faqs: readonly FaqEntry[],
  question: string,
): { entry: FaqEntry; score: number } | null {
  const words = [...new Set(contentWords(question))];
  if (words.length === 0 || faqs.length === 0) return null;

  const index: IndexedFaq[] = faqs.map((entry) => ({
    entry,
    topic: new Set(contentWords([entry.question, ...entry.keywords].join(" "))),
    body: new Set(contentWords(entry.answer)),
  }));
  // A word most entries contain ("engineer") says little about which one is meant; a word no
  // entry contains ("weather") weighs the most, so an off-topic question scores low.
  const weight = (word: string) => {
    const count = index.filter((item) => item.topic.has(word) || item.body.has(word)).length;
    return Math.log(1 + (faqs.length + 1) / (count + 1));
  };
  const weights = new Map(words.map((word) => [word, weight(word)]));
  const total = [...weights.values()].reduce((sum, value) => sum + value, 0);

  let best: { entry: FaqEntry; score: number } | null = null;
  for (const item of index) {
    let found = 0;
    for (const [word, value] of weights) {
      if (item.topic.has(word)) found += value;
      else if (item.body.has(word)) found += value * ANSWER_WEIGHT;
    }
    const score = found / total;
    if (!best || score > best.score) best = { entry: item.entry, score };
  }
  return best && best.score >= ANSWER_THRESHOLD ? best : null;
}

// ---------------------------------------------------------------------------------------
// Tech stack

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** Tags are compared as skills: "React.js" already in a stack is the catalog's React. */
const sameTag = (a: string, b: string) => skillEntry(a).key === skillEntry(b).key;

/**
 * Adds each selected role's most typical catalog technologies (its first `perRole` skills
 * that are stack options, in the catalog's order) to its tech stack, under the skill
 * vocabulary's names. Existing tags stay; a skill already there in any spelling is not added
 * again; no role goes over the tag limit.
 */
export function suggestStack(
  draft: BriefingDraft,
  roles: readonly BriefingRoleCatalog[],
  stackOptions: readonly StackOption[],
  perRole = 5,
): BriefingDraft {
  const nameOf = new Map(stackOptions.map((option) => [option.slug, option.name]));
  let roleDetails = draft.roleDetails;
  for (const roleId of draft.teamComposition.selectedRoles) {
    const catalog = roles.find((role) => role.id === roleId);
    if (!catalog) continue;
    const suggested = catalog.skills
      .map((slug) => nameOf.get(slug))
      .filter((name): name is string => name !== undefined)
      .map((name) => skillEntry(name).name)
      .filter((name) => name.length <= BRIEFING_LIMITS.tag)
      .slice(0, Math.max(0, perRole));
    if (suggested.length === 0) continue;

    const existing = roleDetails.find((detail) => detail.roleId === roleId);
    const detail = existing ?? roleDetailSchema.parse({ roleId });
    const techStack = [...detail.techStack];
    for (const name of suggested) {
      if (techStack.length >= BRIEFING_LIMITS.tagsPerRole) break;
      if (!techStack.some((tag) => sameTag(tag, name))) techStack.push(name);
    }
    if (existing && techStack.length === existing.techStack.length) continue;
    roleDetails = existing
      ? roleDetails.map((item) => (item.roleId === roleId ? { ...item, techStack } : item))
      : [...roleDetails, { ...detail, techStack }];
  }
  return roleDetails === draft.roleDetails ? draft : { ...draft, roleDetails };
}

export interface StackAddition {
  roleId: BriefingRoleId;
  title: string;
  tags: string[];
}

/** Which tags `after` has that `before` had not, per role, in the order of selection. */
export function stackAdditions(before: BriefingDraft, after: BriefingDraft): StackAddition[] {
  const additions: StackAddition[] = [];
  for (const roleId of after.teamComposition.selectedRoles) {
    const old = before.roleDetails.find((detail) => detail.roleId === roleId)?.techStack ?? [];
    const now = after.roleDetails.find((detail) => detail.roleId === roleId)?.techStack ?? [];
    const tags = now.filter((tag) => !old.some((kept) => sameTag(kept, tag)));
    additions.push({ roleId, title: briefingRoleTitle(roleId), tags });
  }
  return additions;
}

/** "React", "React and Vue.js", "React, Vue.js and Angular". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------
// Requirements

/**
 * Adds each selected role's typical requirements (from the CMS) to the critical
 * requirements as must-haves. Blank ones and ones already listed (in any case) are skipped,
 * and the list stops at the briefing's limit.
 */
export function suggestRequirements(
  draft: BriefingDraft,
  templates: BriefingContent["requirementTemplates"],
): BriefingDraft {
  const requirements: Requirement[] = [...draft.projectNeeds.criticalRequirements];
  for (const roleId of draft.teamComposition.selectedRoles) {
    for (const template of templates[roleId] ?? []) {
      if (requirements.length >= BRIEFING_LIMITS.requirements) break;
      const text = template.trim().replace(/\s+/g, " ");
      if (text === "" || text.length > BRIEFING_LIMITS.requirement) continue;
      if (requirements.some((item) => sameText(item.text, text))) continue;
      requirements.push({ text, priority: "must" });
    }
  }
  if (requirements.length === draft.projectNeeds.criticalRequirements.length) return draft;
  return {
    ...draft,
    projectNeeds: { ...draft.projectNeeds, criticalRequirements: requirements },
  };
}
