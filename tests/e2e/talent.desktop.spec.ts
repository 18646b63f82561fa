import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { signInAsStaff, STAFF_RECRUITER, STAFF_SALES } from "./staff-helpers";

// The talent pool in the staff area, on the bundled sample profiles the e2e server loads
// (TALENT_SAMPLE_POOL is on by default).

test("a recruiter finds candidates by a skill's other name and opens one", async ({ page }) => {
  await signInAsStaff(page, STAFF_RECRUITER, "/admin");
  await expect(page.getByRole("link", { name: `${STAFF_RECRUITER} (recruiter)` })).toBeVisible();
  // The link in the staff bar lands on the list.
  await page
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "Talent" })
    .click();
  await expect(page).toHaveURL(/\/admin\/talent$/);
  await expect(page.getByRole("heading", { level: 1, name: "Talent" })).toBeVisible();
  const table = page.getByRole("table", { name: "Candidates, newest first" });
  await expect(table.getByText("Sample profile").first()).toBeVisible();

  // "k8s" is Kubernetes in the skill vocabulary.
  await page.getByLabel("Skill", { exact: true }).fill("k8s");
  await page.getByRole("button", { name: "Show candidates" }).click();
  await expect(page).toHaveURL(/skill=k8s/);
  const rows = table.locator("tbody tr");
  expect(await rows.count()).toBeGreaterThan(0);

  const first = rows.first().getByRole("link").first();
  const handle = (await first.innerText()).trim();
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(handle);
  await expect(page.getByText("Sample profile").first()).toBeVisible();
  const skills = page.getByRole("table", {
    name: "Skills, strongest evidence first, then most years",
  });
  await expect(skills.getByText("Kubernetes")).toBeVisible();
  await expect(page.getByRole("table", { name: "Vetting steps, oldest first" })).toBeVisible();
});

test("the list's page links and a candidate's way back land on the list", async ({ page }) => {
  await signInAsStaff(page, STAFF_RECRUITER, "/admin/talent");
  const table = page.getByRole("table", { name: "Candidates, newest first" });
  const firstOnPageOne = await table
    .locator("tbody tr")
    .first()
    .getByRole("link")
    .first()
    .innerText();
  await page
    .getByRole("navigation", { name: "Pages of candidates" })
    .getByRole("link", { name: "Next page" })
    .click();
  await expect(page).toHaveURL(/\/admin\/talent\?after=/);
  await expect(page.getByText(/\(a later page\)/)).toBeVisible();
  expect(await table.locator("tbody tr").count()).toBeGreaterThan(0);
  await expect(table.locator("tbody tr").first().getByRole("link").first()).not.toHaveText(
    firstOnPageOne,
  );
  await page.getByRole("link", { name: "First page" }).click();
  await expect(page).toHaveURL(/\/admin\/talent$/);

  await table.locator("tbody tr").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/talent\/[0-9a-f-]{36}$/);
  await page.getByRole("link", { name: "All candidates" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Talent" })).toBeVisible();

  // A filter that matches nobody offers the way back to every candidate.
  await page.goto("/admin/talent?q=nobody-like-this");
  await expect(
    page.getByRole("heading", { name: "No candidates match these filters" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Show every candidate" }).click();
  await expect(page).toHaveURL(/\/admin\/talent$/);
  await expect(table.locator("tbody tr").first()).toBeVisible();
});

test("sales reads the pool too; a candidate that does not exist is a 404", async ({ page }) => {
  await signInAsStaff(page, STAFF_SALES, "/admin/talent");
  await expect(page.getByRole("heading", { level: 1, name: "Talent" })).toBeVisible();
  const answer = await page.goto("/admin/talent/00000000-0000-4000-8000-000000000001");
  expect(answer?.status()).toBe(404);
  const malformed = await page.goto("/admin/talent/not-an-id");
  expect(malformed?.status()).toBe(404);
});

test("the talent list and a candidate pass axe at 390 px and 1366 px", async ({ page }) => {
  await signInAsStaff(page, STAFF_RECRUITER, "/admin/talent");
  const href = await page
    .getByRole("table", { name: "Candidates, newest first" })
    .locator("tbody tr")
    .first()
    .getByRole("link")
    .first()
    .getAttribute("href");
  for (const path of ["/admin/talent?english=C1", href!]) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(200);
      await expectNoAxeViolations(page);
      const name = path.startsWith("/admin/talent?") ? "talent-list" : "candidate";
      await page.screenshot({
        path: test.info().outputPath(`${name}-${width}.png`),
        fullPage: true,
      });
    }
  }
});
