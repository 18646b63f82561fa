import { BRAND_BLUE } from "~/lib/brand-colors";

import type { SiteShell } from "./site-shell";

/**
 * The web app manifest: what a phone shows when the site is added to its home screen. Name
 * and description come from the studio's site settings; the icons are the mark's renders in
 * public/ (scripts/brand-icons.ts).
 */
export function webManifest(settings: Pick<SiteShell["settings"], "brandName" | "companyBlurb">) {
  return {
    name: settings.brandName,
    short_name: settings.brandName,
    description: settings.companyBlurb,
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: BRAND_BLUE,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
