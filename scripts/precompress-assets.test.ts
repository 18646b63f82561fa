import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { precompressAssets } from "./precompress-assets.mjs";

describe("precompressAssets", () => {
  it("writes brotli and gzip copies of text assets that decode to the file, and nothing else", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "ng-precompress-"));
    const script = "export function route() { return 'the about page'; }\n".repeat(400);
    const style = ".card { padding: 1rem; }\n".repeat(300);
    writeFileSync(path.join(folder, "about-Ab12.js"), script);
    writeFileSync(path.join(folder, "root-Cd34.css"), style);
    writeFileSync(path.join(folder, "tiny-Ef56.js"), "export{};");
    writeFileSync(path.join(folder, "logo-Gh78.png"), Buffer.alloc(4_000, 1));

    const totals = await precompressAssets(folder);

    expect(readdirSync(folder).sort()).toEqual([
      "about-Ab12.js",
      "about-Ab12.js.br",
      "about-Ab12.js.gz",
      "logo-Gh78.png",
      "root-Cd34.css",
      "root-Cd34.css.br",
      "root-Cd34.css.gz",
      "tiny-Ef56.js",
    ]);
    const read = (name: string) => readFileSync(path.join(folder, name));
    expect(brotliDecompressSync(read("about-Ab12.js.br")).toString()).toBe(script);
    expect(gunzipSync(read("about-Ab12.js.gz")).toString()).toBe(script);
    expect(brotliDecompressSync(read("root-Cd34.css.br")).toString()).toBe(style);
    expect(totals.files).toBe(2);
    expect(totals.bytes).toBe(script.length + style.length);
    expect(totals.brotliBytes).toBe(
      read("about-Ab12.js.br").length + read("root-Cd34.css.br").length,
    );
  });
});
