import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";

import { expect, test } from "@playwright/test";

import { runAdminStatement } from "~/lib/db/admin-connection.server";

import { buildDir } from "../../playwright.config";
import { freePort } from "./server-process";

// The production server as a pool of processes on PostgreSQL (WEB_CONCURRENCY): each worker
// serves, one killed is replaced while the others go on, and a stop ends them all cleanly.
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

function start(env: Record<string, string>) {
  const child = spawn("node", ["server.ts", `./${buildDir}/server/index.js`], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      DATA_DIR: ".data/process-pool-test",
      MAIL_WORKER_INTERVAL_SECONDS: "3600",
      ...env,
    },
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, exited, output: () => output };
}

async function until(what: string, check: () => boolean | Promise<boolean>, output: () => string) {
  const deadline = Date.now() + 40_000;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen; the server printed:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const workersOf = (child: ChildProcess) =>
  execFileSync("ps", ["--ppid", String(child.pid), "-o", "pid="], { encoding: "utf8" })
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

test("a pool of two workers serves, replaces a worker that dies, and stops cleanly", async () => {
  test.setTimeout(120_000);
  const name = `ng_e2e_pool_${randomBytes(4).toString("hex")}`;
  await runAdminStatement(adminUrl, `create database "${name}"`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = start({
    WEB_CONCURRENCY: "2",
    DATABASE_URL: databaseUrl.toString(),
    PORT: String(port),
    SITE_URL: url,
  });
  const healthy = () =>
    fetch(`${url}/healthz`).then(
      (answer) => answer.status === 200,
      () => false,
    );
  try {
    await until(
      "two workers listening",
      () => count(server.output(), /\[server\] listening on /g) === 2,
      server.output,
    );
    await until("/healthz answering 200", healthy, server.output);
    const [first, second] = workersOf(server.child);
    expect(second).toBeDefined();

    process.kill(first!, "SIGKILL");
    await until(
      "a third worker listening",
      () => count(server.output(), /\[server\] listening on /g) === 3,
      server.output,
    );
    expect(server.output()).toContain(
      `[server] worker ${first} stopped (SIGKILL); starting another`,
    );
    expect(workersOf(server.child)).toHaveLength(2);
    expect(workersOf(server.child)).toContain(second);
    // Every answer in a row comes from a worker, whichever the connection lands on.
    for (let request = 0; request < 6; request++) {
      const answer = await fetch(`${url}/healthz`, { headers: { Connection: "close" } });
      expect(answer.status).toBe(200);
    }

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(count(server.output(), /\[server\] stopped/g)).toBe(2);
  } finally {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await runAdminStatement(adminUrl, `drop database if exists "${name}" with (force)`);
  }
});

test("more than one worker on the embedded database stops at start with a message", async () => {
  const server = start({ WEB_CONCURRENCY: "2", DATABASE_URL: "", PORT: String(await freePort()) });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("WEB_CONCURRENCY: above 1 needs DATABASE_URL");
});
