import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { subscribe } from "~/features/newsletter/newsletter.server";
import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { newsletterSubscribers } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import * as confirmRoute from "./newsletter.confirm";
import * as unsubscribeRoute from "./newsletter.unsubscribe";

// Mail link scanners open (GET or HEAD) every link in a message: opening a link must
// change nothing, only the button's POST (or a mail client's RFC 8058 one-click POST) acts.

const hooks = vi.hoisted(() => ({
  database: { get: undefined as undefined | (() => Promise<unknown>) },
  connection: { get: undefined as undefined | (() => Promise<unknown>) },
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: () => hooks.database.get!(),
  getDatabaseConnection: () => hooks.connection.get!(),
}));

const ORIGIN = "http://127.0.0.1:4700";

type Args = { request: Request; params: object; context: object };
const args = (request: Request) => ({ request, params: {}, context: {} }) as Args;

function open(path: string, token: string, method: "GET" | "HEAD"): Request {
  return new Request(`${ORIGIN}${path}?token=${token}`, { method });
}

function post(path: string, body: Record<string, string>, query = ""): Request {
  return new Request(`${ORIGIN}${path}${query}`, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

/** The payload of a loader or action answer, whether plain data or data() with an init. */
function payload(answer: unknown): Record<string, unknown> {
  const value = answer as { data?: unknown; type?: string };
  return (value?.type === "DataWithResponseInit" ? value.data : answer) as Record<string, unknown>;
}

describeOnEachDriver("newsletter mail links", (driver) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    hooks.database.get = async () => connection.db;
    hooks.connection.get = async () => connection;
  });
  afterAll(async () => {
    await connection?.close();
  });

  let row: typeof newsletterSubscribers.$inferSelect;
  beforeEach(async () => {
    const email = `links-${crypto.randomUUID()}@example.com`;
    await subscribe(
      connection.db,
      { email, consent: { id: null, text: "yes" }, source: null },
      ORIGIN,
    );
    const [stored] = await connection.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    if (!stored) throw new Error("subscriber not stored");
    row = stored;
  });
  const status = async () =>
    (
      await connection.db
        .select({ status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, row.id))
    )[0]?.status;

  describe("confirm", () => {
    it("GET and HEAD on the link change nothing and offer the button with the token", async () => {
      for (const method of ["HEAD", "GET"] as const) {
        const answer = payload(
          await confirmRoute.loader(
            args(open("/newsletter/confirm", row.confirmToken, method)) as never,
          ),
        );
        expect(answer).toEqual({ outcome: "ask", token: row.confirmToken });
      }
      expect(await status()).toBe("pending");
    });

    it("the button's POST confirms, and a second POST says already confirmed", async () => {
      const first = payload(
        await confirmRoute.action(
          args(post("/newsletter/confirm", { token: row.confirmToken })) as never,
        ),
      );
      expect(first.outcome).toBe("confirmed");
      expect(await status()).toBe("confirmed");
      const reopened = payload(
        await confirmRoute.loader(
          args(open("/newsletter/confirm", row.confirmToken, "GET")) as never,
        ),
      );
      expect(reopened.outcome).toBe("already-confirmed");
      const again = payload(
        await confirmRoute.action(
          args(post("/newsletter/confirm", { token: row.confirmToken })) as never,
        ),
      );
      expect(again.outcome).toBe("already-confirmed");
    });

    it("a malformed or unknown token is invalid on GET and POST", async () => {
      const opened = payload(
        await confirmRoute.loader(args(open("/newsletter/confirm", "x", "GET")) as never),
      );
      expect(opened.outcome).toBe("invalid");
      const unknown = payload(
        await confirmRoute.loader(
          args(open("/newsletter/confirm", "A".repeat(32), "GET")) as never,
        ),
      );
      expect(unknown.outcome).toBe("invalid");
      const posted = payload(
        await confirmRoute.action(
          args(post("/newsletter/confirm", { token: "A".repeat(32) })) as never,
        ),
      );
      expect(posted.outcome).toBe("invalid");
      expect(await status()).toBe("pending");
    });
  });

  describe("unsubscribe", () => {
    it("GET and HEAD on the link change nothing", async () => {
      for (const method of ["HEAD", "GET"] as const) {
        const answer = payload(
          await unsubscribeRoute.loader(
            args(open("/newsletter/unsubscribe", row.unsubscribeToken, method)) as never,
          ),
        );
        expect(answer).toEqual({ outcome: "ask", token: row.unsubscribeToken });
      }
      expect(await status()).toBe("pending");
    });

    it("the button's POST (token in the form) unsubscribes", async () => {
      const answer = payload(
        await unsubscribeRoute.action(
          args(post("/newsletter/unsubscribe", { token: row.unsubscribeToken })) as never,
        ),
      );
      expect(answer.outcome).toBe("unsubscribed");
      expect(await status()).toBe("unsubscribed");
      const reopened = payload(
        await unsubscribeRoute.loader(
          args(open("/newsletter/unsubscribe", row.unsubscribeToken, "GET")) as never,
        ),
      );
      expect(reopened).toEqual({ outcome: "unsubscribed" });
    });

    it("RFC 8058 one-click (token in the URL, List-Unsubscribe=One-Click body) unsubscribes", async () => {
      const answer = payload(
        await unsubscribeRoute.action(
          args(
            post(
              "/newsletter/unsubscribe",
              { "List-Unsubscribe": "One-Click" },
              `?token=${row.unsubscribeToken}`,
            ),
          ) as never,
        ),
      );
      expect(answer.outcome).toBe("unsubscribed");
      expect(await status()).toBe("unsubscribed");
    });
  });
});
