import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

// React Router's <Scripts> asks for every module a hydrated page runs with
// `<link rel="modulepreload">`, which browsers fetch at high priority, in the same queue as
// the stylesheet and the font that the first paint waits for. None of those modules is needed
// to paint (the page is rendered on the server; scripts only run after the document is
// parsed), so the server marks them `fetchpriority="low"`: on a slow link the stylesheet and
// font arrive first, and the modules still load in parallel and hydrate as soon as they are in.
// <Scripts> takes no attribute for its preload links, hence this rewrite of the HTML stream.

const TAG = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/**
 * A stream that adds `fetchpriority="low"` to each module preload link of the HTML passing
 * through; a tag split across two chunks is held back until its end arrives.
 */
export function lowerModulePreloadPriority(): Transform {
  let pending = "";
  // A character of several bytes may also be cut by a chunk boundary.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      // Hold back a tail that could be the start of a tag cut by the chunk boundary.
      let keep = 0;
      for (let length = Math.min(TAG.length - 1, text.length); length > 0; length--) {
        if (TAG.startsWith(text.slice(text.length - length))) {
          keep = length;
          break;
        }
      }
      pending = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep).replaceAll(TAG, LOW));
    },
    flush(callback) {
      callback(null, pending + decoder.end());
    },
  });
}
