import { afterEach, describe, expect, it, vi } from "vitest";
import { loader } from "./not-found";

afterEach(() => vi.restoreAllMocks());

describe("not-found loader", () => {
  it("answers 404 and logs the attempted path on the server", async () => {
    const written = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const result = loader({
      request: new Request("http://localhost/nope/here?q=1"),
      params: {},
      context: {},
    } as Parameters<typeof loader>[0]);
    expect(result.init?.status).toBe(404);
    expect(result.data).toEqual({ pathname: "/nope/here" });
    const entries = written.mock.calls.map((call) => JSON.parse(String(call[0])) as unknown);
    expect(entries).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "404 Error: User attempted to access non-existent route",
        pathname: "/nope/here",
      }),
    ]);
  });
});
