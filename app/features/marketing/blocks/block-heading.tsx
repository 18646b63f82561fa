/** The look of a block's own h2, one step below the page's h1. */
export const BLOCK_TITLE_CLASS =
  "font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl";

/**
 * A block's h2: shown when the editor wrote one; otherwise `fallback`, for screen readers
 * only, so the block's h3s still sit under an h2.
 */
export function BlockHeading({
  id,
  heading,
  fallback,
}: {
  id: string;
  heading: string | null | undefined;
  fallback: string;
}) {
  const text = heading?.trim();
  return text ? (
    <h2 id={id} className={`mb-10 ${BLOCK_TITLE_CLASS}`}>
      {text}
    </h2>
  ) : (
    <h2 id={id} className="sr-only">
      {fallback}
    </h2>
  );
}
