import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./axe";
import { BLOCKS_TITLE, blocksPage } from "./blocks-page";
import { withHeroTitle } from "./page-docs";
import { type ServerProcess, startProductionServer } from "./server-process";

// A Page document an editor publishes at a free address is a page of the site: served there by
// the catch-all route, listed in the sitemap, linked to from a menu. One still in draft, and
// one at an address the site's own page answers, are not. A redirect sends its old address on
// in one hop and is never listed. Run on a copy of the bundled dataset
// with those documents added, as publishing them in the studio would.

test.describe.configure({ mode: "serial" });
let server: ServerProcess;
const folder = mkdtempSync(path.join(tmpdir(), "ng-editor-pages-e2e-"));

function pageFrom(story: Record<string, unknown>, id: string, pagePath: string, title: string) {
  return {
    ...withHeroTitle(story, title),
    _id: id,
    path: pagePath,
    seo: { title, description: `${title}: how we work together.` },
  };
}

test.beforeAll(async () => {
  const lines = readFileSync("studio/seed/production.ndjson", "utf8").trim().split("\n");
  const docs = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const story = docs.find((doc) => doc._type === "page" && doc.path === "/about/story")!;
  docs.push(
    pageFrom(story, "page.partners", "/partners", "Our technology partners"),
    pageFrom(story, "drafts.page.pricing", "/pricing", "Pricing, not yet published"),
    pageFrom(story, "page.contact-copy", "/contact", "A second contact page"),
  );
  // The footer's first column links to the new page.
  const footer = docs.find((doc) => doc._type === "footer") as {
    columns?: { links?: Record<string, string>[] }[];
  };
  footer.columns![0]!.links!.push({
    _key: "partners",
    _type: "link",
    label: "Partners",
    href: "/partners",
  });
  docs.push(blocksPage((story.blocks as { image?: unknown }[])[0]!.image));
  // The page's old address, and a campaign address sent elsewhere for a while.
  docs.push(
    { _id: "redirect.old-partners", _type: "redirect", from: "/old-partners", to: "/partners" },
    {
      _id: "redirect.spring",
      _type: "redirect",
      from: "/spring",
      to: "/contact",
      permanent: false,
    },
  );
  const dataset = path.join(folder, "production.ndjson");
  writeFileSync(dataset, `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  server = await startProductionServer({
    // After the config's three ports and those the security-headers and rendered-page-cache
    // specs take.
    PORT: String(Number(new URL(baseURL).port) + 5),
    DATA_DIR: path.join(folder, "data"),
    CONTENT_DATASET_FILE: dataset,
  });
});

test.afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  rmSync(folder, { recursive: true, force: true });
});

test("a published page is served at its address, from the footer link, and listed in the sitemap", async ({
  page,
}) => {
  await page.goto(`${server.url}/`);
  await page.getByRole("contentinfo").getByRole("link", { name: "Partners", exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/partners`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our technology partners");
  await expect(page).toHaveTitle("Our technology partners | Near Genius");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/partners$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const response = await page.request.get(`${server.url}/partners`);
  expect(response.status()).toBe(200);
  const sitemap = await (await page.request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/partners<\/loc>/);
  expect(sitemap).not.toContain("/pricing</loc>");
});

test("a draft, a made-up address and a page at the address of the site's own page are not served", async ({
  request,
}) => {
  for (const missing of ["/pricing", "/no-such-page"]) {
    const response = await request.get(`${server.url}${missing}`);
    expect(response.status(), missing).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain("Pricing, not yet published");
  }
  const contact = await (await request.get(`${server.url}/contact`)).text();
  expect(contact).not.toContain("A second contact page");
});

test("a renamed page's old address redirects in one hop, and is not in the sitemap", async ({
  page,
}) => {
  const moved = await page.request.get(`${server.url}/old-partners?ref=mail`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe("/partners?ref=mail");
  const hops: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "document") hops.push(`${response.status()}`);
  });
  await page.goto(`${server.url}/old-partners`);
  await expect(page).toHaveURL(`${server.url}/partners`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our technology partners");
  expect(hops).toEqual(["308", "200"]);

  const campaign = await page.request.get(`${server.url}/spring`, { maxRedirects: 0 });
  expect(campaign.status()).toBe(307);
  expect(campaign.headers().location).toBe("/contact");
  const sitemap = await (await page.request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).not.toContain("/old-partners</loc>");
  expect(sitemap).not.toContain("/spring</loc>");
  // An address nobody redirected is still the 404 page.
  expect((await page.request.get(`${server.url}/old-nothing`)).status()).toBe(404);
});

test("a page built from blocks is served with each block, listed in the sitemap, and passes axe at both widths", async ({
  page,
}) => {
  const response = await page.goto(`${server.url}/engineering-standards`);
  expect(response?.status()).toBe(200);
  // A contact form's key is this visitor's: the page is kept by no shared cache.
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(BLOCKS_TITLE);
  const figures = main.getByRole("definition");
  await expect(page.getByLabel("Our record")).toBeVisible();
  await expect(figures.filter({ hasText: "4.9/5" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "What we check" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 3, name: "Code you can read" })).toBeVisible();
  const logos = main.getByRole("region", { name: "Teams that hired this way" });
  await expect(logos.getByRole("listitem")).toHaveCount(4);
  await expect(
    main.getByRole("heading", { name: "Reviewed by people, not only by tests" }),
  ).toBeVisible();
  const quotes = main.getByRole("region", { name: "In their words" });
  await expect(quotes.locator("ul").first().locator(":scope > li")).toHaveCount(3);
  // The FAQ's answer names its figure by the claim's current value, never a placeholder.
  const faq = main.getByRole("region", { name: "Questions buyers ask" });
  await faq.getByText("How fast can I interview engineers?").click();
  await expect(faq.getByText(/48 hours/)).toBeVisible();
  await expect(faq).not.toContainText("{");
  // The live match preview comes from the pool, each score with its parts.
  const teaser = page.getByTestId("sample-match-preview");
  await expect(teaser.getByRole("listitem").first()).toBeVisible();
  await expect(teaser.getByText(/adds up/).first()).toBeVisible();
  // The forms are the site's own, posting to their own addresses.
  await expect(page.locator('form[action="/newsletter/subscribe"]')).toHaveCount(1);
  await expect(page.locator('form[action="/contact"]')).toHaveCount(1);
  // Nothing here needs the page to run React: it ships no script of its own.
  await expect(page.locator("script[type=module]")).toHaveCount(0);

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }

  // The closing band's button leads to the briefing.
  await main.getByRole("link", { name: "Start Your Briefing" }).last().click();
  await expect(page).toHaveURL(`${server.url}/briefing`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const sitemap = await (await page.request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/engineering-standards<\/loc>/);
});

test("a page's contact form block sends through the contact form, which answers with a reference", async ({
  page,
}) => {
  await page.goto(`${server.url}/engineering-standards`);
  const form = page.locator('form[action="/contact"]');
  await form.getByLabel("Name").fill("Rosa Díaz");
  await form.getByLabel("Email").fill("rosa@example.com");
  await form.getByLabel("Company").fill("Ledger Labs");
  await form.getByLabel("Message").fill("Which checks does a data engineer pass before we meet?");
  await form.getByRole("button", { name: "Send Message" }).click();
  // The contact page answers as it does for its own form: the sent message's reference.
  await expect(page).toHaveURL(/\/contact\?sent=NG-M-\d{4}-\d{4,}$/);
  const answer = page.getByRole("status").filter({ hasText: "Thank you" });
  await expect(answer).toBeVisible();
  await expect(answer.getByText("Your reference:")).toContainText(/NG-M-\d{4}-\d{4,}/);
});
