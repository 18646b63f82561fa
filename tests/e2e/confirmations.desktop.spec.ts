import { randomUUID } from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { linkIn, waitForMailTo } from "./mail";
import { signInAsStaff, STAFF_SALES } from "./staff-helpers";

// Every visitor submission is confirmed with a reference, on the page and by mail, and the
// sales team's mailbox hears of a new lead with a link to it, never its personal data.

const SALES_TEAM = "sales-team@neargenius.test";
const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function shownReference(page: Page, pattern: RegExp): Promise<string> {
  const line = page.getByText("Your reference:");
  await expect(line).toContainText(pattern);
  return pattern.exec((await line.textContent()) ?? "")![0];
}

test("a contact message: its reference on the page and in the mail; sales gets a link to the new lead and no personal data", async ({
  page,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 8);
  const name = `Lina Prado ${tag}`;
  const email = `lina+${tag}@quanta.example`;
  const company = `Quanta ${tag}`;
  await page.goto("/contact");
  // The thanks by name come from the form's script: wait for it before sending.
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  await page.getByRole("textbox", { name: /^Company/ }).fill(company);
  await page.getByRole("textbox", { name: /^Message/ }).fill(`Two React engineers ${tag}`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: `Thank you, ${name}!` })).toBeVisible();
  const reference = await shownReference(page, /NG-M-\d{4}-\d{4}/);

  const confirmation = await waitForMailTo(email, /We received your message/);
  expect(confirmation.headers).toContain(`Subject: We received your message (${reference})`);
  expect(confirmation.body).toContain(`Hello ${name},`);
  expect(confirmation.body).toContain(`Your reference: ${reference}`);
  expect(confirmation.body).toContain("will reply to your email within one business day");

  const notice = await waitForMailTo(
    SALES_TEAM,
    /^New lead NG-[0-9A-Z]{4}-[0-9A-Z]{4} \(contact message\)$/,
    `Reference: ${reference}`,
  );
  for (const personal of [name, email, company, tag]) {
    expect(notice.headers).not.toContain(personal);
    expect(notice.body).not.toContain(personal);
  }
  // The link opens the lead in the inbox, behind the staff sign-in.
  const link = linkIn(notice, "/admin/leads/");
  await page.goto(link);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await signInAsStaff(page, STAFF_SALES, new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(company);
  await expect(page.getByText(`Reference ${reference}`)).toBeVisible();
});

test("a job application: its reference on the page and in the applicant's mail", async ({
  page,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 8);
  const email = `dev+${tag}@example.com`;
  await page.goto("/about/careers");
  await page.getByRole("link", { name: /^Apply for DevOps Engineer/ }).click();
  const position = (await page.getByRole("heading", { level: 1 }).textContent())!.replace(
    /^Apply: /,
    "",
  );
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  await page.getByLabel("Name").fill("Caio Lima");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("LinkedIn or portfolio URL").fill("https://www.linkedin.com/in/caio");
  await page
    .getByLabel(/^CV/)
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("checkbox").click();
  await page.getByRole("button", { name: "Send Application" }).click();
  await expect(page.getByRole("heading", { name: "Thank you, Caio Lima!" })).toBeVisible();
  const reference = await shownReference(page, /NG-A-\d{4}-\d{4}/);

  const mail = await waitForMailTo(email, /Your application for DevOps Engineer/);
  expect(mail.headers).toContain(`Subject: Your application for ${position}: ${reference}`);
  expect(mail.body).toContain(`Your reference: ${reference}`);
  expect(mail.body).toContain("We will reply by email within five business days.");
});
