import { expect, test } from "@playwright/test";

import { brokenDatabaseURL } from "../../playwright.config";

test("/healthz answers 200 once database and content are ready", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const body = await response.json();
  expect(body).toMatchObject({
    status: "ok",
    database: { ok: true, driver: "pglite" },
    content: { ok: true, source: "dataset" },
  });
});

test.describe("with an unreachable database", () => {
  test("/healthz answers 503 with the reason", async ({ request }) => {
    const response = await request.get(`${brokenDatabaseURL}/healthz`);
    expect(response.status()).toBe(503);
    const body = await response.json();
    expect(body.status).toBe("unavailable");
    expect(body.database.ok).toBe(false);
    expect(body.database.reason).toBe("database unavailable: connection refused");
    // The public check names the cause, never where the database lives.
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|localhost|:\d{2,5}\b|postgres:\/\//);
    expect(body.content.ok).toBe(true);
  });

  test("pages that need no data still render", async ({ page }) => {
    const response = await page.goto(`${brokenDatabaseURL}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The home page's cards come from the talent pool: without it the page keeps its words,
    // and is kept by no cache so the cards are back once the database is.
    await expect(page.getByTestId("hero-profile")).toHaveCount(0);
    await expect(page.getByTestId("sample-match-preview")).toContainText("Sample match preview");
    await expect(page.getByTestId("sample-match-preview").getByRole("listitem")).toHaveCount(0);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
  });
});
