import type { UsComparisonAssumptions } from "~/features/catalog/cost";
import type { Seniority } from "~/features/catalog/seniority";
import { fetchContent } from "~/lib/content/content.server";
import { ContentUnavailableError } from "~/lib/content/content-source.server";
import { teamBuilderSettingsQuery } from "~/lib/content/queries";
import type { TeamBuilderSettingsQueryResult } from "~/lib/content/sanity.types";

import type { QuoteCopy } from "./quote/quote.server";
import type { ProjectPattern, Synonym } from "./recommendations/recommend";

export interface TeamBuilderContent {
  stackSelection: { title: string; intro: string };
  calculator: { title: string; intro: string };
  recommendations: { explanation: string; synonyms: Synonym[]; patterns: ProjectPattern[] };
  usComparison: UsComparisonAssumptions & {
    source: string;
    /** The site's savings claim and the note that relates it to this estimate's figure. */
    savingsNote: string;
  };
  /** Years of experience per seniority, as the calculator states them (CMS). */
  seniorityBands: Record<Seniority, string>;
  quote: QuoteCopy & {
    contactName: string;
    contactTitle?: string;
    /** From the contact page: one source for the company's contact details. */
    email?: string;
    phone?: string;
    addressLines: string[];
  };
}

export function normaliseTeamBuilderContent(
  raw: TeamBuilderSettingsQueryResult,
): TeamBuilderContent {
  if (!raw)
    throw new ContentUnavailableError("content is missing the teamBuilderSettings document");
  return {
    stackSelection: { title: raw.stackSelectionTitle, intro: raw.stackSelectionIntro },
    calculator: { title: raw.calculatorTitle, intro: raw.calculatorIntro },
    recommendations: {
      explanation: raw.recommendations.explanation,
      synonyms: (raw.recommendations.synonyms ?? []).filter(
        (synonym) => synonym.term && synonym.matches.length > 0,
      ),
      patterns: (raw.recommendations.patterns ?? []).filter(
        (pattern) => pattern.cues.length > 0 && pattern.roles.length > 0,
      ),
    },
    usComparison: {
      annualBaseSalaryUsd: raw.usComparison.annualBaseSalaryUsd,
      burdenMultiplier: raw.usComparison.burdenMultiplier,
      annualWorkHours: raw.usComparison.annualWorkHours,
      source: raw.usComparison.source,
      // One source for the figure: the claim's value, wherever the note mentions it.
      savingsNote: raw.usComparison.savingsNote.replaceAll(
        "{claim}",
        raw.usComparison.savingsClaim?.value ?? "",
      ),
    },
    seniorityBands: raw.seniorityBands,
    quote: {
      validityDays: raw.quote.validityDays,
      terms: raw.quote.terms,
      rateIncludes: raw.quote.rateIncludes,
      termsSummary: raw.quote.termsSummary,
      contactName: raw.quote.contactName,
      contactTitle: raw.quote.contactTitle ?? undefined,
      email: raw.sender?.email,
      phone: raw.sender?.phone,
      addressLines: (raw.sender?.address ?? "")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    },
  };
}

export async function loadTeamBuilderContent(): Promise<TeamBuilderContent> {
  return normaliseTeamBuilderContent(
    await fetchContent<TeamBuilderSettingsQueryResult>(teamBuilderSettingsQuery),
  );
}
