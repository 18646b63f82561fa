import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { type Browser, expect, type Page, test } from "@playwright/test";

import { baseURL, MAIL_SINK_PORT } from "../../playwright.config";
import { expectNoAxeViolations } from "./axe";
import { heroTitle, withHeroTitle } from "./page-docs";
import { type ServerProcess, startProductionServer } from "./server-process";
import { requestSignIn, waitForSignInLink } from "./staff-helpers";

// An editor sees unpublished drafts on the real pages through a signed preview link that a
// staff member makes; visitors, the page cache and search engines never do. Run on the
// production server with a copy of the bundled dataset holding drafts, as saving them in the
// studio would leave them: an edit of the story page's title and a page never published.

test.describe.configure({ mode: "serial" });
const STAFF = "preview-staff@neargenius.test";
const DRAFT_TITLE = "Our story, as the editor is rewriting it";
const NEW_PAGE_TITLE = "Pricing, not yet published";
let server: ServerProcess;
// The story page's title as published in the bundled dataset.
let storyTitle: string;
const folder = mkdtempSync(path.join(tmpdir(), "ng-draft-preview-e2e-"));

test.beforeAll(async () => {
  const lines = readFileSync("studio/seed/production.ndjson", "utf8").trim().split("\n");
  const docs = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const story = docs.find((doc) => doc._type === "page" && doc.path === "/about/story")!;
  storyTitle = heroTitle(story);
  docs.push(
    { ...withHeroTitle(story, DRAFT_TITLE), _id: `drafts.${String(story._id)}` },
    {
      ...withHeroTitle(story, NEW_PAGE_TITLE),
      _id: "drafts.page.pricing",
      path: "/pricing",
      seo: { title: NEW_PAGE_TITLE, description: "What a team costs, month by month." },
    },
  );
  const dataset = path.join(folder, "production.ndjson");
  writeFileSync(dataset, `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  const port = Number(new URL(baseURL).port) + 6;
  server = await startProductionServer({
    // After the config's three ports and those the other server specs take.
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(folder, "data"),
    CONTENT_DATASET_FILE: dataset,
    SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_PORT}`,
    STAFF_SALES_EMAILS: STAFF,
    RATE_LIMIT_MAX: "10000",
  });
});

test.afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  rmSync(folder, { recursive: true, force: true });
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
// The invisible characters Sanity's stega encoding writes (@vercel/stega).
const STEGA = /(?:\u200b|\u200c|\u200d|[\u2060-\u2064]|\ufeff){4,}/u;
const banner = (page: Page) => page.getByRole("region", { name: "Draft preview" });

test("a staff member's preview link shows an editor the drafts, and only them", async ({
  browser,
}) => {
  const visitor = await newPage(browser);
  await visitor.goto("/about/story");
  await expect(heading(visitor)).toHaveText(storyTitle);
  expect((await visitor.request.get(`${server.url}/pricing`)).status()).toBe(404);

  // The staff member makes a link in the staff area.
  const staff = await newPage(browser);
  const marker = await requestSignIn(staff, STAFF, "/admin");
  await staff.goto(await waitForSignInLink(STAFF, marker));
  // Any staff member finds it in the staff bar.
  await staff
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "Preview drafts" })
    .click();
  await expect(staff).toHaveURL(`${server.url}/admin/preview`);
  await expect(heading(staff)).toHaveText("Preview drafts");
  await expectNoAxeViolations(staff);
  await staff.getByLabel("Start on the page").fill("/pricing");
  await staff.getByRole("button", { name: "Make a link for an editor" }).click();
  await expect(staff.getByRole("status")).toContainText("Preview link ready");
  const link = await staff.getByLabel("Link to send").inputValue();
  expect(link).toMatch(new RegExp(`^${server.url}/preview\\?token=[\\w.-]+&path=%2Fpricing$`));
  await expectNoAxeViolations(staff);

  // The editor, who has no staff account, opens it.
  const editor = await newPage(browser);
  await editor.goto(link);
  await expect(editor).toHaveURL(`${server.url}/pricing`);
  // A draft's texts carry their click-to-edit marks (invisible characters) after the words.
  await expect(heading(editor)).toContainText(NEW_PAGE_TITLE);
  await expect(banner(editor)).toContainText("this page shows unpublished drafts");
  await expectNoAxeViolations(editor);
  await editor.goto("/about/story");
  await expect(heading(editor)).toContainText(DRAFT_TITLE);
  // Never kept by any cache, never indexed.
  const answer = await editor.request.get(`${server.url}/about/story`);
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await answer.text()).toContain(DRAFT_TITLE);

  // Meanwhile visitors get the published page, from the server's page cache or not.
  for (let visit = 0; visit < 2; visit += 1) {
    const page = await visitor.request.get(`${server.url}/about/story`);
    expect(page.headers()["cache-control"]).toContain("public");
    const html = await page.text();
    expect(html).not.toContain(DRAFT_TITLE);
    expect(html).not.toContain("unpublished drafts");
  }
  expect((await visitor.request.get(`${server.url}/pricing`)).status()).toBe(404);
  const sitemap = await (await visitor.request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).not.toContain("/pricing</loc>");

  // Leaving the preview shows the editor the published page again.
  await banner(editor).getByRole("button", { name: "Leave preview" }).click();
  await expect(editor).toHaveURL(`${server.url}/about/story`);
  await expect(heading(editor)).toHaveText(storyTitle);
  await expect(banner(editor)).toHaveCount(0);
});

test("a changed or made-up preview link opens nothing", async ({ browser }) => {
  const editor = await newPage(browser);
  for (const token of ["made-up", "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjk5OTk5OTk5OTl9.forged"]) {
    const response = await editor.goto(`/preview?token=${token}&path=/pricing`);
    expect(response?.status()).toBe(403);
    await expect(heading(editor)).toHaveText("This preview link does not work any more");
  }
  await expectNoAxeViolations(editor);
  expect((await editor.request.get(`${server.url}/pricing`)).status()).toBe(404);
  await editor.goto("/about/story");
  await expect(banner(editor)).toHaveCount(0);
  // The studio's way in needs a Sanity project; on the bundled dataset it opens nothing.
  const studio = await editor.request.get(
    `${server.url}/api/preview/enable?sanity-preview-secret=anything&sanity-preview-pathname=/pricing`,
    { maxRedirects: 0 },
  );
  expect(studio.status()).toBe(404);
  expect(studio.headers()["set-cookie"]).toBeUndefined();
});

test("staff open a preview of their own, starting on the page they name", async ({ browser }) => {
  const staff = await newPage(browser);
  const marker = await requestSignIn(staff, STAFF, "/admin/preview");
  await staff.goto(await waitForSignInLink(STAFF, marker));
  await staff.getByLabel("Start on the page").fill("https://example.com/");
  await staff.getByRole("button", { name: "Open the preview" }).click();
  await expect(
    staff.getByText('Enter the address of a page of the site, starting with "/"').first(),
  ).toBeVisible();
  await staff.getByLabel("Start on the page").fill("/about/story");
  await staff.getByRole("button", { name: "Open the preview" }).click();
  await expect(staff).toHaveURL(`${server.url}/about/story`);
  await expect(heading(staff)).toContainText(DRAFT_TITLE);
  await expect(banner(staff)).toBeVisible();

  // The page's texts carry the marks; its title, description and structured data do not.
  const html = await (await staff.request.get(`${server.url}/about/story`)).text();
  expect(STEGA.test(html)).toBe(true);
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toContain("<title>");
  expect(STEGA.test(head)).toBe(false);
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
    expect(STEGA.test(json!)).toBe(false);
  }

  // Click-to-edit: pointing at the heading frames it, with a link to the field behind it. The
  // overlays' script loads after the page; a pointer that arrived before it was listening is
  // moved off and back until it answers.
  const open = staff.getByRole("link", { name: "Open in Studio" });
  await expect(async () => {
    await banner(staff).hover();
    await heading(staff).hover();
    await expect(open).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const href = new URL((await open.getAttribute("href"))!, server.url);
  // The heading is the title field of the page's hero block.
  expect(decodeURIComponent(href.pathname)).toMatch(
    /^\/admin\/preview\/field\/page\.[^/]+\/page\/blocks\[_key=="hero"\]\.title$/,
  );
  const field = await newPage(browser);
  await field.context().addCookies(await staff.context().cookies());
  const answer = await field.goto(href.toString());
  expect(answer?.status()).toBe(200);
  await expect(heading(field)).toHaveText("Where this text comes from");
  await expect(field.getByTestId("field-path")).toHaveText('blocks[_key=="hero"].title');
  await expect(field.getByTestId("field-document")).toHaveText(/^page\./);
});

test("outside a preview no page, title or structured data carries a click-to-edit mark", async ({
  browser,
}) => {
  const visitor = await newPage(browser);
  // Every page of the sitemap, and the home page's structured data and social card.
  const sitemap = await (await visitor.request.get(`${server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  expect(paths.length).toBeGreaterThan(20);
  for (const pagePath of paths) {
    const html = await (await visitor.request.get(`${server.url}${pagePath}`)).text();
    expect({ pagePath, marked: STEGA.test(html) }).toEqual({ pagePath, marked: false });
  }
});
