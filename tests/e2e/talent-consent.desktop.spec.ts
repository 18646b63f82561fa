import { randomUUID } from "node:crypto";

import { type BrowserContext, expect, type Page, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { linkIn, waitForMailTo } from "./mail";
import { signInAsStaff, STAFF_RECRUITER, STAFF_SALES } from "./staff-helpers";

// A careers application joins the talent pool from both ends: an engineer applies, a
// recruiter opens the applicant's lead from the sales team's notice and adds the application
// to the pool, and the applicant's consent link from the mail that follows records (and
// takes back) their consent to be shown to clients.

const SALES_TEAM = "sales-team@neargenius.test";
const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** Applies for the DevOps position as `name`; answers the application's reference. */
async function apply(context: BrowserContext, name: string, email: string): Promise<string> {
  const page = await context.newPage();
  await page.goto("/about/careers");
  await page.getByRole("link", { name: /^Apply for DevOps Engineer/ }).click();
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("LinkedIn or portfolio URL").fill("https://www.linkedin.com/in/beatriz");
  await page
    .getByLabel(/^CV/)
    .setInputFiles({ name: "beatriz-cv.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("checkbox").click();
  await page.getByRole("button", { name: "Send Application" }).click();
  await expect(page.getByRole("heading", { name: `Thank you, ${name}!` })).toBeVisible();
  const line = page.getByText("Your reference:");
  await expect(line).toContainText(/NG-A-\d{4}-\d{4}/);
  const reference = /NG-A-\d{4}-\d{4}/.exec((await line.textContent()) ?? "")![0];
  await page.close();
  return reference;
}

/** The applicant's lead in the staff inbox, from the sales team's notice of it. */
async function leadPathOf(reference: string): Promise<string> {
  const notice = await waitForMailTo(
    SALES_TEAM,
    /^New lead NG-[0-9A-Z]{4}-[0-9A-Z]{4} \(job application\)$/,
    `Reference: ${reference}`,
  );
  return new URL(linkIn(notice, "/admin/leads/")).pathname;
}

const applicationsOf = (page: Page) => page.getByRole("region", { name: "Job applications" });

test("a recruiter adds an application to the talent pool; the applicant's link records consent", async ({
  browser,
  page,
}) => {
  // An application, a staff sign-in, two mails through SMTP and three axe runs.
  test.slow();
  const tag = randomUUID().slice(0, 8);
  const name = `Beatriz Moura${tag}`;
  const email = `talent+${tag}@example.com`;
  const applicant = await browser.newContext();
  const reference = await apply(applicant, name, email);
  const leadPath = await leadPathOf(reference);

  await signInAsStaff(page, STAFF_RECRUITER, leadPath);
  const applications = applicationsOf(page);
  await expect(applications.getByText(`${name}, for DevOps Engineer`)).toBeVisible();
  await expect(applications.getByText(reference)).toBeVisible();

  // One action, folded: opening it shows what the application does not say, filled in.
  await applications.getByText("Add to talent pool", { exact: true }).click();
  await expect(applications.getByLabel("First name")).toHaveValue("Beatriz");
  await expect(applications.getByLabel("Last name")).toHaveValue(`Moura${tag}`);
  // The careers position is the catalog's DevOps Engineer, and the rate starts at its card.
  await expect(applications.getByLabel("Main role")).toHaveValue("devops");
  await expect(applications.getByLabel("Hourly rate (USD)")).toHaveValue(/^\d+$/);
  await applications.getByLabel("Seniority").selectOption({ label: "Senior" });
  await applications.getByLabel("Years of experience").fill("7");
  await applications.getByLabel("English level").selectOption("C1");
  await expectNoAxeViolations(page);
  await applications.getByRole("button", { name: `Add ${name} to the talent pool` }).click();

  await expect(page.getByRole("status")).toHaveText(
    "Added to the talent pool. The applicant was emailed a link to agree to be shown to clients.",
  );
  await expect(applications.getByText("Add to talent pool", { exact: true })).toHaveCount(0);
  await expect(applications.getByText(/not given yet/)).toBeVisible();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText(/added the applicant to the talent pool$/)).toBeVisible();

  // The candidate's page shows the new profile under its handle.
  const handle = "Beatriz M.";
  await applications.getByRole("link", { name: handle }).click();
  await expect(page).toHaveURL(/\/admin\/talent\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(handle);

  // The applicant's mail: the reference, and a private link to the consent page.
  const mail = await waitForMailTo(email, /^May we show your profile to clients\?/);
  expect(mail.headers).toContain(`(${reference})`);
  expect(mail.body).toContain("Hello Beatriz,");
  expect(mail.body).toContain(`Your reference: ${reference}`);
  const link = linkIn(mail, "/talent/consent/");

  const consent = await applicant.newPage();
  const opened = await consent.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["x-robots-tag"]).toBe("noindex");
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  await expect(consent.getByRole("heading", { level: 1 })).toHaveText(
    "May we show your profile to clients?",
  );
  await expect(consent.getByText(/^I agree that Near Genius shows my profile/)).toBeVisible();
  await expectNoAxeViolations(consent);
  await consent.getByRole("button", { name: "I agree to be shown" }).click();
  await expect(
    consent.getByRole("heading", { name: "Thank you: you agreed to be shown" }),
  ).toBeVisible();
  await expect(consent.getByText("Your reference:")).toContainText(reference);
  await expectNoAxeViolations(consent);

  // Opening the link again says so, and agreeing again would change nothing.
  await consent.goto(link);
  await expect(consent.getByRole("heading", { level: 1 })).toHaveText(
    "You agreed to be shown to clients",
  );

  // The recruiter sees the consent on the lead's page.
  await page.goto(leadPath);
  await expect(applications.getByText(/agreed to be shown to clients on/)).toBeVisible();

  // The same link takes it back.
  await consent.getByRole("button", { name: "I no longer want to be shown" }).click();
  await expect(consent.getByRole("heading", { name: "Your consent is withdrawn" })).toBeVisible();
  await page.reload();
  await expect(applications.getByText(/not given yet/)).toBeVisible();

  // A link this site did not sign is a page that says so, not an error.
  const forged = await consent.goto("/talent/consent/not-a-token");
  expect(forged?.status()).toBe(404);
  await expect(consent.getByRole("heading", { level: 1 })).toHaveText("This link is not valid");
  await applicant.close();
});

test("sales reads a lead's application but cannot add it to the talent pool", async ({
  browser,
  page,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 8);
  const name = `Caio Sales${tag}`;
  const applicant = await browser.newContext();
  const reference = await apply(applicant, name, `talent-sales+${tag}@example.com`);
  await applicant.close();
  const leadPath = await leadPathOf(reference);

  await signInAsStaff(page, STAFF_SALES, leadPath);
  const applications = applicationsOf(page);
  await expect(applications.getByText(`${name}, for DevOps Engineer`)).toBeVisible();
  await expect(applications.getByText("Not in the talent pool.")).toBeVisible();
  await expect(applications.getByText("Add to talent pool", { exact: true })).toHaveCount(0);
  // A post made by hand is refused for sales.
  const forged = await page.request.post(leadPath, {
    form: { intent: "talent-pool", applicationId: randomUUID() },
  });
  expect(forged.status()).toBe(403);
});
