import type { ReactNode } from "react";

import { SmartLink } from "~/components/smart-link";

import type { ModelCardEntry, ModelCardView } from "./model-card";

// The matcher's model card. Server-rendered and never hydrated, so the pool's date is formatted
// once, on the server, in UTC (the exact instant is in the time element's dateTime). Only
// figures are composed here; every word is the CMS's.

const UPDATED_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The card's sections, under the page's hero (which the route draws, with the site's own). */
export function ModelCardSections({ card }: { card: ModelCardView }) {
  const { copy } = card;
  return (
    <div className="container-page grid gap-14 py-16 sm:py-20">
      <Section id="inputs" heading={copy.inputsHeading} intro={copy.inputsIntro}>
        <EntryList entries={card.inputs} testId="input" />
      </Section>

      <Section id="left-out" heading={copy.leftOutHeading} intro={copy.leftOutIntro}>
        <EntryList entries={card.leftOut} testId="left-out" />
      </Section>

      <Section id="filters" heading={copy.filtersHeading} intro={copy.filtersIntro}>
        <ol className="grid gap-3">
          {card.filters.map((filter, index) => (
            <li
              key={filter.key}
              data-filter={filter.key}
              className="grid grid-cols-[2rem_minmax(0,1fr)] gap-3"
            >
              <span
                aria-hidden="true"
                className="grid size-8 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
              >
                {index + 1}
              </span>
              <Entry entry={filter} />
            </li>
          ))}
        </ol>
      </Section>

      <Section id="factors" heading={copy.factorsHeading} intro={copy.factorsIntro}>
        <ul className="grid gap-4">
          {card.factors.map((factor) => (
            <li key={factor.key} data-factor={factor.key} className="grid gap-2">
              <div className="flex items-baseline justify-between gap-4">
                <span className="font-semibold text-ink-900">{factor.label}</span>
                <span className="shrink-0 font-display text-lg font-bold text-brand-800">
                  <span data-testid="factor-weight">{factor.weight}</span>
                  <span className="text-sm font-medium text-ink-700"> / {card.totalWeight}</span>
                </span>
              </div>
              <span aria-hidden="true" className="block h-2 rounded-full bg-ink-100">
                <span
                  className="block h-2 rounded-full bg-brand-600"
                  style={{ width: percent(factor.weight / card.totalWeight) }}
                />
              </span>
              {factor.text ? <p className="text-ink-700">{factor.text}</p> : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="bands" heading={copy.bandsHeading} intro={copy.bandsIntro}>
        <ul className="grid gap-3 sm:grid-cols-3">
          {card.bands.map((band) => (
            <li
              key={band.key}
              data-band={band.key}
              className="rounded-2xl border border-ink-200 bg-white p-5"
            >
              <p className="font-semibold text-ink-900">{band.label}</p>
              <p className="mt-1 font-display text-lg font-bold text-brand-800">
                {copy.bandFromLabel.replace("{min}", String(band.min))}
              </p>
              {band.text ? <p className="mt-2 text-sm text-ink-700">{band.text}</p> : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="evidence" heading={copy.evidenceHeading} intro={copy.evidenceIntro}>
        <ul className="grid gap-3">
          {card.evidence.map((level) => (
            <li key={level.key} data-evidence={level.key} className="flex gap-4">
              <span className="w-14 shrink-0 font-display text-lg font-bold text-brand-800">
                {percent(level.credit)}
              </span>
              <Entry entry={level} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="pool" heading={copy.poolHeading} intro={copy.poolIntro}>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure label={copy.poolSizeLabel} testId="pool-size">
            {card.pool.size.toLocaleString("en-US")}
          </Figure>
          <Figure label={copy.poolUpdatedLabel} testId="pool-updated">
            {card.pool.updatedAt ? (
              <time dateTime={card.pool.updatedAt}>
                {UPDATED_FORMAT.format(new Date(card.pool.updatedAt))}
              </time>
            ) : (
              "–"
            )}
          </Figure>
          <Figure label={copy.versionLabel} testId="matcher-version">
            {card.version}
          </Figure>
        </dl>
      </Section>

      <Section id="review" heading={copy.reviewHeading} intro={copy.reviewBody} />

      <Section id="question" heading={copy.questionHeading} intro={copy.questionBody}>
        <p>
          <SmartLink
            href="/contact"
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {copy.questionLinkLabel}
          </SmartLink>
        </p>
      </Section>
    </div>
  );
}

function Section({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`model-card-${id}`}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12"
    >
      <h2
        id={`model-card-${id}`}
        className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
      >
        {heading}
      </h2>
      <div className="grid gap-6">
        <p className="text-lg text-ink-700">{intro}</p>
        {children}
      </div>
    </section>
  );
}

function Entry({ entry }: { entry: ModelCardEntry }) {
  return (
    <div>
      <p className="font-semibold text-ink-900">{entry.label}</p>
      {entry.text ? <p className="text-ink-700">{entry.text}</p> : null}
    </div>
  );
}

function EntryList({ entries, testId }: { entries: ModelCardEntry[]; testId: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry.key} data-testid={testId} data-key={entry.key}>
          <Entry entry={entry} />
        </li>
      ))}
    </ul>
  );
}

function Figure({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-ink-200 bg-white p-5">
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd data-testid={testId} className="mt-1 font-display text-xl font-bold text-ink-900">
        {children}
      </dd>
    </div>
  );
}
