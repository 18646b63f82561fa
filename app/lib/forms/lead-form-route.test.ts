import { describe, expect, it } from "vitest";

import { keepLoaderDataAfterPost, leadFormHeaders, leadFormRoute } from "./lead-form-route";

describe("leadFormHeaders", () => {
  it("passes a refused post's Retry-After on, with the page's own headers", () => {
    const headers = leadFormHeaders({
      parentHeaders: new Headers({ "Cache-Control": "private" }),
      actionHeaders: new Headers({ "Retry-After": "120" }),
    });
    expect(headers.get("Retry-After")).toBe("120");
    expect(headers.get("Cache-Control")).toBe("private");
    expect(
      leadFormHeaders({ parentHeaders: new Headers(), actionHeaders: new Headers() }).has(
        "Retry-After",
      ),
    ).toBe(false);
  });
});

describe("keepLoaderDataAfterPost", () => {
  it("keeps the page's data after a POST and defers to React Router otherwise", () => {
    expect(keepLoaderDataAfterPost({ formMethod: "POST", defaultShouldRevalidate: true })).toBe(
      false,
    );
    expect(keepLoaderDataAfterPost({ formMethod: "GET", defaultShouldRevalidate: true })).toBe(
      true,
    );
    expect(keepLoaderDataAfterPost({ formMethod: undefined, defaultShouldRevalidate: false })).toBe(
      false,
    );
  });
});

describe("leadFormRoute", () => {
  const form = leadFormRoute({
    name: "contact",
    fields: ["name", "email"],
    failedMessage: "We could not send your message.",
  });

  it("passes the server's answer through", async () => {
    const request = new Request("https://x.test/contact", { method: "POST", body: new FormData() });
    await expect(
      form.clientAction({ request, serverAction: async () => ({ ok: true }) }),
    ).resolves.toEqual({ ok: true });
  });

  it("answers a failed trip with the form's own message and the values as typed", async () => {
    const body = new FormData();
    body.set("name", "Ana");
    body.set("email", "ana@acme.example");
    const request = new Request("https://x.test/contact", { method: "POST", body });
    const errors = console.error;
    console.error = () => {};
    try {
      await expect(
        form.clientAction({
          request,
          serverAction: () => Promise.reject(new TypeError("Failed to fetch")),
        }),
      ).resolves.toEqual({
        ok: false,
        formError: { code: "failed", message: "We could not send your message." },
        fieldErrors: {},
        values: { name: "Ana", email: "ana@acme.example" },
      });
    } finally {
      console.error = errors;
    }
  });
});
