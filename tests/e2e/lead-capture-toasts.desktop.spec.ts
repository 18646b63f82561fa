import { expect, type Page, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";

// The site-wide toast system, driven through the contact form's 'Missing Information' toast.
// Desktop only: the swipe is made with a mouse pointer. The page's clock is Playwright's, so
// the 5-second duration is checked by moving time, not by racing it.

async function missingInformationToast(page: Page) {
  await page.getByRole("button", { name: "Send Message" }).click();
}

const region = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });
const items = (page: Page) => region(page).getByRole("listitem");

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date("2026-11-23T10:00:00Z") });
  await page.goto("/contact");
  // Wait for hydration: the form turns the browser's own validation off once React runs.
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(new Date("2026-11-23T10:01:00Z"));
});

test("a destructive toast is announced, styled as such, and leaves after 5 seconds", async ({
  page,
}) => {
  test.slow(); // an axe run on a busy machine
  // Hovering a toast pauses its timer: keep the pointer away.
  await page.mouse.move(0, 0);
  await missingInformationToast(page);
  const toast = items(page).first();
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await expect(toast).toHaveClass(/bg-danger-700/);
  // Radix copies the text into a live region for screen readers on the next frame and keeps
  // it there for a second.
  await page.clock.runFor(100);
  await expect(page.locator('[role="status"][aria-live="assertive"]')).toContainText(
    "Missing Information",
  );

  await page.clock.runFor(4_400);
  await expect(toast).toBeVisible();
  await page.clock.runFor(600);
  await expect(items(page)).toHaveCount(0);

  // axe waits on timers of its own: let time run, and hold the toast open by hovering it.
  await page.clock.resume();
  await missingInformationToast(page);
  await items(page).first().hover();
  await expectNoAxeViolations(page);
});

test("a second failed submission replaces the toast instead of stacking a new one", async ({
  page,
}) => {
  await page.mouse.move(0, 0);
  await missingInformationToast(page);
  await expect(items(page)).toHaveCount(1);
  await page.clock.runFor(1_000);
  await missingInformationToast(page);
  await missingInformationToast(page);
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText("Please fill in all required fields.");
  // The replacement runs its own full 5 seconds.
  await page.clock.runFor(4_500);
  await expect(items(page)).toHaveCount(1);
  await page.clock.runFor(600);
  await expect(items(page)).toHaveCount(0);
});

test("F8 moves focus to the toasts", async ({ page }) => {
  await missingInformationToast(page);
  await expect(items(page)).toHaveCount(1);
  await page.keyboard.press("F8");
  await expect(region(page).locator("ol")).toBeFocused();
});

test("a swipe to the right dismisses a toast", async ({ page }) => {
  await missingInformationToast(page);
  const toast = items(page).first();
  await expect(toast).toBeVisible();
  // The toast slides in from beyond the right edge: measured mid-slide, the pointer would go
  // down to its right, on nothing.
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + 260, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(items(page)).toHaveCount(0);
});
