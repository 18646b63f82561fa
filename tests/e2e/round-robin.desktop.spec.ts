import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { signInAsStaff, STAFF_ADMIN } from "./staff-helpers";

// An admin sets the round robin's cap of open leads on the account page: a value out of range
// is refused beside the field with what was typed kept, a good one is saved and shown, and an
// empty one lifts the cap (the state the other tests expect).

test("an admin sets and lifts the cap of open leads per salesperson", async ({ page }) => {
  await signInAsStaff(page, STAFF_ADMIN, "/admin/account");
  const cap = page.getByLabel("Open leads per salesperson");
  const save = page.getByRole("button", { name: "Save cap" });

  await cap.fill("0");
  await save.click();
  await expect(cap).toHaveValue("0");
  await expect(cap).toHaveAccessibleDescription(/Enter a whole number from 1 to 500/);
  await expectNoAxeViolations(page);

  await cap.fill("12");
  await save.click();
  await expect(page.getByRole("status")).toHaveText("Saved: the cap of open leads.");
  await expect(cap).toHaveValue("12");
  await expect(page.getByText("passing over anyone holding 12 open leads")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  await cap.fill("");
  await save.click();
  await expect(page.getByRole("status")).toHaveText("Saved: the cap of open leads.");
  await expect(cap).toHaveValue("");
});
