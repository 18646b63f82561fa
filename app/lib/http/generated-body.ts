// Test bodies of any size that are never held in memory: each chunk is made when the reader
// pulls it, and the count of bytes pulled shows how much of the body a reader consumed.

export const CHUNK_BYTES = 64 * 1024;

/**
 * How far past a cap a bounded reader may have pulled: the chunk that crossed it, and the one
 * the stream fetched ahead to keep its queue full.
 */
export const OVERSHOOT_BYTES = 2 * CHUNK_BYTES;

export interface GeneratedBody {
  stream: ReadableStream<Uint8Array>;
  /** Bytes handed to the reader so far. */
  pulled: () => number;
}

/** `totalBytes` of `prefix` followed by filler ("a"), then `suffix`, in CHUNK_BYTES chunks. */
export function generatedBody(
  totalBytes: number,
  { prefix = "", suffix = "" }: { prefix?: string; suffix?: string } = {},
): GeneratedBody {
  const head = new TextEncoder().encode(prefix);
  const tail = new TextEncoder().encode(suffix);
  const filler = new Uint8Array(CHUNK_BYTES).fill(0x61);
  const fillerBytes = Math.max(0, totalBytes - head.byteLength - tail.byteLength);
  let sentFiller = 0;
  let stage: "head" | "filler" | "tail" | "done" = "head";
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let chunk: Uint8Array | null = null;
        if (stage === "head") {
          stage = "filler";
          if (head.byteLength > 0) chunk = head;
        }
        if (!chunk && stage === "filler") {
          const size = Math.min(CHUNK_BYTES, fillerBytes - sentFiller);
          if (size > 0) {
            sentFiller += size;
            chunk = size === CHUNK_BYTES ? filler : filler.subarray(0, size);
          } else stage = "tail";
        }
        if (!chunk && stage === "tail") {
          stage = "done";
          if (tail.byteLength > 0) chunk = tail;
        }
        if (!chunk) {
          controller.close();
          return;
        }
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    // Nothing is made before a reader asks, so `pulled` counts only what was read.
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

/** A POST carrying a generated body; `contentLength` sets (or fakes) the declared length. */
export function generatedPost(
  url: string,
  body: GeneratedBody,
  contentType: string,
  contentLength?: number,
): Request {
  // Posted as this site's own pages post: from its origin.
  const headers = new Headers({ "content-type": contentType, origin: new URL(url).origin });
  if (contentLength !== undefined) headers.set("content-length", String(contentLength));
  return new Request(url, {
    method: "POST",
    body: body.stream,
    headers,
    duplex: "half",
  } as RequestInit);
}
