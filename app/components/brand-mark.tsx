import { BRAND_BLUE, BRAND_GOLD } from "~/lib/brand-colors";

/**
 * Near Genius's mark: an N drawn in one stroke whose last stem stops short of a gold point,
 * the engineer the match finds. The header, the footer and the staff screens draw it inline;
 * `scripts/brand-icons.ts` renders this same component to the favicon, the touch icon and the
 * web manifest's icons, so every copy of the mark comes from here.
 */

type BrandMarkProps = {
  className?: string;
  /** Square corners for icons the platform rounds or masks itself (Android, iOS). */
  square?: boolean;
};

export function BrandMark({ className, square = false }: BrandMarkProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx={square ? 0 : 8} fill={BRAND_BLUE} />
      <path
        d="M10 22.5V9.5l12 13V14.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="22" cy="9.25" r="2.5" fill={BRAND_GOLD} />
    </svg>
  );
}
