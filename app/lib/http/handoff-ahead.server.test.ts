import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";

import { readHandoffAhead } from "./handoff-ahead.server";

// The stream React Router hands the entry, and the cache its StreamTransfer component reads:
// each chunk under its number, decoded as that component decodes it. The rendered pages
// themselves are compared with the streamed ones in the end-to-end and byte-for-byte checks.

function contextWith(
  stream: ReadableStream<Uint8Array> | undefined,
  renderMeta: EntryContext["renderMeta"] = {},
) {
  return { serverHandoffStream: stream, renderMeta } as unknown as EntryContext;
}

/** The chunks one read at a time, then the end, or `failure` where the end would be. */
function streamOf(chunks: Uint8Array[], failure?: Error) {
  const left = [...chunks];
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = left.shift();
      if (chunk) controller.enqueue(chunk);
      else if (failure) controller.error(failure);
      else controller.close();
    },
  });
}

describe("readHandoffAhead", () => {
  it("puts every chunk in the cache, decoded across chunk ends, and leaves the stream readable", async () => {
    // "ã" is two bytes, split between the first chunk and the second.
    const bytes = new TextEncoder().encode('[{"city":"São Paulo"}]');
    const cut = bytes.indexOf(0xc3) + 1;
    const stream = streamOf([bytes.slice(0, cut), bytes.slice(cut)]);
    const context = contextWith(stream);
    expect(await readHandoffAhead(context)).toBe("read");
    const cache = context.renderMeta!.streamCache!;
    expect(Object.keys(cache)).toEqual(["0", "1", "2"]);
    expect(cache[0]!.result).toEqual({ done: false, value: '[{"city":"S' });
    expect(cache[1]!.result).toEqual({ done: false, value: 'ão Paulo"}]' });
    expect(cache[2]!.result).toEqual({ done: true, value: "" });
    // The router's component asks for a reader of its own.
    expect(stream.locked).toBe(false);
    expect(await stream.getReader().read()).toEqual({ done: true, value: undefined });
  });

  it("keeps a failure where the component throws it", async () => {
    const failure = new Error("the data stream was cut");
    const context = contextWith(streamOf([new TextEncoder().encode("[1]")], failure));
    expect(await readHandoffAhead(context)).toBe("failed");
    const cache = context.renderMeta!.streamCache!;
    expect(cache[0]!.result).toEqual({ done: false, value: "[1]" });
    expect(cache[1]!.error).toBe(failure);
    expect(cache[1]!.result).toBeUndefined();
  });

  it("reads nothing without a stream, or once reading has begun", async () => {
    expect(await readHandoffAhead(contextWith(undefined))).toBe("unread");
    const started = contextWith(streamOf([]), { streamCache: {} });
    expect(await readHandoffAhead(started)).toBe("unread");
    const locked = streamOf([]);
    locked.getReader();
    expect(await readHandoffAhead(contextWith(locked))).toBe("unread");
    const noMeta = { serverHandoffStream: streamOf([]) } as unknown as EntryContext;
    expect(await readHandoffAhead(noMeta)).toBe("unread");
  });
});
