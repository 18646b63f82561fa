import type { ReactNode } from "react";

import { CmsImage } from "~/components/cms-image";
import type { CmsImageSource } from "~/lib/content/image";

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
