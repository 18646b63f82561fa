import { expect, type Page, test } from "@playwright/test";

import { brokenDatabaseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./axe";

// A submission that fails on its way (aborted, network error, a proxy's 5xx) or on a server
// whose database is down leaves the visitor on the form with everything as typed and the
// form's own error toast, once.

const toasts = (page: Page) =>
  page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

/** Breaks the form's data request (React Router posts to `<path>.data`) the given way. */
async function breakSubmission(page: Page, path: string, how: "abort" | "502") {
  await page.route(`**${path}.data*`, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    if (how === "abort") return route.abort("connectionreset");
    return route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" });
  });
}

async function fillRegistration(page: Page) {
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
  await page.getByRole("main").getByText("Fintech", { exact: true }).click();
  await page.getByLabel("Company Name").fill("Acme Pay");
  await page.getByLabel("Your Name").fill("Ana Souza");
  await page.getByLabel("Email").fill("ana@acmepay.com");
  await page.getByRole("textbox", { name: /Phone/ }).fill("4155552671");
}

async function expectRegistrationKept(page: Page) {
  await expect(page).toHaveURL(/\/company-registration$/);
  await expect(page.getByRole("radio", { name: /Fintech/ })).toBeChecked();
  await expect(page.getByLabel("Company Name")).toHaveValue("Acme Pay");
  await expect(page.getByLabel("Your Name")).toHaveValue("Ana Souza");
  await expect(page.getByLabel("Email")).toHaveValue("ana@acmepay.com");
  await expect(page.getByRole("textbox", { name: /Phone/ })).toHaveValue("(415) 555-2671");
  await expect(page.getByRole("button", { name: "Continue to Team Selection" })).toBeEnabled();
}

async function fillContact(page: Page) {
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  await page.getByRole("textbox", { name: /^Name/ }).fill("Ana");
  await page.getByRole("textbox", { name: /^Email/ }).fill("ana@example.com");
  await page.getByRole("textbox", { name: /^Company/ }).fill("Acme");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Hello there");
}

async function expectContactKept(page: Page) {
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue("Ana");
  await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveValue("ana@example.com");
  await expect(page.getByRole("textbox", { name: /^Company/ })).toHaveValue("Acme");
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue("Hello there");
}

test.describe("company registration", () => {
  for (const how of ["abort", "502"] as const) {
    test(`a submission that fails on the way (${how}) keeps every field and shows the toast`, async ({
      page,
    }) => {
      await breakSubmission(page, "/company-registration", how);
      await page.goto("/company-registration");
      await fillRegistration(page);
      await page.getByRole("button", { name: "Continue to Team Selection" }).click();
      await expect(toasts(page)).toHaveCount(1);
      await expect(toasts(page)).toContainText("Error");
      await expect(toasts(page)).toContainText("Failed to create order. Please try again.");
      await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
      await expectRegistrationKept(page);
    });
  }

  test("database down: the same toast, fields kept; a second try replaces the toast", async ({
    page,
  }) => {
    await page.goto(`${brokenDatabaseURL}/company-registration`);
    await fillRegistration(page);
    const next = page.getByRole("button", { name: "Continue to Team Selection" });
    await next.click();
    await expect(toasts(page)).toContainText("Failed to create order. Please try again.");
    await expectRegistrationKept(page);
    await next.click();
    await expect(page.getByRole("button", { name: "Continue to Team Selection" })).toBeEnabled();
    await expect(toasts(page)).toHaveCount(1);
    await expectRegistrationKept(page);
  });
});

test.describe("contact", () => {
  for (const how of ["abort", "502"] as const) {
    test(`a submission that fails on the way (${how}) keeps every field and shows the toast`, async ({
      page,
    }) => {
      await breakSubmission(page, "/contact", how);
      await page.goto("/contact");
      await fillContact(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(toasts(page)).toHaveCount(1);
      await expect(toasts(page)).toContainText("Error");
      await expect(toasts(page)).toContainText("Failed to send message. Please try again.");
      await expectContactKept(page);
    });
  }

  test("database down: the toast once per try, fields kept, the page stays accessible", async ({
    page,
  }) => {
    await page.goto(`${brokenDatabaseURL}/contact`);
    await fillContact(page);
    const send = page.getByRole("button", { name: "Send Message" });
    await send.click();
    await expect(toasts(page)).toContainText("Failed to send message. Please try again.");
    await expectContactKept(page);
    await send.click();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(toasts(page)).toHaveCount(1);
    await expectContactKept(page);
    await expectNoAxeViolations(page);
  });
});
