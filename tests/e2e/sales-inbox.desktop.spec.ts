import { randomUUID } from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { signInAsStaff, STAFF_ADMIN, STAFF_SALES } from "./staff-helpers";

// The sales inbox from both ends: a visitor registers, a salesperson finds the lead by its
// company, reads its timeline and works it (status, note), and the changes are on the
// timeline after a reload. The filters, search and pagination in detail are integration tests.

async function register(page: Page, company: string, email: string) {
  await page.goto("/company-registration");
  // What follows the visitor is written by the form's script: it must be running before the
  // form is used, or a slow machine posts the plain form first.
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
  await page.getByRole("main").getByText("Fintech", { exact: true }).click();
  await page.getByLabel("Company Name").fill(company);
  await page.getByLabel("Your Name").fill("Ines Inbox");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: /Phone/ }).fill("4155552671");
  await page.getByRole("button", { name: "Continue to Team Selection" }).click();
  await expect(page).toHaveURL(/\/stack-selection$/);
}

test("a salesperson finds a new lead by its company, reads its timeline and works it", async ({
  browser,
  page,
}) => {
  // Registration, the calculator, a PDF quote, a staff sign-in, two axe runs and the lead's
  // work: 27 s alone on the 2-core CI machine.
  test.slow();
  const word = `Inboxco${randomUUID().slice(0, 6)}`;
  const company = `${word} Payments`;
  const email = `inbox+${randomUUID().slice(0, 8)}@example.com`;
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await register(visitorPage, company, email);
  // A role and the calculator's estimate, saved to the lead as the visitor goes.
  await visitorPage.getByRole("checkbox", { name: "Frontend Developer" }).click();
  const estimateSaved = visitorPage.waitForResponse(
    (response) =>
      response.url().endsWith("/api/lead/team") &&
      response.status() === 200 &&
      (response.request().postData() ?? "").includes("estimate"),
  );
  await visitorPage.getByRole("button", { name: /Continue to Calculator/ }).click();
  await estimateSaved;
  // The quote the visitor downloads is kept on the lead as it was printed.
  const [download] = await Promise.all([
    visitorPage.waitForEvent("download"),
    visitorPage.getByRole("button", { name: "Download Quote" }).click(),
  ]);
  const quoteNumber = download.suggestedFilename().replace(/\.pdf$/, "");
  await visitor.close();

  await signInAsStaff(page, STAFF_SALES);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The CSV export is for admins: no link for sales, and a 403 when asked for directly.
  await expect(page.getByRole("link", { name: /Download these leads/ })).toHaveCount(0);
  expect((await page.request.get("/admin/leads.csv")).status()).toBe(403);

  // The start of the company's first word is enough, in any case.
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill(word.slice(0, -2).toLowerCase());
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word.slice(0, -2).toLowerCase()}`));
  await expect(page.getByText("1 lead match these filters.")).toBeVisible();
  const table = page.getByRole("table", { name: "Leads, newest first" });
  const row = table.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Fintech");
  await expect(row).toContainText("Registration");
  await expect(row).toContainText("New");
  await expect(row).toContainText("Nobody yet");

  await row.getByRole("link", { name: company }).click();
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText(`Registered ${company}`)).toBeVisible();
  await expect(timeline.getByText("Emailed a private link to continue")).toBeVisible();
  await expect(timeline.getByText("Chose 1 role")).toBeVisible();
  await expect(timeline.getByText("Frontend Developer")).toBeVisible();
  const quote = timeline.getByRole("link", { name: "Download the quote (PDF)" });
  const pdf = await page.request.get((await quote.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const sentEntry = timeline
    .getByRole("listitem")
    .filter({ hasText: `Downloaded the quote ${quoteNumber}` });
  const sent = sentEntry.getByRole("link", { name: "Download the quote as sent (PDF)" });
  const sentPdf = await page.request.get((await sent.getAttribute("href"))!);
  expect(sentPdf.status()).toBe(200);
  expect(sentPdf.headers()["content-disposition"]).toContain(`${quoteNumber}.pdf`);
  expect(
    Buffer.from(await sentPdf.body())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  await expectNoAxeViolations(page);

  await page.getByLabel("Where this lead stands").selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");

  // A status outside the pipeline, posted by hand, is refused and changes nothing.
  const forged = await page.request.post(page.url().split("?")[0]!, {
    form: { intent: "status", status: "archived" },
  });
  expect(forged.status()).toBe(400);

  const note = `Called ${word}: wants two backend engineers by January.`;
  await page.getByLabel("New note").fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");

  await page.reload();
  await expect(page.getByLabel("Where this lead stands")).toHaveValue("contacted");
  const entries = timeline.getByRole("listitem");
  await expect(entries.nth(0)).toContainText("added a note");
  await expect(entries.nth(0)).toContainText(note);
  await expect(entries.nth(1)).toContainText("changed the status from New to Contacted");

  await page.goto(`/admin?q=${word}&status=contacted`);
  await expect(table.getByRole("row").filter({ hasText: email })).toContainText("Contacted");
});

test("an admin's list at 390 px: no accessibility violations, and the CSV of the filters", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, STAFF_ADMIN);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expectNoAxeViolations(page);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);

  await page.getByLabel("Status").selectOption({ label: "Won" });
  await page.getByRole("button", { name: "Show leads" }).click();
  const link = page.getByRole("link", { name: "Download these leads (CSV)" });
  await expect(link).toHaveAttribute("href", "/admin/leads.csv?status=won");
  const csv = await page.request.get((await link.getAttribute("href"))!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="leads-/);
  expect((await csv.text()).split("\r\n")[0]).toContain("Reference,Company,Contact,Email");
});

test("the list fits a 1366 px laptop with every column, however long a lead's names", async ({
  page,
}) => {
  const word = `Widelead${randomUUID().slice(0, 6)}`;
  const registered = await page.request.post("/company-registration", {
    form: {
      companyType: "enterprise",
      companyName: `${word} International Holdings Incorporated`,
      contactName: "Maximiliana Montenegro-Villavicencio",
      email: `maximiliana.montenegro+${randomUUID().slice(0, 8)}@example-enterprise-domain.com`,
      phone: "",
      idempotencyKey: randomUUID(),
    },
  });
  expect(registered.ok()).toBe(true);
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsStaff(page, STAFF_SALES, `/admin?q=${word}`);
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(2);
  // The table's own box scrolls sideways when it must; at a laptop's width it must not.
  const scroller = table.locator("xpath=..");
  const widths = await scroller.evaluate((box) => [box.scrollWidth, box.clientWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await expect(table.getByRole("columnheader", { name: "Owner" })).toBeInViewport();
});
