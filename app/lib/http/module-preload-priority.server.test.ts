import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./module-preload-priority.server";

const html =
  '<head><link rel="stylesheet" href="/app.css"/><link rel="modulepreload" href="/a.js"/>' +
  '<link rel="modulepreload" href="/b.js" nonce="n"/></head><body>São Paulo → rel="modulepreload"</body>';

const rewrite = (chunks: Buffer[]) =>
  text(Readable.from(chunks).pipe(lowerModulePreloadPriority()));
const bytes = Buffer.from(html);

describe("lowerModulePreloadPriority", () => {
  it("marks every module preload link low priority and leaves the rest as it was", async () => {
    expect(await rewrite([bytes])).toBe(
      '<head><link rel="stylesheet" href="/app.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js" nonce="n"/></head>' +
        '<body>São Paulo → rel="modulepreload"</body>',
    );
  });

  it("gives the same bytes however the stream is cut", async () => {
    const whole = await rewrite([bytes]);
    // Every byte offset, including those inside a multi-byte character.
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
    expect(await rewrite([...bytes].map((byte) => Buffer.from([byte])))).toBe(whole);
  });
});
