import { expect, type Page, test } from "@playwright/test";

// A funnel page paints before its JavaScript is asked for (decision 067), so a visitor can
// act on it before React has hydrated it. These tests hold the client entry back to make that
// moment last as long as they need, instead of racing it.

/** Holds every request for the client entry until the returned function is called. */
async function holdClientEntry(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a choice and text made before the scripts arrive are kept, and React knows them", async ({
  page,
}) => {
  const release = await holdClientEntry(page);
  await page.goto("/company-registration", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

  // The page works as HTML: the chosen type reveals the fields through CSS alone.
  await page.getByRole("main").getByText("Fintech", { exact: true }).click();
  await page.getByLabel("Company Name").fill("Early Pay");
  await page.getByLabel("Your Name").fill("Eva Early");
  await page.getByLabel("Email").fill("eva@earlypay.com");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);

  await expect(page.getByRole("radio", { name: /Fintech/ })).toBeChecked();
  await expect(page.getByLabel("Company Name")).toHaveValue("Early Pay");
  await expect(page.getByLabel("Your Name")).toHaveValue("Eva Early");
  // The button is enabled from the form's state, so React has the values, not only the page.
  const next = page.getByRole("button", { name: "Continue to Team Selection" });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(/\/stack-selection$/);
  const stored = await page.evaluate(() => sessionStorage.getItem("companyData"));
  expect(JSON.parse(stored ?? "{}")).toMatchObject({
    companyType: "fintech",
    companyName: "Early Pay",
    contactName: "Eva Early",
    email: "eva@earlypay.com",
  });
});

test("typing that goes on while the page hydrates lands in the field being typed in", async ({
  page,
}) => {
  // Before the replay ran inside hydration's commit, a render in between cleared the chosen
  // radio for a moment, hiding the fields: the next name typed went into the company field.
  // The moment hydration lands depends on the machine, so a few starting points are tried.
  for (const pause of [0, 40, 80]) {
    const release = await holdClientEntry(page);
    await page.goto("/company-registration", { waitUntil: "domcontentloaded" });
    await page.getByRole("main").getByText("Fintech", { exact: true }).click();
    await page.getByLabel("Company Name").fill("Early Pay");
    release();
    await page.waitForTimeout(pause);
    await page.getByLabel("Your Name").fill("Eva Early");
    await page.getByLabel("Email").fill("eva@earlypay.com");
    await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
    await expect(page.getByLabel("Company Name")).toHaveValue("Early Pay");
    await expect(page.getByLabel("Your Name")).toHaveValue("Eva Early");
    await expect(page.getByRole("button", { name: "Continue to Team Selection" })).toBeEnabled();
    await page.unrouteAll();
  }
});

test("roles chosen and buttons clicked before the scripts arrive count once React has the page", async ({
  page,
}) => {
  // A role's card is a native checkbox: it shows the choice at once and is handed to React as
  // hydration commits. "Get AI Recommendations" is a button only the page's script can act
  // on: its click is kept and performed then.
  const release = await holdClientEntry(page);
  await page.goto("/stack-selection", { waitUntil: "domcontentloaded" });
  const frontend = page.getByRole("checkbox", { name: "Frontend Developer" });
  const backend = page.getByRole("checkbox", { name: "Backend Developer" });
  // Chosen, chosen, changed mind: the last click takes the first back.
  await frontend.click();
  await backend.click();
  await frontend.click();
  await page.getByRole("button", { name: "Get AI Recommendations" }).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await expect(backend).toBeChecked();
  await expect(frontend).not.toBeChecked();
  // Nothing has counted the choice yet: only the page's script does.
  await expect(page.getByTestId("selection-count")).toHaveText("0 roles");

  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByTestId("selection-count")).toHaveText("1 role");
  await expect(backend).toBeChecked();
  await expect(frontend).not.toBeChecked();
  await expect(page.getByRole("button", { name: "Hide AI Recommendations" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await page.getByRole("button", { name: /Continue to Calculator/ }).click();
  await expect(page.getByTestId("team-member")).toHaveCount(1);
  await expect(page.locator('[data-testid="team-member"][data-slug="backend"]')).toBeVisible();
});

test("hours and seniority chosen in the calculator before the scripts arrive set its totals", async ({
  page,
}) => {
  // The calculator's selects are native: they answer before React runs, and what they show
  // is handed to React as hydration commits, so the totals follow them.
  const release = await holdClientEntry(page);
  await page.goto("/calculator?roles=frontend,backend", { waitUntil: "domcontentloaded" });
  await expect(page.getByTestId("monthly-total")).toHaveText("$16,800");
  await page.getByTestId("hours-select").selectOption({ label: "20 hours (Part-time)" });
  const backend = page.locator('[data-testid="team-member"][data-slug="backend"]');
  await backend.getByTestId("seniority-select").selectOption("mid");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  // Nothing has recalculated yet: only the page's script does.
  await expect(page.getByTestId("monthly-total")).toHaveText("$16,800");

  release();
  await expect(page.getByTestId("calculator")).toHaveAttribute("data-hydrated", "true");
  // Senior frontend 50 + mid-level backend 40 = 90/h; × 20 hours × 4 weeks = 7,200.
  await expect(page.getByTestId("total-hourly")).toHaveText("$90/h");
  await expect(page.getByTestId("monthly-total")).toHaveText("$7,200");
  await expect(page.getByTestId("hours-select")).toHaveValue("20");
  await expect(backend.getByTestId("seniority-select")).toHaveValue("mid");
});

test("a funnel page asks for its modules only after it has painted", async ({ page, request }) => {
  const html = await (await request.get("/contact")).text();
  // React Router writes preload links and static imports that would load during parsing.
  expect(html).not.toMatch(/<link rel="modulepreload"/);
  expect(html).not.toMatch(/^\s*import \* as /m);

  await page.goto("/contact");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const timings = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? null,
    modules: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timings.firstPaint).not.toBeNull();
  expect(timings.modules.length).toBeGreaterThan(5);
  for (const start of timings.modules) expect(start).toBeGreaterThan(timings.firstPaint ?? 0);
});
