import { Icon } from "~/components/icon";
import { EvidenceBadge, SampleBadge } from "~/features/talent/talent-badges";
import {
  countryName,
  formatMonths,
  formatRate,
  SENIORITY_LABELS,
  VETTING_KIND_LABELS,
} from "~/features/talent/talent-labels";

import type { PreviewCard } from "./match-preview";
import { FACTOR_LABELS, formatDay } from "./match-preview";
import type { MatchRequirement } from "./matcher";

// One engineer of a preview, anonymised: handle, level, country, the score as the sum of its
// factors, each requirement with how we know it, the latest vetting results and two projects.
// Colour never carries meaning alone: every mark has its word beside it.

// Kept here for the pages that import them from the card; they live with the preview's types
// so that the shortlist PDF, rendered on the server, reads them without React.
export { FACTOR_LABELS } from "./match-preview";

const BAND_TONES: Record<string, string> = {
  Strong: "border-accent-600 bg-accent-50 text-accent-800",
  Good: "border-brand-300 bg-brand-50 text-brand-800",
  Possible: "border-ink-300 bg-white text-ink-700",
};

const points = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function Requirement({ requirement }: { requirement: MatchRequirement }) {
  const { status } = requirement;
  return (
    <li className="flex items-start gap-2">
      {status === "met" ? (
        <Icon name="check" className="mt-0.5 size-4 shrink-0 text-accent-700" />
      ) : status === "unmet" ? (
        <Icon name="x" className="mt-0.5 size-4 shrink-0 text-danger-700" />
      ) : (
        <Icon name="minus" className="mt-0.5 size-4 shrink-0 text-ink-500" />
      )}
      <span className="min-w-0 flex-1">
        <span className="font-medium text-ink-900">{requirement.skill}</span>{" "}
        <span className="text-ink-600">
          ({requirement.priority === "must" ? "must-have" : "nice-to-have"}
          {status === "unmet" ? ", not met" : status === "no_data" ? ", no data" : ""})
        </span>
      </span>
      {requirement.evidence ? <EvidenceBadge evidence={requirement.evidence} /> : null}
    </li>
  );
}

export function MatchCard({ card, headingLevel = 4 }: { card: PreviewCard; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const total = card.factors.reduce((sum, factor) => sum + factor.weight, 0);
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-card border border-ink-200 bg-white p-4 text-sm shadow-card"
      data-match-card
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading className="font-display text-base font-semibold text-ink-900">
            {card.handle}
          </Heading>
          <p className="text-ink-600">
            {SENIORITY_LABELS[card.seniority]} · {card.yearsExperience} years ·{" "}
            {countryName(card.country)}
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block font-display text-2xl font-bold text-ink-900" data-score>
            {points(card.score)}
          </span>
          <span
            className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${BAND_TONES[card.band] ?? BAND_TONES.Possible}`}
          >
            {card.band}
          </span>
        </p>
      </header>
      {card.sample ? (
        <p>
          <SampleBadge />
        </p>
      ) : null}

      {card.requirements.length > 0 ? (
        <div>
          <p className="font-semibold text-ink-900">Requirements</p>
          <ul className="mt-1 grid gap-1" aria-label={`Requirements for ${card.handle}`}>
            {card.requirements.map((requirement) => (
              <Requirement
                key={`${requirement.priority}:${requirement.skill}`}
                requirement={requirement}
              />
            ))}
          </ul>
        </div>
      ) : null}

      <details className="group">
        <summary className="cursor-pointer font-semibold text-brand-800">
          How {points(card.score)} adds up
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">
            Score of {card.handle}: each factor&apos;s points out of its weight
          </caption>
          <thead>
            <tr className="text-ink-600">
              <th scope="col" className="font-medium">
                Factor
              </th>
              <th scope="col" className="text-right font-medium">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {card.factors.map((factor) => (
              <tr key={factor.name}>
                <th scope="row" className="font-normal text-ink-800">
                  {FACTOR_LABELS[factor.name]}
                </th>
                <td className="text-right tabular-nums text-ink-900">
                  {points(factor.contribution)} of {factor.weight}
                </td>
              </tr>
            ))}
            <tr className="border-t border-ink-200">
              <th scope="row" className="font-semibold text-ink-900">
                Score
              </th>
              <td className="text-right font-semibold tabular-nums text-ink-900">
                {points(card.score)} of {total}
              </td>
            </tr>
          </tbody>
        </table>
      </details>

      {card.vettings.length > 0 ? (
        <div>
          <p className="font-semibold text-ink-900">Vetting</p>
          <ul className="mt-1 grid gap-0.5 text-ink-700">
            {card.vettings.map((vetting) => (
              <li key={vetting.kind}>
                {VETTING_KIND_LABELS[vetting.kind]}:{" "}
                <span className="font-medium text-ink-900">{vetting.result}</span>{" "}
                <span className="text-ink-600">
                  (<time dateTime={vetting.assessedOn}>{formatDay(vetting.assessedOn)}</time>)
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {card.projects.length > 0 ? (
        <div>
          <p className="font-semibold text-ink-900">Recent projects</p>
          <ul className="mt-1 grid gap-1 text-ink-700">
            {card.projects.map((project, index) => (
              <li key={index}>
                {project.role}, {project.domain}
                {project.client ? ` for ${project.client}` : ""},{" "}
                {formatMonths(project.durationMonths)}: {project.outcome}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <p className="mt-auto flex flex-wrap gap-x-3 gap-y-1 border-t border-ink-100 pt-3 text-ink-700">
        <span>
          Available from{" "}
          <time dateTime={card.availableFrom} className="font-medium text-ink-900">
            {formatDay(card.availableFrom)}
          </time>
        </span>
        <span className="font-medium text-ink-900">{formatRate(card.hourlyRateUsd)}</span>
      </p>
    </article>
  );
}
