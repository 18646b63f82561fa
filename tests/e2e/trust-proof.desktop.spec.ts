// A certification's "request the report": from the trust page to a contact form that already
// says what is wanted, and on to a stored message with its reference.
import { expect, type Page, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";

const message = (page: Page) => page.getByRole("textbox", { name: /^Message/ });

test("'Request the report' opens the contact form with the request written, and it is sent", async ({
  page,
}) => {
  await page.goto("/security-compliance");
  const badge = (name: string) =>
    page.getByRole("main").getByRole("listitem").filter({ hasText: name });
  const request = badge("ISO 27001").getByRole("link", { name: "Request the report" });
  await expect(request).toBeVisible();
  // The link names its badge to a screen reader too.
  await expect(request).toHaveAccessibleDescription("ISO 27001 (verified)");
  // Only items whose report is offered have the link (GDPR is a regulation, not a report).
  await expect(badge("GDPR").getByRole("link", { name: "Request the report" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === "/contact"),
    request.click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(/\/contact\?report=trustItem\.iso-27001#contact-form-heading$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk about your team");
  await expect(message(page)).toHaveValue(/^Please send me the ISO 27001 report\./);
  await expect(page.locator("form[novalidate]")).toHaveCount(1);

  await page.getByRole("textbox", { name: /^Name/ }).fill("Dana Reviewer");
  await page.getByRole("textbox", { name: /^Email/ }).fill("dana.reviewer@example.com");
  await page.getByRole("textbox", { name: /^Company/ }).fill("Reviewer Bank");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank you, Dana Reviewer!" })).toBeVisible();
  await expect(page.getByText(/NG-M-\d{4}-\d{4}/)).toBeVisible();
});

test("an id the site offers no report for starts an empty form", async ({ page }) => {
  for (const id of ["trustItem.gdpr", "trustItem.nothing-like-this"]) {
    const response = await page.goto(`/contact?report=${id}`);
    expect(response?.status()).toBe(200);
    await expect(message(page)).toHaveValue("");
  }
});
