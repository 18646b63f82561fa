// The team builder's screens at both widths: the role grid with recommendations open and the
// calculator with and without a team lay out differently on a phone, so axe runs on each.
// What the screens do is tested once, on desktop (team-builder-*.desktop.spec.ts).
import { expect, type Page, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";

/**
 * Heading levels that skip one on the way down (an h3 right under the h1), in document order.
 * axe's WCAG rules do not check this; a screen reader's list of headings reads wrong when it
 * happens.
 */
async function skippedHeadingLevels(page: Page): Promise<string[]> {
  const levels = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  return levels.flatMap((level, index) =>
    index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
  );
}

test.describe("role selection", () => {
  test("is accessible with a selection and the recommendations open", async ({ page }) => {
    // axe walks every one of the ~50 cards, twice.
    test.setTimeout(90_000);
    await page.goto("/stack-selection");
    // Checked before the recommendations' own second-level heading is there.
    expect(await skippedHeadingLevels(page)).toEqual([]);
    await page.getByRole("checkbox", { name: "Data Engineer" }).click();
    await page.getByRole("button", { name: "Get AI Recommendations" }).click();
    await page.getByLabel("Describe your project").fill("data pipelines");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("recommendation").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/stack-selection?search=zzzz");
    await expect(page.getByText('No positions found for "zzzz"')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("calculator", () => {
  test("is accessible, with and without a team", async ({ page }) => {
    await page.goto("/calculator?roles=frontend,backend");
    await expect(page.getByTestId("team-member")).toHaveCount(2);
    // Sharing is done by the page's script; the page asks for it once painted (decision 067).
    await expect(page.getByTestId("calculator")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: "Share Estimate" }).click();
    await expect(page.getByLabel("Shareable link")).toBeVisible();
    await expectNoAxeViolations(page);
    // The tab still holds that team; an empty one is the no-members state.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto("/calculator");
    await expect(page.getByText("No team members selected yet.")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
