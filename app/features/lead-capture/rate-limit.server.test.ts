import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { rateLimitHits } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import type * as EnvModule from "~/lib/env.server";
import type { Env } from "~/lib/env.server";
import { ENHANCED_FIELD, type FormFailure } from "~/lib/forms/form-result";
import { runWithSocketAddress } from "~/lib/socket-address.server";

import { guardSubmission, leadFormAction } from "./guard.server";
import { HONEYPOT_FIELD } from "./honeypot";
import { clientAddress, hitRateLimit, mayMail, pruneRateLimits } from "./rate-limit.server";

// The guard reads TRUST_PROXY_HOPS from the cached environment; each test sets the hops it
// is about, so the per-address behaviour is checked with and without a trusted proxy.
const proxy = vi.hoisted(() => ({ hops: 0, max: 10 }));
vi.mock("~/lib/env.server", async (importOriginal) => {
  const original = await importOriginal<typeof EnvModule>();
  return {
    ...original,
    env: (): Env => ({
      ...original.parseEnv({}),
      TRUST_PROXY_HOPS: proxy.hops,
      RATE_LIMIT_MAX: proxy.max,
    }),
  };
});

const hooks = vi.hoisted(() => ({
  database: { get: undefined as undefined | (() => Promise<unknown>) },
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: () => hooks.database.get!(),
}));

describe("clientAddress", () => {
  const request = (xff?: string) =>
    new Request("http://x/", { headers: xff ? { "x-forwarded-for": xff } : {} });
  it("ignores X-Forwarded-For without trusted proxies", () => {
    expect(clientAddress(request("203.0.113.9"), 0)).toBe("direct");
  });
  it("without trusted proxies, takes the connected peer's address the server entry hands over", () => {
    expect(runWithSocketAddress("198.51.100.4", () => clientAddress(request("6.6.6.6"), 0))).toBe(
      "198.51.100.4",
    );
    // Behind a trusted proxy the socket is the proxy's; the forwarded entry is the client.
    expect(runWithSocketAddress("10.0.0.2", () => clientAddress(request("203.0.113.9"), 1))).toBe(
      "203.0.113.9",
    );
    expect(runWithSocketAddress(undefined, () => clientAddress(request(), 0))).toBe("direct");
  });
  it("takes the entry the trusted proxies appended", () => {
    expect(clientAddress(request("6.6.6.6, 203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientAddress(request("6.6.6.6, 203.0.113.9, 10.0.0.2"), 2)).toBe("203.0.113.9");
    expect(clientAddress(request(), 1)).toBe("unknown");
  });
  it("never trusts a negative hop count", () => {
    expect(clientAddress(request("203.0.113.9"), -1)).toBe("direct");
  });
  it("trims entries and skips empty ones the way proxies write them", () => {
    expect(clientAddress(request(" 6.6.6.6 ,, 203.0.113.9 , "), 1)).toBe("203.0.113.9");
    expect(clientAddress(request("203.0.113.9"), 1)).toBe("203.0.113.9");
  });
  it("answers 'unknown' when the chain is shorter than the trusted hops or the entry is absurd", () => {
    expect(clientAddress(request("203.0.113.9"), 2)).toBe("unknown");
    // Longer than any IPv6 text, so a client cannot mint unbounded distinct buckets.
    expect(clientAddress(request("a".repeat(65)), 1)).toBe("unknown");
    expect(clientAddress(request("a".repeat(64)), 1)).toBe("a".repeat(64));
  });
});

describeOnEachDriver("rate limit and honeypot", (driver) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    hooks.database.get = async () => connection.db;
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("allows max hits per window, counts concurrent hits exactly, and resets in the next window", async () => {
    const policy = { max: 5, windowSeconds: 60 };
    const now = new Date("2026-11-21T10:00:10Z");
    const results = await Promise.all(
      Array.from({ length: 12 }, () => hitRateLimit(connection.db, "contact:a", policy, now)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    const blocked = results.find((result) => !result.allowed);
    expect(blocked).toEqual({ allowed: false, retryAfterSeconds: 50 });
    // Another bucket is independent.
    expect((await hitRateLimit(connection.db, "contact:b", policy, now)).allowed).toBe(true);
    const next = new Date("2026-11-21T10:01:00Z");
    expect((await hitRateLimit(connection.db, "contact:a", policy, next)).allowed).toBe(true);

    await pruneRateLimits(connection.db, next);
    const rows = await connection.db.select().from(rateLimitHits);
    expect(rows.every((row) => row.windowStart.getTime() >= next.getTime())).toBe(true);
    // The window that starts exactly at the cut-off is still running: it stays.
    expect(rows.filter((row) => row.bucket === "contact:a")).toHaveLength(1);
  });

  it("counts down what is left and names the wait until the window ends", async () => {
    const policy = { max: 3, windowSeconds: 600 };
    // 10:05:00.4 is 299.6 s before the 10:00-10:10 window ends: a client waits 300 s.
    const now = new Date("2026-11-21T10:05:00.400Z");
    const hit = () => hitRateLimit(connection.db, "remaining", policy, now);
    expect(await hit()).toEqual({ allowed: true, remaining: 2 });
    expect(await hit()).toEqual({ allowed: true, remaining: 1 });
    expect(await hit()).toEqual({ allowed: true, remaining: 0 });
    expect(await hit()).toEqual({ allowed: false, retryAfterSeconds: 300 });
    const lastMoment = new Date("2026-11-21T10:09:59.999Z");
    expect(await hitRateLimit(connection.db, "remaining", policy, lastMoment)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    // Windows are aligned to the clock, not to the first hit: 10:10:00 starts a fresh one.
    const nextWindow = new Date("2026-11-21T10:10:00.000Z");
    expect(await hitRateLimit(connection.db, "remaining", policy, nextWindow)).toEqual({
      allowed: true,
      remaining: 2,
    });
  });

  describe("per client address", () => {
    const policy = { max: 2, windowSeconds: 600 };
    const from = (forwardedFor: string) =>
      new Request("http://x/contact", {
        method: "POST",
        headers: { "x-forwarded-for": forwardedFor },
      });
    const submit = (form: string, forwardedFor: string) =>
      guardSubmission(connection.db, from(forwardedFor), form, new FormData(), policy);
    beforeEach(() => {
      proxy.hops = 0;
    });

    it("behind one trusted proxy, gives every client address its own bucket", async () => {
      proxy.hops = 1;
      expect(await submit("per-ip", "198.51.100.1")).toBeNull();
      expect(await submit("per-ip", "198.51.100.1")).toBeNull();
      expect((await submit("per-ip", "198.51.100.1"))?.status).toBe(429);
      // Another visitor is not blocked by the first one's submissions.
      expect(await submit("per-ip", "198.51.100.2")).toBeNull();
      // The proxy appends the real address; what the client wrote before it is ignored, so
      // a forged header does not escape the limit.
      expect((await submit("per-ip", "10.9.9.9, 198.51.100.1"))?.status).toBe(429);
      // Forms have separate budgets for the same address.
      expect(await submit("per-ip-other-form", "198.51.100.1")).toBeNull();
    });

    it("without a trusted proxy, gives every connected peer its own bucket and ignores X-Forwarded-For", async () => {
      const fromPeer = (peer: string, forwardedFor: string) =>
        runWithSocketAddress(peer, () => submit("peer", forwardedFor));
      expect(await fromPeer("198.51.100.1", "1.1.1.1")).toBeNull();
      expect(await fromPeer("198.51.100.1", "2.2.2.2")).toBeNull();
      expect((await fromPeer("198.51.100.1", "3.3.3.3"))?.status).toBe(429);
      // Ten requests from one visitor do not lock everyone else out.
      expect(await fromPeer("198.51.100.2", "1.1.1.1")).toBeNull();
    });

    it("without a trusted proxy nor a server entry naming the peer, every client shares one bucket", async () => {
      expect(await submit("direct", "198.51.100.1")).toBeNull();
      expect(await submit("direct", "198.51.100.2")).toBeNull();
      expect((await submit("direct", "198.51.100.3"))?.status).toBe(429);
    });

    it("tells a blocked visitor how many minutes to wait", async () => {
      proxy.hops = 1;
      const long = { max: 1, windowSeconds: 86_400 };
      const request = from("198.51.100.77");
      await guardSubmission(connection.db, request, "wait", new FormData(), long);
      const blocked = await guardSubmission(connection.db, request, "wait", new FormData(), long);
      const wait = Number(blocked?.headers?.["Retry-After"]);
      expect(blocked?.message).toContain(`Please wait ${Math.ceil(wait / 60)} minutes`);
    });
  });

  it("answers 429 with a clear message once the limit is passed, 400 for a filled honeypot", async () => {
    const request = new Request("http://x/contact", { method: "POST" });
    const form = new FormData();
    const policy = { max: 2, windowSeconds: 600 };
    expect(await guardSubmission(connection.db, request, "guard-test", form, policy)).toBeNull();
    expect(await guardSubmission(connection.db, request, "guard-test", form, policy)).toBeNull();
    const blocked = await guardSubmission(connection.db, request, "guard-test", form, policy);
    expect(blocked?.status).toBe(429);
    expect(blocked?.code).toBe("rate_limited");
    expect(blocked?.message).toMatch(/^Too many submissions from your network\. Please wait/);
    expect(Number(blocked?.headers?.["Retry-After"])).toBeGreaterThan(0);

    const bot = new FormData();
    bot.set(HONEYPOT_FIELD, "http://spam.example");
    const trapped = await guardSubmission(connection.db, request, "guard-bot", bot, policy);
    expect(trapped?.status).toBe(400);
    expect(trapped?.code).toBe("honeypot");
  });

  describe("what is not counted", () => {
    const policy = { max: 1, windowSeconds: 600 };
    const request = () => new Request("http://x/contact", { method: "POST" });

    it("an invalid submission and the retry of a counted one do not use up the limit", async () => {
      const guard = (form: string, options: object) =>
        runWithSocketAddress("192.0.2.10", () =>
          guardSubmission(connection.db, request(), form, new FormData(), { policy, ...options }),
        );
      expect(await guard("uncounted", { valid: false })).toBeNull();
      expect(await guard("uncounted", { valid: false })).toBeNull();
      expect(await guard("uncounted", { idempotencyKey: "key-1" })).toBeNull();
      // The same submission again (its answer was lost): not a second submission.
      expect(await guard("uncounted", { idempotencyKey: "key-1" })).toBeNull();
      expect(await guard("uncounted", { idempotencyKey: "key-1" })).toBeNull();
      // A new one is counted, and over the limit.
      const blocked = await guard("uncounted", { idempotencyKey: "key-2" });
      expect(blocked?.status).toBe(429);
      // A key that was refused was never counted, so its retry is refused too.
      expect((await guard("uncounted", { idempotencyKey: "key-2" }))?.status).toBe(429);
    });

    it("through the form kit: invalid posts pass uncounted; the 429 keeps the values and says Retry-After", async () => {
      const action = (values: Record<string, string>) =>
        runWithSocketAddress("192.0.2.11", () => {
          const body = new FormData();
          for (const [name, value] of Object.entries(values)) body.set(name, value);
          body.set(ENHANCED_FIELD, "1");
          return leadFormAction(new Request("http://x/f", { method: "POST", body }), {
            name: "kit-limit",
            fields: ["email", "idempotencyKey"],
            schema: z.object({ email: z.email(), idempotencyKey: z.string().min(1) }),
            failedMessage: "Failed",
            save: async () => ({ result: { saved: true } }),
          });
        });
      proxy.max = 2;
      for (let typo = 0; typo < 5; typo++) {
        const answer = await action({ email: "not-an-email", idempotencyKey: `t${typo}` });
        expect(answer.init?.status).toBe(400);
      }
      expect(
        (await action({ email: "a@example.com", idempotencyKey: "k1" })).init?.status,
      ).not.toBe(429);
      expect(
        (await action({ email: "a@example.com", idempotencyKey: "k1" })).init?.status,
      ).not.toBe(429);
      expect(
        (await action({ email: "b@example.com", idempotencyKey: "k2" })).init?.status,
      ).not.toBe(429);
      const refused = await action({ email: "c@example.com", idempotencyKey: "k3" });
      expect(refused.init?.status).toBe(429);
      expect(Number(new Headers(refused.init?.headers).get("Retry-After"))).toBeGreaterThan(0);
      expect((refused.data as FormFailure).values).toMatchObject({ email: "c@example.com" });
      expect((refused.data as FormFailure).formError?.code).toBe("rate_limited");
    });
  });

  it("sends at most three mails an hour to one address, whatever its spelling", async () => {
    const now = new Date("2026-11-21T10:20:00Z");
    const sent = [];
    for (const email of [
      "Reader@example.com",
      "reader@example.com",
      " reader@example.com",
      "reader@example.com",
    ])
      sent.push(await mayMail(connection.db, email, now));
    expect(sent).toEqual([true, true, true, false]);
    expect(await mayMail(connection.db, "other@example.com", now)).toBe(true);
    expect(
      await mayMail(connection.db, "reader@example.com", new Date("2026-11-21T11:00:00Z")),
    ).toBe(true);
    // The bucket names a digest, never the address.
    const rows = await connection.db.select().from(rateLimitHits);
    expect(rows.some((row) => row.bucket.includes("example.com"))).toBe(false);
    // Pruning with the form windows' cut-off leaves the hour's count in place.
    await pruneRateLimits(connection.db, new Date("2026-11-21T10:40:00Z"));
    expect(
      await mayMail(connection.db, "reader@example.com", new Date("2026-11-21T10:59:00Z")),
    ).toBe(false);
  });
});
