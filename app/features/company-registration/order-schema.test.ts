import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { companyTypes } from "~/lib/db/schema";
import { bookCallHref } from "./company-registration-form";
import {
  COMPANY_TYPE_OPTIONS,
  COMPANY_TYPE_VALUES,
  MESSAGES,
  orderSchema,
  requiredFilled,
  toastForErrors,
} from "./order-schema";
import { fieldErrors } from "~/features/lead-capture/form-errors";

const valid = {
  companyType: "startup",
  companyName: "Acme",
  contactName: "Ana",
  email: "ana@acme.com",
  phone: "",
  idempotencyKey: randomUUID(),
};

describe("company-information form schema", () => {
  it("offers the spec's six company types, equal to the database enum", () => {
    expect(COMPANY_TYPE_VALUES).toEqual([...companyTypes]);
    expect(COMPANY_TYPE_OPTIONS.map((option) => option.title)).toEqual([
      "Seed+ Startup",
      "Midmarket",
      "Fintech",
      "Enterprise",
      "Strategy & Tech Consulting",
      "Others",
    ]);
  });

  it("stores an empty phone as null and a valid one in E.164", () => {
    expect(orderSchema.parse(valid).phone).toBeNull();
    expect(orderSchema.parse({ ...valid, phone: "(415) 555-2671" }).phone).toBe("+14155552671");
  });

  it("rejects a bad email, a bad phone, an unknown type and overlong text", () => {
    const result = orderSchema.safeParse({
      ...valid,
      companyType: "bank",
      email: "ana@",
      phone: "12",
      companyName: "x".repeat(161),
    });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors).toMatchObject({
      companyType: MESSAGES.noType,
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      companyName: "Company name must be at most 160 characters",
    });
  });

  it("keeps script tags as plain text (React escapes them when shown)", () => {
    expect(orderSchema.parse({ ...valid, companyName: "<script>x</script>" }).companyName).toBe(
      "<script>x</script>",
    );
  });

  it("maps errors to the spec's toasts", () => {
    expect(toastForErrors({ companyType: MESSAGES.noType })).toBe(MESSAGES.noType);
    expect(toastForErrors({ companyName: "Company name is required" })).toBe(MESSAGES.missing);
    expect(toastForErrors({ email: "Please enter a valid email address" })).toBe(
      "Please enter a valid email address",
    );
  });

  it("enables Continue only when type, company, name and email are filled", () => {
    expect(requiredFilled({ ...valid })).toBe(true);
    expect(requiredFilled({ ...valid, contactName: "  " })).toBe(false);
    expect(requiredFilled({ ...valid, companyType: "" })).toBe(false);
  });

  it("carries the entered data to the book-call page", () => {
    expect(
      bookCallHref({
        companyType: "fintech",
        companyName: "Acme & Co",
        contactName: "Ana",
        email: "",
        phone: "+14155552671",
      }),
    ).toBe(
      "/contact/book-call?company=Acme+%26+Co&name=Ana&phone=%2B14155552671&companyType=fintech",
    );
  });
});
