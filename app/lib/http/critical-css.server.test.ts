import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import Beasties from "beasties";
import { describe, expect, it, vi } from "vitest";

import { inlineCriticalCss as inlineInBytes } from "./critical-css.server";

/** The rewrite of a page written as a string, read back as one. */
const inlineCriticalCss = async (html: string, address: string, dir: string) =>
  (await inlineInBytes(Buffer.from(html, "utf8"), address, dir)).toString("utf8");

const LINK = '<link rel="stylesheet" href="/assets/app-x.css" data-precedence="default"/>';
const page = (stylesheet: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${stylesheet}<title>T</title></head>` +
  '<body><main><p class="used">Hello</p><img src="/a.png" alt=""/></main></body></html>';

function clientDir(css: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "ng-critical-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app-x.css"), css);
  return dir;
}

describe("inlineCriticalCss", () => {
  it("inlines the rules the markup uses where the link was, and moves the link to the end", async () => {
    const dir = clientDir(".used{color:red}.unused{color:blue}");
    const html = await inlineCriticalCss(page(LINK), "/", dir);
    expect(html).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style>.used{color:red}</style>' +
        '<title>T</title></head><body><main><p class="used">Hello</p><img src="/a.png" alt=""/>' +
        `</main>${LINK}</body></html>`,
    );
  });

  it("copies every other byte as rendered, characters of any width included", async () => {
    const dir = clientDir(".used{color:red}");
    const text = "São Paulo – Zürich 🇧🇷 名前";
    const html = page(LINK)
      .replace("<title>T</title>", `<title>${text}</title>`)
      .replace("Hello", text);
    expect(await inlineCriticalCss(html, "/", dir)).toBe(
      `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style>.used{color:red}</style>` +
        `<title>${text}</title></head><body><main><p class="used">${text}</p><img src="/a.png" alt=""/>` +
        `</main>${LINK}</body></html>`,
    );
    // A link to another stylesheet is left where it is; the built one is moved.
    const other = '<link rel="stylesheet" href="/assets/fonts"/>';
    expect(await inlineCriticalCss(page(other + LINK), "/x", dir)).toContain(
      `<meta charSet="utf-8"/>${other}<style>.used{color:red}</style><title>`,
    );
  });

  it("leaves the page as rendered when the stylesheet cannot be read or there is none", async () => {
    const missing = mkdtempSync(path.join(tmpdir(), "ng-critical-"));
    expect(await inlineCriticalCss(page(LINK), "/", missing)).toBe(page(LINK));
    expect(await inlineCriticalCss(page(""), "/", clientDir(".used{color:red}"))).toBe(page(""));
  });

  it("keeps each address's own choice", async () => {
    const dir = clientDir(".used{color:red}.other{color:blue}");
    const other = page(LINK).replace('class="used"', 'class="other"');
    const process = vi.spyOn(Beasties.prototype, "process");
    try {
      const usedCss = "<style>.used{color:red}</style>";
      const otherCss = "<style>.other{color:blue}</style>";
      expect(await inlineCriticalCss(page(LINK), "/a", dir)).toContain(usedCss);
      expect(await inlineCriticalCss(other, "/b", dir)).toContain(otherCss);
      expect(await inlineCriticalCss(page(LINK), "/a", dir)).toContain(usedCss);
      expect(await inlineCriticalCss(other, "/b", dir)).toContain(otherCss);
      expect(process).toHaveBeenCalledTimes(2);
    } finally {
      process.mockRestore();
    }
  });

  it("chooses the rules once for the same markup, and again for other markup", async () => {
    const dir = clientDir(".used{color:red}.other{color:blue}");
    const process = vi.spyOn(Beasties.prototype, "process");
    try {
      const first = await inlineCriticalCss(page(LINK), "/", dir);
      expect(await inlineCriticalCss(page(LINK), "/", dir)).toBe(first);
      expect(process).toHaveBeenCalledTimes(1);
      const other = page(LINK).replace('class="used"', 'class="other"');
      expect(await inlineCriticalCss(other, "/", dir)).toContain(
        "<style>.other{color:blue}</style>",
      );
      expect(process).toHaveBeenCalledTimes(2);
      // Back to the first markup at that address: chosen again, never the other page's CSS.
      expect(await inlineCriticalCss(page(LINK), "/", dir)).toBe(first);
      expect(process).toHaveBeenCalledTimes(3);
    } finally {
      process.mockRestore();
    }
  });
});
