import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { contentNow, timeInFile } from "./content-clock.server";

describe("the content clock", () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "content-clock-"));
    file = path.join(dir, "now.txt");
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reads the time a test wrote, and the next one as soon as it is rewritten", async () => {
    await writeFile(file, "2026-12-07T08:59:59Z\n");
    expect(timeInFile(file)).toEqual(new Date("2026-12-07T08:59:59Z"));
    // Same length, same second of the file system's clock: still the new time.
    await writeFile(file, "2026-12-07T09:00:00Z\n");
    expect(timeInFile(file)).toEqual(new Date("2026-12-07T09:00:00Z"));
  });

  it("says which file is missing or does not hold a time", async () => {
    expect(() => timeInFile(path.join(dir, "missing.txt"))).toThrow(
      /CONTENT_CLOCK_FILE .*missing\.txt cannot be read \(ENOENT\)/,
    );
    await writeFile(file, "next Monday");
    expect(() => timeInFile(file)).toThrow(/must hold an ISO time .* not "next Monday"/);
  });

  it("is the file's time when CONTENT_CLOCK_FILE is set", async () => {
    await writeFile(file, "2030-01-01T00:00:00.000Z");
    vi.stubEnv("CONTENT_CLOCK_FILE", file);
    expect(contentNow()).toEqual(new Date("2030-01-01T00:00:00.000Z"));
  });
});
