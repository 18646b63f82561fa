import { expect, test, type Locator, type Page } from "@playwright/test";

// Two doors, one lead (decision 012): "Start Your Briefing" opens /briefing everywhere, and
// the team builder starts at /company-registration, with the company type chosen when the
// visitor came from an audience. Links into built pages are followed, not only read: the
// page they land on must answer 200 with its own heading. /briefing and /contact/book-call
// are built by other issues, so links there are checked by address only.

const REGISTRATION_H1 = "Tell us about your company";

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
  await expect(hero.getByRole("link", { name: "Start Your Briefing" })).toHaveAttribute(
    "href",
    "/briefing",
  );
  const response = await follow(page, hero.getByRole("link", { name: "Build Your Team" }));
  expect(response.status()).toBe(200);
  await expectRegistration(page);
});

test("home closing band: 'Price Your Team' opens the team builder beside the briefing", async ({
  page,
}) => {
  await page.goto("/");
  const band = page.locator("section", { has: page.locator("#closing-cta") });
  await expect(band.getByRole("link", { name: "Start Your Briefing" })).toHaveAttribute(
    "href",
    "/briefing",
  );
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

test("/solutions/fintechs: every audience section's button carries its own type", async ({
  page,
}) => {
  await page.goto("/solutions/fintechs");
  for (const [audience, companyType] of AUDIENCES) {
    await expect(
      page.locator(`section#${audience} a[href="/company-registration?type=${companyType}"]`),
    ).toHaveCount(1);
  }
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
  // The standing header button is present at every width (in the menu bar or beside the
  // phone menu's toggle); the footer's Online Briefing sits in its link columns.
  await expect(
    page
      .getByRole("banner")
      .locator('a[href="/briefing"]', { hasText: "Start Your Briefing" })
      .first(),
  ).toBeAttached();
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Online Briefing" }),
  ).toHaveAttribute("href", "/briefing");
  const band = page.locator("section", { has: page.locator("#closing-cta") });
  await expect(band.getByRole("link", { name: "Start Your Briefing" })).toHaveAttribute(
    "href",
    "/briefing",
  );
});
