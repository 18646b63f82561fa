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

test("a recruiter adds a candidate, records and corrects a vetting step, and the timeline keeps it", async ({
  page,
}) => {
  const surname = `Zz${Date.now().toString(36)}`;
  await signInAsStaff(page, STAFF_RECRUITER, "/admin/talent");
  await page.getByRole("link", { name: "Add a candidate" }).click();
  await expect(page).toHaveURL(/\/admin\/talent\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add a candidate" })).toBeVisible();
  await page.getByLabel("First name").fill("Renata");
  await page.getByLabel("Last name").fill(surname);
  await page.getByLabel("Email").fill(`renata.${surname.toLowerCase()}@example.test`);
  await page.getByRole("checkbox", { name: "Backend Developer" }).check();
  await page.getByLabel("Years of professional experience").fill("7");
  await page.getByLabel("How the English level is known").fill("English interview");
  await page.getByLabel("Country").fill("ar");
  await page.getByLabel("Time zone").selectOption("America/Sao_Paulo");
  await page.getByLabel("Available from").fill("2027-01-04");
  // A mistake comes back beside its field with everything else as typed.
  await page.getByLabel("Hourly rate to the client (USD)").fill("0");
  await page.getByRole("button", { name: "Add candidate" }).click();
  await expect(page.getByText("Hourly rate is between 1 and 1000.").first()).toBeVisible();
  await expect(page.getByLabel("Last name")).toHaveValue(surname);
  await expect(page.getByRole("checkbox", { name: "Backend Developer" })).toBeChecked();
  await page.getByLabel("Hourly rate to the client (USD)").fill("300");
  await page.getByRole("button", { name: "Add candidate" }).click();

  await expect(page.getByRole("status")).toHaveText("Candidate added.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Renata ${surname[0]}.`);
  // A rate far above the card is flagged, not refused.
  await expect(page.getByText(/\$300\/h is above the rate card's band for senior/)).toBeVisible();

  await page.getByText("Add a vetting record").click();
  await page
    .getByRole("combobox", { name: "Vetting step" })
    .last()
    .selectOption("coding-assessment");
  await page.locator("#vetting-new-assessedOn").fill("2026-11-02");
  await page.locator("#vetting-new-score").fill("8");
  await page.locator("#vetting-new-assessor").fill("Ana Lima, engineering lead");
  // The report must be a PDF: a text file named .pdf is refused beside the field.
  await page.locator("#vetting-new-report").setInputFiles({
    name: "coding.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("not a pdf"),
  });
  await page.getByRole("button", { name: "Add vetting record" }).click();
  await expect(page.getByText("Report: choose a PDF file.").first()).toBeVisible();
  await expect(page.locator("#vetting-new-assessor")).toHaveValue("Ana Lima, engineering lead");
  await page.locator("#vetting-new-report").setInputFiles({
    name: "coding.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%report\n"),
  });
  await page.getByRole("button", { name: "Add vetting record" }).click();
  await expect(page.getByRole("status")).toHaveText("Vetting record added.");
  const vetting = page.getByRole("table", { name: "Vetting steps, oldest first" });
  await expect(vetting.getByText("8.0 / 10")).toBeVisible();
  const download = page.waitForEvent("download");
  await vetting.getByRole("link", { name: "coding.pdf" }).click();
  const report = await download;
  expect(report.suggestedFilename()).toBe("coding.pdf");
  const { readFile } = await import("node:fs/promises");
  expect((await readFile((await report.path())!)).toString("latin1")).toContain("%report");

  await page.getByText("Edit Coding assessment of Nov 2, 2026").click();
  const score = page.locator("details[open]").getByLabel("Score out of 10");
  await score.fill("12");
  await page.getByRole("button", { name: "Save vetting record" }).click();
  await expect(page.getByText("Score: a number from 0 to 10, e.g. 8.5.").first()).toBeVisible();
  await expect(page.locator("details[open]").getByLabel("Score out of 10")).toHaveValue("12");
  await page.locator("details[open]").getByLabel("Score out of 10").fill("9.5");
  await page.getByRole("button", { name: "Save vetting record" }).click();
  await expect(page.getByRole("status")).toHaveText("Vetting record saved.");
  await expect(vetting.getByText("9.5 / 10")).toBeVisible();

  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText("Vetting record edited")).toBeVisible();
  await expect(timeline.getByText("Coding assessment · 9.5 / 10 · Nov 2, 2026")).toBeVisible();
  await expect(timeline.getByText("Added to the talent pool")).toBeVisible();

  // The edit link lands on the profile form, filled in; a saved change is on the timeline.
  await page.getByRole("link", { name: "Edit profile" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Edit Renata ${surname[0]}.’s profile`,
  );
  await page.getByLabel("Hourly rate to the client (USD)").fill("64");
  await page.getByLabel("Status").selectOption("interviewing");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status")).toHaveText("Profile saved.");
  await expect(timeline.getByText("Changed: hourly rate ($300/h → $64/h)")).toBeVisible();
  await expect(timeline.getByText("Available → Interviewing")).toBeVisible();
  await expect(page.getByText(/is above the rate card's band/)).toHaveCount(0);
});

test("sales reads a candidate without the forms, and a post from sales is refused", async ({
  page,
}) => {
  await signInAsStaff(page, STAFF_SALES, "/admin/talent");
  await expect(page.getByRole("link", { name: "Add a candidate" })).toHaveCount(0);
  const href = await page
    .getByRole("table", { name: "Candidates, newest first" })
    .locator("tbody tr")
    .first()
    .getByRole("link")
    .first()
    .getAttribute("href");
  await page.goto(href!);
  await expect(page.getByRole("table", { name: "Vetting steps, oldest first" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit profile" })).toHaveCount(0);
  await expect(page.locator("main form[method=post]")).toHaveCount(0);
  const edit = await page.goto(`${href}/edit`);
  expect(edit?.status()).toBe(403);
  const post = await page.request.post(href!, {
    form: { intent: "skills", skills: "Go: 3: assessed" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(post.status()).toBe(403);
});

test("the candidate forms pass axe at 390 px and 1366 px", async ({ page }) => {
  await signInAsStaff(page, STAFF_RECRUITER, "/admin/talent");
  const href = await page
    .getByRole("table", { name: "Candidates, newest first" })
    .locator("tbody tr")
    .first()
    .getByRole("link")
    .first()
    .getAttribute("href");
  for (const path of ["/admin/talent/new", `${href}/edit`, href!]) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(200);
      // Open every disclosure so the forms inside are checked too.
      for (const summary of await page.locator("details > summary").all()) await summary.click();
      await expectNoAxeViolations(page);
      const name = path.endsWith("/new")
        ? "candidate-new"
        : path.endsWith("/edit")
          ? "candidate-edit"
          : "candidate-forms";
      await page.screenshot({
        path: test.info().outputPath(`${name}-${width}.png`),
        fullPage: true,
      });
    }
  }
});
