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

const PRELOAD_LINK = /<link rel="modulepreload"[^>]*>/g;
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
 * The document with its module downloads moved after the first paint; the document as it was
 * when it holds no React Router bootstrap or one of an unexpected shape.
 */
export function loadModulesAfterPaint(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const [tag, before = "", after = "", body = ""] = bootstrap;
  if (!body.includes("window.__reactRouterRouteModules")) return html;
  const attributes = `${before} ${after}`;

  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, specifier]) => ({
    name,
    specifier,
  }));
  const rest = body.replace(STATIC_IMPORT, "");
  // Anything else written as a static import would still load during parsing.
  if (imports.length === 0 || /^\s*import[\s{*]/m.test(rest)) return html;

  const hrefs: string[] = [];
  for (const link of html.match(PRELOAD_LINK) ?? []) {
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
  const script = `<script${before} type="module"${after}>${RECORD_CLICKS_BEFORE_HYDRATION}\n${AFTER_FIRST_PAINT}\n${preload}\n${load}${rest}</script>`;

  return html.replace(PRELOAD_LINK, "").replace(tag, () => script);
}
