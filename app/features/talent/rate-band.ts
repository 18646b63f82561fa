import type { RateCard } from "~/features/catalog/cost";
import type { CandidateSeniority, Seniority } from "~/lib/db/enums";

// A candidate's rate is what the client pays per hour; the card is what the site quotes. A
// rate far from the card for the candidate's role and seniority is worth a second look (a
// typo, a stale rate), but it is the recruiter's call: it is flagged, never refused. The band
// is the card's rates for the levels that seniority covers, 10% under the lowest to 20% over
// the highest: real rates sit a few dollars around the card, mostly above.

/** The calculator's levels each briefing seniority covers. */
export const CARD_LEVELS_OF: Record<CandidateSeniority, readonly Seniority[]> = {
  junior: ["junior"],
  mid: ["mid"],
  senior: ["senior"],
  expert: ["lead", "architect", "specialist"],
};

/** The briefing seniority that covers a calculator level: lead, architect and specialist are expert. */
export function seniorityOfCardLevel(level: Seniority): CandidateSeniority {
  const covering = (Object.keys(CARD_LEVELS_OF) as CandidateSeniority[]).find((seniority) =>
    CARD_LEVELS_OF[seniority].includes(level),
  );
  return covering ?? "senior";
}

const UNDER = 0.9;
const OVER = 1.2;

export interface RateBand {
  min: number;
  max: number;
}

/** The band in whole dollars, or null when the card has no rate for the seniority's levels. */
export function rateBand(card: RateCard, seniority: CandidateSeniority): RateBand | null {
  const rates = CARD_LEVELS_OF[seniority]
    .map((level) => card[level])
    .filter((rate): rate is number => rate !== undefined && Number.isFinite(rate) && rate > 0);
  if (rates.length === 0) return null;
  return {
    min: Math.floor(Math.min(...rates) * UNDER),
    max: Math.ceil(Math.max(...rates) * OVER),
  };
}

/**
 * The warning for a rate outside the band of the candidate's main role, or null when it is
 * inside, or when there is no band to compare with.
 */
export function rateWarning(
  hourlyRateUsd: number,
  card: RateCard | undefined,
  seniority: CandidateSeniority,
): string | null {
  const band = card ? rateBand(card, seniority) : null;
  if (!band || (hourlyRateUsd >= band.min && hourlyRateUsd <= band.max)) return null;
  const side = hourlyRateUsd < band.min ? "below" : "above";
  return `$${hourlyRateUsd}/h is ${side} the rate card's band for ${seniority} ($${band.min}–$${band.max}/h)`;
}
