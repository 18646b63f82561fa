import { expect, test } from "@playwright/test";

import { brokenDatabaseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./axe";

test.describe("role selection", () => {
  test("searches and filters on the server, keeps the filter in the URL and shows the empty state", async ({
    page,
  }) => {
    await page.goto("/stack-selection");
    const cards = page.getByTestId("position-card");
    const total = await cards.count();
    expect(total).toBeGreaterThanOrEqual(40);

    const search = page.getByRole("searchbox", { name: "Search job positions" });
    await expect(search).toHaveAttribute("placeholder", "Search job positions...");
    await search.click();
    await search.pressSequentially("devops", { delay: 20 });
    await expect(page).toHaveURL(/[?&]search=devops/);
    // The full list holds the DevOps card too: wait for the filtered list to replace it.
    await expect.poll(() => cards.count()).toBeLessThan(total);
    await expect(cards.filter({ hasText: "DevOps Engineer" })).toHaveCount(1);
    // Typing never loses focus while the list is refreshed.
    await expect(search).toBeFocused();

    // Description matches count too, case-insensitively.
    await search.fill("APP-STORE RELEASES");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute("data-slug", "mobile");

    await search.fill("zzzz-nothing");
    await expect(page.getByText('No positions found for "zzzz-nothing"')).toBeVisible();
    await expect(cards).toHaveCount(0);

    // Category filter, combined with a search, and the back button.
    await search.fill("");
    await expect(cards).toHaveCount(total);
    await page.getByRole("button", { name: "Design", exact: true }).click();
    await expect(page).toHaveURL(/categoryId=/);
    await expect(page.getByRole("button", { name: "Design", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect.poll(() => cards.count()).toBeLessThan(total);
    const designCount = await cards.count();
    expect(designCount).toBeGreaterThanOrEqual(3);
    for (const badge of await cards.locator("span.rounded-full").allTextContents()) {
      expect(badge).toContain("Design");
    }
    await page.getByRole("button", { name: "All Roles" }).click();
    await expect(cards).toHaveCount(total);
    await page.goBack();
    await expect(cards).toHaveCount(designCount);

    // A shared filtered link renders the filter on the server.
    const response = await page.request.get("/stack-selection?search=qa");
    expect(await response.text()).toContain('data-slug="qa-automation"');
  });

  test("finds roles by skill, marks the match and answers typos with close matches", async ({
    page,
  }) => {
    await page.goto("/stack-selection?search=kotlin");
    const cards = page.getByTestId("position-card");
    const android = cards.filter({ hasText: "Android Developer" });
    await expect(android).toHaveCount(1);
    await expect(android.locator("mark", { hasText: "Kotlin" })).toBeVisible();

    await page.goto("/stack-selection?search=pyhton");
    await expect(page.getByTestId("close-matches")).toHaveText(
      "No roles match “pyhton” exactly. Showing the closest matches.",
    );
    await expect(cards.first()).toHaveAttribute("data-slug", "python-developer");
    await expectNoAxeViolations(page);
  });

  test("the role grid is one tab stop with arrow keys, and Continue is two key presses from the search", async ({
    page,
  }) => {
    await page.goto("/stack-selection");
    // The arrow keys are the page's script: the cards are plain checkboxes until it runs.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const cards = page.getByRole("checkbox");
    const total = await cards.count();
    // One card in the tab order; the others are reached with the arrow keys.
    const tabbable = await cards.evaluateAll(
      (items) => items.filter((item) => item.getAttribute("tabindex") === "0").length,
    );
    expect(tabbable).toBe(1);

    await cards.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(cards.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    // Three cards a row at this width.
    await expect(cards.nth(4)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(cards.nth(4)).toBeChecked();
    await page.keyboard.press("End");
    await expect(cards.nth(total - 1)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(cards.first()).toBeFocused();
    // The count is in a live region, so the change is announced.
    await expect(page.getByTestId("selection-count").locator("..")).toHaveAttribute(
      "aria-live",
      "polite",
    );
    await expect(page.getByTestId("selection-count")).toHaveText("1 role");

    // Tab leaves the grid at once, from the card last used.
    await page.keyboard.press("Tab");
    await expect(cards.first()).not.toBeFocused();
    expect(
      await cards.evaluateAll((items) => items.some((item) => item === document.activeElement)),
    ).toBe(false);

    // From the search box: Tab to "Skip to Continue", Enter, and Continue has the focus.
    await page.getByRole("searchbox", { name: "Search job positions" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to Continue" })).toBeFocused();
    await page.keyboard.press("Enter");
    const cont = page.getByRole("button", { name: "Continue to Calculator & Pricing" });
    await expect(cont).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/calculator$/);
    await expectNoAxeViolations(page);
  });

  test("cards show a category badge and at most four skills plus '+N more'", async ({ page }) => {
    await page.goto("/stack-selection?search=Frontend%20Developer");
    const card = page.locator('[data-testid="position-card"][data-slug="frontend"]');
    await expect(card.getByText("Development")).toBeVisible();
    const skills = card.getByRole("list", { name: "Skills" }).getByRole("listitem");
    await expect(skills).toHaveCount(5);
    await expect(skills.last()).toHaveText("+5 more");
  });

  test("selects by click and keyboard, counts roles, and continues to the calculator", async ({
    page,
  }) => {
    await page.goto("/stack-selection");
    const count = page.getByTestId("selection-count");
    const cont = page.getByRole("button", { name: "Continue to Calculator & Pricing" });
    await expect(count).toHaveText("0 roles");
    await expect(page.getByText("Please select at least one role to continue")).toBeVisible();
    await expect(cont).toBeDisabled();

    const frontend = page.getByRole("checkbox", { name: "Frontend Developer" });
    await frontend.click();
    await expect(frontend).toBeChecked();
    await expect(count).toHaveText("1 role");
    await expect(page.getByText("Please select at least one role to continue")).toBeHidden();
    await expect(cont).toBeEnabled();

    const backend = page.getByRole("checkbox", { name: "Backend Developer" });
    await backend.focus();
    await page.keyboard.press("Space");
    await expect(backend).toBeChecked();
    await expect(count).toHaveText("2 roles");
    await page.keyboard.press("Space");
    await expect(backend).not.toBeChecked();
    await page.keyboard.press("Space");

    // The selection survives a filter that hides the selected cards, and a reload.
    await page.getByRole("searchbox", { name: "Search job positions" }).fill("designer");
    await expect(page.getByRole("checkbox", { name: "Frontend Developer" })).toHaveCount(0);
    await expect(count).toHaveText("2 roles");
    await page.reload();
    await expect(count).toHaveText("2 roles");
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem("selectedRoles")!));
    expect(stored.roleIds).toHaveLength(2);
    expect(stored.positions.map((p: { slug: string }) => p.slug)).toEqual(["frontend", "backend"]);

    await expect(page.getByRole("link", { name: "Book Call with Near Genius" })).toHaveAttribute(
      "href",
      "/contact/book-call",
    );
    await cont.click();
    await expect(page).toHaveURL(/\/calculator$/);
    await expect(page.getByTestId("team-member")).toHaveCount(2);
    await expect(page.getByTestId("team-member").first()).toContainText("Frontend Developer");
  });

  test("suggests a team for a mobile banking app with payments and adds it in one step", async ({
    page,
  }) => {
    await page.goto("/stack-selection");
    const toggle = page.getByRole("button", { name: "Get AI Recommendations" });
    await toggle.click();
    await expect(page.getByRole("button", { name: "Hide AI Recommendations" })).toBeVisible();
    const panel = page.locator("#recommendations");
    await expect(
      panel.getByRole("heading", { name: "Suggested team for your project" }),
    ).toBeVisible();
    await expect(panel).not.toContainText("BM25");

    await panel.getByLabel("Describe your project").fill("mobile banking app with payments");
    await panel.getByRole("button", { name: "Send" }).click();
    const results = panel.getByTestId("recommendation");
    // The answer arrives after the click: read the list once it is there.
    await expect(results.first()).toBeVisible();
    const slugs = await results.evaluateAll((items) =>
      items.map((item) => item.getAttribute("data-slug")),
    );
    expect(slugs.slice(0, 3).sort()).toEqual(["backend", "mobile", "security-engineer"]);
    expect(slugs).not.toContain("game-developer");
    const mobile = results.filter({ hasText: "Mobile Developer" });
    await expect(mobile).toContainText("× 2");
    await expect(mobile).toContainText("You mentioned “mobile”");
    await expect(results.filter({ hasText: "Security Engineer" })).toContainText(
      "(Banking and payments)",
    );
    for (const label of await panel.getByTestId("confidence").allTextContents()) {
      expect(["Strong match", "Good match", "Possible match"]).toContain(label);
    }
    await expect(panel).not.toContainText("%");

    await mobile.getByRole("button", { name: /Add/ }).click();
    await expect(page.getByTestId("selection-count")).toHaveText("1 role");
    await expect(page.getByRole("checkbox", { name: "Mobile Developer" })).toBeChecked();

    await panel.getByRole("button", { name: `Add all ${slugs.length} roles` }).click();
    await expect(page.getByTestId("selection-count")).toHaveText(`${slugs.length} roles`);
    await expect(page.getByRole("checkbox", { name: "Security Engineer" })).toBeChecked();
    await expect(panel.getByRole("button", { name: "All added" })).toBeDisabled();

    await panel.getByLabel("Describe your project").fill("qwzx blorf");
    await panel.getByRole("button", { name: "Send" }).click();
    await expect(panel).toContainText("None of our roles mention “qwzx”, “blorf”");

    await panel.getByLabel("Describe your project").fill("");
    await panel.getByRole("button", { name: "Send" }).click();
    await expect(panel).toContainText("Tell us what you are building");

    await page.getByRole("button", { name: "Hide AI Recommendations" }).click();
    await expect(panel).toBeHidden();
  });

  test("the grid shows the tab's choice as served, after a reload and after a search", async ({
    page,
  }) => {
    await page.goto("/stack-selection");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const count = page.getByTestId("selection-count");
    const frontend = page.getByRole("checkbox", { name: "Frontend Developer" });
    await frontend.click();
    await expect(count).toHaveText("1 role");

    // The served grid is ticked from the tab's storage once the script runs.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(frontend).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Backend Developer" })).not.toBeChecked();
    await expect(count).toHaveText("1 role");

    // A search brings a grid the script draws: ticked the same way, counted when clicked,
    // and walked with the arrow keys.
    const search = page.getByRole("searchbox", { name: "Search job positions" });
    await search.fill("developer");
    await expect(page).toHaveURL(/search=developer/);
    await expect(page.getByRole("checkbox", { name: "Frontend Developer" })).toBeChecked();
    const backend = page.getByRole("checkbox", { name: "Backend Developer" });
    await backend.click();
    await expect(backend).toBeChecked();
    await expect(count).toHaveText("2 roles");
    const cards = page.getByRole("checkbox");
    await cards.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(cards.nth(1)).toBeFocused();
    expect(
      await cards.evaluateAll(
        (items) => items.filter((item) => item.getAttribute("tabindex") === "0").length,
      ),
    ).toBe(1);

    await search.fill("backend");
    await expect(page).toHaveURL(/search=backend/);
    await expect(page.getByRole("checkbox", { name: "Backend Developer" })).toBeChecked();
    await page.getByRole("checkbox", { name: "Backend Developer" }).click();
    await expect(count).toHaveText("1 role");
  });

  test("shows the Error Loading Data screen when the catalog cannot be read", async ({ page }) => {
    const response = await page.goto(`${brokenDatabaseURL}/stack-selection`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "Error Loading Data" })).toBeVisible();
    await expect(
      page.getByText("Failed to load job positions and categories. Please try again later."),
    ).toBeVisible();
    // A plain link to the same page: it reloads before the page's script has run as well.
    const reload = page.getByRole("link", { name: "Reload Page" });
    await expect(reload).toBeVisible();
    const [again] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith("/stack-selection")),
      reload.click(),
    ]);
    expect(again.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "Error Loading Data" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
