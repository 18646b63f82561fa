// npm run bench:body
//
// A 200 MB form POST to /contact on the production build served as `npm start` serves it,
// once declaring its length and once chunked (no length, so the server must count): prints
// the status, the time to the answer and how much the server's resident memory grew.
// Figures only; it never fails on a target, only when it cannot measure.

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const SERVER_ENTRY = path.join(ROOT, BUILD_DIR, "server", "index.js");
const BODY_BYTES = 200 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");

function buildIfMissing() {
  if (existsSync(SERVER_ENTRY)) return;
  console.log(`Building into ${BUILD_DIR}/ …`);
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR },
  });
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status})`);
}

/** Resident memory of a process in bytes, read from /proc (Linux). */
function rssOf(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(line?.[1] ?? 0) * 1024;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, "server.ts"), SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SITE_URL: baseUrl,
    },
  });
  let output = "";
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`server did not become healthy within 60 s:\n${output}`);
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
  buildIfMissing();
  const dataDir = mkdtempSync(path.join(tmpdir(), "ng-bench-body-"));
  const { child, baseUrl } = await startServer(dataDir);
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
