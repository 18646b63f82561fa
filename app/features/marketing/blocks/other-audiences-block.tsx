import { Icon } from "~/components/icon";
import { PageLink } from "~/components/page-link";

import type { AudienceShown } from "./audience";
import type { BlockOf } from "./page-block";

/** The other audiences: one line each, to their own page, not their whole section. */
export function OtherAudiencesBlock({
  block,
  audience,
}: {
  block: BlockOf<"otherAudiencesBlock">;
  audience: AudienceShown;
}) {
  return (
    <section aria-labelledby="other-audiences" className="py-16 sm:py-20">
      <div className="container-page">
        <h2
          id="other-audiences"
          className="font-display text-2xl font-bold tracking-tight text-ink-900"
        >
          {block.heading}
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {audience.others.map((solution) => (
            <li key={solution._id}>
              <PageLink
                to={`/solutions/${solution.audience}`}
                className="group flex h-full min-h-11 items-center justify-between gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-card hover:border-brand-500"
              >
                <span>
                  <span className="block font-semibold text-ink-900">{solution.title}</span>
                  <span className="block text-sm text-ink-600">{solution.subtitle}</span>
                </span>
                <Icon
                  name="arrow-right"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                />
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
