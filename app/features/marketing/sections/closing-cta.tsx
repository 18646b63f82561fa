import { Icon } from "~/components/icon";

import { type ClaimFigure, type CtaLink, DarkCtaRow } from "./section-parts";

/** The closing call-to-action band of a page. */
export function ClosingCta({
  id = "closing-cta",
  heading,
  text,
  primary,
  secondary,
  teamBuilder,
  guarantee,
}: {
  /** The heading's id; a page with more than one band gives each its own. */
  id?: string;
  heading: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink | null;
  /** The team builder's door beside the briefing (decision 012). */
  teamBuilder?: CtaLink | null;
  guarantee?: ClaimFigure | null;
}) {
  return (
    <section aria-labelledby={id} className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-card bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-12 text-center text-white shadow-card sm:px-12">
          <h2 id={id} className="font-display text-3xl font-bold tracking-tight sm:text-4xl">
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
