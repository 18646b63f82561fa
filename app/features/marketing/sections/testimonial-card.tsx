import type { CmsImageSource } from "~/lib/content/image";

import { ClientLogo, speaker, SpeakerPhoto, StarRating } from "./section-parts";

export type TestimonialData = {
  _id: string;
  quote: string;
  role: string;
  company: string;
  industry: string;
  metrics: string[];
  /** Only a client who agreed to be named has one. */
  personName: string | null;
  /** Says the name was withheld, or that this is an illustrative example (from the CMS). */
  note: string | null;
  /** None for an illustrative example: no client rated it. */
  rating: number | null;
  /** The client's logo, shown whole. */
  logo?: CmsImageSource | null;
  /** The person's portrait: the query gives it only for a named client. */
  photo?: CmsImageSource | null;
};

export function TestimonialCard({ testimonial }: { testimonial: TestimonialData }) {
  return (
    <figure className="flex h-full flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card">
      {testimonial.logo ? (
        <div className="mb-4">
          <ClientLogo logo={testimonial.logo} />
        </div>
      ) : null}
      {testimonial.rating ? <StarRating rating={testimonial.rating} /> : null}
      <blockquote className={`${testimonial.rating ? "mt-4 " : ""}flex-1 text-ink-800`}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <ul className="mt-5 flex flex-wrap gap-2" aria-label="Results">
        {testimonial.metrics.map((metric) => (
          <li
            key={metric}
            className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800"
          >
            {metric}
          </li>
        ))}
      </ul>
      <figcaption className="mt-5 flex items-center gap-3 border-t border-ink-200 pt-4 text-sm">
        <SpeakerPhoto photo={testimonial.photo} />
        <span>
          <span className="block font-semibold text-ink-900">{speaker(testimonial)}</span>
          <span className="text-ink-600">{testimonial.industry}</span>
          {testimonial.note ? (
            <span className="mt-1 block text-xs text-ink-600">{testimonial.note}</span>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}
