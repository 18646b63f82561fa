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

  test("on a page React runs, the header and footer are left as the server drew them, and a move within the funnel redraws the header for the new page", async ({
    page,
  }) => {
    await page.goto("/calculator?roles=mobile");
    await expect(page.getByTestId("calculator")).toHaveAttribute("data-hydrated", "true");
    // React marks every element it hydrates with its fiber; the shell's have none, the
    // calculator's do.
    const hydrated = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));
    expect(await hydrated("header nav")).toBe(false);
    expect(await hydrated("footer a")).toBe(false);
    expect(await hydrated('[data-testid="team-member"]')).toBe(true);
    // Nor does the page carry the header's and footer's content for React: its data hand-off
    // holds the site's name for the head tags, not the menus or the certifications.
    const handoff = await page.evaluate(
      () =>
        Array.from(document.scripts).find((script) =>
          script.text.includes("streamController.enqueue"),
        )?.text,
    );
    expect(handoff).toContain("organizationJsonLd");
    expect(handoff).not.toContain("certificationsHeading");

    // The shell still works: its menus are disclosures and its links plain links.
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "About Us" }).click();
    await expect(nav.getByRole("link", { name: /Careers/ })).toBeVisible();
    await page.keyboard.press("Escape");

    const standing = page
      .getByRole("banner")
      .getByRole("link", { name: "Start Your Briefing" })
      .first();
    await expect(standing).not.toHaveAttribute("aria-current", "page");
    // A link inside the page moves without a new document: the header is drawn for the
    // briefing, which it marks as the page shown.
    await page.getByRole("link", { name: "Continue to Briefing" }).click();
    await expect(page).toHaveURL(/\/briefing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(standing).toHaveAttribute("aria-current", "page");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Book a Call" }),
    ).toBeVisible();
  });

  test("a link in a page React runs leads to a reading page, drawn from the router's data as its own document draws it", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.locator("form[novalidate]")).toHaveCount(1);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const privacy = page.getByRole("main").getByRole("link", { name: "Privacy Policy" });
    await privacy.evaluate((link) => link.scrollIntoView({ block: "end" }));
    await page.evaluate(() => window.scrollBy(0, 200));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await privacy.click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    // A new page starts at its top, as a document would.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
    // The router drew it (no new document), from the page's data request.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    const drawnByRouter = await page.getByRole("main").innerText();

    await page.goto("/privacy-policy");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
    expect(await page.getByRole("main").innerText()).toBe(drawnByRouter);
  });
});
