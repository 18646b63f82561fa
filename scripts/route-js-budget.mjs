// How much JavaScript each page may load, gzip-compressed, checked on the build by
// check-client-bundle.mjs (it fails `npm test`) and printed by bench-pages.ts.
//
// React, React DOM and React Router with the client entry are the same on every hydrated
// page (107 kB gzip in this build); no page can go under them, so they are measured apart
// (the framework) and each page is budgeted for its own code on top: its route module, the
// modules it imports and those of its parent routes (root). Decision 039.
//
// Reading pages are not hydrated (app/lib/route-handle.ts) and load none of this; their
// figures are what they would cost if a change made them hydrate.

/** The framework: the client entry and what it imports, shared by every hydrated page. */
export const FRAMEWORK_BUDGET_KB = 112;

/** A page's own JavaScript when it has no budget of its own. */
export const DEFAULT_PAGE_BUDGET_KB = 45;

/**
 * Pages whose JavaScript is the product (the wizard, the calculator, the slot picker) or
 * that carry a form kit, by route id (app/routes.ts). Kept a little above what they load
 * today, so that growth is a decision, made here.
 */
export const PAGE_BUDGETS_KB = {
  // The tag input respells what a visitor types through the skill vocabulary (decision 083);
  // the match preview beside the steps draws its cards in the browser (decision 085).
  // Every page's meta takes out an editor's preview marks (@vercel/stega's cleaner, decision 104).
  "routes/briefing": 89,
  // With the pool's count per role (decision 085).
  "routes/calculator": 82,
  "routes/contact.book-call": 63,
  // Not hydrated (a reading page); 1.1 kB of it builds the covers' image addresses (decision 064).
  // Plus the preview marks' cleaner every page's meta carries (decision 104), and the forms
  // a page's form block draws (below).
  "routes/articles": 80,
  // Reading pages drawn from blocks (decision 105): a form block draws the site's contact,
  // newsletter or playbook form, which posts without JavaScript. Not hydrated, they load
  // none of it; this is what they would cost if a change made them hydrate. "page:*" is every
  // page of the generic module (app/routes.ts gives each its own id).
  "page:*": 78,
  "routes/not-found": 78,
  // The root's static island became a chunk of its own when the role grid took it up too
  // (decision 117): about 0.5 kB more for every page under the root, these three past 78.
  "routes/careers": 79,
  "routes/leadership": 79,
  "routes/client-success": 79,
  // The home page and the audience pages are drawn from the same blocks (decision 107).
  "routes/home": 78,
  "routes/solutions": 78,
  "routes/careers.apply": 55,
  "routes/playbook.download": 54,
  "routes/newsletter.subscribe": 53,
  "routes/stack-selection": 60,
  "routes/company-registration": 56,
  // With the careers applications' "Add to talent pool" form (decision 082) and the 48-hour
  // guarantee's panel with an admin's waiver form (decision 087).
  // With the calls' outcomes, the possible duplicates and the reply box (decisions 094, 096, 098).
  "routes/admin.leads.$leadId": 71,
  // Past 54 by the root's static island in a chunk of its own (decision 117).
  "routes/admin.webhooks": 55,
  // Hydrated for the one-time token's copy button; the form checks with zod-mini (decision 080).
  "routes/admin.api-tokens": 54,
  "routes/admin.people": 63,
  "routes/admin._index": 63,
  "routes/admin.sign-in": 61,
  "routes/admin.sign-in.code": 60,
};

/** Reads React Router's client manifest (`assets/manifest-<hash>.js` of the client build). */
export function parseClientManifest(source) {
  const json = source
    .trim()
    .replace(/^window\.__reactRouterManifest\s*=\s*/, "")
    .replace(/;$/, "");
  return JSON.parse(json);
}

/**
 * Each page's own JavaScript against its budget, and the framework's. `gzipSize(file)` gives
 * the gzip size in bytes of an asset path as the manifest names it ("/assets/x.js").
 * Returns { framework, pages } with sizes in kB (one decimal) and `over` set where a budget
 * is exceeded.
 */
export function measureRouteBudgets(manifest, gzipSize, budgets = PAGE_BUDGETS_KB) {
  const frameworkFiles = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  const frameworkKb = kb([...frameworkFiles].reduce((sum, file) => sum + gzipSize(file), 0));
  const framework = {
    kb: frameworkKb,
    budgetKb: FRAMEWORK_BUDGET_KB,
    over: frameworkKb > FRAMEWORK_BUDGET_KB,
  };
  const pages = [];
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (!route.hasDefaultExport || id === "root") continue;
    const files = new Set();
    for (let at = route; at; at = at.parentId ? manifest.routes[at.parentId] : undefined) {
      if (at.module) files.add(at.module);
      for (const file of at.imports ?? []) files.add(file);
    }
    let bytes = 0;
    for (const file of files) if (!frameworkFiles.has(file)) bytes += gzipSize(file);
    const budgetKb =
      budgets[id] ??
      (id.startsWith("page:") ? budgets["page:*"] : undefined) ??
      DEFAULT_PAGE_BUDGET_KB;
    pages.push({ id, kb: kb(bytes), budgetKb, over: kb(bytes) > budgetKb });
  }
  pages.sort((a, b) => b.kb - a.kb || a.id.localeCompare(b.id));
  return { framework, pages };
}
