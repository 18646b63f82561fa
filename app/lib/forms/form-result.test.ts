import { describe, expect, it } from "vitest";
import { z } from "zod";
import { email, idempotencyKey, optionalText, requiredText } from "./fields";
import { failureMessage, fieldErrorsFromZod, hasMissing, type FormFailure } from "./form-result";
import { optionalPhone } from "./phone";

const schema = z.object({
  name: requiredText(10, "Name"),
  email,
  phone: optionalPhone("US"),
  note: optionalText(5, "Note"),
  kind: z.enum(["a", "b"], "Please choose a kind"),
  consent: z.literal("yes", "Please agree"),
  key: idempotencyKey,
});

function errorsFor(input: Record<string, string>) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return fieldErrorsFromZod(result.error, input);
}

const valid = {
  name: "Ana",
  email: "ana@example.com",
  phone: "",
  note: "",
  kind: "a",
  consent: "yes",
  key: "0b9f4f9e-6c1a-4c55-9a3e-3a4f1f2b7c11",
};

describe("field error reason codes", () => {
  it("calls every empty required field 'required', whatever zod's issue code", () => {
    const errors = errorsFor({ ...valid, name: "  ", email: "", kind: "", consent: "" });
    expect(errors).toEqual({
      name: { code: "required", message: "Name is required" },
      email: { code: "required", message: "Email is required" },
      kind: { code: "required", message: "Please choose a kind" },
      consent: { code: "required", message: "Please agree" },
    });
    expect(hasMissing(errors)).toBe(true);
    expect(hasMissing(errors, ["note"])).toBe(false);
  });

  it("tells a forged choice, bad format, overlong text and control characters apart", () => {
    const errors = errorsFor({
      ...valid,
      kind: "c",
      email: "ana@",
      phone: "12",
      note: "far too long",
      name: "A\u0007",
    });
    expect(errors.kind?.code).toBe("not_allowed");
    expect(errors.email).toEqual({
      code: "invalid",
      message: "Please enter a valid email address",
    });
    expect(errors.phone).toEqual({ code: "invalid", message: "Please enter a valid phone number" });
    expect(errors.note).toEqual({ code: "too_long", message: "Note must be at most 5 characters" });
    expect(errors.name?.code).toBe("not_allowed");
    expect(hasMissing(errors)).toBe(false);
  });

  it("explains a failure by the form's message first, else the first field's", () => {
    const failure: FormFailure = {
      ok: false,
      fieldErrors: { email: { code: "invalid", message: "Bad email" } },
      values: {},
    };
    expect(failureMessage(failure, "Failed")).toBe("Bad email");
    expect(
      failureMessage({ ...failure, formError: { code: "failed", message: "Down" } }, "Failed"),
    ).toBe("Down");
    expect(failureMessage({ ...failure, fieldErrors: {} }, "Failed")).toBe("Failed");
  });
});
