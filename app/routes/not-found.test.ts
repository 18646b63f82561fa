import { afterEach, describe, expect, it, vi } from "vitest";
import { loader } from "./not-found";

afterEach(() => vi.restoreAllMocks());

describe("not-found loader", () => {
  it("answers 404 and logs the attempted path on the server", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = loader({
      request: new Request("http://localhost/nope/here?q=1"),
      params: {},
      context: {},
    } as Parameters<typeof loader>[0]);
    expect(result.init?.status).toBe(404);
    expect(result.data).toEqual({ pathname: "/nope/here" });
    expect(warn).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route: "/nope/here"',
    );
  });
});
