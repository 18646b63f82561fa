import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";

import { expect, test } from "@playwright/test";

import { runAdminStatement } from "~/lib/db/admin-connection.server";
import { TcpRelay } from "~/lib/db/connection-faults.server";

import { buildDir } from "../../playwright.config";
import { freePort } from "./server-process";

// The production server on PostgreSQL, reached through a relay this test can cut: the
// database vanishing under a running site (a crashed pooler, a failover) answers 503 on the
// next pages, never 500, the process stays up, and the site recovers by itself.
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const admin = (statement: string) => runAdminStatement(adminUrl, statement);

function startServer(databaseUrl: string, port: number) {
  const child = spawn("node", ["server.ts", `./${buildDir}/server/index.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      DATA_DIR: ".data/database-drop-test",
    },
  });
  let output = "";
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return { child, listening, output: () => output };
}

test("a database lost under a running site answers 503, keeps the process up and recovers", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const name = `ng_e2e_drop_${randomBytes(4).toString("hex")}`;
  await admin(`create database "${name}"`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const relay = new TcpRelay(target);
  const databaseUrl = await relay.start();
  let server: { child: ChildProcess; output: () => string } | undefined;
  try {
    const started = startServer(databaseUrl, await freePort());
    server = started;
    const origin = await started.listening;
    // Migrations and the catalog seed run at start; /healthz says when they are done.
    await expect
      .poll(async () => (await request.get(`${origin}/healthz`)).status(), { timeout: 30_000 })
      .toBe(200);
    // A booking's manage page reads the database in its loader; an unknown link is a 404.
    const manage = `${origin}/contact/book-call/manage/${"x".repeat(32)}`;
    expect((await request.get(manage)).status()).toBe(404);
    // Its calendar file is a resource route, with no error boundary of its own.
    const invite = `${manage}/invite.ics`;
    expect((await request.get(invite)).status()).toBe(404);

    await relay.stop();
    // Asked within a second of the last answer, the loader trusts the open pool and its
    // query is the first to fail: the outage is found mid-loader.
    const page = await request.get(manage);
    expect(page.status()).toBe(503);
    expect(page.headers()["retry-after"]).toBeDefined();
    expect(await page.text()).toContain("We can&#x27;t reach our database right now.");
    // A client-side navigation asks for the same page's data at its .data address.
    const data = await request.get(`${manage}.data`);
    expect(data.status()).toBe(503);
    expect(await data.json()).toEqual({ reason: "database" });
    const calendar = await request.get(invite);
    expect(calendar.status()).toBe(503);
    expect(calendar.headers()["retry-after"]).toBeDefined();
    expect(await calendar.text()).toContain("We can't reach our database right now.");

    await relay.start();
    await expect
      .poll(async () => (await request.get(manage)).status(), { timeout: 15_000 })
      .toBe(404);
    expect(started.child.exitCode, started.output()).toBeNull();
  } finally {
    server?.child.kill("SIGTERM");
    if (server && server.child.exitCode === null) {
      await new Promise((resolve) => server!.child.once("exit", resolve));
    }
    await relay.stop().catch(() => {});
    await admin(`drop database if exists "${name}" with (force)`);
  }
});
