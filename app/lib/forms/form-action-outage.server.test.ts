import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import type * as ClientModule from "~/lib/db/client.server";
import type { Database } from "~/lib/db/client.server";

import { requiredText } from "./fields";
import { formAction } from "./form-action.server";

// The database was open when the request came, then stopped answering during the save: the
// visitor is told to try again later (503), as when it was down from the start.

vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: async () => ({}) as Database,
}));

const schema = z.object({ name: requiredText(20, "Name") });

function post() {
  const body = new FormData();
  body.set("name", "Ana");
  return new Request("http://x/form", { method: "POST", body });
}

function saving(error: Error) {
  return formAction(post(), {
    name: "test",
    fields: ["name"],
    schema,
    failedMessage: "Failed to save. Please try again.",
    save: async () => {
      throw error;
    },
  });
}

describe("formAction when the database goes away", () => {
  beforeEach(() => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("answers 503 'unavailable' for a refused connection under a failed query", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const answer = await saving(new DrizzleQueryError("insert", ["Ana"], refused));
    expect(answer.init?.status).toBe(503);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("30");
    expect(answer.data).toMatchObject({
      ok: false,
      formError: { code: "unavailable" },
      values: { name: "Ana" },
    });
  });

  it("answers 503 'unavailable' with Retry-After for a connection the server ended mid-save", async () => {
    const terminated = Object.assign(
      new Error("terminating connection due to administrator command"),
      { code: "57P01" },
    );
    const answer = await saving(new DrizzleQueryError("insert", ["Ana"], terminated));
    expect(answer.init?.status).toBe(503);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("30");
  });

  it("keeps 500 'failed' for a query's own failure", async () => {
    const answer = await saving(new Error("insert failed"));
    expect(answer.init?.status).toBe(500);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBeNull();
    expect(answer.data).toMatchObject({ ok: false, formError: { code: "failed" } });
  });
});
