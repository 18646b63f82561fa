import { afterEach, describe, expect, it, vi } from "vitest";

import type { Database } from "~/lib/db/client.server";

import { createHousekeeping } from "./mail-worker.server";

// The tasks get the database handed through untouched; a stand-in object is enough here.
const db = {} as Database;
const HOUR = 3_600_000;

describe("housekeeping on the mail worker's timer", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("runs a task on the first tick, then once its interval has passed", async () => {
    const housekeeping = createHousekeeping();
    const runs: Date[] = [];
    housekeeping.add({
      name: "purge",
      everyMs: HOUR,
      run: async (given, now) => {
        expect(given).toBe(db);
        runs.push(now);
      },
    });
    const t0 = new Date("2026-11-30T10:00:00Z");
    expect(await housekeeping.runDue(db, t0)).toEqual(["purge"]);
    expect(await housekeeping.runDue(db, new Date(t0.getTime() + 5_000))).toEqual([]);
    expect(await housekeeping.runDue(db, new Date(t0.getTime() + HOUR - 1))).toEqual([]);
    expect(await housekeeping.runDue(db, new Date(t0.getTime() + HOUR))).toEqual(["purge"]);
    expect(runs.map((now) => now.getTime() - t0.getTime())).toEqual([0, HOUR]);
  });

  it("keeps running the other tasks when one fails, and retries the failed one a period later", async () => {
    const housekeeping = createHousekeeping();
    const errors = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    let failures = 0;
    let fine = 0;
    housekeeping.add({
      name: "broken",
      everyMs: HOUR,
      run: () => {
        failures++;
        return Promise.reject(new Error("database went away"));
      },
    });
    housekeeping.add({ name: "fine", everyMs: 60_000, run: async () => fine++ });
    const t0 = new Date("2026-11-30T10:00:00Z");
    expect(await housekeeping.runDue(db, t0)).toEqual(["broken", "fine"]);
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/"msg":"\[housekeeping\] broken failed".*"error":"database went away"/),
    );
    expect(await housekeeping.runDue(db, new Date(t0.getTime() + 60_000))).toEqual(["fine"]);
    expect(await housekeeping.runDue(db, new Date(t0.getTime() + HOUR))).toEqual([
      "broken",
      "fine",
    ]);
    expect({ failures, fine }).toEqual({ failures: 2, fine: 3 });
  });

  it("replaces a task added again under the same name", async () => {
    const housekeeping = createHousekeeping();
    const calls: string[] = [];
    housekeeping.add({ name: "purge", everyMs: HOUR, run: async () => calls.push("old") });
    housekeeping.add({ name: "purge", everyMs: HOUR, run: async () => calls.push("new") });
    await housekeeping.runDue(db, new Date());
    expect(calls).toEqual(["new"]);
  });
});
