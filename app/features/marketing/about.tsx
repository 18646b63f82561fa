import { CmsImage } from "~/components/cms-image";
import { Icon } from "~/components/icon";
import { PageLink } from "~/components/page-link";
import type { CareersQueryResult, LeadershipQueryResult } from "~/lib/content/sanity.types";

export function LeadershipGrid({ people }: { people: LeadershipQueryResult }) {
  return (
    <div className="container-page pb-8">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {people.map((person) => (
          <li
            key={person._id}
            className="flex flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card"
          >
            <div className="flex items-center gap-4">
              {person.photo?.asset ? (
                <CmsImage
                  image={person.photo}
                  aspectRatio={1}
                  maxWidth={320}
                  sizes="56px"
                  className="size-14 shrink-0 rounded-full bg-brand-100 object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid size-14 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 font-display text-lg font-bold text-white"
                >
                  {person.name
                    .split(" ")
                    .map((part) => part[0])
                    .join("")
                    .slice(0, 2)}
                </span>
              )}
              <div>
                <h2 className="text-lg font-semibold text-ink-900">{person.name}</h2>
                <p className="text-sm font-medium text-brand-700">{person.role}</p>
                {person.note ? <p className="mt-1 text-xs text-ink-600">{person.note}</p> : null}
              </div>
            </div>
            <p className="mt-3 flex items-center gap-1 text-sm text-ink-600">
              <Icon name="map-pin" className="size-4" />
              {person.location}
            </p>
            <p className="mt-4 flex-1 text-ink-700">{person.bio}</p>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label="Focus areas">
              {person.focus.map((focus) => (
                <li
                  key={focus}
                  className="rounded-full bg-ink-100 px-3 py-1 text-xs font-medium text-ink-700"
                >
                  {focus}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Benefits and open positions. Each position has a stable anchor (`#position-<slug>`)
 * so the application form can link to it.
 */
export function CareersLists({
  positions,
  benefits,
  headings,
}: CareersQueryResult & { headings: { benefits: string; requirements: string } }) {
  return (
    <div className="container-page grid gap-16 pb-8">
      <section aria-labelledby="benefits">
        <h2 id="benefits" className="font-display text-3xl font-bold tracking-tight text-ink-900">
          {headings.benefits}
        </h2>
        <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit) => (
            <div key={benefit._id} className="flex flex-col rounded-card bg-brand-50 p-6">
              <dt className="order-2 mt-2 text-lg font-semibold text-ink-900">{benefit.title}</dt>
              <dd className="order-1 font-display text-3xl font-bold tracking-tight text-brand-800">
                {benefit.figure.value}
                <span className="sr-only"> {benefit.figure.label}</span>
              </dd>
              <dd className="order-3 mt-2 text-ink-700">{benefit.description}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="open-positions">
        <h2
          id="open-positions"
          className="font-display text-3xl font-bold tracking-tight text-ink-900"
        >
          Open positions
        </h2>
        <ul className="mt-8 grid gap-6 lg:grid-cols-2">
          {positions.map((position) => (
            <li
              key={position._id}
              id={`position-${position.slug}`}
              data-position={position.slug}
              className={`scroll-mt-header flex flex-col rounded-card border bg-white p-6 shadow-card ${
                position.featured ? "border-brand-300 ring-1 ring-brand-300" : "border-ink-200"
              }`}
            >
              {position.featured ? (
                <p className="mb-3 inline-flex w-fit items-center gap-1 rounded-full bg-signal-400 px-3 py-1 text-xs font-semibold text-ink-900">
                  <Icon name="star" className="size-3.5" />
                  Featured
                </p>
              ) : null}
              <h3 className="text-xl font-semibold text-ink-900">{position.title}</h3>
              <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
                <span className="inline-flex items-center gap-1">
                  <Icon name="briefcase" className="size-4" />
                  {position.department} · {position.employmentType}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Icon name="map-pin" className="size-4" />
                  {position.location}
                </span>
              </p>
              <p className="mt-4 text-ink-700">{position.summary}</p>
              <h4 className="mt-5 text-sm font-semibold text-ink-900">{headings.requirements}</h4>
              <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-ink-700">
                {position.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
              <PageLink
                to={`/about/careers/${position.slug}/apply`}
                className="btn-primary mt-6 w-fit"
                aria-label={`Apply for ${position.title}`}
              >
                Apply
              </PageLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
