// Runs in the desktop project only: one pass through the real mail round trip is enough.
import { expect, test } from "@playwright/test";

import { linkIn, waitForMailTo } from "./mail";

test("the confirmation mail arrives over SMTP and its links confirm and unsubscribe", async ({
  page,
}) => {
  test.slow();
  const address = `round-trip-${Date.now()}@example.com`;
  await page.goto("/insights/articles");
  const box = page.locator("#newsletter");
  await box.getByLabel("Email address").fill(address);
  await box.getByRole("button", { name: "Subscribe" }).click();
  // The articles page is not hydrated: the plain post lands on the confirmation page.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thanks for subscribing!");
  await expect(page.getByRole("status")).toContainText("Check your inbox");

  const mail = await waitForMailTo(address);
  expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  // The header's one-click address is the same as the link in the body.
  expect(mail.headers).toContain(`<${linkIn(mail, "/newsletter/unsubscribe")}>`);

  // Opening the link only asks (mail scanners open links too); the button confirms.
  await page.goto(linkIn(mail, "/newsletter/confirm"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");

  // The same link again: already confirmed, not an error.
  await page.goto(linkIn(mail, "/newsletter/confirm"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Already confirmed");

  await page.goto(linkIn(mail, "/newsletter/unsubscribe"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
});
