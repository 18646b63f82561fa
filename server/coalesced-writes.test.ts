import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import express, { type RequestHandler, type Response } from "express";
import { afterEach, describe, expect, it } from "vitest";

import { coalescedWrites } from "./coalesced-writes";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** What reached the layer below (the compressor, in the server): each write and the end. */
interface Seen {
  writes: string[];
  ended: string | undefined;
}

async function serve(
  handler: RequestHandler,
  limit?: number,
): Promise<{ url: string; seen: Seen }> {
  const seen: Seen = { writes: [], ended: undefined };
  const app = express();
  app.use((_req, res, next) => {
    const write = res.write as (...args: unknown[]) => boolean;
    const end = res.end as (...args: unknown[]) => Response;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      seen.writes.push(String(chunk));
      return write.call(this, chunk, ...rest);
    } as Response["write"];
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      seen.ended = typeof chunk === "function" || chunk == null ? "" : String(chunk);
      return end.call(this, chunk, ...rest);
    } as Response["end"];
    next();
  });
  app.use(coalescedWrites(limit));
  app.use(handler);
  const server = await new Promise<Server>((done) => {
    const started = app.listen(0, "127.0.0.1", () => done(started));
  });
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const pieces = Array.from({ length: 300 }, (_, i) => `<li>Engineer ${i}</li>`);

describe("coalescedWrites", () => {
  it("passes a page written in hundreds of pieces on as one, byte for byte", async () => {
    const { url, seen } = await serve((_req, res) => {
      res.type("html");
      for (const piece of pieces) res.write(piece);
      res.end();
    });
    const answer = await fetch(url);
    expect(await answer.text()).toBe(pieces.join(""));
    expect(seen.writes).toEqual([]);
    expect(seen.ended).toBe(pieces.join(""));
  });

  it("passes on what is held once the limit is reached, and the rest at the end", async () => {
    const { url, seen } = await serve((_req, res) => {
      res.type("html");
      // Buffers and strings in other encodings alike.
      res.write(Buffer.from("abcd"));
      res.write("6566", "hex");
      res.write("ghij");
      res.end("kl");
    }, 10);
    expect(await (await fetch(url)).text()).toBe("abcdefghijkl");
    expect(seen.writes).toEqual(["abcdefghij"]);
    expect(seen.ended).toBe("kl");
  });

  it("sends the headers with the first write, as an answer without it does", async () => {
    let sentAfterWrite: boolean | undefined;
    const { url } = await serve((_req, res) => {
      res.type("html");
      res.write("<p>");
      sentAfterWrite = res.headersSent;
      res.end("</p>");
    });
    expect(await (await fetch(url)).text()).toBe("<p></p>");
    expect(sentAfterWrite).toBe(true);
  });

  it("never holds an event stream's events", async () => {
    const { url, seen } = await serve((_req, res) => {
      res.type("text/event-stream");
      res.write("data: one\n\n");
      res.write("data: two\n\n");
      res.end();
    });
    expect(await (await fetch(url)).text()).toBe("data: one\n\ndata: two\n\n");
    expect(seen.writes).toEqual(["data: one\n\n", "data: two\n\n"]);
  });

  it("passes a write with a callback on at once, after what was held, and calls it", async () => {
    let called = false;
    const { url, seen } = await serve((_req, res) => {
      res.type("html");
      res.write("a");
      res.write("b", () => {
        called = true;
        res.end("c");
      });
    });
    expect(await (await fetch(url)).text()).toBe("abc");
    expect(seen.writes).toEqual(["a", "b"]);
    expect(called).toBe(true);
  });

  it("ends with a callback after held writes", async () => {
    let finished = false;
    const { url, seen } = await serve((_req, res) => {
      res.type("html");
      res.write("a");
      res.end(() => {
        finished = true;
      });
    });
    expect(await (await fetch(url)).text()).toBe("a");
    expect(seen.ended).toBe("a");
    await expect.poll(() => finished).toBe(true);
  });
});
