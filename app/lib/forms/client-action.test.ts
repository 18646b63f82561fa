import { redirect, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { submitWithFallback } from "./client-action";

function request() {
  const body = new FormData();
  body.set("name", "Ana");
  body.set("message", "Hello");
  return new Request("http://x/contact", { method: "POST", body });
}

const options = { name: "contact", fields: ["name", "message"], failedMessage: "Failed." };

describe("submitWithFallback", () => {
  beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it("answers a network error or a thrown 5xx like a failed save, with every value", async () => {
    for (const error of [
      new TypeError("Failed to fetch"),
      new ErrorResponseImpl(502, "Bad Gateway", ""),
    ]) {
      const result = await submitWithFallback(
        { request: request(), serverAction: () => Promise.reject(error) },
        options,
      );
      expect(result).toEqual({
        ok: false,
        formError: { code: "failed", message: "Failed." },
        fieldErrors: {},
        values: { name: "Ana", message: "Hello" },
      });
    }
  });

  it("passes the server's answers, redirects and deliberate 4xx through", async () => {
    const answer = { ok: true as const };
    expect(
      await submitWithFallback({ request: request(), serverAction: async () => answer }, options),
    ).toBe(answer);
    const moved = redirect("/next");
    await expect(
      submitWithFallback(
        { request: request(), serverAction: () => Promise.reject(moved) },
        options,
      ),
    ).rejects.toBe(moved);
    const gone = new ErrorResponseImpl(404, "Not Found", null);
    await expect(
      submitWithFallback({ request: request(), serverAction: () => Promise.reject(gone) }, options),
    ).rejects.toBe(gone);
  });
});
