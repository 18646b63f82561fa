// What the benchmarks that load the site share: the production build (made when the
// sources are newer than it), a free port, and the production server `npm start` runs, on a
// throw-away embedded database, started and awaited until /healthz answers.

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const SERVER_ENTRY = path.join(ROOT, BUILD_DIR, "server", "index.js");

// ---------------------------------------------------------------------------- build

function newestSourceTime(): number {
  let newest = 0;
  const visit = (target: string) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) visit(path.join(target, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const target of [
    "app",
    "public",
    "vite.config.ts",
    "react-router.config.ts",
    "package-lock.json",
  ]) {
    visit(path.join(ROOT, target));
  }
  return newest;
}

export function buildIfNeeded() {
  if (existsSync(SERVER_ENTRY) && statSync(SERVER_ENTRY).mtimeMs >= newestSourceTime()) {
    console.log(`Using the build in ${BUILD_DIR}/ (newer than the sources).`);
    return;
  }
  console.log(`Building into ${BUILD_DIR}/ …`);
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    env: { ...process.env, BUILD_DIR },
  });
  if (result.status !== 0) {
    throw new Error(`react-router build failed (exit ${result.status}):\n${result.stderr}`);
  }
}

// ---------------------------------------------------------------------------- server

export function freePort(): Promise<number> {
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

export interface StartOptions {
  /** Set over the defaults (production, this port, the throw-away data folder, no DATABASE_URL). */
  env?: Record<string, string>;
  /** Node flags before server.ts, e.g. a heap cap. */
  nodeFlags?: string[];
}

const outputs = new WeakMap<ChildProcess, string>();

/** The last lines a server started here printed (stdout and stderr), for error messages. */
export function serverOutput(child: ChildProcess, lines = 3): string {
  return (outputs.get(child) ?? "").trim().split("\n").slice(-lines).join("\n");
}

/** Starts the production server `npm start` runs and resolves once /healthz answers 200. */
export async function startServer(
  port: number,
  dataDir: string,
  options: StartOptions = {},
): Promise<ChildProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    // The production server: its compression and headers are what visitors get.
    [...(options.nodeFlags ?? []), path.join(ROOT, "server.ts"), SERVER_ENTRY],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SITE_URL: baseUrl,
        DATABASE_URL: "",
        // As `npm start` sets it (decision 124): two malloc arenas, not one per thread.
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
        ...options.env,
      },
    },
  );
  const collect = (chunk: Buffer) =>
    outputs.set(child, ((outputs.get(child) ?? "") + chunk.toString()).slice(-4_000));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited (${child.exitCode}):\n${serverOutput(child, 40)}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`server did not become healthy within 60 s:\n${serverOutput(child, 40)}`);
}
