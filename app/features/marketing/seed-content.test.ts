import { readFile } from "node:fs/promises";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { DEFAULT_DATASET_FILE } from "~/lib/content/content.server";
import { parseNdjson } from "~/lib/content/content-source.server";

// What the offline studio validator cannot check (it has no API to ask): slugs are unique
// per type, and the careers page has six positions, two of them featured.
const docs = parseNdjson(await readFile(path.resolve(DEFAULT_DATASET_FILE), "utf8")) as {
  _id: string;
  _type: string;
  slug?: { current: string };
  featured?: boolean;
  kind?: string;
  path?: string;
}[];

describe("bundled marketing content", () => {
  it.each(["article", "jobPosition"])("%s slugs are unique", (type) => {
    const slugs = docs.filter((doc) => doc._type === type).map((doc) => doc.slug?.current);
    expect(slugs.every(Boolean)).toBe(true);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("page paths are unique", () => {
    const paths = docs.filter((doc) => doc._type === "page").map((doc) => doc.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("has six open positions, two featured, and at least three articles and two playbooks", () => {
    const positions = docs.filter((doc) => doc._type === "jobPosition");
    expect(positions).toHaveLength(6);
    expect(positions.filter((doc) => doc.featured)).toHaveLength(2);
    const articles = docs.filter((doc) => doc._type === "article");
    expect(articles.filter((doc) => doc.kind === "article").length).toBeGreaterThanOrEqual(3);
    expect(articles.filter((doc) => doc.kind === "playbook").length).toBeGreaterThanOrEqual(2);
  });
});
