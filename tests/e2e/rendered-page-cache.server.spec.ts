import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";

import { PUBLIC_PAGE_CACHE } from "../../app/lib/page-cache-headers";
import { baseURL } from "../../playwright.config";
import { type ServerProcess, startProductionServer } from "./server-process";

// The production server keeps rendered marketing pages (decision 042): this runs it on a
// copy of the bundled dataset, edits the copy as a publish in the studio would, and checks
// that the page stays cached until the content webhook says the content changed.

const HEADLINE = "Senior engineers you can see before you hire";
const EDITED = "Senior engineers, seen before you hire them";
const SECRET = "page-cache-test-webhook-secret";

test.describe.configure({ mode: "serial" });
let server: ServerProcess;
let url: string;
const folder = mkdtempSync(path.join(tmpdir(), "ng-page-cache-e2e-"));
const dataset = path.join(folder, "production.ndjson");

test.beforeAll(async () => {
  copyFileSync("studio/seed/production.ndjson", dataset);
  server = await startProductionServer({
    // After the config's three ports and the one the security-headers spec takes.
    PORT: String(Number(new URL(baseURL).port) + 4),
    DATA_DIR: path.join(folder, "data"),
    CONTENT_DATASET_FILE: dataset,
    SANITY_WEBHOOK_SECRET: SECRET,
    RATE_LIMIT_MAX: "10000",
    // Housekeeping's first round measures the site's figures, and a new figure moves the
    // content version like a publish: every kept page is then rendered again, and the ETag
    // compared below would be answered by a fresh render. Only this test's publish may move it.
    MAIL_WORKER_INTERVAL_SECONDS: "3600",
  });
  url = server.url;
});

test.afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  rmSync(folder, { recursive: true, force: true });
});

test("a marketing page is served from memory, revalidated by ETag, and renewed by a publish", async ({
  request,
}) => {
  const first = await request.get(`${url}/`);
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain(HEADLINE);

  // Kept once compressed: from then on the answer names its ETag. A fresh start is still
  // loading the sample pool, and a page drawn without the pool's cards is not kept, so the
  // page compared below is the one kept once two answers in a row name the same ETag.
  let etag = "";
  let rendered = "";
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${url}/`);
        const previous = etag;
        etag = answer.headers()["etag"] ?? "";
        rendered = await answer.text();
        return etag !== "" && etag === previous;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(rendered).toContain(HEADLINE);
  // Every visitor gets the same bytes: no script carries a per-response nonce.
  expect(rendered).not.toContain("nonce=");
  const cached = await request.get(`${url}/`, { headers: { "Accept-Encoding": "br" } });
  expect(cached.headers()["content-encoding"]).toBe("br");
  expect(cached.headers()["etag"]).toBe(etag);
  expect(await cached.text()).toBe(rendered);
  // Its own fresh CSP nonce, though the page is the stored one.
  expect(cached.headers()["content-security-policy"]).not.toBe(
    first.headers()["content-security-policy"],
  );
  const notModified = await request.get(`${url}/`, { headers: { "If-None-Match": etag } });
  expect(notModified.status()).toBe(304);

  // An edit nobody announced is not seen yet: the page and the content answers are kept.
  const text = readFileSync(dataset, "utf8");
  expect(text).toContain(HEADLINE);
  writeFileSync(dataset, text.replaceAll(HEADLINE, EDITED));
  expect(await (await request.get(`${url}/`)).text()).toContain(HEADLINE);

  // Sanity's webhook after a publish: the next request renders the new content.
  const payload = JSON.stringify({ _id: "landingPage", _type: "landingPage" });
  const webhook = await request.post(`${url}/api/content-webhook`, {
    headers: {
      "Content-Type": "application/json",
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(payload, Date.now(), SECRET),
    },
    data: payload,
  });
  expect(webhook.status()).toBe(200);
  const renewed = await request.get(`${url}/`, { headers: { "If-None-Match": etag } });
  expect(renewed.status()).toBe(200);
  const renewedText = await renewed.text();
  expect(renewedText).toContain(EDITED);
  expect(renewedText).not.toContain(HEADLINE);
});

test("a funnel page and a page that is not there are rendered for each request", async ({
  request,
}) => {
  for (const page of ["/contact", "/no-such-page-here"]) {
    const answers = [await request.get(`${url}${page}`), await request.get(`${url}${page}`)];
    for (const answer of answers) {
      expect(answer.headers()["etag"], page).toBeUndefined();
      expect(answer.headers()["cache-control"], page).toBe("private, no-store");
    }
    // A page that hydrates carries its own response's nonce, so it differs each time.
    if (page === "/contact") {
      expect(await answers[0]!.text()).not.toBe(await answers[1]!.text());
    }
  }
});

test("a campaign's tracking parameters get the kept page, on every public page of the sitemap", async ({
  request,
}) => {
  const sitemap = await (await request.get(`${url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(paths.length).toBeGreaterThan(15);
  let publicPages = 0;
  for (const page of paths) {
    const plain = await request.get(`${url}${page}`);
    expect(plain.status(), page).toBe(200);
    if (plain.headers()["cache-control"] !== PUBLIC_PAGE_CACHE) {
      continue;
    }
    publicPages += 1;
    // No public page reads its query string, and each says so to caches.
    expect(plain.headers()["no-vary-search"], page).toBe("key-order, params");
    let etag = "";
    await expect
      .poll(async () => (etag = (await request.get(`${url}${page}`)).headers()["etag"] ?? ""), {
        timeout: 15_000,
      })
      .not.toBe("");
    const tracked = await request.get(
      `${url}${page}?utm_source=newsletter&utm_campaign=spring&gclid=Cj0KCQ&fbclid=IwAR`,
    );
    expect(tracked.status(), page).toBe(200);
    expect(tracked.headers()["etag"], page).toBe(etag);
    const text = await tracked.text();
    expect(text, page).not.toContain("utm_source");
    expect(text, page).not.toContain("Cj0KCQ");
  }
  expect(publicPages).toBeGreaterThan(15);
});
