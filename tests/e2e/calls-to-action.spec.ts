import { expect, type Locator, type Page, test } from "@playwright/test";

// Two doors, one lead (decision 012): "Start Your Briefing" opens /briefing everywhere, and
// the team builder starts at /company-registration, with the company type chosen when the
// visitor came from an audience. Links into built pages are followed, not only read: the
// page they land on must answer 200 with its own heading, the booking page included.

const REGISTRATION_H1 = "Tell us about your company";
const BRIEFING_H1 = "Brief us on your team";
const BOOKING_H1 = "Book a Call with an Expert";

/** Clicks a link on a page without client-side routing and returns the document answer. */
async function follow(page: Page, link: Locator) {
  await expect(link).toBeVisible();
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        answer.request().isNavigationRequest() && answer.request().frame() === page.mainFrame(),
    ),
    link.click(),
  ]);
  await page.waitForLoadState("domcontentloaded");
  return response;
}

async function expectBriefing(page: Page) {
  await expect(page).toHaveURL(/\/briefing$/);
  await expect(page.locator("h1")).toHaveText(BRIEFING_H1);
  await expect(page.getByRole("heading", { level: 2, name: "Company Information" })).toBeVisible();
}

async function expectRegistration(page: Page, type?: string) {
  await expect(page).toHaveURL(
    type ? new RegExp(`/company-registration\\?type=${type}$`) : /\/company-registration$/,
  );
  await expect(page.locator("h1")).toHaveText(REGISTRATION_H1);
}

test("home hero: 'Build Your Team' opens the team builder beside the briefing", async ({
  page,
}) => {
  await page.goto("/");
  const hero = page.getByRole("main").locator("section").first();
  const briefing = await follow(page, hero.getByRole("link", { name: "Start Your Briefing" }));
  expect(briefing.status()).toBe(200);
  await expectBriefing(page);
  await page.goto("/");
  const response = await follow(page, hero.getByRole("link", { name: "Build Your Team" }));
  expect(response.status()).toBe(200);
  await expectRegistration(page);
});

test("home closing band: 'Price Your Team' opens the team builder beside the briefing", async ({
  page,
}) => {
  await page.goto("/");
  const band = page.locator("section", { has: page.locator("#closing-cta") });
  const briefing = await follow(page, band.getByRole("link", { name: "Start Your Briefing" }));
  expect(briefing.status()).toBe(200);
  await expectBriefing(page);
  await page.goto("/");
  const response = await follow(page, band.getByRole("link", { name: "Price Your Team" }));
  expect(response.status()).toBe(200);
  await expectRegistration(page);
});

test("home audience card: 'Build My Fintech Team' opens registration as a fintech", async ({
  page,
}) => {
  await page.goto("/");
  const response = await follow(
    page,
    page.getByRole("main").getByRole("link", { name: "Build My Fintech Team" }),
  );
  expect(response.status()).toBe(200);
  await expectRegistration(page, "fintech");
  await expect(page.getByRole("radio", { name: /^Fintech/ })).toBeChecked();
});

const AUDIENCES = [
  ["startups", "startup"],
  ["midmarket", "midmarket"],
  ["fintechs", "fintech"],
  ["enterprise", "enterprise"],
  ["consulting", "consulting"],
] as const;

for (const [audience, companyType] of AUDIENCES) {
  test(`/solutions/${audience}: the hero button opens registration as ${companyType}`, async ({
    page,
  }) => {
    await page.goto(`/solutions/${audience}`);
    const hero = page.getByRole("main").locator("section").first();
    const button = hero.locator(`a[href="/company-registration?type=${companyType}"]`);
    await expect(button).toHaveText(/^(Build My|Scale My|Plan My|Find a) /);
    const response = await follow(page, button);
    expect(response.status()).toBe(200);
    await expectRegistration(page, companyType);
  });
}

test("/solutions/:type: the audience section's button carries its own type", async ({ page }) => {
  for (const [audience, companyType] of AUDIENCES) {
    await page.goto(`/solutions/${audience}`);
    await expect(
      page.locator(`section#${audience} a[href^="/company-registration?type="]`),
    ).toHaveAttribute("href", `/company-registration?type=${companyType}`);
  }
  await page.goto("/solutions/fintechs");
  const response = await follow(
    page,
    page.locator("section#fintechs").getByRole("link", { name: "Build My Fintech Team" }),
  );
  expect(response.status()).toBe(200);
  await expectRegistration(page, "fintech");
  await expect(page.getByRole("radio", { name: /^Fintech/ })).toBeChecked();
});

test("success stories: the closing button opens the team builder", async ({ page }) => {
  await page.goto("/insights/client-success");
  const band = page.locator("section", { has: page.locator("#closing-cta") });
  const response = await follow(page, band.getByRole("link", { name: "Build Your Team" }));
  expect(response.status()).toBe(200);
  await expectRegistration(page);
});

test("the briefing door: header button, footer link and static pages lead to /briefing", async ({
  page,
}) => {
  await page.goto("/how-it-works/hybrid-delivery");
  // The standing header button is in the menu bar on wide screens and in the menu on phones.
  if (test.info().project.name === "mobile") {
    await page.getByRole("banner").getByText("Menu", { exact: true }).click();
  }
  const header = page
    .getByRole("banner")
    .locator('a[href="/briefing"]', { hasText: "Start Your Briefing" })
    .filter({ visible: true })
    .first();
  expect((await follow(page, header)).status()).toBe(200);
  await expectBriefing(page);

  await page.goto("/how-it-works/hybrid-delivery");
  const footer = page.getByRole("contentinfo").getByRole("link", { name: "Online Briefing" });
  expect((await follow(page, footer)).status()).toBe(200);
  await expectBriefing(page);

  await page.goto("/how-it-works/hybrid-delivery");
  const band = page.locator("section", { has: page.locator("#closing-cta") });
  const closing = band.getByRole("link", { name: "Start Your Briefing" });
  expect((await follow(page, closing)).status()).toBe(200);
  await expectBriefing(page);
});

async function expectBooking(page: Page) {
  await expect(page).toHaveURL(/\/contact\/book-call$/);
  await expect(page.locator("h1")).toHaveText(BOOKING_H1);
  await expect(page.getByRole("button", { name: "Book my call" })).toBeVisible();
}

test("the call door: footer, closing band and the funnel's buttons lead to the booking page", async ({
  page,
}) => {
  // Reading pages render the link without React: a document request answers it.
  await page.goto("/solutions/fintechs");
  const band = page.locator("section", { has: page.locator("#closing-cta") });
  expect((await follow(page, band.getByRole("link", { name: "Book a Call" }))).status()).toBe(200);
  await expectBooking(page);

  await page.goto("/how-it-works/hybrid-delivery");
  const footer = page.getByRole("contentinfo").getByRole("link", { name: "Book a Call" });
  expect((await follow(page, footer)).status()).toBe(200);
  await expectBooking(page);

  // The funnel's pages are hydrated, so their links may route in the browser; the page must
  // still land with its heading and its form.
  await page.goto("/company-registration?type=fintech");
  await page.getByRole("link", { name: "Book Call with Expert" }).click();
  await expectBooking(page);

  await page.goto("/calculator?roles=mobile");
  await page.getByRole("link", { name: "Book Call with Expert" }).click();
  await expectBooking(page);
});
