import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";

// The header's markup differs per page (the current link), the footer's per year; both change
// with the content. A few hundred entries hold every page of the site, and a stream of unknown
// addresses (404s) only turns the oldest over.
const MAX_ENTRIES = 256;
// The role grid is kept per search too, up to fifty cards (about 130 kB) a grid: a stream of
// distinct searches turns the oldest over before the kept markup passes this many characters.
const MAX_CHARACTERS = 8_000_000;

/**
 * The markup of the site's static islands (header, footer, the role grid), rendered once per
 * key and given again to every page with the same key: on a funnel page most of the elements
 * are in them, which React otherwise renders for every request. The least recently used
 * leaves first, when either bound is passed.
 */
export function keptIslandMarkup(
  maxEntries = MAX_ENTRIES,
  maxCharacters = MAX_CHARACTERS,
): (key: string, content: ReactNode) => string {
  const kept = new Map<string, string>();
  let characters = 0;
  return (key: string, content: ReactNode) => {
    let html = kept.get(key);
    if (html === undefined) {
      // React's output is a string of thousands of pieces, which every page embedding it
      // would join again; a copy through its UTF-8 bytes is one flat string, joined once.
      html = Buffer.from(renderToString(content), "utf8").toString("utf8");
      characters += html.length;
    } else {
      kept.delete(key);
    }
    kept.set(key, html);
    while (kept.size > maxEntries || (characters > maxCharacters && kept.size > 1)) {
      const [oldest, markup] = kept.entries().next().value!;
      kept.delete(oldest);
      characters -= markup.length;
    }
    return html;
  };
}
