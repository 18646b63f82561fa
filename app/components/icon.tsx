import type { SVGProps } from "react";

import type { IconName } from "./icon-names";
// A hashed file: cached for good, and a new build with other icons gets a new address.
// `no-inline` keeps it a file even if it shrinks under Vite's inlining limit: a <use> may not
// point at a data: URL.
import spriteUrl from "./icon-sprite.svg?no-inline";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  name: IconName;
  /** Names the icon for screen readers; without it the icon is decoration and hidden. */
  label?: string;
};

/**
 * One Lucide icon, drawn from the site's sprite: each page carries a short reference per icon
 * instead of a copy of its paths, and browsers fetch the sprite once for the whole site. The
 * stroke settings are Lucide's; the symbols inherit them and the colour (currentColor).
 */
export function Icon({ name, label, className, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      focusable="false"
      {...rest}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
