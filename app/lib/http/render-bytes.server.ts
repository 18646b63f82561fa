import type { Writable } from "node:stream";

import type { ReactNode } from "react";
// React's build for Bun hands its streaming renderer's output to the destination as strings,
// where the Node build encodes every small piece on its own; it runs on Node as well
// (decision 119).
import { renderToPipeableStream } from "react-dom/server.bun";

/**
 * Characters joined before they are encoded. A page joined whole into one string is
 * flattened into V8's large-object space once it passes 64 Ki UTF-16 units (a page with one
 * character outside Latin-1, say "…") or 128 Ki Latin-1 ones, and such a string cost 0.5 to
 * 0.9 ms a page here. Blocks this size stay in the young generation.
 */
export const BLOCK_CHARACTERS = 16_384;

export interface RenderBytesOptions {
  nonce?: string;
  /**
   * How long the render may wait for what suspends. Then React gives up on it, writes the
   * boundaries' fallbacks for the browser to render, and reports each as caught.
   */
  timeoutMs?: number;
  /**
   * Each error a Suspense boundary caught, once the page is complete: the page is written
   * with the boundary's fallback, and the browser renders that part again. An error that
   * fails the whole render is not given here: the promise rejects with it.
   */
  onCaughtError?: (error: unknown) => void;
}

/**
 * The whole document as UTF-8 bytes, once everything in it has rendered: the markup
 * `renderToString` would give (with the doctype React's streaming renderer writes before a
 * root `<html>`), encoded in blocks rather than as one string. Rejects with the error of a
 * render that fails outside every error boundary.
 */
export function renderToBytes(element: ReactNode, options: RenderBytesOptions = {}) {
  return new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    let block = "";
    const encode = (text: string) => {
      const bytes = Buffer.from(text, "utf8");
      parts.push(bytes);
      size += bytes.length;
    };
    // What React writes to; it never pushes back (`write` always accepts) and never fails, so
    // React's drain, error and close listeners have nothing to listen to.
    const destination = {
      write(chunk: string) {
        if (chunk.length >= BLOCK_CHARACTERS) {
          // A long piece (a kept island's markup) is already one flat string: it is encoded as
          // it is, not joined to the block first.
          if (block) encode(block);
          block = "";
          encode(chunk);
        } else {
          block += chunk;
          if (block.length >= BLOCK_CHARACTERS) {
            encode(block);
            block = "";
          }
        }
        return true;
      },
      end() {
        if (block) encode(block);
        resolve(Buffer.concat(parts, size));
      },
      destroy(error: unknown) {
        reject(error);
      },
      on() {
        return destination;
      },
    };
    // React reports every error here first, a boundary's or the shell's alike; which it was
    // is known once the render ends.
    const errors: unknown[] = [];
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onAllReady() {
        clearTimeout(timeout);
        if (options.onCaughtError) errors.forEach(options.onCaughtError);
        pipe(destination as unknown as Writable);
      },
      onShellError(error) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error) {
        errors.push(error);
      },
    });
    if (options.timeoutMs !== undefined) {
      timeout = setTimeout(
        () => abort(new Error(`The page was still waiting after ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
    }
  });
}
