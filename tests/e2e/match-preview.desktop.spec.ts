import { randomUUID } from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { FACTOR_WEIGHTS, MATCH_FACTORS } from "~/features/matching/match-config";

import { expectNoAxeViolations } from "./axe";

// The match preview as a registered visitor meets it in the briefing: counts, what each
// requirement removed and the cards, from the bundled sample pool; it follows a changed
// must-have without moving the page, and the confirmation page shows the same preview.

const REVIEWED = "I have reviewed all information and it's accurate";

async function register(page: Page) {
  const registered = await page.request.post("/company-registration", {
    form: {
      companyType: "fintech",
      companyName: "Preview Pay",
      contactName: "Pat Preview",
      email: `preview+${randomUUID().slice(0, 8)}@example.com`,
      phone: "",
      idempotencyKey: randomUUID(),
    },
  });
  expect(registered.ok()).toBe(true);
}

/** The next preview answer after `action`, once the panel shows it. */
async function previewAfter(page: Page, action: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith("/api/briefing/preview") && response.ok(),
  );
  await action();
  await answered;
  await expect(panel(page)).toHaveAttribute("aria-busy", "false");
}

const panel = (page: Page) => page.getByRole("complementary", { name: "Engineers who fit, today" });

async function passed(page: Page): Promise<number> {
  const text = await panel(page).locator("[data-match-role=backend] [data-passed]").innerText();
  return Number(/^(\d+) of/.exec(text)![1]);
}

async function cardHandles(page: Page, scope = panel(page)) {
  return scope
    .locator(
      "[data-match-role=backend] [data-match-card] h4, [data-match-role=backend] [data-match-card] h3",
    )
    .allInnerTexts();
}

test("a visitor sees real matches, a changed must-have changes them, and the confirmation keeps them", async ({
  page,
}) => {
  test.slow();
  await register(page);
  await page.goto("/briefing?step=3");
  await expect(page.getByRole("button", { name: "AI Assistant" })).toBeVisible();
  await page.getByRole("button", { name: "Backend Developer", exact: true }).click();
  await expect(page.getByText("1 role selected, 1 person")).toBeVisible();

  // Step 4: the preview appears beside the form, with everyone counted.
  await previewAfter(page, () => page.getByRole("button", { name: "Next", exact: true }).click());
  const details = page.getByRole("region", { name: /^Backend Developer/ });
  const stack = details.getByRole("combobox", { name: "Tech stack for Backend Developer" });
  await previewAfter(page, async () => {
    await stack.fill("Node.js");
    await stack.press("Enter");
  });
  await previewAfter(page, async () => {
    await details.getByLabel("English level").selectOption("fluent");
  });

  const preview = panel(page);
  await expect(preview.getByText(/removed: English below C1/)).toBeVisible();
  await expect(preview.getByText(/removed: Missing a must-have \(Node\.js\)/)).toBeVisible();
  await expect(preview.getByText(HUMAN_REVIEW)).toBeVisible();
  const before = await passed(page);
  expect(before).toBeGreaterThan(0);
  const cards = preview.locator("[data-match-role=backend] [data-match-card]");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(3);
  // Each card: its requirement met with its evidence, its score the sum of its parts, and
  // the bundled pool's profiles labelled as samples.
  const first = cards.first();
  await expect(first.getByRole("list", { name: /^Requirements for/ })).toContainText("Node.js");
  await expect(first.getByText("Sample profile")).toBeVisible();
  await first.getByText(/^How .* adds up$/).click();
  const points = await first.locator("tbody tr td").allInnerTexts();
  const parts = points.slice(0, -1).map((text) => Number(text.split(" of ")[0]));
  const total = Number(points.at(-1)!.split(" of ")[0]);
  expect(Math.round(parts.reduce((sum, value) => sum + value, 0) * 10) / 10).toBe(total);
  expect(Number(await first.locator("[data-score]").innerText())).toBe(total);
  await expectNoAxeViolations(page);

  // A second must-have narrows the field; the page does not move while the preview updates.
  await page.evaluate(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift" });
    (window as unknown as { shifts: number[] }).shifts = shifts;
  });
  await previewAfter(page, async () => {
    await stack.fill("Django");
    await stack.press("Enter");
  });
  await expect(
    preview.getByText(/removed: Missing a must-have \(Node\.js, Django\)/),
  ).toBeVisible();
  expect(await passed(page)).toBeLessThan(before);
  const shift = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBeLessThan(0.01);

  // The model card the preview links to answers, and lists the weights the matcher uses.
  const href = await preview.getByRole("link", { name: "How matching works" }).getAttribute("href");
  const modelCard = await page.context().newPage();
  const opened = await modelCard.goto(href!);
  expect(opened?.status()).toBe(200);
  await expect(modelCard.locator("h1")).toHaveText(/matching/i);
  for (const factor of MATCH_FACTORS) {
    await expect(
      modelCard.locator(`[data-factor="${factor}"]`).getByTestId("factor-weight"),
    ).toHaveText(String(FACTOR_WEIGHTS[factor]));
  }
  await modelCard.close();

  // Submitted: the confirmation shows the same engineers, counted the same.
  const shown = await cardHandles(page);
  const count = await passed(page);
  await page.goto("/briefing?step=10");
  await page.getByLabel(REVIEWED).check();
  await page.getByRole("button", { name: "Submit Briefing" }).click();
  await expect(page).toHaveURL(/\/briefing\/submitted$/);
  const kept = page.getByRole("region", { name: "Engineers who fit your brief" });
  await expect(kept.locator("[data-match-role=backend] [data-passed]")).toHaveText(
    new RegExp(`^${count} of `),
  );
  expect(await cardHandles(page, kept)).toEqual(shown);
  await expect(kept.getByText(/removed: English below C1/)).toBeVisible();
  await expectNoAxeViolations(page);
});

const HUMAN_REVIEW = "A person at Near Genius confirms every shortlist before you meet anyone.";
