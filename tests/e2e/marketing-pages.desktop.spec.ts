import { expect, test } from "@playwright/test";

// Every marketing page: status, one h1, its call to action, no React bundle.
// /insights/articles too: its newsletter box posts without JavaScript (decision 030).
const pages: { path: string; cta: string }[] = [
  { path: "/", cta: "/briefing" },
  // Each audience's button opens registration with its company type chosen (decision 012).
  ...(
    [
      ["startups", "startup"],
      ["midmarket", "midmarket"],
      ["fintechs", "fintech"],
      ["enterprise", "enterprise"],
      ["consulting", "consulting"],
    ] as const
  ).map(([audience, companyType]) => ({
    path: `/solutions/${audience}`,
    cta: `/company-registration?type=${companyType}`,
  })),
  { path: "/how-it-works/hybrid-delivery", cta: "/briefing" },
  { path: "/how-it-works/ai-sourcing", cta: "/briefing" },
  { path: "/why/powered-by-luby", cta: "/briefing" },
  { path: "/why/banking-quality", cta: "/briefing" },
  { path: "/why/track-record", cta: "/briefing" },
  { path: "/insights/client-success", cta: "/company-registration" },
  { path: "/insights/articles", cta: "/briefing" },
  { path: "/insights/articles/nearshore-vs-offshore-true-cost", cta: "/briefing" },
  { path: "/about/story", cta: "/briefing" },
  { path: "/about/leadership", cta: "/briefing" },
  { path: "/about/careers", cta: "/contact" },
  { path: "/privacy-policy", cta: "/briefing" },
  { path: "/terms", cta: "/briefing" },
  { path: "/security-compliance", cta: "/briefing" },
];

for (const { path, cta } of pages) {
  test(`${path}: 200, one h1, a call to action to ${cta}, no JavaScript bundle`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).not.toBeEmpty();
    await expect(page.getByRole("main").locator(`a[href="${cta}"]`).first()).toBeVisible();
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain('type="module"');
  });
}

test("the home page has its sections and figures in order", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  for (const stat of ["4.9/5", "98%", "48 hours", "100%"]) {
    await expect(
      main
        .getByRole("definition")
        .filter({ hasText: new RegExp(`^${stat.replace(/[/$]/g, "\\$&")}$`) })
        .first(),
    ).toBeVisible();
  }
  const headings = await main.locator("h2").allTextContents();
  expect(headings.length).toBeGreaterThanOrEqual(8);
  await expect(page.locator("#closing-cta")).toBeVisible();
  await expect(
    page.locator("section", { has: page.locator("#closing-cta") }).getByText("48 hours"),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: "Seed+ Startups" })).toHaveAttribute(
    "href",
    "/solutions/startups",
  );
});

test("the home page's engineer card and sample match preview come from the talent pool", async ({
  page,
}) => {
  await page.goto("/");
  // On the bundled sample pool the best match for the hero's brief is its sample engineer.
  const hero = page.getByTestId("hero-profile");
  await expect(hero.getByText("Mariana S.", { exact: true })).toBeVisible();
  await expect(hero.getByText("Sample profile")).toBeVisible();
  await expect(hero).toContainText("Senior Backend Developer · Go, PostgreSQL");
  await expect(hero).toContainText("Brazil");
  for (const [label, value] of [
    ["Coding assessment", "9.2 / 10"],
    ["English fluency", "C2"],
    ["Cultural fit", "Passed"],
  ]) {
    await expect(hero.getByRole("term").filter({ hasText: label })).toBeVisible();
    await expect(hero.getByRole("definition").filter({ hasText: value }).first()).toBeVisible();
  }
  // A handle only: never a surname or a way to reach the engineer.
  await expect(hero).not.toContainText("Santos");
  await expect(hero).not.toContainText("@");

  const preview = page.getByTestId("sample-match-preview");
  await expect(preview.getByText("Sample match preview")).toBeVisible();
  const rows = preview.getByRole("listitem");
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) {
    await expect(row).toContainText(/^\S+ [A-Z]\./);
    await expect(row).toContainText("Sample profile");
    await expect(row).toContainText(/[\d.]+match score · (Strong|Good|Possible)$/);
  }
  // A senior frontend ($50/h) and a senior backend ($55/h) engineer, full time, at the rate card.
  await expect(preview.getByText("$16,800/month", { exact: true })).toBeVisible();
  await expect(preview).toContainText(/Can start in(Now|\d+ days?|\d+ weeks)/);
});

test("/solutions/:type is that audience's page: its sections, a client like it, links to the others", async ({
  page,
}) => {
  await page.goto("/solutions/fintechs");
  const main = page.getByRole("main");
  await expect(page.locator("h1")).toHaveText("Engineers fluent in payments, risk and regulation");
  await expect(main.getByRole("link", { name: "Fintechs", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The audience's own sections, and no other audience's.
  await expect(main.locator("section[id]")).toHaveCount(1);
  const section = main.locator("section#fintechs");
  await expect(section.getByRole("heading", { name: "Challenges" })).toBeVisible();
  await expect(section.getByRole("heading", { name: "How we solve them" })).toBeVisible();
  await expect(section.locator("h4")).toHaveCount(4);
  await expect(section.locator('a[href="/company-registration?type=fintech"]')).toBeVisible();

  // A fintech client, in figures.
  const story = main.getByRole("region", { name: "A client like you" });
  await expect(story.getByRole("heading", { name: "LedgerLine" })).toBeVisible();
  await expect(story.getByRole("list", { name: "Results" })).toContainText("SOC 2 in 6 months");

  // The typical team opens the calculator with those roles chosen.
  await section.getByRole("link", { name: "Price a typical Fintech team" }).click();
  await expect(page).toHaveURL(
    /\/calculator\?roles=backend,security-engineer,qa-automation,devops$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team cost calculator");
  await expect(page.getByRole("main")).toContainText("Security Engineer");

  // The other four audiences are one link each, to a page that answers with its own heading.
  await page.goto("/solutions/fintechs");
  const others = main.getByRole("region", { name: "Teams we build for others" }).getByRole("link");
  await expect(others).toHaveCount(4);
  const targets: [string, string][] = [];
  for (const link of await others.all()) {
    targets.push([(await link.getAttribute("href"))!, (await link.innerText()).split("\n")[0]!]);
  }
  expect(targets.map(([href]) => href)).toEqual([
    "/solutions/startups",
    "/solutions/midmarket",
    "/solutions/enterprise",
    "/solutions/consulting",
  ]);
  for (const [href, title] of targets) {
    const answer = await page.goto(href);
    expect(answer?.status(), href).toBe(200);
    await expect(page.locator(`section#${href.split("/").pop()} h2`).first()).toHaveText(title);
  }

  await page.goto("/solutions/fintechs");
  const closing = page.locator("section", { has: page.locator("#closing-cta") });
  await expect(closing.getByRole("link", { name: /Start Your Briefing/ })).toHaveAttribute(
    "href",
    "/briefing",
  );
  await expect(closing.getByRole("link", { name: "Book a Call" })).toHaveAttribute(
    "href",
    "/contact/book-call",
  );
});

test("an unknown solution type and an unknown article are 404 pages", async ({ page }) => {
  for (const path of ["/solutions/nope", "/insights/articles/no-such-article"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Oops! Page not found");
  }
});

test("articles list links to every article and playbook, which render their body", async ({
  page,
}) => {
  await page.goto("/insights/articles");
  const links = page.getByRole("main").locator('a[href^="/insights/articles/"]');
  expect(await links.count()).toBeGreaterThanOrEqual(5);
  await page.getByRole("link", { name: "How to read an engineer's vetting report" }).click();
  await expect(page).toHaveURL(/\/insights\/articles\/reading-an-engineer-vetting-report$/);
  await expect(page.locator("h1")).toHaveText("How to read an engineer's vetting report");
  await expect(page.locator("article h2").first()).toBeVisible();
  await expect(page.locator("article time")).toHaveAttribute("datetime", /^2026-/);
  // A figure inside the text comes from the claims document.
  await expect(page.locator("article [data-claim]").first()).toHaveText("5%");
  // The way back is named by the list page's own title, and lands on it.
  await page.getByRole("link", { name: "Articles and playbooks", exact: true }).click();
  await expect(page).toHaveURL(/\/insights\/articles$/);
  await expect(page.locator("h1")).toHaveText("Articles and playbooks");
});

test("careers: six positions with stable anchors, two featured, and the four benefits", async ({
  page,
}) => {
  await page.goto("/about/careers");
  const positions = page.locator("[data-position]");
  await expect(positions).toHaveCount(6);
  for (const position of await positions.all()) {
    const slug = await position.getAttribute("data-position");
    await expect(position).toHaveAttribute("id", `position-${slug}`);
  }
  await expect(positions.filter({ hasText: "Featured" })).toHaveCount(2);
  for (const figure of ["$2,000", "25 days", "48 hours", "one week"]) {
    await expect(page.getByRole("main").locator("dd", { hasText: figure }).first()).toBeVisible();
  }
});

// Accessibility (axe) of every page, these included, is checked by sitemap.spec.ts at both
// widths, with a keyboard walk.

test("a testimonial says who is speaking: examples are labelled and carry no stars", async ({
  page,
}) => {
  // The bundled stories are illustrative examples, not clients of record (decision 060).
  await page.goto("/insights/client-success");
  const stories = page.getByRole("main").locator("article");
  await expect(stories).toHaveCount(6);
  for (const story of await stories.all()) {
    await expect(story).toContainText("Illustrative example, not a client of record");
    await expect(story.getByRole("img", { name: /^Rated \d out of 5$/ })).toHaveCount(0);
  }
  await page.goto("/");
  const quotes = page.getByRole("main").locator("figure", { has: page.locator("blockquote") });
  expect(await quotes.count()).toBeGreaterThan(0);
  for (const quote of await quotes.all()) {
    await expect(quote.locator("figcaption")).toContainText(
      "Illustrative example, not a client of record",
    );
  }
});
