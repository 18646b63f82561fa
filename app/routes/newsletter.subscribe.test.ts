import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from "vitest";

import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { newsletterSubscribers } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import type * as EnvModule from "~/lib/env.server";
import type { Env } from "~/lib/env.server";
import type { FormFailure } from "~/lib/forms/form-result";
import { runWithSocketAddress } from "~/lib/socket-address.server";

import { action, headers } from "./newsletter.subscribe";

// The newsletter box without JavaScript posts here: every answer but success re-renders this
// page with what went wrong and the address as typed; only success redirects.

const hooks = vi.hoisted(() => ({
  database: { get: undefined as undefined | (() => Promise<unknown>) },
  connection: { get: undefined as undefined | (() => Promise<unknown>) },
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: () => hooks.database.get!(),
  getDatabaseConnection: () => hooks.connection.get!(),
}));
vi.mock("~/features/mailer/mail-worker.server", () => ({ kickMailWorker: () => {} }));
vi.mock("~/lib/env.server", async (importOriginal) => {
  const original = await importOriginal<typeof EnvModule>();
  return { ...original, env: (): Env => ({ ...original.parseEnv({}), RATE_LIMIT_MAX: 2 }) };
});

type Answer = { data: FormFailure; init: ResponseInit | null };

function plainPost(email: string, peer: string): Promise<unknown> {
  const body = new URLSearchParams({ email, source: "articles" });
  const request = new Request("http://127.0.0.1:4700/newsletter/subscribe", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  return runWithSocketAddress(peer, () =>
    action({ request, params: {}, context: {} } as Parameters<typeof action>[0]).catch(
      (thrown: unknown) => thrown,
    ),
  );
}

describeOnEachDriver("newsletter without JavaScript", (driver) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    hooks.database.get = async () => connection.db;
    hooks.connection.get = async () => connection;
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("a typo re-renders the box with its error and the address, uncounted", async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const answer = (await plainPost("not-an-email", "192.0.2.50")) as Answer;
      expect(answer.init?.status).toBe(400);
      expect(answer.data.fieldErrors.email?.message).toBeTruthy();
      expect(answer.data.values.email).toBe("not-an-email");
    }
    // The typos used none of the two allowed: the corrected address goes through.
    const done = (await plainPost("reader@example.com", "192.0.2.50")) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/newsletter/subscribe?subscribed=1");
    const [row] = await connection.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(row?.status).toBe("pending");
  });

  it("past the limit: 429 with the message, the address and a Retry-After the page sends", async () => {
    // The limit counts in fixed windows: the three posts must fall in one, whatever the hour.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T10:03:00Z"));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await plainPost("one@example.com", "192.0.2.51");
    await plainPost("two@example.com", "192.0.2.51");
    const refused = (await plainPost("three@example.com", "192.0.2.51")) as Answer;
    expect(refused.init?.status).toBe(429);
    expect(refused.data.formError?.code).toBe("rate_limited");
    expect(refused.data.values.email).toBe("three@example.com");
    const sent = headers({
      parentHeaders: new Headers(),
      loaderHeaders: new Headers(),
      actionHeaders: new Headers(refused.init?.headers),
      errorHeaders: undefined,
    } as Parameters<typeof headers>[0]);
    expect(Number(new Headers(sent).get("Retry-After"))).toBeGreaterThan(0);
    // Another visitor is not refused.
    expect(((await plainPost("four@example.com", "192.0.2.52")) as Response).status).toBe(302);
  });

  it("a database outage: 503 with the form's message and the address", async () => {
    const working = hooks.database.get;
    hooks.database.get = async () => {
      throw new Error("connection refused");
    };
    try {
      const answer = (await plainPost("later@example.com", "192.0.2.53")) as Answer;
      expect(answer.init?.status).toBe(503);
      expect(answer.data.formError?.message).toBe("Failed to subscribe. Please try again.");
      expect(answer.data.values.email).toBe("later@example.com");
    } finally {
      hooks.database.get = working;
    }
  });
});
