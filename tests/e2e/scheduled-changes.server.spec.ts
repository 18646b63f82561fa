import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { type APIRequestContext, expect, test } from "@playwright/test";

import { baseURL } from "../../playwright.config";
import { type ServerProcess, startProductionServer } from "./server-process";

// Scheduled changes (decision 100) on the production server, its page cache on: a claim that
// changes on Monday at 9 and an article that appears then, published ahead of time as the
// studio would. The server's content clock is a file (CONTENT_CLOCK_FILE, refused in
// production, hence NODE_ENV=test for this server only); the visitor's browser runs on
// Playwright's clock, set to the same minute. The test moves the browser's clock past
// Monday 9 and sets the server's to the browser's time, and nothing else: no publish, no
// webhook, no restart.

const BEFORE = "2026-12-07T08:59:00Z";
const MONDAY_9 = "2026-12-07T09:00:00Z";
const NEW_FIGURE = "36 hours";
const ARTICLE_SLUG = "nearshore-vs-offshore-true-cost";

const count = (text: string, part: string) => text.split(part).length - 1;

test.describe.configure({ mode: "serial" });
let server: ServerProcess;
const folder = mkdtempSync(path.join(tmpdir(), "ng-scheduled-e2e-"));
const clockFile = path.join(folder, "now.txt");

test.beforeAll(async () => {
  const lines = readFileSync("studio/seed/production.ndjson", "utf8").trim().split("\n");
  const docs = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const old = docs.find((doc) => doc._id === "claim.interview-window")!;
  old.unpublishAt = MONDAY_9;
  docs.push({
    ...old,
    _id: "claim.interview-window-36h",
    value: NEW_FIGURE,
    unpublishAt: undefined,
    publishAt: MONDAY_9,
    replaces: { _type: "reference", _ref: "claim.interview-window" },
  });
  const article = docs.find((doc) => doc._id === `article.${ARTICLE_SLUG}`)!;
  article.publishAt = MONDAY_9;
  const dataset = path.join(folder, "production.ndjson");
  writeFileSync(dataset, `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  writeFileSync(clockFile, BEFORE);
  server = await startProductionServer({
    // After the ports the config and the other server specs take (+3 to +9).
    PORT: String(Number(new URL(baseURL).port) + 10),
    DATA_DIR: path.join(folder, "data"),
    CONTENT_DATASET_FILE: dataset,
    CONTENT_CLOCK_FILE: clockFile,
    NODE_ENV: "test",
  });
});

test.afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  rmSync(folder, { recursive: true, force: true });
});

/**
 * The home page once the page cache holds it: two answers in a row with one ETag (a fresh
 * start is still loading the sample pool, and a page drawn without it is not kept).
 */
async function cachedHomePage(request: APIRequestContext) {
  let etag = "";
  let html = "";
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${server.url}/`);
        const previous = etag;
        etag = answer.headers()["etag"] ?? "";
        html = await answer.text();
        return etag !== "" && etag === previous;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return { etag, html };
}

test("the claim, the article and the sitemap change at the set time, the cached page with them", async ({
  page,
  request,
}) => {
  await page.clock.install({ time: new Date(BEFORE) });
  const before = await cachedHomePage(request);
  // Other claims say "48 hours" too (the median match time): only this one's places change.
  expect(count(before.html, "48 hours")).toBeGreaterThan(0);
  expect(before.html).not.toContain(NEW_FIGURE);
  expect((await request.get(`${server.url}/insights/articles/${ARTICLE_SLUG}`)).status()).toBe(404);
  const sitemapBefore = await (await request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemapBefore).not.toContain(`/insights/articles/${ARTICLE_SLUG}</loc>`);
  // A visitor with the page open at 08:59 reads the old figure.
  await page.goto(`${server.url}/`);
  const figure = page.getByRole("main").getByText(NEW_FIGURE);
  await expect(page.getByRole("main").getByText("48 hours").first()).toBeVisible();
  await expect(figure).toHaveCount(0);

  // A minute passes for the visitor; the server's clock reads the same time.
  await page.clock.fastForward("01:00");
  const visitorNow = await page.evaluate(() => new Date().toISOString());
  // As instants: ISO strings of the same second compare wrongly ("09:00:00.000Z" < "09:00:00Z").
  expect(Date.parse(visitorNow)).toBeGreaterThanOrEqual(Date.parse(MONDAY_9));
  writeFileSync(clockFile, visitorNow);

  const after = await request.get(`${server.url}/`);
  expect(after.status()).toBe(200);
  expect(after.headers()["etag"]).not.toBe(before.etag);
  const html = await after.text();
  // The hero's figures and the closing guarantee both point at the old claim: each place it
  // took now shows the new figure.
  expect(count(html, NEW_FIGURE)).toBeGreaterThanOrEqual(2);
  expect(count(html, "48 hours")).toBe(count(before.html, "48 hours") - count(html, NEW_FIGURE));
  const article = await request.get(`${server.url}/insights/articles/${ARTICLE_SLUG}`);
  expect(article.status()).toBe(200);
  const sitemapAfter = await (await request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemapAfter).toContain(`/insights/articles/${ARTICLE_SLUG}</loc>`);
  // The visitor's next look at the page shows the new figure.
  await page.reload();
  await expect(figure.first()).toBeVisible();
});

test("a page kept in the cache after the change shows the new figure to the next visitor too", async ({
  page,
}) => {
  await page.goto(`${server.url}/`);
  await expect(page.getByText(NEW_FIGURE).first()).toBeVisible();
});
