import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import zlib from "node:zlib";

import { beforeAll, describe, expect, it } from "vitest";

import { DYNAMIC_BROTLI } from "./production-server";
import { releaseEndedZlibBuffers } from "./zlib-buffers";

type Collect = (options: { type: "minor" | "major" }) => void;

// A young-generation collection on demand: what frees a request's short-lived objects.
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as Collect;

const PAGE = Buffer.from(
  Array.from({ length: 300 }, (_, i) => `<li class="row">Engineer ${i}</li>`).join(""),
);

const COUNT = 50;

/**
 * Compresses PAGE in COUNT streams, each ended or destroyed once its output is out, then
 * collects the young generation: answers the bytes of array buffers that outlived that.
 * The page fits one output buffer of 16 kB.
 */
async function heldAfterYoungCollections(finish: "end" | "destroy"): Promise<number> {
  collect({ type: "major" });
  const before = process.memoryUsage().arrayBuffers;
  // One stream at a time: fifty encoders open at once would count enough memory outside
  // V8's heap to start a full collection, which frees what the second test expects kept.
  for (let i = 0; i < COUNT; i++) {
    const stream = zlib.createBrotliCompress({ params: DYNAMIC_BROTLI });
    let output = 0;
    stream.on("data", (chunk: Buffer) => (output += chunk.length));
    const closed = new Promise((resolve) => stream.on("close", resolve));
    if (finish === "end") {
      stream.end(PAGE);
    } else {
      stream.write(PAGE);
      await new Promise((resolve) => stream.flush(() => resolve(undefined)));
      stream.destroy();
    }
    await closed;
    expect(output).toBeGreaterThan(0);
  }
  for (let i = 0; i < 2; i++) {
    collect({ type: "minor" });
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return process.memoryUsage().arrayBuffers - before;
}

describe("releaseEndedZlibBuffers", () => {
  beforeAll(() => releaseEndedZlibBuffers());

  it("lets a young-generation collection free the output buffers of streams that have ended", async () => {
    // Without the release each stream kept its 16 kB until a full collection.
    expect(await heldAfterYoungCollections("end")).toBeLessThan(COUNT * 4 * 1024);
  });

  it("keeps the output buffer of a stream destroyed before its end, which a write may still fill", async () => {
    expect(await heldAfterYoungCollections("destroy")).toBeGreaterThan(COUNT * 12 * 1024);
  });

  it("still compresses: what a stream wrote decodes to its input", async () => {
    const chunks: Buffer[] = [];
    const stream = zlib.createGzip();
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    await new Promise((resolve) => stream.on("close", resolve).end(PAGE));
    expect(zlib.gunzipSync(Buffer.concat(chunks)).equals(PAGE)).toBe(true);
  });
});
