import { describe, expect, it } from "vitest";

import { checkHealth } from "./health.server";

const contentOk = async () => ({ ok: true as const, source: "dataset" });

describe("checkHealth", () => {
  it("names a refused database connection without its host or port", async () => {
    const report = await checkHealth({
      database: async () => ({
        ok: false,
        reason: "connect ECONNREFUSED 10.0.3.7:5432 (ECONNREFUSED)",
      }),
      content: contentOk,
    });
    expect(report.status).toBe("unavailable");
    expect(report.database).toEqual({
      ok: false,
      reason: "database unavailable: connection refused",
    });
  });

  it("keeps hosts, ports, URLs and file paths out of every reason", async () => {
    const report = await checkHealth({
      database: async () => ({
        ok: false,
        reason:
          'getaddrinfo ENOTFOUND db.internal.example; password authentication failed for user "app" at postgres://app@db.internal.example:6543/ng',
      }),
      content: async () => ({
        ok: false,
        reason:
          "ENOENT: no such file or directory, open '/srv/near-genius/content/production.ndjson'; request to https://abc123.api.sanity.io/v2024-01-01/data failed, [fd00::12]:443",
      }),
    });
    const text = JSON.stringify(report);
    for (const secret of [
      "db.internal.example",
      "6543",
      "postgres://",
      "/srv/near-genius",
      "production.ndjson",
      "abc123.api.sanity.io",
      "https://",
      "fd00::12",
      "443",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(report.database).toEqual({
      ok: false,
      reason: expect.stringMatching(/^database unavailable: /),
    });
    expect(report.content).toEqual({
      ok: false,
      reason: expect.stringMatching(/^content unavailable: /),
    });
  });

  it("keeps the wording of an unknown cause with its addresses removed", async () => {
    const report = await checkHealth({
      database: async () => ({
        ok: false,
        reason: "server at db-1.internal:5432 sent a bad packet",
      }),
      content: async () => ({
        ok: false,
        reason: "request to https://abc123.api.sanity.io/v1/data failed, reason: socket hang up",
      }),
    });
    expect(report.database).toEqual({
      ok: false,
      reason: "database unavailable: server at … sent a bad packet",
    });
    expect(report.content).toEqual({
      ok: false,
      reason: "content unavailable: request to … failed, reason: socket hang up",
    });
  });

  it("reports ok with the driver and source when both answer", async () => {
    const report = await checkHealth({
      database: async () => ({ ok: true, driver: "pglite" }),
      content: contentOk,
    });
    expect(report).toEqual({
      status: "ok",
      database: { ok: true, driver: "pglite" },
      content: { ok: true, source: "dataset" },
    });
  });
});
