import { randomUUID } from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { linkIn, waitForMailTo } from "./mail";
import { FROM_SITE } from "./same-site";

// One prospect, one lead: what a registered visitor chose follows them to a new tab and,
// through the private link in their mail, to another browser; no personal data ever
// travels in a URL.

const LEAD_COOKIE = "ng_lead";

async function register(page: Page, email: string) {
  await page.goto("/company-registration");
  // What follows the visitor is written by the form's script: it must be running before the
  // form is used, or a slow machine posts the plain form first.
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
  await page.getByRole("main").getByText("Fintech", { exact: true }).click();
  await page.getByLabel("Company Name").fill("Lead Journey Pay");
  await page.getByLabel("Your Name").fill("Lia Journey");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: /Phone/ }).fill("4155552671");
  await page.getByRole("button", { name: "Continue to Team Selection" }).click();
  await expect(page).toHaveURL(/\/stack-selection$/);
}

function member(page: Page, slug: string) {
  return page.locator(`[data-testid="team-member"][data-slug="${slug}"]`);
}

test.describe("the lead follows the visitor", () => {
  test("registration sets a signed httpOnly lead cookie and mails a reference", async ({
    page,
    context,
  }) => {
    const email = `journey+${randomUUID().slice(0, 8)}@example.com`;
    await register(page, email);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === LEAD_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // The value is the lead id plus a signature, not something a script could forge.
    expect(decodeURIComponent(cookie!.value)).toMatch(/\./);
    expect(await page.evaluate(() => document.cookie)).not.toContain(LEAD_COOKIE);

    const companyData = await page.evaluate(() => sessionStorage.getItem("companyData"));
    expect(JSON.parse(companyData!)).toMatchObject({
      companyName: "Lead Journey Pay",
      companyType: "fintech",
      orderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    const mail = await waitForMailTo(email);
    const reference = /Subject: Your Near Genius reference: (NG-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(
      mail.headers,
    )?.[1];
    expect(reference).toBeDefined();
    // The next step names the same reference, so the visitor has it without opening the mail.
    await expect(page.getByText(/Your choices are saved for/)).toContainText(reference!);
  });

  test("the team is there in a new tab and, through the emailed link, in another browser", async ({
    page,
    context,
    browser,
  }) => {
    // Three browsers and eight page loads: about 18 s alone, over 30 s beside another worker.
    test.slow();
    const email = `team+${randomUUID().slice(0, 8)}@example.com`;
    await register(page, email);

    await page.getByRole("checkbox", { name: "Frontend Developer" }).click();
    await page.getByRole("checkbox", { name: "Backend Developer" }).click();
    await expect(page.getByTestId("selection-count")).toHaveText("2 roles");
    await page.getByRole("button", { name: /Continue to Calculator/ }).click();
    await expect(page).toHaveURL(/\/calculator$/);
    await expect(page.getByTestId("team-member")).toHaveCount(2);

    // A choice made in the calculator is saved too (debounced): wait for the save that
    // carries it (one lead backend, in the share link's form), not the page's first save.
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/lead/team") &&
        response.status() === 200 &&
        decodeURIComponent(response.request().postData() ?? "").includes("backend_l1"),
    );
    const seniority = member(page, "backend").getByTestId("seniority-select");
    const techLead = seniority.locator("option").filter({ hasText: /Tech Lead/ });
    await seniority.selectOption({ label: (await techLead.textContent()) ?? "" });
    await saved;

    // A new tab has empty sessionStorage: the team comes from the lead.
    const tab = await context.newPage();
    await tab.goto("/calculator");
    await expect(tab.getByTestId("team-member")).toHaveCount(2);
    await expect(tab.getByTestId("calculator")).toHaveAttribute("data-hydrated", "true");
    await expect(
      member(tab, "backend").getByTestId("seniority-select").locator("option:checked"),
    ).toHaveText(/Tech Lead/);
    await expect(
      member(tab, "frontend").getByTestId("seniority-select").locator("option:checked"),
    ).toHaveText(/Senior/);
    await tab.goto("/stack-selection");
    await expect(tab.getByTestId("selection-count")).toHaveText("2 roles");
    await expect(tab.getByRole("checkbox", { name: "Frontend Developer" })).toBeChecked();

    // Another browser (no cookies, no storage) follows the private link from the mail.
    const resume = linkIn(await waitForMailTo(email), "/resume/");
    const other = await browser.newContext();
    try {
      const device = await other.newPage();
      await device.goto(resume);
      await expect(device).toHaveURL(/\/calculator$/);
      await expect(device.getByTestId("team-member")).toHaveCount(2);
      await expect(
        member(device, "backend").getByTestId("seniority-select").locator("option:checked"),
      ).toHaveText(/Tech Lead/);
    } finally {
      await other.close();
    }
  });

  test("a forged or expired resume link opens nothing and says so", async ({ page }) => {
    const response = await page.goto(`/resume/${"x".repeat(43)}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");
    await expect(page.getByText(/expire after 30 days/)).toBeVisible();
    await page.getByRole("link", { name: "Start with your company" }).click();
    await expect(page).toHaveURL(/\/company-registration$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tell us about your company");
    await page.goBack();
    await page.getByRole("main").getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await page.request.get("/contact")).status()).toBe(200);
  });

  test("no personal data in any URL the funnel produces", async ({ page }) => {
    const email = `private+${randomUUID().slice(0, 8)}@example.com`;
    const visited: string[] = [];
    page.on("request", (request) => visited.push(request.url()));
    await page.goto("/company-registration");
    await page.getByRole("main").getByText("Fintech", { exact: true }).click();
    await page.getByLabel("Company Name").fill("Private Pay");
    await page.getByLabel("Your Name").fill("Pia Private");
    await page.getByLabel("Email").fill(email);
    const book = page.getByRole("link", { name: "Book Call with Expert" });
    await expect(book).toHaveAttribute("href", "/contact/book-call");
    await page.getByRole("button", { name: "Continue to Team Selection" }).click();
    await expect(page).toHaveURL(/\/stack-selection$/);
    await page.getByRole("checkbox", { name: "Frontend Developer" }).click();
    await page.getByRole("button", { name: /Continue to Calculator/ }).click();
    await expect(page.getByTestId("team-member")).toHaveCount(1);
    for (const url of visited) {
      expect(url).not.toContain(encodeURIComponent(email));
      expect(url).not.toContain(email);
      expect(url).not.toContain("Pia");
      expect(url).not.toContain("Private");
    }
  });

  test("saving a team without a lead is refused, and the page still works from storage", async ({
    page,
    request,
  }) => {
    const answer = await request.post("/api/lead/team", {
      form: { roleIds: randomUUID() },
      headers: FROM_SITE,
    });
    expect(answer.status()).toBe(401);
    await page.goto("/stack-selection");
    await page.getByRole("checkbox", { name: "Frontend Developer" }).click();
    await page.getByRole("button", { name: /Continue to Calculator/ }).click();
    await expect(page.getByTestId("team-member")).toHaveCount(1);
  });
});

test.describe("a returning visitor", () => {
  test("is taken to where they left off, and can still edit their company details", async ({
    page,
  }) => {
    const email = `back+${randomUUID().slice(0, 8)}@example.com`;
    await register(page, email);
    await page.getByRole("checkbox", { name: "Data Engineer" }).click();
    await page.getByRole("button", { name: /Continue to Calculator/ }).click();
    await expect(page.getByTestId("team-member")).toHaveCount(1);

    // The landing page's team-builder door leads a registered visitor on, not back.
    await page.goto("/company-registration?type=startup");
    await expect(page).toHaveURL(/\/calculator$/);
    await expect(page.getByTestId("team-member")).toHaveCount(1);

    await page.goto("/stack-selection");
    await page.getByRole("link", { name: "Edit company details" }).click();
    await expect(page).toHaveURL(/\/company-registration\?edit$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tell us about your company");
    await expect(page.getByLabel("Company Name")).toHaveValue("Lead Journey Pay");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Company Name").fill("Lead Journey Bank");
    await page.getByRole("button", { name: "Continue to Team Selection" }).click();
    await expect(page).toHaveURL(/\/stack-selection$/);
    await expect(
      page.getByText(/Your choices are saved for Lead Journey Bank under reference NG-/),
    ).toBeVisible();
    // Same lead: the team chosen before is still there.
    await expect(page.getByRole("checkbox", { name: "Data Engineer" })).toBeChecked();
  });
});
