import { randomUUID } from "node:crypto";

import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { signInAsStaff, STAFF_SALES } from "./staff-helpers";

// One person registers from two browsers: two leads. A salesperson sees the other on each
// lead's page, follows the link to it, and finds both with the inbox's duplicates filter.

test("the same person registered twice shows as a possible duplicate on both leads", async ({
  browser,
  page,
}) => {
  const word = `dup${randomUUID().slice(0, 6)}`;
  const email = `twice+${word}@example.com`;
  const companies = [`Twice Co ${word}`, `Twice Company ${word} Ltd`];
  for (const companyName of companies) {
    const context = await browser.newContext();
    const registered = await context.request.post("/company-registration", {
      form: {
        companyType: "fintech",
        companyName,
        contactName: "Tess Twice",
        email,
        phone: "",
        idempotencyKey: randomUUID(),
      },
    });
    expect(registered.ok()).toBe(true);
    await context.close();
  }

  await signInAsStaff(page, STAFF_SALES, `/admin?q=${encodeURIComponent(word)}`);
  await page.getByRole("link", { name: companies[0]! }).click();
  await expect(page.getByRole("heading", { level: 1, name: companies[0]! })).toBeVisible();
  const panel = page.getByRole("region", { name: "Possible duplicates" });
  await expect(panel).toContainText("Same email");
  await expectNoAxeViolations(page);
  await panel.getByRole("link", { name: companies[1]! }).click();
  await expect(page.getByRole("heading", { level: 1, name: companies[1]! })).toBeVisible();
  expect((await page.request.get(page.url())).status()).toBe(200);
  await expect(
    page
      .getByRole("region", { name: "Possible duplicates" })
      .getByRole("link", { name: companies[0]! }),
  ).toBeVisible();

  await page.goto(`/admin?q=${encodeURIComponent(word)}`);
  await page.getByLabel("Duplicates").selectOption("yes");
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(page).toHaveURL(/duplicates=yes/);
  for (const company of companies) {
    await expect(page.getByRole("link", { name: company })).toBeVisible();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});
