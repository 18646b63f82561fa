import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { drawSeedArt, IMAGES_DIR, SEED_FILE } from "./seed-art";

type Doc = { _id: string; _type: string } & Record<string, unknown>;

/** Every image field of a document, however deeply nested, with where it is. */
function imageFields(value: unknown, at: string, found: { at: string; field: Doc }[] = []) {
  if (Array.isArray(value))
    value.forEach((item, index) => imageFields(item, `${at}[${index}]`, found));
  else if (value && typeof value === "object") {
    const record = value as Doc;
    if (record._type === "image") found.push({ at, field: record });
    for (const [key, child] of Object.entries(record)) imageFields(child, `${at}.${key}`, found);
  }
  return found;
}

describe("the bundled dataset's pictures", () => {
  it("are what `npm run content:art` draws (run it after changing a drawing)", async () => {
    const committed = await readFile(SEED_FILE, "utf8");
    const { files, ndjson } = await drawSeedArt(committed);
    expect(ndjson === committed, "studio/seed/production.ndjson is out of date").toBe(true);
    expect((await readdir(IMAGES_DIR)).sort()).toEqual([...files.keys()].sort());
    for (const [name, bytes] of files) {
      expect((await readFile(path.join(IMAGES_DIR, name))).equals(bytes), name).toBe(true);
    }
  });

  it("each have a file, an asset document and a text for screen readers", async () => {
    const documents = (await readFile(SEED_FILE, "utf8"))
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Doc);
    const assets = new Map(
      documents.filter((doc) => doc._type === "sanity.imageAsset").map((doc) => [doc._id, doc]),
    );
    const files = new Set(await readdir(IMAGES_DIR));
    const fields = documents.flatMap((doc) => imageFields(doc, doc._id));
    expect(fields.length).toBeGreaterThanOrEqual(16);
    for (const { at, field } of fields) {
      const ref = (field.asset as { _ref: string })._ref;
      const asset = assets.get(ref);
      expect(asset, `${at} points at ${ref}`).toBeDefined();
      const [, hash, size, extension] = /^image-(\w+)-(\d+x\d+)-(\w+)$/.exec(ref)!;
      expect(files.has(`${hash}-${size}.${extension}`), `${at}: file of ${ref}`).toBe(true);
      expect(String(field.alt ?? "").trim(), `${at} has alternative text`).not.toBe("");
    }
  });
});
