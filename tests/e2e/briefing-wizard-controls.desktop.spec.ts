import { expect, type Page, test } from "@playwright/test";

// The wizard's own controls, one at a time: the requirement list on step 2, the role
// toggles on step 3, the step buttons at either end, and where focus goes on a new step.

async function openStep(page: Page, step: number) {
  await page.goto(`/briefing?step=${step}`);
  // "Save and finish later" renders only once the page has hydrated.
  await expect(page.getByRole("button", { name: "Save and finish later" })).toBeVisible();
}

const stepHeading = (page: Page) => page.locator("h2#briefing-step-heading");

test("requirements on step 2 are added, blanks and duplicates ignored, and removed", async ({
  page,
}) => {
  await openStep(page, 2);
  const input = page.getByRole("textbox", { name: "Requirement", exact: true });
  const add = page.getByRole("button", { name: "Add requirement" });
  const chips = page.getByRole("list", { name: "Critical requirements" }).getByRole("listitem");

  await add.click();
  await expect(page.getByRole("status").getByText("Type a requirement first.")).toBeVisible();
  await expect(chips).toHaveCount(0);
  await input.fill("   ");
  await input.press("Enter");
  await expect(page.getByRole("status").getByText("Type a requirement first.")).toBeVisible();
  await expect(chips).toHaveCount(0);

  await input.fill("  SOC 2   audit ");
  await add.click();
  await expect(chips).toHaveText([/^SOC 2 audit/]);
  await expect(input).toHaveValue("");
  await expect(page.getByRole("status").getByText('Added "SOC 2 audit".')).toBeVisible();

  await page.getByLabel("Priority").selectOption("nice");
  await input.fill("Kotlin");
  await input.press("Enter");
  await expect(chips).toHaveText([/^SOC 2 audit/, /^Kotlin/]);
  await expect(chips.nth(1).getByRole("button", { name: /^Kotlin: nice-to-have/ })).toBeVisible();

  // The same text in other letters is the same requirement.
  await input.fill("soc 2 AUDIT");
  await add.click();
  await expect(
    page.getByRole("status").getByText('"soc 2 AUDIT" is already in the list.'),
  ).toBeVisible();
  await expect(chips).toHaveCount(2);

  await page.getByRole("button", { name: "Remove SOC 2 audit" }).click();
  await expect(chips).toHaveText([/^Kotlin/]);
  await expect(page.getByRole("status").getByText('Removed "SOC 2 audit".')).toBeVisible();
  await page.getByRole("button", { name: "Remove Kotlin" }).click();
  await expect(page.getByRole("list", { name: "Critical requirements" })).toHaveCount(0);
});

test("role toggles on step 3 change the selection and the head count", async ({ page }) => {
  await openStep(page, 3);
  const count = page.locator("#briefing-teamComposition-selectedRoles-count");
  const devops = page.getByRole("button", { name: "DevOps Engineer", exact: true });
  const mobile = page.getByRole("button", { name: "Mobile Developer", exact: true });
  const selected = page.getByRole("list", { name: "Selected roles" });

  await expect(count).toHaveText("0 roles selected");
  await devops.click();
  await expect(devops).toHaveAttribute("aria-pressed", "true");
  await expect(count).toHaveText("1 role selected, 1 person");
  await mobile.click();
  await expect(count).toHaveText("2 roles selected, 2 people");
  await expect(selected.getByRole("listitem")).toHaveCount(2);

  await page.getByRole("button", { name: "One more Mobile Developer" }).click();
  await page.getByRole("button", { name: "One more Mobile Developer" }).click();
  await expect(count).toHaveText("2 roles selected, 4 people");
  await expect(
    selected.getByRole("listitem").filter({ hasText: "Mobile Developer" }).getByLabel("People"),
  ).toHaveValue("3");
  await page.getByRole("button", { name: "One fewer Mobile Developer" }).click();
  await expect(count).toHaveText("2 roles selected, 3 people");

  // Off again: the role and its people leave the count.
  await devops.click();
  await expect(devops).toHaveAttribute("aria-pressed", "false");
  await expect(count).toHaveText("1 role selected, 2 people");
  await page.getByRole("button", { name: "Remove Mobile Developer" }).click();
  await expect(mobile).toHaveAttribute("aria-pressed", "false");
  await expect(count).toHaveText("0 roles selected");
  await expect(selected).toHaveCount(0);
});

test("Previous is disabled on step 1, Next on step 10, and focus moves to each new step's heading", async ({
  page,
}) => {
  await openStep(page, 1);
  const previous = page.getByRole("button", { name: "Previous" });
  const next = page.getByRole("button", { name: "Next", exact: true });
  await expect(page.getByText("Step 1 of 10")).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  await next.click();
  await expect(page).toHaveURL(/\/briefing\?step=2$/);
  await expect(page.getByText("Step 2 of 10")).toBeVisible();
  await expect(stepHeading(page)).toHaveText("Pain Points & Project Needs");
  await expect(stepHeading(page)).toBeFocused();
  await expect(previous).toBeEnabled();

  await previous.click();
  await expect(stepHeading(page)).toHaveText("Company Information");
  await expect(stepHeading(page)).toBeFocused();
  await expect(previous).toBeDisabled();

  await openStep(page, 9);
  await next.click();
  await expect(page.getByText("Step 10 of 10")).toBeVisible();
  await expect(stepHeading(page)).toHaveText("Summary");
  await expect(stepHeading(page)).toBeFocused();
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
});
