import { randomUUID } from "node:crypto";

import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";

import { companyTypes } from "~/lib/db/schema";
import { fieldErrorsFromZod } from "~/lib/forms/form-result";

import {
  COMPANY_TYPE_VALUES,
  companyTypeParam,
  MESSAGES,
  type OrderField,
  OTHERS_CARD,
  requiredFilled,
  toastForErrors,
} from "./order-fields";
import { orderSchema } from "./order-schema";

const valid = {
  companyType: "startup",
  companyName: "Acme",
  contactName: "Ana",
  email: "ana@acme.com",
  phone: "",
  idempotencyKey: randomUUID(),
};

describe("company-information form schema", () => {
  it("names in the browser's field list exactly the inputs the schema checks", () => {
    // Checked by the type checker (npm run typecheck includes the tests).
    expectTypeOf<OrderField>().toEqualTypeOf<keyof z.input<typeof orderSchema>>();
  });

  it("offers six company types, equal to the database enum", () => {
    expect(COMPANY_TYPE_VALUES).toEqual([...companyTypes]);
    // The five audiences' cards are named by the CMS (registration-content.server.test.ts).
    expect(OTHERS_CARD).toEqual({
      value: "others",
      title: "Others",
      subtitle: "Not listed or prefer not to say",
    });
  });

  it("stores an empty phone as null and a valid one in E.164", () => {
    expect(orderSchema.parse(valid).phone).toBeNull();
    expect(orderSchema.parse({ ...valid, phone: "(415) 555-2671" }).phone).toBe("+14155552671");
  });

  it("rejects a bad email, a bad phone, an unknown type and overlong text", () => {
    const input = {
      ...valid,
      companyType: "bank",
      email: "ana@",
      phone: "12",
      companyName: "x".repeat(161),
    };
    const result = orderSchema.safeParse(input);
    expect(result.success).toBe(false);
    const errors = fieldErrorsFromZod(result.error!, input);
    expect(errors).toMatchObject({
      companyType: { code: "not_allowed", message: MESSAGES.noType },
      email: { code: "invalid", message: "Please enter a valid email address" },
      phone: { code: "invalid", message: "Please enter a valid phone number" },
      companyName: { code: "too_long", message: "Company name must be at most 160 characters" },
    });
  });

  it("keeps script tags as plain text (React escapes them when shown)", () => {
    expect(orderSchema.parse({ ...valid, companyName: "<script>x</script>" }).companyName).toBe(
      "<script>x</script>",
    );
  });

  it("maps errors to the form's fixed toasts by reason code, not by their English", () => {
    expect(toastForErrors({ companyType: { code: "required", message: "x" } })).toBe(
      MESSAGES.noType,
    );
    expect(toastForErrors({ companyName: { code: "required", message: "Name fehlt" } })).toBe(
      MESSAGES.missing,
    );
    expect(toastForErrors({ email: { code: "required", message: "Email is required" } })).toBe(
      MESSAGES.missing,
    );
    // A message that merely reads like a missing field is not one.
    expect(toastForErrors({ email: { code: "invalid", message: "Domain is required" } })).toBe(
      "Domain is required",
    );
  });

  it("preselects a company type from a link, ignoring unknown values", () => {
    expect(companyTypeParam("fintech")).toBe("fintech");
    expect(companyTypeParam("bank")).toBe("");
    expect(companyTypeParam(null)).toBe("");
  });

  it("enables Continue only when type, company, name and email are filled", () => {
    expect(requiredFilled({ ...valid })).toBe(true);
    expect(requiredFilled({ ...valid, contactName: "  " })).toBe(false);
    expect(requiredFilled({ ...valid, companyType: "" })).toBe(false);
  });
});
