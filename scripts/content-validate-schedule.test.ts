import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The studio's schedule checks (decision 100) as the real Sanity validator runs them over a
// dataset file: the schema's fields, the offline index of addresses, and the messages.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SCRIPT = path.join(ROOT, "scripts", "content-validate.mjs");
const SEED = path.join(ROOT, "studio", "seed", "production.ndjson");
const MONDAY_9 = "2026-12-07T09:00:00.000Z";

type Doc = Record<string, unknown> & { _id: string; _type: string };
const ref = (id: string) => ({ _type: "reference", _ref: id, _weak: true });

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "content-validate-schedule-"));
  // The seed's pictures beside the copy, so only schedules are reported.
  symlinkSync(path.join(ROOT, "studio", "seed", "images"), path.join(dir, "images"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run content:validate on scheduled documents", () => {
  it(
    "accepts a change at a set time and names each wrong schedule",
    { timeout: 16 * 60_000 },
    () => {
      const seed = readFileSync(SEED, "utf8")
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as Doc);
      const byId = (id: string) => structuredClone(seed.find((doc) => doc._id === id)!);
      const docs = seed.map((doc) => {
        if (doc._id === "claim.interview-window") return { ...doc, unpublishAt: MONDAY_9 };
        // Ends before it starts.
        if (doc._id === "claim.top-talent") {
          return { ...doc, publishAt: MONDAY_9, unpublishAt: "2026-12-01T09:00:00.000Z" };
        }
        // The home page itself cannot be taken down.
        if (doc._id === "landingPage") return { ...doc, unpublishAt: MONDAY_9 };
        return doc;
      });
      docs.push(
        // A claim changing on Monday at 9, and a page taking another's place at its address.
        {
          ...byId("claim.interview-window"),
          _id: "claim.interview-window-24h",
          value: "24 hours",
          publishAt: MONDAY_9,
          replaces: ref("claim.interview-window"),
        },
        {
          ...byId("page.story"),
          _id: "page.story-monday",
          publishAt: MONDAY_9,
          replaces: ref("page.story"),
        },
        // The same address without taking the place: still a clash.
        { ...byId("page.terms"), _id: "page.terms-copy", publishAt: MONDAY_9 },
        // Its own place.
        { ...byId("claim.rating"), _id: "claim.rating-2", replaces: ref("claim.rating-2") },
      );
      const file = path.join(dir, "scheduled.ndjson");
      writeFileSync(file, docs.map((doc) => JSON.stringify(doc)).join("\n") + "\n");

      const env = { ...process.env, CONTENT_DATASET_FILE: file };
      const result = spawnSync(process.execPath, [SCRIPT], { cwd: ROOT, env, encoding: "utf8" });
      const output = `${result.stdout}\n${result.stderr}`;
      expect(result.status).toBe(1);
      expect(output).toMatch(
        /claim\.top-talent \(claim\) unpublishAt: "Unpublish at" must be after "Publish at"/,
      );
      expect(output).toMatch(
        /landingPage \(landingPage\) unpublishAt: Leave "Unpublish at" empty here/,
      );
      expect(output).toMatch(
        /page\.terms-copy \(page\) path: Another page already has this address/,
      );
      // Both pages of a clash are named.
      expect(output).toMatch(/page\.terms \(page\) path: Another page already has this address/);
      expect(output).toMatch(
        /claim\.rating-2 \(claim\) replaces: A document cannot take its own place/,
      );
      for (const valid of ["claim.interview-window", "claim.interview-window-24h", "page.story"]) {
        expect(output).not.toMatch(new RegExp(`${valid.replace(".", "\\.")} \\(`));
      }
      expect(Number(/(\d+) of (\d+) document\(s\) invalid/.exec(output)?.[1])).toBe(5);
    },
  );
});
