import { CmsImage } from "~/components/cms-image";

import type { BlockOf } from "./page-block";

/**
 * The clients whose stories the site tells, by their logos. Drawn from the testimonials, so a
 * logo never appears without a story behind it; a client without a logo is named instead.
 */
export function LogosBlock({ block }: { block: BlockOf<"logosBlock"> }) {
  const id = `block-${block._key}`;
  return (
    <section aria-labelledby={id} className="container-page py-16">
      <h2
        id={id}
        className="text-center text-sm font-semibold uppercase tracking-wider text-ink-600"
      >
        {block.heading}
      </h2>
      <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-12 gap-y-8">
        {block.clients.map((client) => (
          <li key={client._id} className="flex h-12 items-center">
            {client.logo?.asset ? (
              <CmsImage
                image={{ ...client.logo, alt: client.logo.alt || client.company }}
                sizes="200px"
                className="h-10 w-auto max-w-48 object-contain opacity-80 grayscale"
              />
            ) : (
              <span className="font-display text-xl font-bold text-ink-600">{client.company}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
