import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";

import { expect, type Page, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { signInAsStaff, STAFF_ADMIN, STAFF_SALES } from "./staff-helpers";

/** A contact-form control by its label (the page also has a region named like the form). */
const contactField = (page: Page, name: string) =>
  page.getByRole("textbox", { name: new RegExp(`^${name}( \\*| \\(optional\\))?$`) });

/** A person registers a company (the form as it posts without JavaScript) and sends a message. */
async function personThroughTheSite(page: Page) {
  const tag = randomUUID().slice(0, 8);
  const person = {
    email: `erase.me+${tag}@example.com`,
    name: `Erin Erasable ${tag}`,
    company: `Forgettable Widgets ${tag}`,
  };
  const registered = await page.request.post("/company-registration", {
    form: {
      companyType: "startup",
      companyName: person.company,
      contactName: person.name,
      email: person.email,
      phone: "",
      idempotencyKey: randomUUID(),
    },
  });
  expect(registered.ok()).toBe(true);
  await page.goto("/contact");
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  await contactField(page, "Name").fill(person.name);
  await contactField(page, "Email").fill(person.email);
  await contactField(page, "Company").fill(person.company);
  await contactField(page, "Message").fill("Please forget me after this.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: `Thank you, ${person.name}!` })).toBeVisible();
  return person;
}

// The contact form sends the visitor's zone so the sales team knows when to call back.
test.use({ timezoneId: "Asia/Tokyo" });

const countOf = (page: Page, kind: string) =>
  page.locator(`tr[data-kind="${kind}"]`).getByRole("cell");

test("an admin downloads a person's data and erases it; the audit log records both", async ({
  page,
}) => {
  test.slow(); // sign-in by mail, two axe runs and an erasure on a busy machine
  const person = await personThroughTheSite(page);
  await page.context().clearCookies();

  await signInAsStaff(page, STAFF_ADMIN, "/admin/people");
  await expect(page.getByRole("navigation", { name: "Staff area" })).toContainText("People");
  await page.getByLabel("Email address").fill("not-an-address");
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.locator("#email-error")).toHaveText(
    "Enter an email address like name@example.com.",
  );
  await expect(page.getByLabel("Email address")).toHaveValue("not-an-address");

  // Looked up in another case than typed on the site: still the same person.
  await page.getByLabel("Email address").fill(person.email.toUpperCase());
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByRole("heading", { name: /What we hold about/ })).toBeVisible();
  await expect(countOf(page, "leads")).toHaveText("1");
  await expect(countOf(page, "orders")).toHaveText("1");
  await expect(countOf(page, "contacts")).toHaveText("1");
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download their data (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^near-genius-personal-data-\d{4}-\d{2}-\d{2}\.json$/,
  );
  const copy = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    leads: { companyName: string; events: { type: string }[] }[];
    contacts: { message: string; timezone: string | null }[];
    orders: { contactName: string }[];
    mail: { toAddress: string }[];
  };
  expect(copy.leads[0]?.companyName).toBe(person.company);
  expect(copy.leads[0]?.events.map((event) => event.type)).toContain("registered");
  expect(copy.orders[0]?.contactName).toBe(person.name);
  expect(copy.contacts[0]?.message).toBe("Please forget me after this.");
  expect(copy.contacts[0]?.timezone).toBe("Asia/Tokyo");
  expect(copy.mail.map((mail) => mail.toAddress)).toContain(person.email);

  // The confirmation must be the same address; a mismatch erases nothing and says why.
  const confirm = page.getByLabel(`Type ${person.email} again to confirm`);
  await confirm.fill("someone.else@example.com");
  await page.getByRole("button", { name: "Erase everything about this person" }).click();
  await expect(page.locator("#confirmEmail-error")).toHaveText(
    "This is not the same address as the one above. Type it exactly again.",
  );
  await expect(page.getByRole("alert")).toContainText("There is a problem");
  await expect(confirm).toHaveValue("someone.else@example.com");
  await expect(countOf(page, "contacts")).toHaveText("1");

  await confirm.fill(person.email);
  await page.getByRole("button", { name: "Erase everything about this person" }).click();
  const done = page.getByRole("status").filter({ hasText: "Erased" });
  await expect(done).toContainText(`at the request of ${STAFF_ADMIN}`);
  await expect(countOf(page, "leads")).toHaveText("1");
  await expect(countOf(page, "orders")).toHaveText("1");
  await expect(countOf(page, "contacts")).toHaveText("1");
  await expectNoAxeViolations(page);

  await page.getByLabel("Email address").fill(person.email);
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText("Nothing is held about this address.")).toBeVisible();
  await expect(page.getByText(/This address was erased before/)).toBeVisible();

  // Both acts are in the audit log, naming the person by a hash, not the address.
  await page.goto("/admin/audit");
  const log = page.getByRole("table");
  await expect(log).toContainText("person.erased");
  await expect(log).toContainText("person.exported");
  await expect(log).not.toContainText(person.email);
});

test("a sales user is refused the people page and the export (403)", async ({ page }) => {
  await signInAsStaff(page, STAFF_SALES);
  const pageAnswer = await page.goto("/admin/people?email=someone%40example.com");
  expect(pageAnswer?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff area" })).toHaveCount(0);
  const file = await page.request.get("/admin/people/export.json?email=someone%40example.com");
  expect(file.status()).toBe(403);
  expect(await file.text()).not.toContain("{");
});

test("the people page at 390 px: no sideways scroll, no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, STAFF_ADMIN, "/admin/people");
  await page.getByLabel("Email address").fill(`nobody+${randomUUID().slice(0, 8)}@example.com`);
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText("Nothing is held about this address.")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoAxeViolations(page);
});
