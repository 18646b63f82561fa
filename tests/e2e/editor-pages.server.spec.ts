import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { baseURL } from "../../playwright.config";
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
    ...story,
    _id: id,
    path: pagePath,
    title,
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
