// Runs in the desktop project only (see playwright.config.ts): the dropdown bar.
import { expect, test } from "@playwright/test";

const groups = ["Solutions", "How It Works", "Why Near Genius", "Insights", "About Us", "Contact"];

test.describe("desktop navigation", () => {
  test("shows the six groups and opens a dropdown by click", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of groups) {
      await expect(nav.locator("summary", { hasText: label })).toBeVisible();
    }
    const solutionsLink = nav.getByRole("link", { name: /Startups/ });
    await expect(solutionsLink).toBeHidden();
    await nav.locator("summary", { hasText: "Solutions" }).click();
    await expect(solutionsLink).toBeVisible();
    await expect(solutionsLink).toHaveAttribute("href", "/solutions/startups");

    // Opening another group closes the first; a click outside closes all.
    await nav.locator("summary", { hasText: "About Us" }).click();
    await expect(solutionsLink).toBeHidden();
    await expect(nav.getByRole("link", { name: /Careers/ })).toBeVisible();
    await page.locator("h1").click();
    await expect(nav.getByRole("link", { name: /Careers/ })).toBeHidden();
  });

  test("works by keyboard: Enter opens, Tab walks the links, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const summary = nav.locator("summary", { hasText: "How It Works" });
    await summary.focus();
    await page.keyboard.press("Enter");
    const first = nav.getByRole("link", { name: /Hybrid Delivery Model/ });
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(first).toBeHidden();
    await expect(summary).toBeFocused();
  });

  test("highlights Start Your Briefing in its group and as a standing button", async ({ page }) => {
    await page.goto("/");
    const standing = page
      .getByRole("banner")
      .getByRole("link", { name: "Start Your Briefing" })
      .first();
    await expect(standing).toBeVisible();
    await expect(standing).toHaveAttribute("href", "/briefing");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "How It Works" }).click();
    const inGroup = nav.getByRole("link", { name: /Start Your Briefing/ });
    await expect(inGroup).toBeVisible();
    await expect(inGroup).toHaveClass(/bg-brand-50/);
  });
});
