import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const decisionsDir = path.join(root, "docs", "decisions");
const RECORD_FILE = /^\d{3}-.+\.md$/;

function markdownFiles(): string[] {
  const docs = readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join("docs", name));
  return ["README.md", ...docs].sort();
}

function recordFiles(): string[] {
  return readdirSync(decisionsDir)
    .filter((name) => RECORD_FILE.test(name))
    .sort();
}

// A link written inside code is an example, not a link a reader can follow.
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const match of withoutCode(markdown).matchAll(
    /\[[^\]]*\]\(\s*(?:<([^>\n]+)>|([^)\s]+))(?:\s+"[^"]*")?\s*\)/g,
  )) {
    targets.push((match[1] ?? match[2])!);
  }
  return targets;
}

function isExternalOrAnchor(target: string): boolean {
  return /^(https?:|mailto:)/i.test(target) || target.startsWith("#");
}

// GitHub resolves a link that starts with "/" from the repository's root.
function resolveTarget(linkingFile: string, target: string): string {
  const file = decodeURIComponent(target.replace(/[#?].*$/, ""));
  return file.startsWith("/")
    ? path.join(root, file)
    : path.join(root, path.dirname(linkingFile), file);
}

describe("documentation links", () => {
  it("finds the README and the documents under docs/", () => {
    const files = markdownFiles();
    expect(files).toContain("README.md");
    expect(files).toContain(path.join("docs", "engineering-guide.md"));
    expect(files).toContain(path.join("docs", "decisions", "README.md"));
  });

  it("reads the links it has to check", () => {
    expect(
      linkTargets(
        'See [a](../b.md#part), [c](<d e.md> "title"), ![f](g.png) and `[not](code.md)`.',
      ),
    ).toEqual(["../b.md#part", "d e.md", "g.png"]);
  });

  it("points every relative link at a file that exists", () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      const markdown = readFileSync(path.join(root, file), "utf8");
      for (const target of linkTargets(markdown)) {
        if (isExternalOrAnchor(target)) continue;
        if (!existsSync(resolveTarget(file, target))) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("decision records", () => {
  it("has records to check", () => {
    expect(recordFiles().length).toBeGreaterThan(0);
  });

  // The date and status are what tell a reader whether a record still holds.
  it("gives every record a date and a status right under its title", () => {
    const missing = recordFiles().filter((name) => {
      const head = readFileSync(path.join(decisionsDir, name), "utf8").split("\n").slice(0, 5);
      return !head.some((line) => /^Date: \d{4}-\d{2}-\d{2} · Status: \S/.test(line));
    });
    expect(missing).toEqual([]);
  });

  it("lists every record in the index", () => {
    const index = readFileSync(path.join(decisionsDir, "README.md"), "utf8");
    const linked = new Set(
      linkTargets(index).map((target) => path.basename(target.replace(/[#?].*$/, ""))),
    );
    expect(recordFiles().filter((name) => !linked.has(name))).toEqual([]);
  });
});
