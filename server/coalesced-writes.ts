import type { RequestHandler, Response } from "express";

import { writtenBytes } from "./written-bytes.ts";

/** Writes are held until this many bytes are waiting, or the answer ends. */
export const COALESCED_BYTES = 64 * 1024;

type WriteCallback = (error?: Error | null) => void;

/**
 * Passes an answer's small writes on to the compressor together. At the low quality used for
 * per-request answers, brotli compresses each write as soon as it gets it, in a block of its
 * own, where higher qualities wait for a block's worth: a page written in the hundreds of
 * small pieces React renders came out nearly as large as it went in. A page the
 * entry sends whole is one write already and passes through unchanged.
 *
 * An event stream is never held: each event must reach the browser when it is written.
 * A write with a callback is passed on at once (with what was held before it), so that the
 * callback means what it says.
 */
export function coalescedWrites(limit = COALESCED_BYTES): RequestHandler {
  return (_req, res, next) => {
    const write = res.write as (...args: unknown[]) => boolean;
    const end = res.end as (...args: unknown[]) => Response;
    let held: Buffer[] = [];
    let size = 0;

    const release = (): boolean => {
      if (size === 0) return true;
      const body = held.length === 1 ? held[0]! : Buffer.concat(held, size);
      held = [];
      size = 0;
      return write.call(res, body);
    };

    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]): boolean {
      const bytes = writtenBytes(chunk, rest[0]);
      if (!bytes || rest.some((arg) => typeof arg === "function") || isEventStream(res)) {
        release();
        return write.call(this, chunk, ...rest);
      }
      // The headers go out with the first write, as without this: what a handler decides on
      // headersSent (an error after a partial answer) stays as it was.
      if (!this.headersSent) this.writeHead(this.statusCode);
      held.push(bytes);
      size += bytes.length;
      return size >= limit ? release() : true;
    } as Response["write"];

    res.end = function (this: Response, ...args: unknown[]): Response {
      if (size === 0) return end.apply(this, args);
      const callback = args.find((arg): arg is WriteCallback => typeof arg === "function");
      const last = typeof args[0] === "function" ? undefined : writtenBytes(args[0], args[1]);
      if (last) {
        held.push(last);
        size += last.length;
      } else if (args[0] !== undefined && args[0] !== null && typeof args[0] !== "function") {
        // Not bytes this can join (an object-mode chunk, say): pass both on as they came.
        release();
        return end.apply(this, args);
      }
      const body = Buffer.concat(held, size);
      held = [];
      size = 0;
      return callback ? end.call(this, body, callback) : end.call(this, body);
    } as Response["end"];

    next();
  };
}

/** An event stream: each write must reach the browser when it is written. */
export function isEventStream(res: Response): boolean {
  return /^text\/event-stream/i.test(String(res.getHeader("Content-Type") ?? ""));
}
