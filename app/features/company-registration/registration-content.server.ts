import { AUDIENCE_COMPANY_TYPE } from "~/features/funnel/funnel-steps";
import { fetchContent } from "~/lib/content/content.server";
import { ContentUnavailableError } from "~/lib/content/content-source.server";
import { registrationPageQuery } from "~/lib/content/queries";
import type { RegistrationPageQueryResult } from "~/lib/content/sanity.types";

import { COMPANY_TYPE_VALUES, type CompanyTypeCard, OTHERS_CARD } from "./order-fields";

export interface RegistrationContent {
  title: string;
  intro: string;
  seo: { title: string; description: string };
  /** The cards in the company-type enum's order; an audience missing from the CMS has none. */
  companyTypes: CompanyTypeCard[];
}

/**
 * The registration page's copy, and its company-type cards named by the audiences' own
 * documents: the studio edits a card where it edits the audience it stands for.
 */
export async function loadRegistrationContent(): Promise<RegistrationContent> {
  const { copy, audiences } =
    await fetchContent<RegistrationPageQueryResult>(registrationPageQuery);
  if (!copy)
    throw new ContentUnavailableError("content is missing the teamBuilderSettings document");
  const byType = new Map<string, CompanyTypeCard>();
  for (const audience of audiences) {
    const value = AUDIENCE_COMPANY_TYPE[audience.audience];
    byType.set(value, { value, title: audience.registrationLabel, subtitle: audience.subtitle });
  }
  byType.set(OTHERS_CARD.value, OTHERS_CARD);
  return {
    title: copy.registrationTitle,
    intro: copy.registrationIntro,
    seo: copy.registrationSeo,
    companyTypes: COMPANY_TYPE_VALUES.flatMap((value) => byType.get(value) ?? []),
  };
}
