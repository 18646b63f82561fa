import type { SVGProps } from "react";

import type { IconName } from "./icon-names";
// A hashed file: cached for good, and a new build with other icons gets a new address.
// `no-inline` keeps it a file even if it shrinks under Vite's inlining limit: a <use> may not
// point at a data: URL.
import spriteUrl from "./icon-sprite.svg?no-inline";

// The stroke settings come from the `icon` class, not from attributes: a prop such as
// strokeWidth would lose to that rule, so a different weight is a class (`stroke-3`).
type IconProps = Omit<
  SVGProps<SVGSVGElement>,
  "children" | "fill" | "stroke" | "strokeWidth" | "strokeLinecap" | "strokeLinejoin"
> & {
  name: IconName;
  /** Names the icon for screen readers; without it the icon is decoration and hidden. */
  label?: string;
};

/**
 * One Lucide icon, drawn from the site's sprite: each page carries a short reference per icon
 * instead of a copy of its paths, and browsers fetch the sprite once for the whole site.
 * Lucide's stroke settings are one CSS rule (`icon` in app.css) rather than five attributes
 * on every icon: with xmlns, viewBox and focusable (which inline SVG in HTML does not need),
 * they were 11 kB of a page with 60 icons, rendered and compressed on every answer made per
 * request. The symbols have their own viewBox, so the outer element needs none to scale
 * them; width and height stay as the size without a class.
 */
export function Icon({ name, label, className, ...rest }: IconProps) {
  return (
    <svg
      width={24}
      height={24}
      className={className ? `icon ${className}` : "icon"}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      {...rest}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
