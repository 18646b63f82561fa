import { readFileSync } from "node:fs";

import { expect, test } from "@playwright/test";

import {
  FACTOR_WEIGHTS,
  MATCH_BANDS,
  MATCH_FACTORS,
  MATCH_FILTERS,
  MATCHER_VERSION,
} from "~/features/matching/match-config";

import { expectNoAxeViolations } from "./axe";

// The matcher's model card: reached from the footer, its figures the configuration's, and
// readable at a phone's width and a laptop's.

const card = readFileSync("studio/seed/production.ndjson", "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string; title?: string })
  .find((document) => document._id === "matchingModelCard");
const H1 = card?.title ?? "How matching works";

test("the footer leads to the model card, whose weights are the matcher's", async ({ page }) => {
  await page.goto("/");
  const link = page.getByRole("contentinfo").locator('a[href="/how-matching-works"]');
  await expect(link).toBeVisible();
  // The home page is not hydrated: the click is a document request, whose answer is read here.
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        answer.request().isNavigationRequest() && answer.request().frame() === page.mainFrame(),
    ),
    link.click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(/\/how-matching-works$/);
  await expect(page.locator("h1")).toHaveText(H1);
  // A reading page: no React bundle of its own.
  await expect(page.locator('script[type="module"]')).toHaveCount(0);

  const factors = page.locator("[data-factor]");
  await expect(factors).toHaveCount(MATCH_FACTORS.length);
  const shown: Record<string, number> = {};
  for (const row of await factors.all()) {
    const name = (await row.getAttribute("data-factor"))!;
    shown[name] = Number(await row.getByTestId("factor-weight").textContent());
  }
  expect(shown).toEqual(FACTOR_WEIGHTS);

  const filters = await page
    .locator("[data-filter]")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-filter")));
  expect(filters).toEqual([...MATCH_FILTERS]);
  for (const band of MATCH_BANDS) {
    await expect(page.locator(`[data-band="${band.band}"]`)).toContainText(String(band.min));
  }
  await expect(page.getByTestId("matcher-version")).toHaveText(MATCHER_VERSION);
  await expect(page.getByTestId("pool-size")).toHaveText(/^\d[\d,]*$/);
  await expect(page.locator('main a[href="/contact"]')).toBeVisible();
});

test("the model card passes axe at 390 px and 1366 px", async ({ page }) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/how-matching-works");
    await expect(page.locator("h1")).toHaveText(H1);
    await expectNoAxeViolations(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: test.info().outputPath(`how-matching-works-${width}.png`),
      fullPage: true,
    });
  }
});
