import type { EntryContext } from "react-router";

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/**
 * Reads React Router's hand-off of a page's loader data (the stream its `<Scripts>` writes
 * into the page, chunk by chunk, through Suspense) to its end before the page is rendered,
 * into the cache its `StreamTransfer` component reads each chunk from. That component then
 * finds every chunk already there and never suspends, so the page can be rendered to one
 * string, as a page that does not hydrate is: React's streaming renderer encodes the page in
 * small pieces, which cost a funnel page a fifth of its render. Each chunk is decoded as the
 * component decodes it, so the page is the same.
 *
 * "read": every chunk is in the cache. "failed": the stream failed; the failure is in the
 * cache where the component throws it, as a streamed render would have met it. "unread": the
 * page has no hand-off, or something started reading it; nothing was read.
 */
export async function readHandoffAhead(
  context: EntryContext,
): Promise<"read" | "failed" | "unread"> {
  const stream = context.serverHandoffStream;
  const meta = context.renderMeta;
  if (!stream || !meta || meta.streamCache || stream.locked) return "unread";
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  try {
    for (let identifier = 0; ; identifier++) {
      try {
        const { done, value } = await reader.read();
        cache[identifier] = Object.assign(Promise.resolve(), {
          result: { done, value: decoder.decode(value, { stream: true }) },
        });
        if (done) return "read";
      } catch (error) {
        cache[identifier] = Object.assign(Promise.resolve(), { error });
        return "failed";
      }
    }
  } finally {
    meta.streamCache = cache;
    // The router's own component asks the stream for a reader again, and finds its chunks
    // already read.
    reader.releaseLock();
  }
}
