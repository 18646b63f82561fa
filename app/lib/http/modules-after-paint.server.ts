import { RECORD_CLICKS_BEFORE_HYDRATION } from "~/lib/forms/pre-hydration-clicks";

// React Router's <Scripts> writes a hydrated page's JavaScript into the HTML in two ways that
// both start downloading it while the document is parsed: a `<link rel="modulepreload">` per
// module in the head, and an inline module script whose static `import` lines fetch the route
// modules. On a phone link those downloads share the connection with what the first paint
// needs, and Lighthouse's model of a slow phone counts every one of them in the largest
// paint: the funnel pages painted at 0.8 s but were scored as if they painted at 3 s.
//
// The page is complete without its JavaScript (it is rendered on the server and its forms
// post without it; decision 067), so this rewrite asks for the modules once the browser has
// painted: the preload links are taken out of the head and added by the inline script after
// the first frame, and its static imports become dynamic ones made at the same moment. What
// a visitor changes in a form before React has hydrated it is replayed into React afterwards
// (app/lib/forms/pre-hydration-input.ts).
//
// <Scripts> has no option for either, hence a rewrite of its output. When that output is not
// the shape expected (another React Router release), the page is sent as it was rendered, and
// the unit test, which renders a real route through React Router, fails.

const BOOTSTRAP = /<script([^>]*) type="module"([^>]*)>([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import \* as ([A-Za-z_$][\w$]*) from ("[^"\\]+");\s*$/gm;
/** Preload links added in one task before yielding to the browser. */
export const PRELOAD_BATCH = 6;
const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}="([^"]*)"`);

/**
 * A script that waits until the browser reports its first paint: a "paint" performance entry,
 * which arrives once the frame is on screen. Where the browser reports none, two animation
 * frames; a hidden tab paints nothing, so it goes on at once (and after 3 s in any case).
 */
const AFTER_FIRST_PAINT =
  "await new Promise((go) => {" +
  ' if (document.visibilityState === "hidden") return go();' +
  " setTimeout(go, 3000);" +
  ' if (!PerformanceObserver.supportedEntryTypes?.includes("paint"))' +
  " return requestAnimationFrame(() => requestAnimationFrame(go));" +
  " new PerformanceObserver((_, observer) => { observer.disconnect(); go(); })" +
  '.observe({ type: "paint", buffered: true }); });';

/**
 * The document, in UTF-8, with its module downloads moved after the first paint; the same
 * bytes when it holds no React Router bootstrap or one of an unexpected shape. Only the
 * preload links and the bootstrap script are decoded, and the rest is copied as it is:
 * decoding the whole page to rewrite it and encoding it again cost a tenth of a funnel
 * page's render.
 */
export function loadModulesAfterPaintInBytes(page: Buffer): Buffer {
  const cuts = cutsOf(page);
  const script =
    cuts &&
    bootstrapAfterPaint(
      page.toString("utf8", cuts.script.from, cuts.script.to),
      cuts.links.map((link) => page.toString("utf8", link.from, link.to)),
    );
  if (!cuts || script === null) return page;
  return Buffer.concat(splice(page, cuts, Buffer.from(script, "utf8")));
}

const LINK_START = '<link rel="modulepreload"';
const MODULES_MARKER = "window.__reactRouterRouteModules";

interface Span {
  from: number;
  to: number;
}

/** Where the preload links and the bootstrap script are, in bytes. */
function cutsOf(page: Buffer): { links: Span[]; script: Span } | null {
  // The bootstrap is the module script that names the route modules, after the page's markup.
  const marker = page.lastIndexOf(MODULES_MARKER);
  if (marker === -1) return null;
  const from = page.lastIndexOf("<script", marker);
  const close = page.indexOf("</script>", marker);
  if (from === -1 || close === -1) return null;
  const script = { from, to: close + "</script>".length };
  const links: Span[] = [];
  for (let at = page.indexOf(LINK_START); at !== -1; at = page.indexOf(LINK_START, at)) {
    const to = page.indexOf(">", at) + 1;
    if (to === 0 || (to > script.from && at < script.to)) return null;
    links.push({ from: at, to });
    at = to;
  }
  return { links, script };
}

/** The page's pieces: copies of what lies between the cuts, the links left out, the new script. */
function splice(page: Buffer, cuts: { links: Span[]; script: Span }, script: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let copied = 0;
  for (const cut of [...cuts.links, cuts.script].sort((a, b) => a.from - b.from)) {
    pieces.push(page.subarray(copied, cut.from));
    if (cut === cuts.script) pieces.push(script);
    copied = cut.to;
  }
  pieces.push(page.subarray(copied));
  return pieces;
}

/** The bootstrap script rewritten to load after the first paint; null when not of its shape. */
function bootstrapAfterPaint(tag: string, links: string[]): string | null {
  const bootstrap = BOOTSTRAP.exec(tag);
  if (!bootstrap || bootstrap.index !== 0 || bootstrap[0].length !== tag.length) return null;
  const [, before = "", after = "", body = ""] = bootstrap;
  if (!body.includes(MODULES_MARKER)) return null;
  const attributes = `${before} ${after}`;

  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, specifier]) => ({
    name,
    specifier,
  }));
  const rest = body.replace(STATIC_IMPORT, "");
  // Anything else written as a static import would still load during parsing.
  if (imports.length === 0 || /^\s*import[\s{*]/m.test(rest)) return null;

  const hrefs: string[] = [];
  for (const link of links) {
    const href = ATTRIBUTE("href").exec(link)?.[1];
    if (href) hrefs.push(href);
  }
  const nonce = ATTRIBUTE("nonce").exec(attributes)?.[1];
  // Each link starts a request, about 2 ms of main thread on a phone: the thirty of a funnel
  // page made one long task of their own, so they go in batches with a yield between.
  const preload =
    `const hrefs = ${JSON.stringify(hrefs)};` +
    " for (let i = 0; i < hrefs.length; i++) {" +
    ` if (i > 0 && i % ${PRELOAD_BATCH} === 0) await new Promise((go) => setTimeout(go));` +
    ' const link = document.createElement("link"); link.rel = "modulepreload"; link.href = hrefs[i];' +
    (nonce ? ` link.nonce = ${JSON.stringify(nonce)};` : "") +
    " document.head.append(link); }";
  const load =
    `const [${imports.map((entry) => entry.name).join(", ")}] = await Promise.all([` +
    `${imports.map((entry) => `import(${entry.specifier})`).join(", ")}]);`;
  return `<script${before} type="module"${after}>${RECORD_CLICKS_BEFORE_HYDRATION}\n${AFTER_FIRST_PAINT}\n${preload}\n${load}${rest}</script>`;
}
