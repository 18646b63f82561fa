import { createHash } from "node:crypto";
import { rmSync } from "node:fs";

import { type APIResponse, expect, test } from "@playwright/test";

import { baseURL } from "../../playwright.config";
import { type ServerProcess, startProductionServer } from "./server-process";

// Observatory-style checks of the production server's answers, one route of each kind, as
// `npm start` serves them (server.ts in front of the build).

function expectSecurityHeaders(response: APIResponse, { https }: { https: boolean }): string {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const nonce =
    /script-src 'nonce-([A-Za-z0-9+/=]{22,})'( 'sha256-[A-Za-z0-9+/=]+')* 'strict-dynamic'/.exec(
      csp,
    )?.[1];
  expect(nonce, `CSP of ${response.url()}: ${csp}`).toBeTruthy();
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  if (https) expect(headers["strict-transport-security"]).toMatch(/^max-age=31536000/);
  else expect(headers["strict-transport-security"]).toBeUndefined();
  return nonce!;
}

/**
 * Every executable script of a page is allowed by the CSP it came with: it carries the
 * response's nonce, or it is inline and its hash is listed (JSON-LD data is not run).
 */
async function expectScriptsAllowed(response: APIResponse, nonce: string) {
  const csp = response.headers()["content-security-policy"] ?? "";
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !attributes!.includes('type="application/ld+json"'),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const [tag, attributes, body] of scripts) {
    if (attributes!.includes(`nonce="${nonce}"`)) continue;
    expect(body, `${tag.slice(0, 80)} has neither the nonce nor inline code`).not.toBe("");
    const hash = createHash("sha256").update(body!).digest("base64");
    expect(csp, `${tag.slice(0, 80)} is not allowed`).toContain(`'sha256-${hash}'`);
  }
}

test.describe("every kind of answer", () => {
  test("a reading page: headers, scripts allowed by hash, shared caching, compression", async ({
    request,
  }) => {
    const response = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status()).toBe(200);
    const nonce = expectSecurityHeaders(response, { https: false });
    await expectScriptsAllowed(response, nonce);
    expect(response.headers()["cache-control"]).toBe(
      "public, s-maxage=300, stale-while-revalidate=86400",
    );
    expect(response.headers()["content-encoding"]).toBe("br");
    // A nonce is never reused.
    const again = await request.get("/");
    expect(expectSecurityHeaders(again, { https: false })).not.toBe(nonce);
  });

  test("a funnel page (hydrated, with a form) is stored nowhere", async ({ request }) => {
    const response = await request.get("/contact");
    expect(response.status()).toBe(200);
    const nonce = expectSecurityHeaders(response, { https: false });
    await expectScriptsAllowed(response, nonce);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
  });

  test("a hashed asset is immutable", async ({ request }) => {
    const page = await (await request.get("/")).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(page)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response, { https: false });
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("a resource route", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response, { https: false });
  });

  test("the staff area keeps its own no-store", async ({ request }) => {
    const redirect = await request.get("/admin", { maxRedirects: 0 });
    expect(redirect.status()).toBeGreaterThanOrEqual(300);
    expectSecurityHeaders(redirect, { https: false });
    const signIn = await request.get("/admin/sign-in");
    const nonce = expectSecurityHeaders(signIn, { https: false });
    await expectScriptsAllowed(signIn, nonce);
    expect(signIn.headers()["cache-control"]).toContain("no-store");
  });

  test("a page that is not there", async ({ request }) => {
    const response = await request.get("/no-such-page-here");
    expect(response.status()).toBe(404);
    const nonce = expectSecurityHeaders(response, { https: false });
    await expectScriptsAllowed(response, nonce);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
  });

  test("/healthz answers as before", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
  });
});

const proxy = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "www.neargenius.test" };

/** React Router's answer to an action whose Origin is not the request's: a plain 400. */
async function refusedAsCrossSite(response: APIResponse): Promise<boolean> {
  return (
    response.status() === 400 &&
    (response.headers()["content-type"] ?? "").startsWith("text/plain") &&
    (await response.text()) === "Bad Request"
  );
}

test.describe("with no trusted proxy (this server)", () => {
  test("forwarded headers are ignored: an https Origin is another site's", async ({
    request,
    baseURL,
  }) => {
    const forged = await request.post("/contact", {
      headers: { ...proxy, Origin: "https://www.neargenius.test" },
      form: { email: "" },
    });
    expect(await refusedAsCrossSite(forged)).toBe(true);
    expect(forged.headers()["strict-transport-security"]).toBeUndefined();
    const own = await request.post("/contact", {
      headers: { Origin: baseURL! },
      form: { email: "" },
    });
    expect(await refusedAsCrossSite(own)).toBe(false);
  });
});

test.describe("behind one trusted proxy", () => {
  // One server for both tests, the second of which stops it.
  test.describe.configure({ mode: "serial" });
  let server: ServerProcess;
  let url: string;
  const dataDir = ".data/security-headers-test";

  test.beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    server = await startProductionServer({
      // The port after the config's three (app, broken-database app, mail sink).
      PORT: String(Number(new URL(baseURL).port) + 3),
      DATA_DIR: dataDir,
      TRUST_PROXY_HOPS: "1",
      RATE_LIMIT_MAX: "10000",
    });
    url = server.url;
  });

  test.afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  });

  test("the visitor's https request gets HSTS; its actions pass the same-origin check", async ({
    request,
  }) => {
    const page = await request.get(`${url}/`, { headers: proxy });
    expectSecurityHeaders(page, { https: true });
    expectSecurityHeaders(await request.get(`${url}/`), { https: false });

    const sameSite = await request.post(`${url}/contact`, {
      headers: { ...proxy, Origin: "https://www.neargenius.test" },
      form: { email: "" },
    });
    expect(await refusedAsCrossSite(sameSite)).toBe(false);
    const crossSite = await request.post(`${url}/contact`, {
      headers: { ...proxy, Origin: "https://evil.example" },
      form: { email: "" },
    });
    expect(await refusedAsCrossSite(crossSite)).toBe(true);
  });

  test("SIGTERM: stops, closes the database and exits 0", async () => {
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(server.output()).toContain("[server] stopped");
  });
});
