import { expect, type Page, test } from "@playwright/test";

import {
  bookingValues,
  dateIn,
  fillBookingForm,
  longDay,
  readConfirmation,
  RULES_ZONE,
  SLOT_KEYS,
  slotFor,
  slotName,
} from "./booking-helpers";

// Every lead form works as plain HTML: post, errors next to the fields and in a summary
// whose links move focus to the field, values kept, and a redirect on success. Without
// JavaScript the browser's own checks (required, type=email) still run first, so the
// answers below are for what only the server refuses.

test.use({ javaScriptEnabled: false });

const summary = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });

/** Follows the summary's link for `message` and checks focus lands on the field `id`. */
async function followSummaryLink(page: Page, message: string, id: string) {
  await summary(page).getByRole("link", { name: message }).click();
  await expect(page.locator(`[id="${id}"]`)).toBeFocused();
}

test("company registration", async ({ page }) => {
  await page.goto("/company-registration?type=fintech");
  await expect(page.getByRole("radio", { name: /Fintech/ })).toBeChecked();
  await page.getByLabel("Company Name").fill("Acme Pay");
  await page.getByLabel("Email").fill("ana@acmepay.com");
  await page.getByRole("button", { name: "Continue to Team Selection" }).click();
  await expect(summary(page)).toBeVisible();
  await expect(page.getByLabel("Your Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#contactName-error")).toHaveText("Your name is required");
  await expect(page.getByLabel("Company Name")).toHaveValue("Acme Pay");
  await expect(page.getByRole("radio", { name: /Fintech/ })).toBeChecked();
  await followSummaryLink(page, "Your name is required", "contactName");
  await page.getByLabel("Your Name").fill("Ana Souza");
  await page.getByRole("button", { name: "Continue to Team Selection" }).click();
  await expect(page).toHaveURL(/\/stack-selection$/);
});

test("roles ticked on the role page go to the calculator", async ({ page }) => {
  await page.goto("/stack-selection");
  await page.getByRole("checkbox", { name: "Frontend Developer" }).check();
  await page.getByRole("checkbox", { name: "Backend Developer" }).check();
  await page.getByRole("button", { name: "Continue to Calculator & Pricing" }).click();
  await expect(page).toHaveURL(/\/calculator\?roles=[^&]+&roles=[^&]+$/);
  await expect(page.getByTestId("team-member")).toHaveCount(2);
  await expect(page.locator('[data-testid="team-member"][data-slug="frontend"]')).toBeVisible();
  await expect(page.locator('[data-testid="team-member"][data-slug="backend"]')).toBeVisible();
});

test("an unknown ?type= preselects nothing", async ({ page }) => {
  await page.goto("/company-registration?type=bank");
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
});

test("contact", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("textbox", { name: /^Name/ }).fill("Bruno");
  await page.getByRole("textbox", { name: /^Email/ }).fill("bruno@example");
  await page.getByRole("textbox", { name: /^Message/ }).fill("   ");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(summary(page)).toContainText("Missing Information");
  await expect(page.locator("#contact-message-error")).toHaveText("Message is required");
  await expect(page.locator("#contact-email-error")).toHaveText(
    "Please enter a valid email address",
  );
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue("Bruno");
  await followSummaryLink(page, "Message is required", "contact-message");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Plain HTML works.");
  await page.getByRole("textbox", { name: /^Email/ }).fill("bruno@example.com");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact\?sent=NG-M-\d{4}-\d{4}$/);
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
});

test("careers application", async ({ page }) => {
  await page.goto("/about/careers");
  await page.getByRole("link", { name: /^Apply for DevOps Engineer/ }).click();
  await page.getByLabel("Name").fill("Ana Souza");
  await page.getByLabel("Email").fill("ana@example.com");
  await page.getByLabel("LinkedIn or portfolio URL").fill("ftp://files.example/ana");
  await page.getByLabel(/^CV/).setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("PK\u0003\u0004 not a PDF"),
  });
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Send Application" }).click();
  await expect(summary(page)).toBeVisible();
  await expect(page.locator("#apply-cv-error")).toHaveText("The CV must be a PDF file");
  await expect(page.locator("#apply-url-error")).toHaveText(
    "Please enter a full link starting with https://",
  );
  await expect(page.getByLabel("Name")).toHaveValue("Ana Souza");
  await expect(page.getByRole("checkbox")).toBeChecked();
  await followSummaryLink(page, "Please enter a full link starting with https://", "apply-url");
  await page.getByLabel("LinkedIn or portfolio URL").fill("https://www.linkedin.com/in/ana");
  await page.getByLabel(/^CV/).setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await page.getByRole("button", { name: "Send Application" }).click();
  await expect(page).toHaveURL(/\/apply\?sent=NG-A-\d{4}-\d{4}$/);
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
});

test("playbook download", async ({ page }) => {
  await page.goto("/insights/articles/first-90-days-nearshore-team/download");
  await page.getByLabel("Work email").fill("cto@example");
  await page.getByRole("button", { name: "Download the playbook" }).click();
  await expect(summary(page)).toBeVisible();
  await expect(page.getByLabel("Work email")).toHaveValue("cto@example");
  await followSummaryLink(page, "Please enter a valid email address", "playbook-email");
  await page.getByLabel("Work email").fill("cto@example.com");
  await page.getByRole("button", { name: "Download the playbook" }).click();
  await expect(page).toHaveURL(/\/download\?ready=[\w-]{32}&reference=NG-P-\d{4}-\d{4}$/);
  await expect(page.getByRole("heading", { name: "Your playbook is ready" })).toBeVisible();
  await expect(page.getByText(/^Your reference: NG-P-\d{4}-\d{4}$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
    "href",
    /\/insights\/articles\/first-90-days-nearshore-team\/download\/[\w-]{32}$/,
  );
});

test("newsletter", async ({ page }) => {
  await page.goto("/insights/articles");
  const box = page.locator("#newsletter");
  await box.getByLabel("Email address").fill("not-an-email");
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
  await expect(summary(page)).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveValue("not-an-email");
  await followSummaryLink(page, "Please enter a valid email address", "newsletter-email");
  await page.getByLabel("Email address").fill(`plain-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter\/subscribe\?subscribed=1$/);
  await expect(page.getByRole("heading", { name: "Thanks for subscribing!" })).toBeVisible();
});

test("booking a call: one select of every free time, grouped by day", async ({
  page,
}, testInfo) => {
  const slot = slotFor(testInfo, SLOT_KEYS.withoutScript);
  const values = bookingValues("noscript");
  await page.goto("/contact/book-call");
  // The day and time buttons need the script; the select stands in for them.
  await expect(page.getByRole("group", { name: "Days" })).toBeHidden();
  const select = page.getByRole("combobox", { name: "Call time (New York time)" });
  await expect(select).toBeVisible();
  const option = select.locator(`option[value="${slot}"]`);
  await expect(option).toHaveText(slotName(slot, RULES_ZONE));
  await expect(option.locator("xpath=..")).toHaveAttribute(
    "label",
    longDay(dateIn(slot, RULES_ZONE)),
  );

  // Nothing chosen: the browser asks first (required).
  await fillBookingForm(page, values);
  await page.getByRole("button", { name: "Book my call" }).click();
  await expect(page).toHaveURL(/\/contact\/book-call$/);
  expect(await select.evaluate((element: HTMLSelectElement) => element.validity.valueMissing)).toBe(
    true,
  );

  await select.selectOption(slot);
  await page.getByRole("button", { name: "Book my call" }).click();
  const booked = await readConfirmation(page, slot, values);
  expect(booked.reference).toMatch(/^NG-C-\d{4}-\d{4,}$/);
});
