import { randomUUID } from "node:crypto";

import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { signInAsStaff, STAFF_SALES } from "./staff-helpers";

// A salesperson takes a lead, sets its next action to a day gone by, and finds it on the
// overdue view under their name; the view's link leads back to the lead.

test("a lead past its next action is on the overdue view under its owner", async ({ page }) => {
  const company = `Overdue Co ${randomUUID().slice(0, 6)}`;
  const registered = await page.request.post("/company-registration", {
    form: {
      companyType: "startup",
      companyName: company,
      contactName: "Olga Overdue",
      email: `overdue+${randomUUID().slice(0, 8)}@example.com`,
      phone: "",
      idempotencyKey: randomUUID(),
    },
  });
  expect(registered.ok()).toBe(true);
  await page.context().clearCookies();

  await signInAsStaff(page, STAFF_SALES, `/admin?q=${encodeURIComponent(company)}`);
  await page.getByRole("link", { name: company }).click();
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  const owner = page.getByLabel("Who follows up");
  const myOption = owner.locator("option").filter({ hasText: STAFF_SALES });
  // The option reads "Name (address)": the view heads the owner's section with the name.
  const myName = ((await myOption.textContent()) ?? "").split(" (")[0]!.trim();
  await owner.selectOption((await myOption.getAttribute("value"))!);
  await page.getByRole("button", { name: "Save owner" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await page.getByLabel("Act again on").fill("2020-01-06");
  await page.getByRole("button", { name: "Save date" }).click();
  await expect(page.getByRole("status")).toBeVisible();

  await page.getByRole("navigation").getByRole("link", { name: "Overdue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overdue leads");
  // The lead sits in its owner's section, with the day it was due.
  const section = page.getByRole("region", { name: new RegExp(`^${myName} \\(\\d+ overdue\\)$`) });
  const row = section.getByRole("row").filter({ hasText: company });
  await expect(row).toContainText("6 Jan 2020");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  await row.getByRole("link", { name: company }).click();
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  expect((await page.request.get(page.url())).status()).toBe(200);
});
