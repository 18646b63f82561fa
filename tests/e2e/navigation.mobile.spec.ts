// Runs in the mobile project only (see playwright.config.ts): the menu toggle.
import { expect, test } from "@playwright/test";

const groups = ["Solutions", "How It Works", "Why Near Genius", "Insights", "About Us", "Contact"];

test.describe("mobile navigation", () => {
  test("the toggle opens a stacked list and tapping a link closes it", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("banner").locator("summary", { hasText: "Menu" });
    await expect(toggle).toBeVisible();
    const menu = page.locator("details[data-nav-mobile]");
    await expect(menu).not.toHaveAttribute("open", "");
    await toggle.tap();
    await expect(menu).toHaveAttribute("open", "");
    const list = menu.getByRole("navigation", { name: "Main" });
    for (const label of groups) {
      await expect(list.getByRole("heading", { name: label })).toBeVisible();
    }
    await list.getByRole("link", { name: "Careers" }).tap();
    await expect(menu).not.toHaveAttribute("open", "");
    await expect(page).toHaveURL(/\/about\/careers$/);
    await expect(page.locator("details[data-nav-mobile]")).not.toHaveAttribute("open", "");
  });
});
