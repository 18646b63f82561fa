import { randomUUID } from "node:crypto";

import { type BrowserContext, expect, type Page, test as base } from "@playwright/test";

import { BRIEFING_STEPS } from "~/features/briefing/briefing-steps";

import { expectNoAxeViolations } from "./axe";

// The briefing wizard as a registered visitor with two roles sees it: every step, the
// assistant's open panel and the confirmation page pass axe (WCAG 2.2 AA); no step scrolls
// sideways and the floating assistant toggle leaves the Next button clear, which on the
// mobile project (a phone) is where it could go wrong.

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * Registers a company through /company-registration (the form as it posts without
 * JavaScript; the browser context keeps the lead cookie), then picks two roles on step 3
 * and waits until the server holds them.
 */
async function registerWithTwoRoles(page: Page): Promise<void> {
  const registered = await page.request.post("/company-registration", {
    form: {
      companyType: "fintech",
      companyName: "Axe Pay",
      contactName: "Alex Axe",
      email: `a11y+${randomUUID().slice(0, 8)}@example.com`,
      phone: "",
      idempotencyKey: randomUUID(),
    },
  });
  expect(registered.ok()).toBe(true);

  await page.goto("/briefing?step=3");
  await expect(page.getByRole("button", { name: "AI Assistant" })).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/briefing/draft") &&
      response.status() === 200 &&
      (response.request().postData() ?? "").includes("frontend"),
  );
  await page.getByRole("button", { name: "Backend Developer" }).click();
  await page.getByRole("button", { name: "Frontend Developer" }).click();
  await expect(page.getByText("2 roles selected, 2 people")).toBeVisible();
  await saved;
}

// One registered lead per worker, shared by the step checks, which only look: setting it up
// once keeps the run short. The test that submits registers its own.
const test = base.extend<object, { registeredLead: StorageState }>({
  registeredLead: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await registerWithTwoRoles(page);
      // A fresh load comes from the server's copy: both roles are there to detail.
      await page.goto("/briefing?step=4");
      // The step's own headings; the match preview beside it names the roles too.
      const step = page.getByRole("region", { name: "Role Details" });
      await expect(
        step.getByRole("heading", { level: 3, name: /Backend Developer/ }),
      ).toBeVisible();
      await expect(
        step.getByRole("heading", { level: 3, name: /Frontend Developer/ }),
      ).toBeVisible();
      const state = await context.storageState();
      await context.close();
      await provide(state);
    },
    { scope: "worker" },
  ],
  storageState: ({ registeredLead }, provide) => provide(registeredLead),
});

/** Nothing is wider than the viewport, so the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Once Next is scrolled into view, the floating assistant toggle does not cover it. */
async function expectToggleClearOfNext(page: Page) {
  const next = page.getByRole("button", { name: "Next", exact: true });
  await next.scrollIntoViewIfNeeded();
  const a = (await next.boundingBox())!;
  const b = (await page.getByRole("button", { name: "AI Assistant" }).boundingBox())!;
  const overlap =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `Next ${JSON.stringify(a)} under the toggle ${JSON.stringify(b)}`).toBe(false);
}

for (const { number: step, title } of BRIEFING_STEPS) {
  test(`step ${step}, ${title}: no axe violations, no sideways scroll, Next clear of the assistant`, async ({
    page,
  }) => {
    await page.goto(`/briefing?step=${step}`);
    await expect(page.getByRole("button", { name: "AI Assistant" })).toBeVisible();
    await expect(page.getByText(`Step ${step} of 10`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await expectToggleClearOfNext(page);
  });
}

test.describe("with a briefing of its own", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the assistant's open panel and the confirmation page pass axe", async ({ page }) => {
    await registerWithTwoRoles(page);

    const toggle = page.getByRole("button", { name: "AI Assistant" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("region", { name: "AI Assistant" });
    await expect(panel.getByRole("log", { name: "Assistant messages" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    // The smallest briefing that submits: registration's company and contact, two roles.
    await page.goto("/briefing?step=10");
    await page.getByLabel("I have reviewed all information and it's accurate").check();
    await page.getByRole("button", { name: "Submit Briefing" }).click();
    await expect(page).toHaveURL(/\/briefing\/submitted$/);
    await expect(page.getByRole("heading", { level: 1, name: "Briefing submitted" })).toBeVisible();
    await expect(page.getByText(/NG-B-\d{4}-\d{4}/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
});
