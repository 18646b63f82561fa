import type { RateCard } from "~/features/catalog/cost";

import type { BriefingDraft } from "./briefing-draft";
import type { BriefingCompanyType, BriefingRoleId, StackGroup } from "./briefing-options";
import type { BriefingStepKey } from "./briefing-steps";

// What the /briefing loader hands the wizard: plain data, safe for the browser.

/** A technology the role-details step offers as a tag, from the catalog's skills. */
export interface StackOption {
  slug: string;
  name: string;
  group: StackGroup;
}

/** One of the ten briefing roles as the catalog prices and equips it. */
export interface BriefingRoleCatalog {
  id: BriefingRoleId;
  title: string;
  /** The rate card of the catalog position with the same slug (hourly USD per level). */
  rates: RateCard;
  /** Slugs of the skills the catalog lists for the role, most typical first. */
  skills: string[];
}

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  /** Extra words a visitor may type for this entry ("price" for a cost question). */
  keywords: string[];
}

/** The briefing's copy and assistant knowledge, kept in the CMS (briefingSettings, faq). */
export interface BriefingContent {
  /** The page's heading, introduction and search text. */
  page: { title: string; intro: string; seo: { title: string; description: string } };
  /** The sentence at the top of each step; the summary's may hold {notProvided}. */
  stepIntros: Record<BriefingStepKey, string>;
  /** The company-type choices, named and described by the audiences' own documents. */
  companyTypes: { value: BriefingCompanyType; title: string; subtitle: string }[];
  assistantGreeting: string;
  /** Typical must-haves per role, offered by the assistant's requirements suggestion. */
  requirementTemplates: Partial<Record<BriefingRoleId, string[]>>;
  faqs: FaqEntry[];
  /** The interview promise: hours from a submitted briefing to booked interviews. */
  interviewPromiseHours: number;
  /** What the team does with a submitted briefing, shown on the confirmation page and mail. */
  nextSteps: string[];
}

export interface WizardData {
  roles: BriefingRoleCatalog[];
  stackOptions: StackOption[];
  content: BriefingContent;
  linkedinEnabled: boolean;
  /** True when the visitor has a lead: the server keeps the draft and accepts uploads. */
  hasLead: boolean;
  /** The draft the server holds for the lead (with its time), or the lead's prefill. */
  serverDraft: { draft: BriefingDraft; updatedAt: string } | null;
}
