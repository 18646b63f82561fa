import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from "node:zlib";

import { writeReadableStreamToWritable } from "@react-router/node";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { socketAddress } from "../app/lib/socket-address.server";
import {
  createApp,
  DYNAMIC_BROTLI,
  gracefulStopper,
  PERMISSIONS_POLICY,
} from "./production-server";
import { rawRequest } from "./raw-request";

// The HTTP layer alone: React Router's handler is replaced by a stub, so these tests run
// without a build. tests/e2e/security-headers.server.spec.ts checks the real pages.

const clientDir = mkdtempSync(path.join(tmpdir(), "ng-client-"));
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "assets", "entry-Ab12Cd34.js"), "console.log(1);\n".repeat(200));
// An asset with the copies the build writes (scripts/precompress-assets.mjs).
const routeScript = "export const route = 'about';\n".repeat(300);
const routeBrotli = brotliCompressSync(routeScript);
const routeGzip = gzipSync(routeScript, { level: 9 });
writeFileSync(path.join(clientDir, "assets", "about-Zx98Yw76.js"), routeScript);
writeFileSync(path.join(clientDir, "assets", "about-Zx98Yw76.js.br"), routeBrotli);
writeFileSync(path.join(clientDir, "assets", "about-Zx98Yw76.js.gz"), routeGzip);
writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

function listen(
  handler: RequestHandler,
  trustProxyHops = 0,
  previewFrameAncestors?: string[],
): Promise<{ server: Server; url: string }> {
  const app = createApp({
    build: {} as ServerBuild,
    clientDir,
    trustProxyHops,
    handler,
    previewFrameAncestors,
  });
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      servers.push(server);
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}

const get = rawRequest;

const echoUrl: RequestHandler = (req, res) => {
  res.json({
    url: `${req.protocol}://${req.host}`,
    host: req.headers.host,
    secure: req.secure,
    ip: req.ip,
    nonce: res.locals.cspNonce,
  });
};

describe("security headers", () => {
  it("every answer carries a CSP with a fresh nonce, nosniff, frame-ancestors, referrer, permissions and opener policies", async () => {
    const { url } = await listen(echoUrl);
    const first = await get(`${url}/any/page`);
    const second = await get(`${url}/any/page`);
    const csp = String(first.headers["content-security-policy"]);
    const { nonce } = JSON.parse(first.body.toString()) as { nonce: string };
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(second.headers["content-security-policy"]).not.toBe(csp);
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(first.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(first.headers["x-powered-by"]).toBeUndefined();
  });

  it("static files get the same headers", async () => {
    const { url } = await listen(echoUrl);
    const asset = await get(`${url}/favicon.svg`);
    expect(asset.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("framing of draft previews", () => {
  const studio = "https://neargenius.sanity.studio";
  const framing = (answer: Awaited<ReturnType<typeof get>>) => ({
    ancestors: /frame-ancestors ([^;]+)/.exec(
      String(answer.headers["content-security-policy"]),
    )?.[1],
    xFrameOptions: answer.headers["x-frame-options"],
  });

  it("lets the studio frame a preview, and nothing else", async () => {
    const { url } = await listen(echoUrl, 0, [studio]);
    const framed = { ancestors: `'self' ${studio}`, xFrameOptions: undefined };
    const closed = { ancestors: "'none'", xFrameOptions: "DENY" };
    expect(framing(await get(`${url}/api/preview/enable?sanity-preview-secret=x`))).toEqual(framed);
    expect(framing(await get(`${url}/about/story`, { Cookie: "ng_preview=token" }))).toEqual(
      framed,
    );
    expect(framing(await get(`${url}/about/story`))).toEqual(closed);
    expect(framing(await get(`${url}/contact`, { Cookie: "ng_lead=abc" }))).toEqual(closed);
  });

  it("frames nothing when no studio is configured", async () => {
    const { url } = await listen(echoUrl);
    expect(framing(await get(`${url}/about/story`, { Cookie: "ng_preview=token" }))).toEqual({
      ancestors: "'none'",
      xFrameOptions: "DENY",
    });
  });
});

describe("trusted proxy hops", () => {
  const forwarded = {
    "X-Forwarded-Proto": "https",
    "X-Forwarded-Host": "www.neargenius.test",
    "X-Forwarded-For": "203.0.113.7",
  };

  it("behind one trusted hop the request is the visitor's https one, and gets HSTS", async () => {
    const { url } = await listen(echoUrl, 1);
    const answer = await get(`${url}/`, forwarded);
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      url: "https://www.neargenius.test",
      secure: true,
      ip: "203.0.113.7",
    });
    expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("believes only the entries the trusted proxy wrote, not those a client sent ahead of them", async () => {
    const { url } = await listen(echoUrl, 1);
    const answer = await get(`${url}/`, {
      "X-Forwarded-Proto": "http, https",
      "X-Forwarded-Host": "evil.example, www.neargenius.test",
    });
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      url: "https://www.neargenius.test",
      // React Router's adapter builds the request URL from Host: the app's own port must not
      // end up in the visitor's address.
      host: "www.neargenius.test",
    });
  });

  it("with no trusted hops the forwarded headers are ignored, and plain http gets no HSTS", async () => {
    const { url } = await listen(echoUrl, 0);
    const answer = await get(`${url}/`, forwarded);
    const seen = JSON.parse(answer.body.toString()) as { url: string; secure: boolean; ip: string };
    expect(seen.url).toBe(url);
    expect(seen.secure).toBe(false);
    expect(seen.ip).not.toBe("203.0.113.7");
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("the connecting peer", () => {
  it("is known to the app for the whole request, for per-client rate limits", async () => {
    const { url } = await listen(async (_req, res) => {
      await Promise.resolve();
      res.send(socketAddress() ?? "unknown");
    });
    expect((await get(`${url}/`)).body.toString()).toBe("127.0.0.1");
  });
});

describe("caching of static files", () => {
  it("hashed assets are immutable for a year, other files an hour", async () => {
    const { url } = await listen(echoUrl);
    const asset = await get(`${url}/assets/entry-Ab12Cd34.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const favicon = await get(`${url}/favicon.svg`);
    expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("looks on disk only for names with an extension: a page's address is always the app's", async () => {
    writeFileSync(path.join(clientDir, "contact"), "a stray file named like a page");
    const { url } = await listen(echoUrl);
    const page = await get(`${url}/contact`);
    expect(page.status).toBe(200);
    expect(JSON.parse(page.body.toString())).toMatchObject({
      host: expect.stringContaining("127.0.0.1"),
    });
    const file = await get(`${url}/favicon.svg`);
    expect(file.body.toString()).toContain("<svg");
  });

  it("an asset's precompressed copy is sent as it is, with the asset's type and lifetime", async () => {
    const { url } = await listen(echoUrl);
    const br = await get(`${url}/assets/about-Zx98Yw76.js`, { "Accept-Encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.equals(routeBrotli)).toBe(true);
    expect(br.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toContain("Accept-Encoding");
    const gz = await get(`${url}/assets/about-Zx98Yw76.js`, { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body.equals(routeGzip)).toBe(true);
    const plain = await get(`${url}/assets/about-Zx98Yw76.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(routeScript);
    // Without copies the compression middleware still compresses the asset.
    const other = await get(`${url}/assets/entry-Ab12Cd34.js`, { "Accept-Encoding": "br" });
    expect(brotliDecompressSync(other.body).toString()).toBe("console.log(1);\n".repeat(200));
  });

  it("a missing asset is a 404, not a page", async () => {
    let reachedPages = false;
    const { url } = await listen((_req, res) => {
      reachedPages = true;
      res.end("page");
    });
    expect((await get(`${url}/assets/gone-123.js`)).status).toBe(404);
    expect(reachedPages).toBe(false);
  });
});

describe("compression", () => {
  const text = "<p>Near Genius builds teams.</p>\n".repeat(200);
  const pdf = Buffer.alloc(8_000, 7);
  const pages: RequestHandler = (req, res) => {
    if (req.path === "/quote.pdf") res.type("application/pdf").send(pdf);
    else res.type("html").send(text);
  };

  it("sends brotli when the client lists it, gzip otherwise", async () => {
    const { url } = await listen(pages);
    const br = await get(`${url}/`, { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    const gzip = await get(`${url}/`, { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(text);
    expect(gzip.headers.vary).toContain("Accept-Encoding");
  });

  it("compresses a per-request answer with a 256 kB brotli window, not the 4 MB default", async () => {
    const { url } = await listen(pages);
    const br = await get(`${url}/`, { "Accept-Encoding": "br" });
    // A brotli stream opens with its window size: a set low bit, then log2(window) - 17 in
    // the next three bits (22, the default, would read 0b1011).
    expect(br.body[0]! & 0x0f).toBe(0b0011);
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
  });

  it("compresses a per-request answer at brotli quality 1, the stored pages' highest being for once", async () => {
    const { url } = await listen(pages);
    const br = await get(`${url}/`, { "Accept-Encoding": "br" });
    const at = (quality: number) =>
      brotliCompressSync(text, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: 18 },
      });
    // Brotli is deterministic: the same bytes at the same quality and window.
    expect(br.body.equals(at(1))).toBe(true);
    expect(br.body.equals(at(3))).toBe(false);
  });

  it("leaves already-compressed types and clients that ask for nothing alone", async () => {
    const { url } = await listen(pages);
    const document = await get(`${url}/quote.pdf`, { "Accept-Encoding": "gzip, br" });
    expect(document.headers["content-encoding"]).toBeUndefined();
    expect(document.body.equals(pdf)).toBe(true);
    const plain = await get(`${url}/`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  // React Router's adapter writes a page in the many small chunks React renders and flushes
  // the compressor after each one; every flush ends a compressed block there.
  const chunks = Array.from(
    { length: 400 },
    (_, i) => `<li class="card"><a href="/roles/${i}">Senior engineer ${i}</a></li>`,
  );
  const streamed: RequestHandler = (_req, res) => {
    res.type("html");
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    void writeReadableStreamToWritable(body, res);
  };

  it.each([
    ["gzip", (bytes: Buffer) => gzipSync(bytes), gunzipSync],
    [
      "br",
      (bytes: Buffer) => brotliCompressSync(bytes, { params: DYNAMIC_BROTLI }),
      brotliDecompressSync,
    ],
  ] as const)(
    "compresses a page streamed in small flushed chunks as well as the whole page (%s)",
    async (encoding, compress, decompress) => {
      const { url } = await listen(streamed);
      const answer = await get(`${url}/`, { "Accept-Encoding": encoding });
      expect(answer.headers["content-encoding"]).toBe(encoding);
      const html = Buffer.from(chunks.join(""));
      expect(decompress(answer.body).equals(html)).toBe(true);
      // Within a tenth of compressing the whole page at once, at the same level.
      expect(answer.body.length).toBeLessThan(compress(html).length * 1.1);
    },
  );
});

describe("graceful shutdown", () => {
  it("finishes the request under way, refuses new connections, cleans up, then exits 0", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    const { server, url } = await listen(async (_req, res) => {
      arrived();
      await released;
      res.send("finished");
    });
    const events: string[] = [];
    const stop = gracefulStopper(server, {
      cleanup: async () => void events.push("cleanup"),
      exit: (code) => void events.push(`exit ${code}`),
      log: { info: () => {}, error: () => {} },
    });

    const slow = get(`${url}/slow`);
    await slowArrived;
    const stopped = stop("SIGTERM");
    await expect(get(`${url}/late`)).rejects.toThrow(/ECONNREFUSED/);
    expect(events).toEqual([]);
    release();
    expect((await slow).body.toString()).toBe("finished");
    await stopped;
    expect(events).toEqual(["cleanup", "exit 0"]);
  });

  it("cuts connections still busy after the grace period", async () => {
    const { server, url } = await listen(() => {
      // never answers
    });
    const events: string[] = [];
    const stop = gracefulStopper(server, {
      cleanup: async () => void events.push("cleanup"),
      exit: (code) => void events.push(`exit ${code}`),
      log: { info: () => {}, error: () => {} },
      graceMs: 0,
    });
    const hanging = get(`${url}/hangs`).catch((error: Error) => error.message);
    await new Promise<void>((resolve) => server.once("request", () => resolve()));
    await stop("SIGTERM");
    expect(await hanging).toMatch(/socket hang up/);
    expect(events).toEqual(["cleanup", "exit 0"]);
  });

  it("exits 1 when the clean-up fails", async () => {
    const { server } = await listen(echoUrl);
    const codes: number[] = [];
    await gracefulStopper(server, {
      cleanup: () => Promise.reject(new Error("database would not close")),
      exit: (code) => void codes.push(code),
      log: { info: () => {}, error: () => {} },
    })("SIGINT");
    expect(codes).toEqual([1]);
  });
});

describe("fatal errors", () => {
  // A child process, so the handlers it installs do not outlive the test.
  function runWithListeningServer(fault: string) {
    const script = `
      import { createServer } from "node:http";
      import { exitOnFatalErrors } from "./server/production-server.ts";
      exitOnFatalErrors();
      createServer().listen(0, "127.0.0.1", () => { ${fault} });
    `;
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ["--input-type=module", "-e", script]);
      let output = "";
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("exit", (code) => resolve({ code, output }));
    });
  }

  it("an uncaught exception is logged and the process exits 1, its server notwithstanding", async () => {
    const { code, output } = await runWithListeningServer(`throw new Error("wires crossed");`);
    expect(code).toBe(1);
    expect(output).toContain("[server] uncaught exception, exiting: Error: wires crossed");
  });

  it("an unhandled rejection is logged and the process exits 1", async () => {
    const { code, output } = await runWithListeningServer(
      `Promise.reject(new Error("nobody listened"));`,
    );
    expect(code).toBe(1);
    expect(output).toContain("[server] unhandled rejection, exiting: Error: nobody listened");
  });
});
