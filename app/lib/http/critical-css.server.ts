import { fileURLToPath } from "node:url";

import Beasties from "beasties";
import { LRUCache } from "lru-cache";

import { describeError, log } from "~/lib/log.server";

// A reading page's first response carries the CSS its own markup uses, inlined in the head,
// and links the full stylesheet at the end of the body: the browser can paint from the first
// response alone, without a second round trip for a render-blocking stylesheet. The home
// page was 11.6 kB of HTML plus 11.2 kB of CSS (gzip) in two round trips; with its critical
// CSS it is 13.4 kB as brotli, inside the first round trip's ~14 kB.
//
// Only pages that any cache may share go through this (they never hydrate, and the server
// keeps them rendered, decision 042). Choosing the rules walks every selector against the
// whole document (about 25 ms for the home page on a slow core, half its render), so the
// choice is kept with the markup it was made for (below).
// The full stylesheet still loads, for states the markup does not show yet (an open menu,
// hover) and for the next page, where it comes from the browser's cache.

/** The production build's browser files, where the stylesheets the HTML links live. */
const CLIENT_DIR = fileURLToPath(new URL("../client/", import.meta.url));

const instances = new Map<string, Beasties>();

// The CSS chosen for the markup last rendered at each address, with that markup: a page
// rendered again with the same markup (the page cache off or full, an address with a query
// string it does not read) reuses it, and any change of markup chooses again. Comparing the
// markup costs less than hashing it did (the string is walked once, where a hash also had to
// encode it), and it cannot confuse two pages. About a hundred pages of 100-150 kB each with
// their CSS fit; beyond that, the least recently rendered choose again.
const chosen = new LRUCache<string, { html: string; css: string }>({
  maxSize: 24 * 1024 * 1024,
  sizeCalculation: (entry, key) => entry.html.length + entry.css.length + key.length,
});

function instance(clientDir: string): Beasties {
  const existing = instances.get(clientDir);
  if (existing) return existing;
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    // The stylesheet link goes to the end of the body (done on React's markup below): no
    // script needed to load it late, which our CSP would have to allow.
    preload: "body",
    // The faces the inlined rules name (Inter and its metric-matched fallbacks) go inline
    // too; the font file is already preloaded by the root route.
    inlineFonts: true,
    // What opening a menu or a disclosure shows: a visitor may open one before the full
    // stylesheet is in, and the markup at render time has nothing open to match.
    allowRules: [/open/],
    preloadFonts: false,
    // Never rewrite the stylesheet on disk: other pages and other instances read it.
    pruneSource: false,
    reduceInlineStyles: false,
    compress: true,
    logLevel: "warn",
  });
  instances.set(clientDir, beasties);
  return beasties;
}

/**
 * The page with its critical CSS inlined; the page as it was if that fails (a page without
 * inlined CSS is slower, never wrong).
 */
export async function inlineCriticalCss(
  html: string,
  /** The page's address (its path): where its last markup and CSS are remembered. */
  address: string,
  clientDir = CLIENT_DIR,
): Promise<string> {
  try {
    // beasties serializes the whole document again (other quoting, no self-closing tags, an
    // attribute of its own on <html>); only the CSS it chose is taken from its answer, and
    // React's markup stays byte for byte as rendered.
    const css = await criticalCssOf(html, address, clientDir);
    const link = /<link rel="stylesheet" href="\/assets\/[^"]+\.css"[^>]*\/>/.exec(html)?.[0];
    const bodyEnd = html.lastIndexOf("</body>");
    if (!css || !link || bodyEnd < 0) return html;
    const inlined = html.replace(link, `<style>${css}</style>`);
    const end = inlined.lastIndexOf("</body>");
    return `${inlined.slice(0, end)}${link}${inlined.slice(end)}`;
  } catch (error) {
    log.warn("[critical-css] left the page as rendered", { error: describeError(error) });
    return html;
  }
}

async function criticalCssOf(
  html: string,
  address: string,
  clientDir: string,
): Promise<string | undefined> {
  const key = `${clientDir}\0${address}`;
  const known = chosen.get(key);
  if (known?.html === html) return known.css;
  const processed = await instance(clientDir).process(html);
  const head = processed.slice(0, processed.indexOf("</head>"));
  const css = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1];
  if (css) chosen.set(key, { html, css });
  return css;
}
