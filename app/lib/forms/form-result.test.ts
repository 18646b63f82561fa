import { describe, expect, it } from "vitest";
import { z } from "zod";

import { email, idempotencyKey, optionalText, requiredText } from "./fields";
import {
  failureMessage,
  fieldErrorsFromZod,
  type FormFailure,
  formValues,
  hasMissing,
} from "./form-result";
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

describe("form values and the remaining reason codes", () => {
  it("reads only the named fields, as strings: a file or a missing field is empty", () => {
    const data = new FormData();
    data.set("name", "Ana");
    data.set("cv", new Blob(["%PDF"]), "cv.pdf");
    data.set("extra", "ignored");
    expect(formValues(data, ["name", "cv", "missing"])).toEqual({
      name: "Ana",
      cv: "",
      missing: "",
    });
  });

  it("joins the values of a list field one per line, and reads others' first value only", () => {
    const data = new FormData();
    data.append("roles", "backend");
    data.append("roles", "devops");
    data.append("name", "Ana");
    data.append("name", "Bea");
    expect(formValues(data, ["roles", "name", "none"], ["roles", "none"])).toEqual({
      roles: "backend\ndevops",
      name: "Ana",
      none: "",
    });
  });

  it("calls text below a minimum 'too_short' and a custom refusal by its reason or 'invalid'", () => {
    const short = z.object({
      code: z.string().min(3, "Too short"),
      custom: z.string().refine((value) => value === "ok", {
        message: "Not ok",
        params: { reason: "not_allowed" },
      }),
      plain: z.string().refine((value) => value === "ok", "Plainly not ok"),
      odd: z.string().refine((value) => value === "ok", {
        message: "Odd",
        params: { reason: "made_up" },
      }),
    });
    const input = { code: "ab", custom: "no", plain: "no", odd: "no" };
    const result = short.safeParse(input);
    const errors = fieldErrorsFromZod(result.error!, input);
    expect(errors).toEqual({
      code: { code: "too_short", message: "Too short" },
      custom: { code: "not_allowed", message: "Not ok" },
      plain: { code: "invalid", message: "Plainly not ok" },
      odd: { code: "invalid", message: "Odd" },
    });
  });

  it("files an issue without a field under 'form', and a missing choice as 'required'", () => {
    const whole = z
      .object({ a: z.string().optional(), b: z.string().optional() })
      .refine((value) => value.a !== undefined || value.b !== undefined, "Give a or b");
    const result = whole.safeParse({});
    expect(fieldErrorsFromZod(result.error!, {})).toEqual({
      form: { code: "invalid", message: "Give a or b" },
    });
    const needs = z.object({ kind: z.enum(["a", "b"], "Choose") });
    const missing = needs.safeParse({});
    expect(fieldErrorsFromZod(missing.error!, {}).kind?.code).toBe("required");
    const forged = needs.safeParse({ kind: 7 });
    expect(fieldErrorsFromZod(forged.error!, { kind: 7 }).kind?.code).toBe("not_allowed");
  });

  it("finds a missing field among others that are merely invalid", () => {
    const errors = {
      email: { code: "invalid" as const, message: "Bad" },
      name: { code: "required" as const, message: "Name is required" },
    };
    expect(hasMissing(errors)).toBe(true);
    expect(hasMissing(errors, ["name"])).toBe(true);
    expect(hasMissing(errors, ["email"])).toBe(false);
  });
});

describe("optional phone", () => {
  const phone = optionalPhone("BR");

  it("stores E.164, reads a national number in the default country, and empty as null", () => {
    expect(phone.parse("(11) 91234-5678")).toBe("+5511912345678");
    expect(phone.parse("+1 415 555 2671")).toBe("+14155552671");
    expect(phone.parse("   ")).toBeNull();
    expect(phone.parse(undefined)).toBeNull();
  });

  it("refuses text that is no number, an impossible number and an overlong value", () => {
    for (const value of ["abc", "12", "+1 999"]) {
      const result = phone.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        message: "Please enter a valid phone number",
        params: { reason: "invalid" },
      });
    }
    expect(phone.safeParse("1".repeat(41)).error?.issues[0]?.message).toBe(
      "Phone must be at most 40 characters",
    );
  });
});
