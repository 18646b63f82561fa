import { describe, expect, it } from "vitest";

import {
  type ClientManifest,
  DEFAULT_PAGE_BUDGET_KB,
  measureRouteBudgets,
  parseClientManifest,
} from "./route-js-budget.mjs";

const KB = 1024;
const manifest: ClientManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { module: "/assets/root.js", imports: ["/assets/react.js", "/assets/shell.js"] },
    "routes/contact": { parentId: "root", module: "/assets/contact.js", hasDefaultExport: true },
    "routes/briefing": {
      parentId: "root",
      module: "/assets/briefing.js",
      imports: ["/assets/react.js", "/assets/wizard.js", "/assets/shell.js"],
      hasDefaultExport: true,
    },
    "routes/sitemap": { parentId: "root", module: "/assets/sitemap.js" },
  },
};
const sizes: Record<string, number> = {
  "/assets/entry.js": 10 * KB,
  "/assets/react.js": 90 * KB,
  "/assets/root.js": 5 * KB,
  "/assets/shell.js": 5 * KB,
  "/assets/contact.js": 2 * KB,
  "/assets/briefing.js": 20 * KB,
  "/assets/wizard.js": 40 * KB,
};
const gzipSize = (file: string) => sizes[file] ?? 0;

describe("per-page JavaScript budgets", () => {
  it("counts a page's own code and its parents', once each, apart from the framework", () => {
    const { framework, pages } = measureRouteBudgets(manifest, gzipSize, {
      "routes/briefing": 80,
    });
    expect(framework.kb).toBe(100);
    expect(pages).toEqual([
      { id: "routes/briefing", kb: 70, budgetKb: 80, over: false },
      { id: "routes/contact", kb: 12, budgetKb: DEFAULT_PAGE_BUDGET_KB, over: false },
    ]);
  });

  it("marks a page over its budget, and one without a budget against the default", () => {
    const { pages } = measureRouteBudgets(manifest, gzipSize, { "routes/briefing": 60 });
    expect(pages.find((page) => page.id === "routes/briefing")).toMatchObject({ over: true });
    const heavyContact = measureRouteBudgets(manifest, (file) =>
      file === "/assets/contact.js" ? (DEFAULT_PAGE_BUDGET_KB + 1) * KB : gzipSize(file),
    );
    expect(heavyContact.pages.find((page) => page.id === "routes/contact")).toMatchObject({
      over: true,
    });
  });

  it("reads the manifest file React Router writes", () => {
    const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    expect(parseClientManifest(source)).toEqual(manifest);
  });
});
