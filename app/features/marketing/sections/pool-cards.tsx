import { Icon } from "~/components/icon";
import { FACTOR_LABELS } from "~/features/matching/match-preview";
import { SampleBadge } from "~/features/talent/talent-badges";
import type { LandingPageQueryResult } from "~/lib/content/sanity.types";

import type { HeroProfile, SamplePreview } from "../landing-pool.server";

// The home page's two cards drawn from the talent pool (landing-pool.server.ts): the CMS gives
// their words, the pool their engineers and figures. An engineer is shown by handle only, and
// an invented one carries the sample badge.

type Landing = NonNullable<LandingPageQueryResult>;

/** A score as the match card writes it: whole, or to one decimal. */
const points = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

export function HeroProfileCard({
  profile,
  words,
}: {
  profile: HeroProfile;
  words: Landing["sampleProfile"];
}) {
  return (
    <figure
      className="rounded-card bg-white p-6 text-ink-800 shadow-menu sm:p-8"
      data-testid="hero-profile"
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 font-display text-xl font-bold text-white"
        >
          {profile.handle.slice(0, 1)}
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-ink-900">{profile.handle}</p>
          <p className="text-sm text-ink-600">
            {profile.title}
            {profile.skills.length > 0 ? ` · ${profile.skills.join(", ")}` : null}
          </p>
          <p className="mt-0.5 flex items-center gap-1 text-xs text-ink-600">
            <Icon name="map-pin" className="size-3.5" />
            {profile.country}
          </p>
        </div>
      </div>
      {profile.sample ? (
        <p className="mt-4">
          <SampleBadge />
        </p>
      ) : null}
      <dl className="mt-6 grid gap-4">
        {profile.scores.map((score) => (
          <div key={score.key} className="grid grid-cols-[1fr_auto] items-baseline gap-x-4">
            <dt className="text-sm text-ink-600">{score.label}</dt>
            <dd className="font-display text-lg font-bold text-ink-900">{score.value}</dd>
            <dd aria-hidden="true" className="col-span-2 mt-1.5 h-2 rounded-full bg-ink-100">
              <div
                className="h-2 rounded-full bg-gradient-to-r from-brand-500 to-accent-600"
                style={{ width: `${score.percent}%` }}
              />
            </dd>
          </div>
        ))}
      </dl>
      <figcaption className="mt-6 border-t border-ink-200 pt-4 text-xs text-ink-600">
        {words.caption}
      </figcaption>
    </figure>
  );
}

/** The shortlist card; without the pool (`preview` null) only its words are shown. */
export function SampleMatchPreview({
  preview,
  words,
}: {
  preview: SamplePreview | null;
  words: Landing["matchPreview"];
}) {
  return (
    <figure
      className="rounded-card border border-ink-200 bg-white p-6 shadow-menu"
      data-testid="sample-match-preview"
    >
      <p className="flex items-center gap-2 font-semibold text-ink-900">
        <Icon name="sparkles" className="size-5 text-brand-600" />
        {words.title}
      </p>
      {preview && preview.rows.length > 0 ? (
        <ul className="mt-5 grid gap-3">
          {preview.rows.map((row) => (
            <li
              key={row.id}
              className="flex items-center justify-between gap-4 rounded-control border border-ink-200 p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">{row.handle}</p>
                <p className="text-sm text-ink-600">{row.title}</p>
                {row.sample ? (
                  <p className="mt-1.5">
                    <SampleBadge />
                  </p>
                ) : null}
                {/* A score is never shown without the parts it adds up from. */}
                <details className="mt-2 text-xs text-ink-700">
                  <summary className="cursor-pointer font-semibold text-brand-800">
                    {`How ${points(row.score)} adds up`}
                  </summary>
                  <ul className="mt-1 grid gap-0.5" aria-label={`Score of ${row.handle}`}>
                    {row.factors.map((factor) => (
                      <li key={factor.name} className="tabular-nums">
                        {`${FACTOR_LABELS[factor.name]}: ${points(factor.contribution)} of ${factor.weight}`}
                      </li>
                    ))}
                  </ul>
                </details>
              </div>
              <p className="shrink-0 text-right">
                <span className="block font-display text-xl font-bold text-accent-700">
                  {points(row.score)}
                </span>
                <span className="text-xs text-ink-600">
                  {words.scoreLabel} · {row.band}
                </span>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {preview && (preview.monthlyCost || preview.startIn) ? (
        <dl className="mt-5 grid grid-cols-2 gap-3">
          {preview.monthlyCost ? (
            <div className="rounded-control bg-brand-50 p-4">
              <dt className="text-xs text-ink-600">{words.monthlyCostLabel}</dt>
              <dd className="mt-1 font-display text-lg font-bold text-brand-800">
                {preview.monthlyCost}
              </dd>
            </div>
          ) : null}
          {preview.startIn ? (
            <div className="rounded-control bg-brand-50 p-4">
              <dt className="text-xs text-ink-600">{words.startInLabel}</dt>
              <dd className="mt-1 font-display text-lg font-bold text-brand-800">
                {preview.startIn}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <figcaption className="mt-4 text-xs text-ink-600">{words.caption}</figcaption>
    </figure>
  );
}
