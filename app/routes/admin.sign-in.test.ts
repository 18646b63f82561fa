import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { action } from "./admin.sign-in";

// A listed address costs the server more work than an unlisted one (a verification row, a
// mail); an answer that waited for that work would tell the two apart by its time. The link
// work here never ends: the answer must come all the same.

const hooks = vi.hoisted(() => ({
  database: { get: undefined as undefined | (() => Promise<unknown>) },
  requested: [] as string[],
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: () => hooks.database.get!(),
}));
vi.mock("~/features/staff-auth/sign-in.server", () => ({
  requestSignInLink: (_db: unknown, _request: Request, email: string) => {
    hooks.requested.push(email);
    return new Promise<void>(() => {});
  },
}));
vi.mock("~/features/mailer/mail-worker.server", () => ({ kickMailWorker: () => {} }));

describeOnEachDriver("POST /admin/sign-in", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(() => {
    hooks.database.get = async () => connection.db;
    hooks.requested.length = 0;
  });

  it("answers before the link is made, the same for any address", async () => {
    for (const email of ["admin@neargenius.test", "stranger@example.com"]) {
      const request = new Request("http://127.0.0.1:4700/admin/sign-in", {
        method: "POST",
        body: new URLSearchParams({ email, next: "/admin", _enhanced: "1" }),
        headers: { "x-forwarded-for": `10.9.${Math.floor(Math.random() * 200)}.1` },
      });
      const answer = (await action({
        request,
        params: {},
        context: {},
      } as unknown as Parameters<typeof action>[0])) as unknown as {
        data: { ok: boolean; message?: string };
      };
      expect(answer.data).toMatchObject({ ok: true });
      expect(answer.data.message).toMatch(/^If that address belongs to the Near Genius team/);
    }
    expect(hooks.requested).toEqual(["admin@neargenius.test", "stranger@example.com"]);
  });
});
