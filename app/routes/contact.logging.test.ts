import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";

import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { setLogSinkForTests } from "~/lib/log.server";

import { action } from "./contact";

// A failed save must not copy what the visitor typed into the logs: drizzle's error message
// lists every bound parameter, and those are the name, email and message.

const hooks = vi.hoisted(() => ({
  database: { get: undefined as undefined | (() => Promise<unknown>) },
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: () => hooks.database.get!(),
}));
vi.mock("~/features/mailer/mail-worker.server", () => ({ kickMailWorker: () => {} }));

const NAME = "Zelda Quintanilha";
const EMAIL = "zelda.q@private-mail.example";
const MESSAGE = "My confidential project is codenamed Aurora";

describeOnEachDriver("contact submission failing in the database", (driver) => {
  let connection: DatabaseConnection;
  let written: string[];

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    // Every insert into contacts now fails inside PostgreSQL, after drizzle bound the values.
    await connection.db.execute(sql`alter table contacts rename to contacts_elsewhere`);
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(() => {
    hooks.database.get = async () => connection.db;
    written = [];
    setLogSinkForTests((line) => written.push(line));
    for (const method of ["error", "warn", "info", "log"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        written.push(
          args
            .map((arg) =>
              arg instanceof Error ? `${arg.message} ${String(arg.cause)}` : String(arg),
            )
            .join(" "),
        );
      });
    }
  });
  afterEach(() => {
    setLogSinkForTests(undefined);
    vi.restoreAllMocks();
  });

  it("logs the failure without the name, email or message", async () => {
    const body = new FormData();
    body.set("name", NAME);
    body.set("email", EMAIL);
    body.set("message", MESSAGE);
    body.set("idempotencyKey", randomUUID());
    const request = new Request("http://127.0.0.1:4700/contact", {
      method: "POST",
      body,
      headers: { "x-forwarded-for": `10.9.${Math.floor(Math.random() * 200)}.1` },
    });
    const answer = (await action({ request, params: {}, context: {} } as Parameters<
      typeof action
    >[0])) as unknown as { init: ResponseInit | null };
    expect(answer.init?.status).toBe(500);
    const logs = written.join("\n");
    expect(logs).toMatch(/contact/);
    expect(logs).toMatch(/contacts/);
    for (const typed of [NAME, EMAIL, MESSAGE, "Zelda", "private-mail", "Aurora"]) {
      expect(logs).not.toContain(typed);
    }
  });
});
