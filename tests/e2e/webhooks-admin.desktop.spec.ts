import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { signInAsStaff, STAFF_ADMIN } from "./staff-helpers";

// An admin adds a webhook endpoint: addresses that are not https or not on the public internet
// are refused next to the field with what was typed kept; a public https address saves and
// shows its signing secret once; a visitor's message shows up in its delivery log; disabling and deleting
// confirm. Delivery, retries, signing and the network guard in detail are integration tests.

// A public address literal: the test machine resolves no public names, and an address
// literal needs no DNS.
const PUBLIC_URL = `https://93.184.215.14/near-genius/${Date.now()}`;

test("an admin adds, checks, disables and deletes a webhook endpoint", async ({
  browser,
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsStaff(page, STAFF_ADMIN, "/admin/webhooks");
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();

  const url = page.getByRole("textbox", { name: "URL" });
  const description = page.getByRole("textbox", { name: /Description/ });
  const add = page.getByRole("button", { name: "Add endpoint" });

  await url.fill("http://hooks.example.com/in");
  await description.fill("CRM sync");
  await page.getByRole("checkbox", { name: /booking\.cancelled/ }).uncheck();
  await add.click();
  await expect(page.getByRole("alert")).toContainText("There is a problem");
  await expect(url).toHaveAccessibleDescription(/The address must start with https:\/\//);
  await expect(url).toHaveValue("http://hooks.example.com/in");
  await expect(description).toHaveValue("CRM sync");
  await expect(page.getByRole("checkbox", { name: /booking\.cancelled/ })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: /booking\.created/ })).toBeChecked();

  // The server's network guard: a name for this machine is refused before any lookup.
  await url.fill("https://localhost/hook");
  await add.click();
  await expect(url).toHaveAccessibleDescription(/must be on the public internet/);

  await url.fill(PUBLIC_URL);
  await page.getByLabel("Payload").selectOption("full");
  await add.click();
  const added = page.getByRole("status").filter({ hasText: "Endpoint added" });
  await expect(added).toContainText(PUBLIC_URL);
  const secret = page.getByRole("textbox", { name: "Signing secret" });
  await expect(secret).toHaveValue(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await page.getByRole("button", { name: "Copy secret" }).click();
  await expect(page.getByText("Copied to the clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await secret.inputValue());
  // The form is empty again, and the list has the endpoint with the events chosen.
  await expect(url).toHaveValue("");
  const row = page.getByRole("row").filter({ hasText: PUBLIC_URL });
  await expect(row).toContainText("CRM sync");
  await expect(row).toContainText("Enabled");
  await expect(row).toContainText("Full payload");
  await expect(row).not.toContainText("booking.cancelled");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The secret is shown once: it is not on the page after a reload.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Signing secret" })).toHaveCount(0);
  expect(await page.content()).not.toContain("whsec_");

  // A visitor's message is an event the endpoint subscribes to: its delivery is in the log.
  // (Other tests' events may be there too: the e2e server is shared.)
  const visitor = await browser.newPage();
  await visitor.goto("/contact");
  // The thanks by name come from the form's script; a form sent before it runs is the plain
  // post, which thanks without the name (tested in forms-no-js).
  await expect(visitor.locator("form[novalidate]")).toHaveCount(1);
  const company = `Hookco ${Date.now()}`;
  await visitor.getByRole("textbox", { name: "Name" }).fill("Hana Hook");
  await visitor.getByRole("textbox", { name: "Email" }).fill(`hook+${Date.now()}@example.com`);
  await visitor.getByRole("textbox", { name: "Company" }).fill(company);
  await visitor.getByRole("textbox", { name: "Message" }).fill("Please call me back.");
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByRole("heading", { name: "Thank you, Hana Hook!" })).toBeVisible();
  await visitor.close();

  await row.getByRole("link", { name: `Delivery log of ${PUBLIC_URL}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delivery log" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(PUBLIC_URL);
  const log = page.getByRole("table", { name: "Deliveries to this endpoint, newest first" });
  await expect(log.getByRole("row").filter({ hasText: "contact.received" })).not.toHaveCount(0);
  // The message's payload carries ids and references only, never what the visitor typed.
  await expect(log).not.toContainText(company);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "All endpoints" }).click();

  await row.getByRole("button", { name: `Disable ${PUBLIC_URL}` }).click();
  await expect(page.getByRole("status")).toContainText("The endpoint is disabled");
  await expect(row).toContainText("Disabled");

  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: `Delete ${PUBLIC_URL}` }).click();
  await expect(page.getByRole("status")).toContainText("The endpoint was deleted");
  await expect(row).toHaveCount(0);
});
