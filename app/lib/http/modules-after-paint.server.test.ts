import { describe, expect, it } from "vitest";

import { loadModulesAfterPaintInBytes, PRELOAD_BATCH } from "./modules-after-paint.server";

/** The rewrite of a page written as a string, read back as one. */
const loadModulesAfterPaint = (html: string) =>
  loadModulesAfterPaintInBytes(Buffer.from(html, "utf8")).toString("utf8");

// The shape React Router 8's <Scripts> writes (cut down); the end-to-end test
// before-hydration.desktop.spec.ts checks the real output of the build.
const page = (bootstrap: string, nonce = ' nonce="abc"') =>
  `<html><head><link rel="stylesheet" href="/app.css"/>` +
  `<link rel="modulepreload" href="/assets/entry.js"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/root.js"${nonce}/></head>` +
  `<body><p>rel="modulepreload" in text</p>` +
  `<script${nonce} type="module" async="">${bootstrap}</script></body></html>`;

const BOOTSTRAP = `;
import * as route0 from "/assets/root.js";
import * as route1_main from "/assets/contact.js";
const route1 = {...route1_main};
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/contact":route1};

import("/assets/entry.js");`;

/** The inline module's code, run with the browser's parts replaced by records of their use. */
async function run(html: string, visibilityState = "visible") {
  const code = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const events: string[] = [];
  const appended: { rel: string; href: string; nonce?: string }[] = [];
  const document = {
    visibilityState,
    createElement: () => ({}) as { rel: string; href: string; nonce?: string },
    head: { append: (link: (typeof appended)[number]) => appended.push(link) },
  };
  const listeners: { type: string; listener: (event: unknown) => void; capture: boolean }[] = [];
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) =>
      listeners.push({ type, listener, capture }),
  };
  let paint: (() => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe(options: { type: string }) {
      events.push(`observing ${options.type}`);
      paint = () => this.callback([], this);
    }
    disconnect() {}
  }
  // The 3-second fallback never comes in these tests; a yield to the browser comes at once.
  const setTimeout = (go: () => void, delay?: number) => {
    if (delay === undefined) {
      events.push("yield");
      queueMicrotask(go);
    }
  };
  const load = (specifier: string) => {
    events.push(`import ${specifier}`);
    return Promise.resolve({ specifier });
  };
  const body = code.replaceAll(/\bimport\(/g, "load(");
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const running = new AsyncFunction(
    "document",
    "window",
    "PerformanceObserver",
    "setTimeout",
    "load",
    body,
  )(document, window, PerformanceObserver, setTimeout, load);
  await Promise.resolve();
  const beforePaint = [...events];
  paint?.();
  await running;
  return { beforePaint, events, appended, window, listeners };
}

describe("loadModulesAfterPaint", () => {
  it("takes the preload links and static imports out of what the parser sees", () => {
    const html = loadModulesAfterPaint(page(BOOTSTRAP));
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/^\s*import \* as/m);
    // Everything else is as it was, text that looks like a link included.
    expect(html).toContain('<link rel="stylesheet" href="/app.css"/>');
    expect(html).toContain('<p>rel="modulepreload" in text</p>');
    expect(html).toContain('<script nonce="abc" type="module" async="">');
  });

  it("copies every other byte as React wrote it, characters of any width included", () => {
    const text = "São Paulo – Zürich 🇧🇷 <p>名前</p>";
    const html = page(BOOTSTRAP)
      .replace("<body>", `<body>${text}`)
      .replace("</head>", `<title>${text}</title></head>`);
    const rewritten = loadModulesAfterPaintInBytes(Buffer.from(html, "utf8"));
    const [head, rest] = rewritten.toString("utf8").split("</head>");
    expect(head).toBe(`<html><head><link rel="stylesheet" href="/app.css"/><title>${text}</title>`);
    expect(rest).toMatch(
      new RegExp(
        `^<body>${text}<p>rel="modulepreload" in text</p><script nonce="abc" type="module" async="">`,
      ),
    );
    expect(rest).toMatch(/<\/script><\/body><\/html>$/);
    // A page with nothing to rewrite is handed back as it came.
    const plain = Buffer.from(`<html><body>${text}</body></html>`, "utf8");
    expect(loadModulesAfterPaintInBytes(plain)).toBe(plain);
  });

  it("loads nothing before the first paint, then preloads, imports the routes and the entry", async () => {
    const { beforePaint, events, appended, window } = await run(
      loadModulesAfterPaint(page(BOOTSTRAP)),
    );
    expect(beforePaint).toEqual(["observing paint"]);
    expect(appended).toEqual([
      { rel: "modulepreload", href: "/assets/entry.js", nonce: "abc" },
      { rel: "modulepreload", href: "/assets/root.js", nonce: "abc" },
    ]);
    expect(events.slice(1)).toEqual([
      "import /assets/root.js",
      "import /assets/contact.js",
      "import /assets/entry.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root.js" },
      "routes/contact": { specifier: "/assets/contact.js" },
    });
  });

  it("writes down clicks on script-only buttons from the start, until the list is closed", async () => {
    const { window, listeners } = await run(loadModulesAfterPaint(page(BOOTSTRAP)));
    expect(listeners.map(({ type, capture }) => [type, capture])).toEqual([["click", true]]);
    const click = (target: unknown) => listeners[0]?.listener({ target });
    const share = { disabled: false };
    const busy = { disabled: true };
    const within = (button: unknown) => ({
      closest: (selector: string) => (selector === "button[type=button]" ? button : null),
    });
    click(within(share));
    click(within(busy));
    click(within(null));
    click({});
    click(null);
    expect(window.__clickedBeforeHydration).toEqual([share]);
    // The client entry closes the list as it starts hydrating; React hears clicks from then on.
    window.__clickedBeforeHydration = undefined;
    click(within(share));
    expect(window.__clickedBeforeHydration).toBeUndefined();
  });

  it("loads at once in a hidden tab, which paints nothing", async () => {
    const { beforePaint } = await run(loadModulesAfterPaint(page(BOOTSTRAP)), "hidden");
    expect(beforePaint).not.toContain("observing paint");
    expect(beforePaint).toContain("import /assets/root.js");
  });

  it("adds many preload links in batches, yielding to the browser between them", async () => {
    const count = PRELOAD_BATCH * 2 + 1;
    const links = Array.from(
      { length: count },
      (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js"/>`,
    ).join("");
    const html = loadModulesAfterPaint(page(BOOTSTRAP).replace("</head>", `${links}</head>`));
    const { events, appended } = await run(html);
    expect(appended.map((link) => link.href)).toEqual([
      "/assets/entry.js",
      "/assets/root.js",
      ...Array.from({ length: count }, (_, i) => `/assets/m${i}.js`),
    ]);
    // Two batches full, then the rest: two yields, and the imports after every link.
    expect(events.filter((event) => event === "yield")).toHaveLength(2);
    expect(events.at(-1)).toBe("import /assets/entry.js");
  });

  it("gives the preload links no nonce when the page has none", async () => {
    const { appended } = await run(loadModulesAfterPaint(page(BOOTSTRAP, "")));
    expect(appended[0]).toEqual({ rel: "modulepreload", href: "/assets/entry.js" });
  });

  it("leaves a page alone when its bootstrap is not of the expected shape", () => {
    const named = BOOTSTRAP.replace(
      'import * as route0 from "/assets/root.js";',
      'import { x } from "/assets/root.js";',
    );
    for (const html of [
      page(named),
      page('import("/assets/entry.js");'),
      "<html><body><p>No scripts</p></body></html>",
    ]) {
      expect(loadModulesAfterPaint(html)).toBe(html);
    }
  });
});
