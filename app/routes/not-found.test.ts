import { afterEach, describe, expect, it, vi } from "vitest";

import { loader } from "./not-found";

afterEach(() => vi.restoreAllMocks());

describe("catch-all loader", () => {
  it("answers 404 and logs the attempted path on the server", async () => {
    const written = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const result = await loader({
      request: new Request("http://localhost/nope/here?q=1"),
      params: {},
      context: {},
    } as Parameters<typeof loader>[0]);
    if (!("init" in result)) throw new Error("expected a 404 answer, got a page");
    expect(result.init?.status).toBe(404);
    expect(result.data).toEqual({ page: null, blockData: null, pathname: "/nope/here" });
    const entries = written.mock.calls.map((call) => JSON.parse(String(call[0])) as unknown);
    expect(entries).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "404 Error: User attempted to access non-existent route",
        pathname: "/nope/here",
      }),
    ]);
  });

  it("serves a published Page document at an address of its own", async () => {
    // The bundled dataset's story page, asked for at its address through the catch-all (its
    // own route answers it on the site; the lookup is the same).
    const result = await loader({
      request: new Request("http://localhost/about/story"),
      params: {},
      context: {},
    } as Parameters<typeof loader>[0]);
    const page = result.data.page;
    if (!page) throw new Error("expected the page");
    expect(result.init?.status ?? 200).toBe(200);
    expect(page.title).toBeTruthy();
    expect(page.path).toBe("/about/story");
  });
});
