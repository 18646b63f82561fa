import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";

test("footer shows the current year, its legal pages answer, and external links open safely in a new tab", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByTestId("copyright-year")).toHaveText(String(new Date().getFullYear()));
  await expect(footer.getByRole("heading", { name: "Certifications & compliance" })).toBeVisible();
  await expect(footer.getByText("SOC 2 Type II")).toBeVisible();

  const external = footer.locator('a[href^="http"]');
  expect(await external.count()).toBeGreaterThanOrEqual(4);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  for (const name of [/LinkedIn/, /YouTube/, /Twitter/]) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("target", "_blank");
  }
  // The legal links lead to the pages a buyer's counsel reads.
  const legalPages = [
    ["Terms of Service", "Terms of service"],
    ["Privacy Policy", "Privacy policy"],
  ] as const;
  for (const [name, heading] of legalPages) {
    const navigation = page.waitForResponse((answer) => answer.request().isNavigationRequest());
    await page.getByRole("contentinfo").getByRole("link", { name }).click();
    const response = await navigation;
    expect(response?.status(), name).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await page.goBack();
  }
});

test("pages without interactive parts ship no JavaScript bundle", async ({ page }) => {
  const response = await page.goto("/");
  const html = (await response?.text()) ?? "";
  expect(html).not.toContain('type="module"');
  expect(html).not.toContain("modulepreload");
});

test("the 404 page: status, message, link home and a console line with the path", async ({
  page,
}) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  const response = await page.goto("/no/such/page?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  expect(messages).toContain(
    "404 Error: User attempted to access non-existent route: /no/such/page",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("home page has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
