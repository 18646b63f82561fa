import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";

// The header's markup differs per page (the current link), the footer's per year; both change
// with the content. A few hundred entries hold every page of the site, and a stream of unknown
// addresses (404s) only turns the oldest over.
const MAX_ENTRIES = 256;

/**
 * The markup of the site's static islands (header and footer), rendered once per key and
 * given again to every page with the same key: on a funnel page most of the elements are its
 * header and footer, which React otherwise renders for every request.
 */
export function keptIslandMarkup(
  maxEntries = MAX_ENTRIES,
): (key: string, content: ReactNode) => string {
  const kept = new Map<string, string>();
  return (key: string, content: ReactNode) => {
    let html = kept.get(key);
    if (html === undefined) {
      // React's output is a string of thousands of pieces, which every page embedding it
      // would join again; a copy through its UTF-8 bytes is one flat string, joined once.
      html = Buffer.from(renderToString(content), "utf8").toString("utf8");
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
    } else {
      kept.delete(key);
    }
    kept.set(key, html);
    return html;
  };
}
