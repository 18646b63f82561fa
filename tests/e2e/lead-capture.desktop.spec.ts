import { expect, type Page, test } from "@playwright/test";

import { brokenDatabaseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./axe";

/** A contact-form control by its label (the page also has a region named like the form). */
const field = (page: Page, name: string) =>
  page.getByRole("textbox", { name: new RegExp(`^${name}( \\*| \\(optional\\))?$`) });

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Cards and fields react only once React runs; the form marks that moment. */
async function hydrated(page: Page) {
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
}

async function fillCompanyForm(page: Page) {
  await hydrated(page);
  await page.getByRole("main").getByText("Fintech", { exact: true }).click();
  await page.getByLabel("Company Name").fill("Acme Pay");
  await page.getByLabel("Your Name").fill("Ana Souza");
  await page.getByLabel("Email").fill("Ana@AcmePay.com");
  await page.getByRole("textbox", { name: /Phone/ }).fill("4155552671");
}

test.describe("company registration", () => {
  test("happy path: order stored, companyData kept, moves on to /stack-selection", async ({
    page,
  }) => {
    test.slow(); // two axe runs on a busy machine
    await page.goto("/company-registration?utm_source=e2e&utm_medium=test");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The form appears once a type is chosen.
    await expect(page.getByLabel("Company Name")).toBeHidden();
    await expectNoAxeViolations(page);
    await fillCompanyForm(page);
    const book = page.getByRole("link", { name: "Book Call with Expert" });
    // No personal data in an address: the booking page reads the visitor's lead instead.
    await expect(book).toHaveAttribute("href", "/contact/book-call");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Continue to Team Selection" }).click();
    await expect(page).toHaveURL(/\/stack-selection$/);
    const stored = await page.evaluate(() => sessionStorage.getItem("companyData"));
    expect(JSON.parse(stored ?? "{}")).toMatchObject({
      companyName: "Acme Pay",
      contactName: "Ana Souza",
      email: "ana@acmepay.com",
      phone: "+14155552671",
      companyType: "fintech",
      orderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  test("Continue stays disabled until type, company, name and email are filled", async ({
    page,
  }) => {
    await page.goto("/company-registration");
    await hydrated(page);
    await page.getByRole("main").getByText("Seed+ Startup").click();
    const next = page.getByRole("button", { name: "Continue to Team Selection" });
    await expect(next).toBeDisabled();
    await page.getByLabel("Company Name").fill("Acme");
    await page.getByLabel("Your Name").fill("Ana");
    await expect(next).toBeDisabled();
    await page.getByLabel("Email").fill("   ");
    await expect(next).toBeDisabled();
    await page.getByLabel("Email").fill("ana@acme.com");
    await expect(next).toBeEnabled();
  });

  test("a required field missing: toast 'Error' / 'Please fill in all required fields'", async ({
    page,
  }) => {
    await page.goto("/company-registration");
    await hydrated(page);
    await page.getByRole("main").getByText("Midmarket", { exact: true }).click();
    const next = page.getByRole("button", { name: "Continue to Team Selection" });
    // The disabled state is the first guard; the submit handler is the second.
    await next.evaluate((button) => button.removeAttribute("disabled"));
    await next.click();
    await expect(toasts(page).getByText("Please fill in all required fields")).toBeVisible();
    await expect(toasts(page).getByText("Error", { exact: true })).toBeVisible();
  });

  test("no company type reaching the server: toast 'Please select your company type'", async ({
    page,
  }) => {
    // The form cannot be sent without a type, so the request is altered on its way, as a
    // tampered or stale client would send it; the server's validation answers.
    await page.route("**/company-registration*", async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      const body = new URLSearchParams(request.postData() ?? "");
      body.delete("companyType");
      await route.continue({ postData: body.toString() });
    });
    await page.goto("/company-registration");
    await fillCompanyForm(page);
    await page.getByRole("button", { name: "Continue to Team Selection" }).click();
    await expect(toasts(page).getByText("Please select your company type")).toBeVisible();
    await expect(page).toHaveURL(/\/company-registration$/);
    await expect(page.getByLabel("Company Name")).toHaveValue("Acme Pay");
  });

  test("an invalid email is rejected by the server with its message, fields kept", async ({
    page,
  }) => {
    await page.goto("/company-registration");
    await fillCompanyForm(page);
    await page.getByLabel("Email").fill("ana@acme");
    await page.getByRole("button", { name: "Continue to Team Selection" }).click();
    await expect(toasts(page).getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Company Name")).toHaveValue("Acme Pay");
    await expect(page).toHaveURL(/\/company-registration$/);
    // The summary at the top takes focus when it appears; its link takes focus to the field.
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeFocused();
    await summary.getByRole("link", { name: "Please enter a valid email address" }).click();
    await expect(page.getByLabel("Email")).toBeFocused();
  });

  test("server failure: toast 'Failed to create order. Please try again.', every field kept", async ({
    page,
  }) => {
    await page.goto(`${brokenDatabaseURL}/company-registration`);
    await fillCompanyForm(page);
    await page.getByRole("button", { name: "Continue to Team Selection" }).click();
    await expect(toasts(page).getByText("Failed to create order. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/company-registration$/);
    await expect(page.getByLabel("Company Name")).toHaveValue("Acme Pay");
    await expect(page.getByLabel("Your Name")).toHaveValue("Ana Souza");
    await expect(page.getByLabel("Email")).toHaveValue("Ana@AcmePay.com");
    await expect(page.getByRole("radio", { name: /Fintech/ })).toBeChecked();
    await expect(page.getByRole("button", { name: "Continue to Team Selection" })).toBeEnabled();
  });
});

test.describe("contact", () => {
  test("happy path: contact details from the CMS, sending, thank-you by name, back to an empty form", async ({
    page,
  }) => {
    test.slow(); // two axe runs on a busy machine
    await page.goto("/contact");
    await expect(page.locator("form[novalidate]")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk about your team");
    await expect(page.getByRole("link", { name: "hello@neargenius.com" })).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, "Name").fill("  Ana Souza ");
    await field(page, "Email").fill("ANA@Example.com");
    await field(page, "Company").fill("Acme");
    await page.getByRole("textbox", { name: /Phone/ }).fill("11 91234 5678");
    await field(page, "Message").fill("We need <b>two</b> React engineers.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, Ana Souza!" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to Contact Form" }).click();
    await expect(field(page, "Name")).toHaveValue("");
    await expect(field(page, "Message")).toHaveValue("");
  });

  test("missing fields: toast 'Missing Information' / 'Please fill in all required fields.'", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.locator("form[novalidate]")).toHaveCount(1);
    await field(page, "Name").fill("Ana");
    await page.getByRole("button", { name: "Send Message" }).click();
    const region = toasts(page);
    await expect(region.getByText("Missing Information")).toBeVisible();
    await expect(region.getByText("Please fill in all required fields.")).toBeVisible();
    await expect(field(page, "Name")).toHaveValue("Ana");
  });

  test("server failure: toast 'Error' / 'Failed to send message. Please try again.', form kept", async ({
    page,
  }) => {
    await page.goto(`${brokenDatabaseURL}/contact`);
    await expect(page.locator("form[novalidate]")).toHaveCount(1);
    await field(page, "Name").fill("Ana");
    await field(page, "Email").fill("ana@example.com");
    await field(page, "Message").fill("Hello there");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page).getByText("Failed to send message. Please try again.")).toBeVisible();
    await expect(field(page, "Name")).toHaveValue("Ana");
    await expect(field(page, "Email")).toHaveValue("ana@example.com");
    await expect(field(page, "Message")).toHaveValue("Hello there");
  });
});

test.describe("contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the action redirects to the thank-you screen with a reference", async ({ page }) => {
    await page.goto("/contact");
    await field(page, "Name").fill("Bruno");
    await field(page, "Email").fill("bruno@example.com");
    await page.getByRole("textbox", { name: /Phone/ }).fill("(11) 91234-5678");
    await field(page, "Message").fill("Plain HTML works.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=NG-M-\d{4}-\d{4}$/);
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(page.getByText("Your reference:")).toBeVisible();
  });

  test("the action answers with the form, its errors and the typed values", async ({ page }) => {
    await page.goto("/contact");
    await field(page, "Name").fill("Bruno");
    await field(page, "Email").fill("bruno@example.com");
    await field(page, "Message").fill("   ");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Missing Information");
    await expect(page.getByRole("alert")).toContainText("Please fill in all required fields.");
    // Next to the field, and as a link in the summary at the top.
    await expect(page.locator("#contact-message-error")).toHaveText("Message is required");
    await expect(
      page.getByRole("alert").getByRole("link", { name: "Message is required" }),
    ).toBeVisible();
    await expect(field(page, "Name")).toHaveValue("Bruno");
    await expect(field(page, "Email")).toHaveValue("bruno@example.com");
  });
});
