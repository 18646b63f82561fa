import type { ReactNode } from "react";
import type { PageQueryResult } from "~/lib/content/sanity.types";
import { SmartLink } from "~/components/smart-link";
import { CardIcon } from "./card-icon";
import type { CardIconName } from "./card-icons";
import { Icon } from "~/components/icon";
import { CmsImage } from "~/components/cms-image";
import type { CmsImageSource } from "~/lib/content/image";

export type CtaLink = { label: string; href: string };
export type ClaimFigure = { _id?: string; value: string; label: string };
export type Card = {
  _key: string;
  title: string;
  description: string;
  points?: string[] | null;
  claim?: { value: string; label: string } | null;
  /** Picked in the studio for this card (card-icons.ts), so it moves with the card. */
  icon?: string | null;
};

/** Eyebrow, heading and introduction at the top of a section. */
export function SectionHeader({
  id,
  eyebrow,
  heading,
  intro,
  align = "left",
  tone = "light",
}: {
  id?: string;
  eyebrow?: string | null;
  heading: string;
  intro?: string | null;
  align?: "left" | "center";
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold uppercase tracking-wider ${dark ? "text-brand-200" : "text-brand-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 font-display text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-ink-900"}`}
      >
        {heading}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg ${dark ? "text-ink-300" : "text-ink-600"}`}>{intro}</p>
      ) : null}
    </div>
  );
}

export function CtaButton({
  link,
  variant = "primary",
  className = "",
}: {
  link: CtaLink;
  variant?: "primary" | "signal" | "secondary";
  className?: string;
}) {
  const style =
    variant === "signal" ? "btn-signal" : variant === "secondary" ? "btn-secondary" : "btn-primary";
  return (
    <SmartLink href={link.href} className={`${style} ${className}`}>
      {link.label}
      {variant === "secondary" ? null : <Icon name="arrow-right" className="size-4" />}
    </SmartLink>
  );
}

/** A band of big figures, each a claim (value + label). */
// Every cell of a band holds a figure: a band never shows an empty half or an empty cell.
const BAND_COLUMNS = {
  1: "sm:max-w-md",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export function StatsBand({
  stats,
  tone = "light",
  label,
}: {
  stats: ClaimFigure[];
  tone?: "light" | "dark";
  label?: string;
}) {
  if (stats.length === 0) return null;
  const dark = tone === "dark";
  return (
    <dl
      aria-label={label}
      className={`grid gap-px overflow-hidden rounded-card ${BAND_COLUMNS[Math.min(stats.length, 4) as 1 | 2 | 3 | 4]} ${dark ? "bg-white/10" : "bg-ink-200 shadow-card"}`}
    >
      {stats.map((stat, index) => (
        <div
          key={stat._id ?? index}
          className={`flex flex-col-reverse justify-end gap-1 px-6 py-6 ${dark ? "bg-brand-950" : "bg-white"}`}
        >
          <dt className={`text-sm ${dark ? "text-ink-300" : "text-ink-600"}`}>{stat.label}</dt>
          <dd
            className={`font-display text-3xl font-bold tracking-tight ${dark ? "text-white" : "text-brand-800"}`}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Cards with an icon, a title, a description, optional bullets and an optional figure. */
export function CardGrid({
  cards,
  fallbackIcon,
  columns = 3,
  headingLevel = 3,
}: {
  cards: Card[];
  /** For a card whose icon was left empty in the studio. */
  fallbackIcon?: CardIconName;
  columns?: 2 | 3 | 4;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const grid =
    columns === 4
      ? "sm:grid-cols-2 lg:grid-cols-4"
      : columns === 2
        ? "md:grid-cols-2"
        : "md:grid-cols-3";
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {cards.map((card) => (
        <li
          key={card._key}
          className="flex flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card"
        >
          <span className="grid size-11 place-items-center rounded-control bg-brand-50 text-brand-700">
            <CardIcon name={card.icon} fallback={fallbackIcon} />
          </span>
          {card.claim ? (
            <p className="mt-5 font-display text-2xl font-bold tracking-tight text-brand-800">
              {card.claim.value}
              <span className="sr-only"> {card.claim.label}</span>
            </p>
          ) : null}
          <Heading className={`${card.claim ? "mt-1" : "mt-5"} text-lg font-semibold text-ink-900`}>
            {card.title}
          </Heading>
          <p className="mt-2 text-ink-600">{card.description}</p>
          {card.points && card.points.length > 0 ? (
            <ul className="mt-4 grid gap-2 text-sm text-ink-700">
              {card.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The hero at the top of a content page; holds the page's only h1. */
export function PageHero({
  eyebrow,
  title,
  summary,
  image,
  children,
}: {
  eyebrow: string;
  title: string;
  summary: string;
  /** Drawn beside the title on a wide screen; a phone goes straight to the text. */
  image?: CmsImageSource | null;
  children?: ReactNode;
}) {
  const text = (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">{eyebrow}</p>
      <h1 className="mt-3 max-w-4xl font-display text-4xl font-bold tracking-tight sm:text-5xl">
        {title}
      </h1>
      <p className="mt-5 max-w-3xl text-lg text-ink-300">{summary}</p>
      {children}
    </>
  );
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 -top-32 size-[28rem] rounded-full bg-brand-700/40 blur-3xl"
      />
      {image?.asset ? (
        <div className="container-page relative grid items-center gap-10 pt-16 pb-20 sm:pt-20 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:pb-24">
          <div>{text}</div>
          <CmsImage
            image={image}
            aspectRatio={16 / 10}
            maxWidth={1200}
            sizes="(min-width: 1024px) 30rem, 1px"
            className="hidden aspect-16/10 w-full rounded-card bg-brand-900 object-cover shadow-menu ring-1 ring-white/10 lg:block"
          />
        </div>
      ) : (
        <div className="container-page relative py-16 sm:py-20">{text}</div>
      )}
    </section>
  );
}

/** The closing call-to-action band of a page. */
export function ClosingCta({
  heading,
  text,
  primary,
  secondary,
  teamBuilder,
  guarantee,
}: {
  heading: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink | null;
  /** The team builder's door beside the briefing (decision 012). */
  teamBuilder?: CtaLink | null;
  guarantee?: ClaimFigure | null;
}) {
  return (
    <section aria-labelledby="closing-cta" className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-card bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-12 text-center text-white shadow-card sm:px-12">
          <h2
            id="closing-cta"
            className="font-display text-3xl font-bold tracking-tight sm:text-4xl"
          >
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-200">{text}</p>
          {guarantee ? (
            <p className="mx-auto mt-6 inline-flex max-w-2xl items-center gap-3 rounded-full bg-white/10 px-5 py-2 text-left text-sm">
              <Icon name="calendar-clock" className="size-5 shrink-0 text-signal-400" />
              <span>
                <strong className="font-semibold text-white">{guarantee.value}</strong>{" "}
                {guarantee.label}
              </span>
            </p>
          ) : null}
          <DarkCtaRow
            primary={primary}
            teamBuilder={teamBuilder}
            secondary={secondary}
            className="mt-8 justify-center"
          />
        </div>
      </div>
    </section>
  );
}

/**
 * The buttons of a dark band: the main call to action, then the team builder when the band
 * offers both doors, then a lighter second link (usually Book a Call).
 */
export function DarkCtaRow({
  primary,
  teamBuilder,
  secondary,
  className = "",
}: {
  primary: CtaLink;
  teamBuilder?: CtaLink | null;
  secondary?: CtaLink | null;
  className?: string;
}) {
  return (
    <div className={`cta-row ${className}`}>
      <CtaButton link={primary} variant="signal" />
      {teamBuilder ? (
        <SmartLink
          href={teamBuilder.href}
          className="btn bg-white text-brand-900 hover:bg-brand-50"
        >
          {teamBuilder.label}
          <Icon name="arrow-right" className="size-4" />
        </SmartLink>
      ) : null}
      {secondary ? (
        <SmartLink
          href={secondary.href}
          className="btn border border-white/30 text-white hover:bg-white/10"
        >
          {secondary.label}
        </SmartLink>
      ) : null}
    </div>
  );
}

export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon
          name="star"
          key={index}
          className={`size-4 ${index < rating ? "fill-signal-400 text-signal-500" : "text-ink-300"}`}
        />
      ))}
    </p>
  );
}

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

function ClientLogo({ logo }: { logo: CmsImageSource | null | undefined }) {
  return (
    <CmsImage
      image={logo}
      sizes="160px"
      className="h-10 w-auto max-w-60 object-contain object-left"
    />
  );
}

function SpeakerPhoto({ photo }: { photo: CmsImageSource | null | undefined }) {
  return (
    <CmsImage
      image={photo}
      sizes="48px"
      aspectRatio={1}
      maxWidth={320}
      className="size-12 shrink-0 rounded-full object-cover"
    />
  );
}

/** "Dana Ruiz, CTO, LedgerLine", or "CTO, LedgerLine" when no name is given. */
function speaker(testimonial: Pick<TestimonialData, "personName" | "role" | "company">) {
  return [testimonial.personName, testimonial.role, testimonial.company].filter(Boolean).join(", ");
}

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

export type TrustData = {
  _id: string;
  name: string;
  type: string;
  description: string | null;
  issuer?: string | null;
  reference?: string | null;
  scope?: string | null;
  validUntil?: string | null;
  reportOnRequest?: boolean;
  reviewCount?: number | null;
  evidenceUrl?: string | null;
};

/** The words beside a badge's details, from the studio's site settings. */
export type TrustLabels = NonNullable<NonNullable<PageQueryResult>["trustLabels"]>;

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** A date from the CMS (ISO), as readers write it: "November 27, 2026". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/**
 * Certifications, compliance, partner status and ratings, each with what backs it: who issued
 * it, its number, scope and expiry, and a way to check it (the certificate, the review
 * profile) or to ask for the report, which opens the contact form with the request written.
 */
export function TrustGrid({
  items,
  labels,
  columns = 3,
}: {
  items: TrustData[];
  labels?: TrustLabels | null;
  /** At most this many side by side on a wide screen. */
  columns?: 2 | 3;
}) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {items.map((item) => {
        const details = labels
          ? [
              item.issuer ? { label: labels.issuedBy, value: item.issuer } : null,
              item.reference ? { label: labels.reference, value: item.reference } : null,
              item.validUntil
                ? { label: labels.validUntil, value: formatDate(item.validUntil) }
                : null,
            ].filter((detail) => detail !== null)
          : [];
        // The links say what they do; the badge's name, read after them, says for what.
        const nameId = `trust-${item._id.replace(/[^\w-]/g, "-")}`;
        const reviews =
          labels && item.type === "rating" && item.reviewCount && item.evidenceUrl
            ? labels.reviews.replaceAll("{count}", String(item.reviewCount))
            : null;
        return (
          <li
            key={item._id}
            className="flex gap-3 rounded-card border border-ink-200 bg-white p-5 shadow-card"
          >
            <Icon name="badge-check" className="mt-0.5 size-6 shrink-0 text-accent-700" />
            <div className="min-w-0">
              <p id={nameId} className="font-semibold text-ink-900">
                {item.name}
                <span className="sr-only"> (verified)</span>
              </p>
              {item.description ? (
                <p className="mt-1 text-sm text-ink-600">{item.description}</p>
              ) : null}
              {item.scope ? <p className="mt-2 text-sm text-ink-600">{item.scope}</p> : null}
              {details.length > 0 ? (
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {details.map((detail) => (
                    <div key={detail.label} className="contents">
                      <dt className="text-ink-600">{detail.label}</dt>
                      <dd className="font-medium text-ink-900">{detail.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {labels && (reviews || item.evidenceUrl || item.reportOnRequest) ? (
                <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {item.evidenceUrl ? (
                    <a
                      href={item.evidenceUrl}
                      aria-describedby={nameId}
                      className="link inline-flex items-center gap-1"
                    >
                      {reviews ?? labels.evidence}
                      <Icon name="external-link" className="size-3.5" />
                    </a>
                  ) : null}
                  {item.reportOnRequest ? (
                    <a
                      href={`/contact?report=${encodeURIComponent(item._id)}#contact-form-heading`}
                      aria-describedby={nameId}
                      className="link"
                    >
                      {labels.requestReport}
                    </a>
                  ) : null}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A client's measured results, one figure a row. */
export function ResultList({ metrics, className = "" }: { metrics: string[]; className?: string }) {
  return (
    <ul className={`grid content-start gap-3 ${className}`} aria-label="Results">
      {metrics.map((metric) => (
        <li
          key={metric}
          className="rounded-control bg-accent-50 px-4 py-3 font-display text-lg font-bold text-accent-800"
        >
          {metric}
        </li>
      ))}
    </ul>
  );
}

export type StoryData = TestimonialData & { story: string };

/**
 * A client's story: its industry, name and figures beside what we did and what they said.
 * `Heading` is the company name's level on the page it sits in.
 */
export function StoryCard({ story, Heading }: { story: StoryData; Heading: "h2" | "h3" }) {
  return (
    <article
      aria-labelledby={`story-${story._id}`}
      className="grid gap-8 rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]"
    >
      <div>
        {story.logo ? (
          <div className="mb-4">
            <ClientLogo logo={story.logo} />
          </div>
        ) : null}
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {story.industry}
        </p>
        <Heading
          id={`story-${story._id}`}
          className="mt-2 font-display text-2xl font-bold tracking-tight text-ink-900"
        >
          {story.company}
        </Heading>
        <ResultList metrics={story.metrics} className="mt-5" />
      </div>
      <div>
        <p className="text-lg text-ink-700">{story.story}</p>
        <figure className="mt-6 border-l-4 border-brand-500 pl-5">
          <blockquote className="text-ink-800">
            <p>“{story.quote}”</p>
          </blockquote>
          <figcaption className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-600">
            <SpeakerPhoto photo={story.photo} />
            <span className="font-semibold text-ink-900">{speaker(story)}</span>
            {story.rating ? <StarRating rating={story.rating} /> : null}
            {story.note ? <span className="basis-full text-xs">{story.note}</span> : null}
          </figcaption>
        </figure>
      </div>
    </article>
  );
}
