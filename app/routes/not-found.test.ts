import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { loader } from "./not-found";

afterEach(() => vi.restoreAllMocks());

/**
 * The loader as React Router calls it: `url` is the page's own address, `requested` what the
 * browser asked for (a client-side navigation asks for the page's data at `.data`).
 */
function load(url: string, requested: string = url) {
  return loader({
    request: new Request(`http://localhost${requested}`),
    url: new URL(`http://localhost${url}`),
    pattern: "/*",
    params: { "*": new URL(`http://localhost${url}`).pathname.slice(1) },
    context: new RouterContextProvider(),
  } as Parameters<typeof loader>[0]);
}

describe("catch-all loader", () => {
  it("answers 404 and logs the attempted path on the server", async () => {
    const written = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const result = await load("/nope/here?q=1");
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
    const result = await load("/about/story");
    const page = result.data.page;
    if (!page) throw new Error("expected the page");
    expect(result.init?.status ?? 200).toBe(200);
    expect(page.title).toBeTruthy();
    expect(page.path).toBe("/about/story");
  });

  it("finds the page for a client-side navigation, which asks for its data at `.data`", async () => {
    const result = await load("/about/story", "/about/story.data?_routes=routes%2Fnot-found");
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data.page?.path).toBe("/about/story");
    expect(result.data.pathname).toBe("/about/story");
  });
});
