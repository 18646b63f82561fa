import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { signInAsStaff, STAFF_ADMIN } from "./staff-helpers";

// An admin creates an API token, sees it once, a recruiting tool uses it with nothing but the
// bearer header (the `request` fixture shares no cookie with the page), and revoking it ends
// its use at the next request. Scopes, limits and the import in detail are integration tests.

test("an admin creates an API token, it reads the pool, and once revoked it is refused", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsStaff(page, STAFF_ADMIN, "/admin");
  await page
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "API tokens" })
    .click();
  await expect(page).toHaveURL(/\/admin\/api-tokens$/);
  await expect(page.getByRole("heading", { level: 1, name: "API tokens" })).toBeVisible();

  const name = `CRM sync ${Date.now()}`;
  const create = page.getByRole("button", { name: "Create token" });
  // Without a scope the form says so and keeps the name.
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await create.click();
  await expect(page.getByRole("alert")).toContainText("There is a problem");
  await expect(page.getByText("Choose at least one scope").first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);

  await page.getByRole("checkbox", { name: /talent:read/ }).check();
  await create.click();
  const created = page.getByRole("status").filter({ hasText: "created" });
  await expect(created).toContainText(name);
  await expect(created).toContainText("shown only this once");
  const field = page.getByRole("textbox", { name: "API token" });
  await expect(field).toHaveValue(/^ng_[A-Za-z0-9_-]{43}$/);
  const token = await field.inputValue();
  await page.getByRole("button", { name: "Copy token" }).click();
  await expect(page.getByText("Copied to the clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(token.slice(0, 11));
  await expect(row).toContainText("talent:read");
  await expect(row).toContainText("Never");
  await expect(row).toContainText(STAFF_ADMIN);
  await expectNoAxeViolations(page);

  // The token reads the pool with its bearer header alone.
  const bearer = { Authorization: `Bearer ${token}` };
  const list = await request.get("/api/v1/talent?limit=2", { headers: bearer });
  expect(list.status()).toBe(200);
  expect(list.headers()["cache-control"]).toBe("no-store");
  expect(list.headers()["set-cookie"]).toBeUndefined();
  const page1 = (await list.json()) as { data: { id: string }[]; nextCursor: string | null };
  expect(page1.data.length).toBeGreaterThan(0);
  const one = await request.get(`/api/v1/talent/${page1.data[0]!.id}`, { headers: bearer });
  expect(one.status()).toBe(200);
  expect(((await one.json()) as { id: string }).id).toBe(page1.data[0]!.id);
  // It has no write scope: an import is refused, as a cross-site post would not be.
  const importAttempt = await request.post("/api/v1/talent/import?dry_run=true", {
    headers: { ...bearer, "Content-Type": "text/csv", Origin: "https://crm.example" },
    data: "external_id\n",
  });
  expect(importAttempt.status()).toBe(403);
  expect(((await importAttempt.json()) as { error: { code: string } }).error.code).toBe(
    "insufficient_scope",
  );

  // The token is not on the page any more, and its use is.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "API token" })).toHaveCount(0);
  expect(await page.content()).not.toContain(token);
  await expect(row).not.toContainText("Never");

  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await expect(page.getByRole("status")).toContainText("The token is revoked");
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button", { name: `Revoke ${name}` })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const refused = await request.get("/api/v1/talent", { headers: bearer });
  expect(refused.status()).toBe(401);
  expect(refused.headers()["www-authenticate"]).toMatch(/^Bearer /);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("invalid_token");

  // The description stays public.
  const described = await request.get("/api/v1/openapi.json");
  expect(described.status()).toBe(200);
  expect(((await described.json()) as { openapi: string }).openapi).toBe("3.1.0");
});
