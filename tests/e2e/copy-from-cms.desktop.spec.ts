import { expect, test } from "@playwright/test";

import { COPY_LEDGER, datasetText, fromTheCms, ledgerEntry } from "./copy-sources";
import { sitemapUrls } from "./seo-helpers";

// Marketers run the site: every piece of text a visitor reads on a page of the sitemap comes
// from the studio's dataset, or the ledger in copy-sources.ts says why it is in the code. A
// new sentence typed into a component fails here, named with its page.

const dataset = datasetText("studio/seed/production.ndjson");

test("every text on every page of the sitemap comes from the studio or is explained", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const unexplained = new Map<string, string>();
  const explainedSeen = new Set<string | RegExp>();
  let introsSeen = 0;
  // The briefing shows one step at a time; on its other nine steps only the introduction is
  // marketing copy (the rest is the form's own fields, hints and options).
  const briefingSteps = Array.from({ length: 9 }, (_, index) => `/briefing?step=${index + 2}`);
  for (const url of [...(await sitemapUrls(request)), ...briefingSteps]) {
    await page.goto(url);
    // A page with scripts shows some of its text only once React has hydrated it.
    if ((await page.locator('script[type="module"]').count()) > 0) {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    const texts = await page.evaluate((onlyIntro) => {
      if (onlyIntro) {
        const intro = document.querySelector("[data-step-intro]")?.textContent ?? "";
        return [intro.replace(/\s+/g, " ").trim()].filter(Boolean);
      }
      const found: string[] = [document.title];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest("script, style, noscript, template")) continue;
        found.push(node.textContent ?? "");
      }
      for (const element of document.querySelectorAll("[placeholder], [aria-label], [alt]")) {
        for (const name of ["placeholder", "aria-label", "alt"]) {
          found.push(element.getAttribute(name) ?? "");
        }
      }
      found.push(document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "");
      return found.map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
    }, briefingSteps.includes(url));
    if (briefingSteps.includes(url) && texts.length > 0) introsSeen++;
    for (const text of texts) {
      if (fromTheCms(text, dataset)) continue;
      const entry = ledgerEntry(text) ?? ledgerEntry(text.replace(/ \| Near Genius$/, ""));
      if (entry) explainedSeen.add(entry.text);
      else if (!unexplained.has(text))
        unexplained.set(
          text,
          new URL(url, "http://site").pathname + new URL(url, "http://site").search,
        );
    }
  }
  expect(introsSeen, "every briefing step shows its introduction").toBe(briefingSteps.length);
  expect(
    [...unexplained].map(([text, path]) => `${path}: ${JSON.stringify(text)}`),
    "text typed into the code: move it into the studio, or explain it in tests/e2e/copy-sources.ts",
  ).toEqual([]);
  // Copy that moved into the studio leaves the ledger too, so the ledger stays the debt.
  const stale = COPY_LEDGER.filter(
    (entry) => entry.reason === "not yet in the CMS" && !explainedSeen.has(entry.text),
  ).map((entry) => String(entry.text));
  expect(stale, "ledger entries no page shows any more: remove them").toEqual([]);
});
