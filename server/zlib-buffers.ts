import { Transform } from "node:stream";
import zlib from "node:zlib";

/** What Node's zlib streams keep between writes: the buffer the next output goes into. */
interface ZlibStreamInternals extends Transform {
  _outBuffer?: Buffer;
}

type Destroy = (this: ZlibStreamInternals, error: Error | null, callback: Destroyed) => void;
type Destroyed = (error?: Error | null) => void;

const RELEASING = Symbol.for("near-genius.zlib-releases-output-buffer");

/**
 * Lets a zlib stream's output buffer go as soon as the stream has ended, for every
 * compression stream in this process (the compression middleware's, the page cache's).
 *
 * A zlib stream outlives its answer: the native handle behind it keeps it reachable through
 * every young-generation collection, so it is freed only by a full one, together with the
 * last output buffer it allocated (16 kB, which V8 counts as memory outside its heap). With
 * a compressed answer per request that was about 33 kB a request held after the answer
 * ended, and V8 began a full collection for "external memory pressure" three to five times
 * in 5 s where uncompressed answers needed one. Each one's marking competes with the main
 * thread for the two cores: at 20 connections they took brotli's p99 on a rendered page
 * from about 70 ms to over 100, and its throughput cost from 5-7% to 8-10%.
 *
 * The buffer is let go only once the stream has emitted its end, when no write can still be
 * filling it; a stream destroyed earlier (a visitor who left mid-answer) keeps it, since its
 * last write may still be running on the thread pool, and it goes at the next full
 * collection as before. The field is Node's own (lib/zlib.js); a unit test fails if a Node
 * release stops freeing the buffer this way.
 */
export function releaseEndedZlibBuffers(): void {
  for (const stream of [
    zlib.createBrotliCompress(),
    zlib.createGzip(),
    zlib.createDeflate(),
  ] as ZlibStreamInternals[]) {
    const owner = ownerOf(stream, "_destroy");
    stream.destroy();
    // Only Node's zlib classes, never the stream module's own prototypes they inherit from.
    if (!owner || !Object.prototype.isPrototypeOf.call(Transform.prototype, owner)) continue;
    if (Object.hasOwn(owner, RELEASING)) continue;
    const destroy = owner._destroy as Destroy;
    Object.defineProperty(owner, RELEASING, { value: true });
    owner._destroy = function (this: ZlibStreamInternals, error, callback) {
      const ended = this.readableEnded;
      destroy.call(this, error, (result) => {
        if (ended) this._outBuffer = undefined;
        callback(result);
      });
    } as Destroy;
  }
}

/** The prototype in `value`'s chain that defines `name` itself. */
function ownerOf(value: object, name: string): ZlibStreamInternals | undefined {
  for (let proto = Object.getPrototypeOf(value); proto; proto = Object.getPrototypeOf(proto)) {
    if (Object.hasOwn(proto, name)) return proto as ZlibStreamInternals;
  }
  return undefined;
}
