import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SCRIPT = path.join(ROOT, "scripts", "content-validate.mjs");
const SEED = path.join(ROOT, "studio", "seed", "production.ndjson");

type Doc = Record<string, unknown> & { _id: string; _type: string };
type LinkGroup = { label: string; links: Array<{ label: string; href: string }> };

function validate(file?: string) {
  const env = { ...process.env };
  delete env.CONTENT_DATASET_FILE;
  const result = spawnSync(process.execPath, [SCRIPT], {
    cwd: ROOT,
    env: file ? { ...env, CONTENT_DATASET_FILE: file } : env,
    encoding: "utf8",
    // The first run may install the studio's dependencies (npm ci --prefix studio).
    timeout: 15 * 60_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function readSeed(): Doc[] {
  return readFileSync(SEED, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Doc);
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "content-validate-test-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run content:validate", () => {
  it("accepts the seed dataset", { timeout: 16 * 60_000 }, () => {
    const { status, output } = validate();
    expect(output).toContain(`✔ ${readSeed().length} documents valid`);
    expect(status).toBe(0);
  });

  it("rejects a broken copy and names document, field and rule", { timeout: 120_000 }, () => {
    const docs = readSeed()
      // The footer then references a document that is not in the file.
      .filter((doc) => doc._id !== "trustItem.pci-dss")
      .map((doc) => {
        if (doc._id === "navigation") {
          const groups = doc.groups as LinkGroup[];
          const solutions = groups.find((group) => group.label === "Solutions")!;
          solutions.links.find((link) => link.label === "Midmarket")!.href = "";
          // A path no page of the site answers at.
          solutions.links.find((link) => link.label === "Startups")!.href = "/solutions/start-ups";
          return doc;
        }
        if (doc._id === "trustItem.gdpr") delete doc.type;
        // Two articles at one address. The file is what is checked, not the project behind
        // the studio: the clash is found offline, and is an error (Sanity says warning).
        if (doc._id === "article.reading-an-engineer-vetting-report") {
          (doc.slug as { current: string }).current = "nearshore-vs-offshore-true-cost";
        }
        // A picture without a text for screen readers.
        if (doc._id === "article.first-90-days-nearshore-team") {
          (doc.coverImage as { alt: string }).alt = " ";
        }
        if (doc._id === "footer") {
          // An absolute link must use https://.
          (doc.legalLinks as LinkGroup["links"])[0]!.href = "http://example.com/privacy";
        }
        return doc;
      });
    const file = path.join(dir, "broken.ndjson");
    writeFileSync(file, docs.map((doc) => JSON.stringify(doc)).join("\n") + "\n");

    const { status, output } = validate(file);
    expect(status).toBe(1);
    // navigation, trustItem.gdpr, footer, and every page that references the removed item.
    const invalid = Number(/(\d+) of (\d+) document\(s\) invalid/.exec(output)?.[1]);
    expect(invalid).toBeGreaterThanOrEqual(3);
    expect(output).toContain(`of ${docs.length} document(s) invalid`);
    expect(output).toMatch(
      /navigation \(navigation\) groups\[0\]\.links\[1\]\.href \(in "Solutions" › "Midmarket"\): Required \[rule: value\.required\]/,
    );
    expect(output).toMatch(
      /navigation \(navigation\) groups\[0\]\.links\[0\]\.href \(in "Solutions" › "Startups"\): No page on this site answers at \/solutions\/start-ups.*\[rule: custom\]/,
    );
    expect(output).toMatch(
      /trustItem\.gdpr \(trustItem\) type: Required \[rule: value\.required\]/,
    );
    expect(output).toMatch(
      /footer \(footer\) legalLinks\[0\]\.href .*https:\/\/.*\[rule: custom\]/,
    );
    expect(output).toMatch(
      /footer \(footer\) certifications\[2\]: Reference to "trustItem\.pci-dss", which is not in this file \[rule: reference\.exists\]/,
    );
    expect(output).toMatch(
      /✖ article\.reading-an-engineer-vetting-report \(article\) slug: Slug is already in use \[rule: slug\.not-unique\]/,
    );
    expect(output).toMatch(
      /article\.first-90-days-nearshore-team \(article\) coverImage\.alt: Describe the picture, or remove it.*\[rule: custom\]/,
    );
    // The copy is in a folder without the pictures' files.
    expect(output).toMatch(
      /image-\w+-1600x900-jpg \(sanity\.imageAsset\): Its file images\/\w+-1600x900\.jpg is not beside the dataset \[rule: asset\.file\]/,
    );
    // Without the local reference check the CLI would ask the Sanity API and fail offline.
    expect(output).not.toMatch(/fetch failed/);
  });

  it(
    "validates tiny files too (the CLI alone reads nothing from files under 300 bytes)",
    {
      timeout: 120_000,
    },
    () => {
      const file = path.join(dir, "tiny.ndjson");
      writeFileSync(
        file,
        JSON.stringify({ _id: "trustItem.x", _type: "trustItem", name: "X" }) + "\n",
      );

      const { status, output } = validate(file);
      expect(status).toBe(1);
      expect(output).toMatch(/trustItem\.x \(trustItem\) type: Required/);
      expect(output).toMatch(/trustItem\.x \(trustItem\) verified: Required/);
    },
  );

  it("rejects a line that is not JSON", { timeout: 120_000 }, () => {
    const file = path.join(dir, "not-json.ndjson");
    writeFileSync(file, readFileSync(SEED, "utf8") + "{oops\n");

    const { status, output } = validate(file);
    expect(status).toBe(1);
    expect(output).toContain(`line ${readSeed().length + 1}: Not valid JSON`);
  });
});
