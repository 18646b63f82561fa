import { randomBytes } from "node:crypto";

import { expect, test } from "@playwright/test";

import { runAdminStatement } from "~/lib/db/admin-connection.server";

import { baseURL } from "../../playwright.config";
import {
  mailDueUnsent,
  postContact,
  runConnectionLossTrial,
} from "../../scripts/connection-loss-trial";
import { type ServerProcess, startProductionServer } from "./server-process";

// PostgreSQL ends the site's connections again and again while visitors send the contact
// form (a failover, a pooler's restart, an administrator), then refuses connections for a
// while. The process stays up, no acknowledged message is lost or half written, an outage is
// a 503 the visitor can wait out, and the site and its mail worker resume on their own.
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const admin = (statement: string) => runAdminStatement(adminUrl, statement);

test("connections ended under load: the process stays up, nothing acknowledged is lost, it resumes by itself", async () => {
  test.setTimeout(90_000);
  const database = `ng_e2e_loss_${randomBytes(4).toString("hex")}`;
  await admin(`create database "${database}"`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  let server: ServerProcess | undefined;
  try {
    server = await startProductionServer({
      // The port after those of the other server checks (the config's three, then +3 to +7).
      PORT: String(Number(new URL(baseURL).port) + 8),
      DATABASE_URL: databaseUrl.toString(),
      RATE_LIMIT_MAX: "100000",
      // The mail and housekeeping runs query the database every second through the trial.
      MAIL_WORKER_INTERVAL_SECONDS: "1",
    });
    const running = () => server!.child.exitCode === null && server!.child.signalCode === null;

    const counts = await runConnectionLossTrial({
      origin: server.url,
      adminUrl,
      database,
      rounds: 8,
      intervalMs: 400,
      visitors: 6,
      running,
    });

    expect(counts.stayedUp, server.output().slice(-4000)).toBe(true);
    expect(counts.terminated).toBeGreaterThan(0);
    expect(counts.acknowledged, JSON.stringify(counts)).toBeGreaterThan(0);
    // Every answer is a confirmation or an outage the visitor is told to wait out.
    expect(counts.otherAnswers).toEqual({});
    expect(counts.lost).toBe(0);
    expect(counts.stored).toBe(counts.acknowledged);
    expect(counts.halfWritten).toBe(0);
    expect(counts.healthWhileRefused).toBe(503);
    // The first health check once connections are let in again already answers.
    expect(counts.healthOnceAllowed).toBe(200);

    // The site takes messages again, and the mail worker sends what it may take now.
    const after = await postContact(server.url, `after-${database}@example.com`);
    expect(after.reference).toMatch(/^NG-M-/);
    await expect.poll(() => mailDueUnsent(adminUrl, database), { timeout: 20_000 }).toBe(0);
    expect(running()).toBe(true);
  } finally {
    if (server && server.child.exitCode === null) {
      const exited = new Promise((resolve) => server!.child.once("exit", resolve));
      server.child.kill("SIGTERM");
      await exited;
    }
    await admin(`drop database if exists "${database}" with (force)`);
  }
});
