import { rm } from "node:fs/promises";

import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  vi.restoreAllMocks();
});

describe("requireDatabase", () => {
  it("answers 503 with the reason 'database' when the database cannot be opened", async () => {
    vi.stubEnv("DATABASE_URL", "postgres://postgres@127.0.0.1:1/unreachable");
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const { requireDatabase } = await import("./require-database.server");
    const thrown = await requireDatabase().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 503 } });
    expect((thrown as { data: unknown }).data).toEqual({ reason: "database" });
    expect(logged.mock.calls.flat().join(" ")).toMatch(/ECONNREFUSED|refused|connect/i);
  });

  it("returns the database when it is there", async () => {
    vi.stubEnv("DATABASE_URL", "");
    const dataDir = `/tmp/require-db-${process.pid}-${Date.now()}`;
    vi.stubEnv("DATA_DIR", dataDir);
    const { requireDatabase } = await import("./require-database.server");
    const { closeDatabase } = await import("./client.server");
    const db = await requireDatabase();
    expect(db).toBeDefined();
    await closeDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });
});
