import { randomUUID } from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { linkIn, waitForMailTo } from "./mail";
import { signInAsStaff, STAFF_RECRUITER } from "./staff-helpers";

// From a submitted briefing to the client's answers: a recruiter picks two engineers with a
// note and sends the shortlist; the client opens the mail's private link in a new browser,
// reads a vetting report, declines one with a reason and marks the other for interview.

async function submitBriefing(page: Page, email: string, company: string) {
  const registered = await page.request.post("/company-registration", {
    form: {
      companyType: "fintech",
      companyName: company,
      contactName: "Cleo Client",
      email,
      phone: "",
      idempotencyKey: randomUUID(),
    },
  });
  expect(registered.ok()).toBe(true);
  await page.goto("/briefing?step=3");
  await expect(page.getByRole("button", { name: "AI Assistant" })).toBeVisible();
  // The step is left by a new page load, which reads the server's copy: wait until it has it.
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/briefing/draft") &&
      response.status() === 200 &&
      (response.request().postData() ?? "").includes("ux-designer"),
  );
  await page.getByRole("button", { name: "UX Designer", exact: true }).click();
  await expect(page.getByText("1 role selected, 1 person")).toBeVisible();
  await saved;
  await page.goto("/briefing?step=10");
  await page.getByLabel("I have reviewed all information and it's accurate").check();
  await page.getByRole("button", { name: "Submit Briefing" }).click();
  await expect(page).toHaveURL(/\/briefing\/submitted$/);
}

test("a recruiter sends a shortlist and the client answers it from the mail's link", async ({
  browser,
  page,
}) => {
  test.slow();
  const email = `shortlist+${randomUUID().slice(0, 8)}@example.com`;
  const company = `Shortlist Co ${randomUUID().slice(0, 6)}`;
  await submitBriefing(page, email, company);

  // The recruiter: from the inbox to the builder, two picks, a note, the send.
  const staff = await browser.newContext();
  const recruiter = await staff.newPage();
  await signInAsStaff(recruiter, STAFF_RECRUITER, `/admin?q=${encodeURIComponent(company)}`);
  await recruiter.getByRole("link", { name: company }).click();
  await expect(recruiter.getByRole("heading", { level: 1, name: company })).toBeVisible();
  await recruiter.getByRole("link", { name: "Build shortlist" }).click();
  await expect(recruiter.getByRole("heading", { level: 1 })).toContainText(company);
  const ranking = recruiter.getByRole("list", { name: "Ranking for UX Designer" });
  const picks = ranking.getByRole("button", { name: /^Pick / });
  const names: string[] = [];
  for (let index = 0; index < 2; index++) {
    const button = picks.first();
    names.push(((await button.textContent()) ?? "").replace(/^Pick\s*/, "").trim());
    await button.click();
    await expect(ranking.getByRole("button", { name: `Remove ${names[index]}` })).toBeVisible();
  }
  await ranking.getByLabel(`Why this person (${names[0]})`).fill("Designed a lending app");
  await ranking.getByRole("button", { name: `Save note for ${names[0]}` }).click();
  await expect(recruiter.getByRole("status").filter({ hasText: "Note saved." })).toBeVisible();
  await recruiter.getByRole("button", { name: "Send shortlist" }).click();
  await expect(
    recruiter.getByRole("status").filter({ hasText: "Shortlist version 1 sent" }),
  ).toBeVisible();
  await staff.close();

  // The client, in a browser that has never seen the site: the link names their lead.
  const mail = await waitForMailTo(email, /shortlist/i);
  const link = linkIn(mail, "/shortlist/open/");
  const fresh = await browser.newContext();
  const client = await fresh.newPage();
  await client.goto(link);
  await expect(client).toHaveURL(/\/shortlist$/);
  await expect(client.getByRole("heading", { level: 1, name: "Your shortlist" })).toBeVisible();
  await expect(client.getByText("Designed a lending app")).toBeVisible();
  await expect(client.getByText("Vetting report").first()).toBeVisible();
  await expectNoAxeViolations(client);

  // Not a fit, with a reason; then the other one for interview.
  await client.getByText(`Not a fit: ${names[1]}`).click();
  const declineForm = client
    .locator("form")
    .filter({ has: client.getByLabel("Main reason") })
    .last();
  await client.getByLabel("Main reason").last().selectOption("rate");
  await declineForm.getByRole("button", { name: "Not a fit" }).click();
  await expect(client.locator('[data-decision="declined"]')).toHaveCount(1);
  await client.getByRole("button", { name: `Interview ${names[0]}` }).click();
  await expect(client.locator('[data-decision="selected"]')).toHaveCount(1);

  // Reloaded, the answers are the server's.
  await client.reload();
  await expect(client.locator('[data-decision="declined"]')).toHaveCount(1);
  await expect(client.locator('[data-decision="selected"]')).toHaveCount(1);
  await fresh.close();
});
