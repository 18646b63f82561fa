import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { rateLimitHits } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { guardSubmission } from "./guard.server";
import { HONEYPOT_FIELD } from "./honeypot";
import { clientAddress, hitRateLimit, pruneRateLimits } from "./rate-limit.server";

describe("clientAddress", () => {
  const request = (xff?: string) =>
    new Request("http://x/", { headers: xff ? { "x-forwarded-for": xff } : {} });
  it("ignores X-Forwarded-For without trusted proxies", () => {
    expect(clientAddress(request("203.0.113.9"), 0)).toBe("direct");
  });
  it("takes the entry the trusted proxies appended", () => {
    expect(clientAddress(request("6.6.6.6, 203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientAddress(request("6.6.6.6, 203.0.113.9, 10.0.0.2"), 2)).toBe("203.0.113.9");
    expect(clientAddress(request(), 1)).toBe("unknown");
  });
});

describeOnEachDriver("rate limit and honeypot", (driver) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
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
  });

  it("answers 429 with a clear message once the limit is passed, 400 for a filled honeypot", async () => {
    const request = new Request("http://x/contact", { method: "POST" });
    const form = new FormData();
    const policy = { max: 2, windowSeconds: 600 };
    expect(await guardSubmission(connection.db, request, "guard-test", form, policy)).toBeNull();
    expect(await guardSubmission(connection.db, request, "guard-test", form, policy)).toBeNull();
    const blocked = await guardSubmission(connection.db, request, "guard-test", form, policy);
    expect(blocked?.status).toBe(429);
    expect(blocked?.message).toMatch(/^Too many submissions from your network\. Please wait/);
    expect(Number(blocked?.headers?.["Retry-After"])).toBeGreaterThan(0);

    const bot = new FormData();
    bot.set(HONEYPOT_FIELD, "http://spam.example");
    const trapped = await guardSubmission(connection.db, request, "guard-bot", bot, policy);
    expect(trapped?.status).toBe(400);
  });
});
