import { randomUUID } from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

// The step indicator says what the visitor has really done: opened first, the booking page
// and the briefing tick nothing, for the eye or for a screen reader.

const progress = (page: Page) => page.getByRole("navigation", { name: "Progress" });

async function statuses(page: Page): Promise<(string | null)[]> {
  return progress(page)
    .locator("li")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-status")));
}

test("a fresh visitor has no step ticked; after registering, only the company step is", async ({
  page,
}) => {
  for (const [path, here] of [
    ["/contact/book-call", 4],
    ["/briefing", 3],
  ] as const) {
    await page.goto(path);
    await expect(progress(page)).toBeVisible();
    await expect(progress(page)).not.toContainText("(completed)");
    const expected = ["upcoming", "upcoming", "upcoming", "upcoming", "upcoming"];
    expected[here] = "current";
    expect(await statuses(page), path).toEqual(expected);
  }

  const registered = await page.request.post("/company-registration", {
    form: {
      companyType: "startup",
      companyName: `Progress Pay ${randomUUID().slice(0, 8)}`,
      contactName: "Paula Progress",
      email: `paula+${randomUUID().slice(0, 8)}@example.com`,
      phone: "",
      idempotencyKey: randomUUID(),
    },
  });
  expect(registered.ok()).toBe(true);
  await page.goto("/contact/book-call");
  expect(await statuses(page)).toEqual(["complete", "upcoming", "upcoming", "upcoming", "current"]);
  await expect(progress(page).getByText("(completed)")).toHaveCount(1);
});
