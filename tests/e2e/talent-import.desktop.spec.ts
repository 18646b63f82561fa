import { readFile, writeFile } from "node:fs/promises";

import { expect, type Page, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { signInAsStaff, STAFF_RECRUITER, STAFF_SALES } from "./staff-helpers";

// The talent pool's CSV import, as a recruiter uses it: the template, a check that finds the
// bad rows, a fixed file, the import, and the candidates in the list. The e2e database lives
// for the whole run, so every id and surname here is this test's own.

/** Letters only: one searchable word no other candidate has. */
function uniqueSurname(): string {
  const letters = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join("");
  return `Zz${letters}`;
}

/** Writes `csv` to a file of this test's output and chooses it in the page's file input. */
async function chooseFile(page: Page, name: string, csv: string) {
  const path = test.info().outputPath(name);
  await writeFile(path, csv, "utf8");
  await page.getByLabel("CSV file").setInputFiles(path);
}

test("a recruiter checks a file, fixes its bad rows, imports it and finds the candidates", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const surname = uniqueSurname();

  await signInAsStaff(page, STAFF_RECRUITER, "/admin/talent");
  await page.getByRole("link", { name: "Import candidates" }).click();
  await expect(page).toHaveURL(/\/admin\/talent\/import$/);
  await expect(page.getByRole("heading", { level: 1, name: "Import candidates" })).toBeVisible();

  // The template: its header and two example rows.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the template" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("talent-import-template.csv");
  const template = await readFile((await download.path())!, "utf8");
  const [header, lucia, joao] = template
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(header).toMatch(/^external_id,first_name,last_name,email,role_ids,/);

  // The examples become this run's candidates, under one surname; two more rows are copies
  // of João with a mistake each.
  const ours = (row: string, id: string, first: string) =>
    row
      .replace(/^ats-100\d/, `e2e-${run}-${id}`)
      .replace(/,(Lucía|João),(Fernández|Silva),/, `,${first},${surname},`)
      .replace(/[a-z.]+@example\.com/, `${first.toLowerCase()}.${run}@example.com`);
  const good = [ours(lucia!, "1", "Lucia"), ours(joao!, "2", "Joao")];
  const badRole = ours(joao!, "3", "Bruna").replace(",frontend,", ",frontnd,");
  const badEmail = ours(joao!, "4", "Carla").replace(
    /carla\.[a-z0-9]+@example\.com/,
    "carla-at-example",
  );
  const withMistakes = [header, ...good, badRole, badEmail].join("\r\n") + "\r\n";

  await chooseFile(page, "candidates.csv", withMistakes);
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Check of candidates.csv" }),
  ).toBeVisible();
  await expect(page.getByRole("status").first()).toContainText("Nothing has been written yet.");
  const refused = page.getByRole("table", { name: "Refused rows and their problems" });
  await expect(refused.locator("tbody tr")).toHaveCount(2);
  await expect(refused.locator('tr[data-row="3"]')).toContainText(
    'role_ids: unknown role "frontnd"',
  );
  await expect(refused.locator('tr[data-row="4"]')).toContainText("email: not an email address");
  await expectNoAxeViolations(page);
  // The report with its refused rows, at both widths, for a person to look at.
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`import-report-${width}.png`),
      fullPage: true,
    });
  }

  // The fixed file is checked again, then imported from the page without choosing it again.
  const fixedRole = badRole.replace(",frontnd,", ",frontend,");
  const fixedEmail = badEmail.replace("carla-at-example", `carla.${run}@example.com`);
  await chooseFile(
    page,
    "candidates-fixed.csv",
    [header, ...good, fixedRole, fixedEmail].join("\r\n") + "\r\n",
  );
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Check of candidates-fixed.csv" }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "Refused rows and their problems" })).toHaveCount(0);
  await expect(page.getByRole("status").first()).toContainText(
    "Importing creates 4 rows and updates 0 rows.",
  );
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Imported candidates-fixed.csv" }),
  ).toBeVisible();
  await expect(page.getByRole("status").first()).toContainText(
    "Created 4 rows, updated 0 rows, refused 0 rows.",
  );

  // In the list, by a skill's other name ("Tailwind" is Tailwind CSS) and the surname.
  await page.getByRole("link", { name: "See the talent pool" }).click();
  await page.getByLabel("Search", { exact: true }).fill(surname);
  await page.getByLabel("Skill", { exact: true }).fill("Tailwind");
  await page.getByRole("button", { name: "Show candidates" }).click();
  const table = page.getByRole("table", { name: "Candidates, newest first" });
  await expect(table.locator("tbody tr")).toHaveCount(3);
  await expect(table.getByRole("link", { name: `Joao ${surname[0]}.` })).toBeVisible();
  await expect(table.getByText("Tailwind CSS").first()).toBeVisible();
  // Lucía has no Tailwind, but her Node.js finds her.
  await page.getByLabel("Skill", { exact: true }).fill("node");
  await page.getByRole("button", { name: "Show candidates" }).click();
  await expect(table.getByRole("link", { name: `Lucia ${surname[0]}.` })).toBeVisible();

  // The same file again changes nothing and says so.
  await page.goto("/admin/talent/import");
  await chooseFile(
    page,
    "candidates-again.csv",
    [header, ...good, fixedRole, fixedEmail].join("\r\n") + "\r\n",
  );
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(
    page.getByText("4 rows match their candidates as stored: nothing to change."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Import", exact: true })).toHaveCount(0);
});

test("a file without a required column is refused beside the file field", async ({ page }) => {
  await signInAsStaff(page, STAFF_RECRUITER, "/admin/talent/import");
  await chooseFile(page, "no-email.csv", "external_id,first_name\r\nx-1,Ana\r\n");
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByRole("alert")).toContainText("There is a problem");
  const field = page.getByLabel("CSV file");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#file-error")).toContainText(
    "The first line must name every required column; missing: last_name, email,",
  );
});

test("the import page passes axe at 390 px and 1366 px", async ({ page }) => {
  await signInAsStaff(page, STAFF_RECRUITER, "/admin/talent/import");
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/talent/import");
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`talent-import-${width}.png`),
      fullPage: true,
    });
  }
});

test("sales staff get no import: no link, 403 on the page and the template", async ({ page }) => {
  await signInAsStaff(page, STAFF_SALES, "/admin/talent");
  await expect(page.getByRole("heading", { level: 1, name: "Talent" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Import candidates" })).toHaveCount(0);
  expect((await page.goto("/admin/talent/import"))?.status()).toBe(403);
  const template = await page.request.get("/admin/talent/import/template.csv");
  expect(template.status()).toBe(403);
});
