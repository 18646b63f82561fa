import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import type * as ClientModule from "~/lib/db/client.server";
import type { Database } from "~/lib/db/client.server";
import { generatedBody, generatedPost, OVERSHOOT_BYTES } from "~/lib/http/generated-body";
import { FORM_MAX_BYTES } from "~/lib/http/request-body.server";

import { optionalText, requiredText } from "./fields";
import { formAction, type FormActionOptions, FormRefusal, type Guard } from "./form-action.server";
import { ENHANCED_FIELD, type FormFailure } from "./form-result";

const database = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: database.get,
}));

const fakeDb = {} as Database;
const schema = z.object({
  name: requiredText(20, "Name"),
  city: requiredText(20, "City"),
  note: optionalText(30, "Note"),
});

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request("http://x/form", { method: "POST", body });
}

function options(
  overrides: Partial<FormActionOptions<typeof schema, { id: string }>> = {},
): FormActionOptions<typeof schema, { id: string }> {
  return {
    name: "test",
    fields: ["name", "city", "note"],
    schema,
    failedMessage: "Failed to save. Please try again.",
    save: async () => ({
      result: { id: "42" },
      redirectTo: "/done",
      headers: { "Set-Cookie": "a=1" },
    }),
    ...overrides,
  };
}

async function catchResponse(work: Promise<unknown>): Promise<Response> {
  try {
    await work;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

describe("formAction", () => {
  beforeEach(() => {
    database.get.mockResolvedValue(fakeDb);
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  });
  afterEach(() => vi.restoreAllMocks());

  it("answers field errors with reason codes and every value back, without saving", async () => {
    const save = vi.fn();
    const answer = await formAction(post({ name: "Ana", city: " " }), options({ save }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      values: { name: "Ana", city: " ", note: "" },
      fieldErrors: { city: { code: "required", message: "City is required" } },
      formError: undefined,
    });
    expect(save).not.toHaveBeenCalled();
  });

  it("a field holding a NUL is an error on that field; the rest comes back, without the NUL", async () => {
    const save = vi.fn();
    const answer = await formAction(
      post({ name: "Ana", city: "Rec\u0000ife", note: "ok" }),
      options({ save }),
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      values: { name: "Ana", city: "Recife", note: "ok" },
      fieldErrors: {
        city: { code: "invalid", message: "This field holds a character we cannot store." },
      },
      formError: undefined,
    });
    expect(save).not.toHaveBeenCalled();
  });

  it("merges extra checks with the schema's errors", async () => {
    const check = async () => ({ cv: { code: "invalid" as const, message: "Not a PDF" } });
    const answer = await formAction(post({ name: "Ana", city: "Rio" }), options({ check }));
    expect((answer.data as FormFailure).fieldErrors).toEqual({
      cv: { code: "invalid", message: "Not a PDF" },
    });
  });

  it("a guard's refusal keeps its code, status and headers", async () => {
    const guard: Guard = async () => ({
      code: "rate_limited",
      status: 429,
      message: "Too many",
      headers: { "Retry-After": "60" },
    });
    const answer = await formAction(post({ name: "Ana", city: "Rio" }), { ...options(), guard });
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("60");
    expect((answer.data as FormFailure).formError).toEqual({
      code: "rate_limited",
      message: "Too many",
    });
  });

  it("a plain post is redirected on success, with the save step's headers", async () => {
    const response = await catchResponse(formAction(post({ name: "Ana", city: "Rio" }), options()));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/done");
    expect(response.headers.get("Set-Cookie")).toBe("a=1");
  });

  it("a script-driven post gets the result as data, with the same headers", async () => {
    const answer = await formAction(
      post({ name: "Ana", city: "Rio", [ENHANCED_FIELD]: "1" }),
      options(),
    );
    expect(answer.data).toEqual({ ok: true, id: "42" });
    expect(new Headers(answer.init?.headers).get("Set-Cookie")).toBe("a=1");
  });

  it("database down: 503, code 'unavailable', the form's message, values kept, logged", async () => {
    database.get.mockRejectedValue(new Error("connect ECONNREFUSED"));
    const answer = await formAction(post({ name: "Ana", city: "Rio" }), options());
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toMatchObject({
      ok: false,
      formError: { code: "unavailable", message: "Failed to save. Please try again." },
      values: { name: "Ana", city: "Rio" },
    });
    expect(process.stderr.write).toHaveBeenCalledWith(
      expect.stringContaining("[test] database unavailable"),
    );
  });

  it("save throwing: 500, code 'failed', values kept, logged", async () => {
    const save = async () => {
      throw new Error("insert failed");
    };
    const answer = await formAction(post({ name: "Ana", city: "Rio" }), options({ save }));
    expect(answer.init?.status).toBe(500);
    expect(answer.data).toMatchObject({
      formError: { code: "failed" },
      values: { name: "Ana", city: "Rio" },
    });
    expect(process.stderr.write).toHaveBeenCalledWith(expect.stringContaining("insert failed"));
  });

  it("a save's refusal answers its status, message, field errors and details, values kept, not logged", async () => {
    const save = async () => {
      throw new FormRefusal(409, {
        formError: { code: "conflict", message: "Just taken" },
        fieldErrors: { city: { code: "not_allowed", message: "Pick another" } },
        details: { alternatives: ["a", "b"] },
      });
    };
    const answer = await formAction(post({ name: "Ana", city: "Rio" }), options({ save }));
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toEqual({
      ok: false,
      values: { name: "Ana", city: "Rio", note: "" },
      formError: { code: "conflict", message: "Just taken" },
      fieldErrors: { city: { code: "not_allowed", message: "Pick another" } },
      details: { alternatives: ["a", "b"] },
    });
    expect(process.stderr.write).not.toHaveBeenCalled();
  });

  it("refuses a 200 MB post with 413 after at most its cap and a chunk or two, saving nothing", async () => {
    const save = vi.fn();
    const body = generatedBody(200 * 1024 * 1024, { prefix: "name=" });
    const request = generatedPost("http://x/form", body, "application/x-www-form-urlencoded");
    const response = await catchResponse(formAction(request, options({ save })));
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(FORM_MAX_BYTES + OVERSHOOT_BYTES);
    expect(save).not.toHaveBeenCalled();
  });

  it.each(["text/plain", "application/xml"])("answers 415 for %s, not 500", async (type) => {
    const request = new Request("http://x/form", {
      method: "POST",
      body: "<name>Ana</name>",
      headers: { "content-type": type },
    });
    const response = await catchResponse(formAction(request, options()));
    expect(response.status).toBe(415);
  });

  it("echoes no field longer than its own limit", async () => {
    const huge = "x".repeat(30_000);
    const answer = await formAction(
      post({ name: huge, city: "Rio", note: huge }),
      options({ save: vi.fn() }),
    );
    expect(answer.init?.status).toBe(400);
    const failure = answer.data as FormFailure;
    expect(failure.fieldErrors.name?.code).toBe("too_long");
    expect(failure.values.name).toBe("x".repeat(20));
    expect(failure.values.note).toBe("x".repeat(30));
    expect(failure.values.city).toBe("Rio");
  });
});
