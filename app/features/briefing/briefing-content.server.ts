import { AUDIENCE_COMPANY_TYPE } from "~/features/funnel/funnel-steps";
import { fillClaims, type PlaceholderClaim as Claim } from "~/lib/content/claim-placeholders";
import { fetchContent } from "~/lib/content/content.server";
import { briefingContentQuery } from "~/lib/content/queries";
import type { BriefingContentQueryResult } from "~/lib/content/sanity.types";
import { log } from "~/lib/log.server";

import { BRIEFING_COMPANY_TYPES, BRIEFING_ROLE_IDS, type BriefingRoleId } from "./briefing-options";
import { BRIEFING_STEPS, type BriefingStepKey } from "./briefing-steps";
import type { BriefingContent, FaqEntry } from "./wizard-data";

// The briefing's copy and the assistant's knowledge come from the CMS (the briefingSettings
// singleton and the faq documents). Figures inside those texts are written as "{claim-name}"
// and replaced here by the referenced claim's current value (decision 006), so the FAQ never
// promises a different interview window from the rest of the site.

/**
 * Used only when the CMS has no briefingSettings document (a dataset older than the
 * briefing): the wizard still works, with a plain greeting and no suggested requirements.
 */
export const FALLBACK_BRIEFING_SETTINGS = {
  page: {
    title: "Brief us on your team",
    intro:
      "Ten short steps, saved as you go. Only your company, your contact details and the roles are needed to submit.",
    seo: {
      title: "Team briefing",
      description:
        "Brief us on the team you need in ten short steps: your company, the roles, the skills, your interview process, budget and schedule.",
    },
  },
  stepIntros: {
    company:
      "A few details about your company. What you gave us when you registered is already filled in.",
    needs:
      "What is not working today and what the new team should change. The more concrete you are, the better the engineers we suggest fit.",
    team: "Choose the roles you need. Roles you priced in the team builder are already selected.",
    roles:
      "Tell us what each role should know and how senior they should be. Every field is optional; the more you tell us, the better the first candidates fit.",
    knowledge:
      "The background that helps engineers get up to speed: what you build, for whom, and how your team works.",
    interviews:
      "The interviews you want to run with candidates, in order, and who joins each. We fit our screening around them.",
    engagement:
      "How you would like to work with us, when the team should start and how much of your working day they should share.",
    budget:
      "What the team costs at our rates, how long you need it, and what you plan to spend. We compute the estimate from the roles, people and seniorities you chose.",
    scheduling:
      "When you could interview candidates. Every time here is in your time zone, so our team books interviews that suit you.",
    summary:
      "Check your answers. Anything left empty is shown as {notProvided}; change any of them from here.",
  } satisfies Record<BriefingStepKey, string>,
  assistantGreeting:
    "Hi! I can fill in a typical tech stack for the roles you chose, open a call booking and answer questions from our FAQ.",
  nextSteps: [
    "A solutions lead reads your briefing and contacts you if anything is unclear.",
    "We book your first interviews at the times you chose.",
  ],
} as const;

/**
 * The interview guarantee in hours when the CMS holds no interview-window claim at all;
 * decision 006 states it as 48 hours from a completed briefing.
 */
export const FALLBACK_INTERVIEW_PROMISE_HOURS = 48;

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
};

/**
 * Hours in a claim's figure: "48 hours" → 48, "48hrs" → 48, "2 days" → 48, "one day" → 24.
 * Null when the figure is not a duration in hours or days.
 */
export function parsePromiseHours(value: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?|[a-z]+)\s*-?\s*(h|hrs?|hours?|days?)\s*$/i.exec(value);
  if (!match) return null;
  const [, amountText, unitText] = match as unknown as [string, string, string];
  const amount = /^\d/.test(amountText)
    ? Number(amountText)
    : WORD_NUMBERS[amountText.toLowerCase()];
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) return null;
  const hours = unitText.toLowerCase().startsWith("d") ? amount * 24 : amount;
  return Math.round(hours);
}

function isRoleId(value: string): value is BriefingRoleId {
  return (BRIEFING_ROLE_IDS as readonly string[]).includes(value);
}

function warn(message: string) {
  log.warn(`[briefing] ${message}`);
}

export function normaliseBriefingContent(raw: BriefingContentQueryResult): BriefingContent {
  const settings = raw.settings;
  if (!settings) warn("no briefingSettings document in the content; using the fallback texts");
  const promise: Claim = settings?.interviewPromise ?? raw.interviewClaim;
  let interviewPromiseHours = FALLBACK_INTERVIEW_PROMISE_HOURS;
  if (!promise) {
    warn("no interview-window claim in the content; using the default interview promise");
  } else {
    const hours = parsePromiseHours(promise.value);
    if (hours === null)
      warn(
        `the claim ${promise._id} ("${promise.value}") is not in hours or days; using the default`,
      );
    else interviewPromiseHours = hours;
  }

  const settingsClaims = [promise];
  const fill = (text: string, claims: readonly Claim[], where: string) => {
    const filled = fillClaims(text, claims);
    if (filled === null) warn(`${where} names a claim it does not reference; left out`);
    return filled;
  };

  const requirementTemplates: BriefingContent["requirementTemplates"] = {};
  for (const template of settings?.requirementTemplates ?? []) {
    if (!isRoleId(template.role) || requirementTemplates[template.role]) continue;
    const requirements = (template.requirements ?? [])
      .map((text) => text.trim())
      .filter((text) => text !== "");
    if (requirements.length > 0) requirementTemplates[template.role] = requirements;
  }

  const faqs: FaqEntry[] = [];
  for (const faq of raw.faqs) {
    const answer = fill(faq.answer, faq.figures ?? [], `the FAQ entry ${faq._id}`);
    if (answer === null || !faq.question) continue;
    faqs.push({
      id: faq._id,
      question: faq.question,
      answer,
      keywords: (faq.keywords ?? []).filter((keyword) => keyword.trim() !== ""),
    });
  }

  const nextSteps = settings
    ? (settings.nextSteps ?? [])
        .map((step) => fill(step, settingsClaims, "a next step of briefingSettings"))
        .filter((step): step is string => step !== null)
    : [...FALLBACK_BRIEFING_SETTINGS.nextSteps];
  const assistantGreeting =
    (settings && fill(settings.assistantGreeting, settingsClaims, "the assistant's greeting")) ??
    FALLBACK_BRIEFING_SETTINGS.assistantGreeting;

  const page = settings
    ? { title: settings.pageTitle, intro: settings.pageIntro, seo: settings.seo }
    : FALLBACK_BRIEFING_SETTINGS.page;

  const stepIntros = { ...FALLBACK_BRIEFING_SETTINGS.stepIntros };
  for (const { key } of BRIEFING_STEPS) {
    const text = settings?.stepIntros?.[key]?.trim();
    if (text) stepIntros[key] = text;
    else if (settings) warn(`briefingSettings has no introduction for the step "${key}"`);
  }

  // The audiences' documents name the company types, as on the registration page; a type
  // whose audience is missing keeps the site's own name and no description.
  const audiences = new Map(
    raw.audiences.map((audience) => [AUDIENCE_COMPANY_TYPE[audience.audience], audience]),
  );
  const companyTypes = BRIEFING_COMPANY_TYPES.map(({ value, title }) => {
    const audience = audiences.get(value);
    return {
      value,
      title: audience?.registrationLabel?.trim() || title,
      subtitle: audience?.subtitle?.trim() ?? "",
    };
  });

  return {
    page,
    stepIntros,
    companyTypes,
    assistantGreeting,
    requirementTemplates,
    faqs,
    interviewPromiseHours,
    nextSteps,
  };
}

/** The briefing's CMS content, ready for the wizard, the confirmation page and the mail. */
export async function loadBriefingContent(): Promise<BriefingContent> {
  return normaliseBriefingContent(
    await fetchContent<BriefingContentQueryResult>(briefingContentQuery),
  );
}
