// npm run bench:body
//
// A 200 MB form POST to /contact on the production build served as `npm start` serves it,
// once declaring its length and once chunked (no length, so the server must count): prints
// the status, the time to the answer and how much the server's resident memory grew.
// Figures only; it never fails on a target, only when it cannot measure.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { buildIfNeeded, freePort, startServer } from "./bench-helpers.ts";

const BODY_BYTES = 200 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");

/** Resident memory of a process in bytes, read from /proc (Linux). */
function rssOf(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(line?.[1] ?? 0) * 1024;
}

/**
 * Streams a 200 MB urlencoded body; resolves with the status once the server answers, or
 * "connection reset" when the server closed the connection before an answer arrived.
 */
function post(baseUrl: string, declareLength: boolean): Promise<string> {
  return new Promise((resolve) => {
    const url = new URL("/contact", baseUrl);
    const headers: Record<string, string> = {
      "content-type": "application/x-www-form-urlencoded",
      origin: baseUrl,
    };
    if (declareLength) headers["content-length"] = String(BODY_BYTES);
    let settled = false;
    const settle = (outcome: string) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
      req.destroy();
    };
    const req = request(url, { method: "POST", headers }, (response) => {
      response.on("error", () => {});
      response.resume();
      settle(`HTTP ${response.statusCode}`);
    });
    req.on("error", (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
    let sent = 0;
    const pump = () => {
      while (sent < BODY_BYTES && !req.destroyed) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once("drain", pump);
      }
      if (!req.destroyed) req.end();
    };
    req.write("name=Ana&message=");
    pump();
  });
}

async function main() {
  buildIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), "ng-bench-body-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = await startServer(port, dataDir);
  try {
    for (const declareLength of [true, false]) {
      const before = rssOf(child.pid!);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 20);
      const started = performance.now();
      const outcome = await post(baseUrl, declareLength);
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, rssOf(child.pid!));
      const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
      console.log(
        `200 MB POST /contact (${declareLength ? "Content-Length" : "chunked"}): ${outcome} in ${elapsed.toFixed(0)} ms, server RSS +${mb(peak - before)} MB (${mb(before)} -> ${mb(peak)} MB peak)`,
      );
    }
  } finally {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
