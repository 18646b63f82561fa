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
// string it does not read) reuses it, and any change of markup chooses again. The markup is
// compared as the UTF-8 bytes the answer sends anyway (one memcmp, where a string compare
// first joined React's thousands of pieces), and it cannot confuse two pages. About a
// hundred pages of 100-150 kB each with their CSS fit; beyond that, the least recently
// rendered choose again.
const chosen = new LRUCache<string, { page: Buffer; css: string }>({
  maxSize: 24 * 1024 * 1024,
  sizeCalculation: (entry, key) => entry.page.byteLength + entry.css.length + key.length,
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

const LINK_START = '<link rel="stylesheet" href="/assets/';
const STYLESHEET_LINK = /^<link rel="stylesheet" href="\/assets\/[^"]+\.css"[^>]*\/>$/;

/**
 * The page (UTF-8) with its critical CSS inlined; the page as it was if that fails (a page
 * without inlined CSS is slower, never wrong).
 */
export async function inlineCriticalCss(
  page: Buffer,
  /** The page's address (its path): where its last markup and CSS are remembered. */
  address: string,
  clientDir = CLIENT_DIR,
): Promise<Buffer> {
  try {
    // beasties serializes the whole document again (other quoting, no self-closing tags, an
    // attribute of its own on <html>); only the CSS it chose is taken from its answer, and
    // React's markup stays byte for byte as rendered.
    const css = await criticalCssOf(page, address, clientDir);
    const link = stylesheetLink(page);
    const bodyEnd = page.lastIndexOf("</body>");
    if (!css || !link || bodyEnd < link.to) return page;
    return Buffer.concat([
      page.subarray(0, link.from),
      Buffer.from(`<style>${css}</style>`, "utf8"),
      page.subarray(link.to, bodyEnd),
      page.subarray(link.from, link.to),
      page.subarray(bodyEnd),
    ]);
  } catch (error) {
    log.warn("[critical-css] left the page as rendered", { error: describeError(error) });
    return page;
  }
}

/** Where the first link to a built stylesheet is, in bytes. */
function stylesheetLink(page: Buffer): { from: number; to: number } | undefined {
  for (
    let from = page.indexOf(LINK_START);
    from !== -1;
    from = page.indexOf(LINK_START, from + 1)
  ) {
    const to = page.indexOf(">", from) + 1;
    if (to === 0) return undefined;
    if (STYLESHEET_LINK.test(page.toString("utf8", from, to))) return { from, to };
  }
  return undefined;
}

async function criticalCssOf(
  page: Buffer,
  address: string,
  clientDir: string,
): Promise<string | undefined> {
  const key = `${clientDir}\0${address}`;
  const known = chosen.get(key);
  if (known?.page.equals(page)) return known.css;
  const processed = await instance(clientDir).process(page.toString("utf8"));
  const head = processed.slice(0, processed.indexOf("</head>"));
  const css = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1];
  if (css) chosen.set(key, { page, css });
  return css;
}
