import { isValidPhoneNumber } from "react-phone-number-input/min";
import { describe, expect, it } from "vitest";

import { optionalPhone } from "~/lib/forms/phone";

import { typedToPhoneValue } from "./phone-number-input";

// The browser's picker and the server's check must agree, or a number the picker accepts
// is refused after posting (or the reverse). Both read libphonenumber-js's "min" metadata.
const samples = [
  ["US", "(415) 555-2671"],
  ["US", "415 555 267"],
  ["US", "+44 20 7946 0958"],
  ["BR", "(11) 98765-4321"],
  ["BR", "11 8765-432"],
  ["BR", "+55 21 3456-7890"],
  ["BR", "+1 202 555 0143"],
  ["US", "+52 55 1234 5678"],
  ["US", "+57 601 234 5678"],
  ["US", "+54 9 11 2345-6789"],
  ["US", "+351 21 123 4567"],
  ["US", "123"],
  ["BR", "+999 1234"],
] as const;

describe("phone numbers", () => {
  it.each(samples)("the picker and the server agree on %s %s", (country, typed) => {
    const server = optionalPhone(country).safeParse(typed);
    expect(server.success).toBe(isValidPhoneNumber(typed, country));
    // What the picker posts (E.164) for that text is accepted exactly when the text was.
    const posted = typedToPhoneValue(typed, country);
    expect(optionalPhone(country).safeParse(posted).success).toBe(server.success);
    if (server.success) expect(server.data).toBe(posted);
  });

  it("keeps an empty field empty, and reads national text in the field's country", () => {
    expect(optionalPhone("US").parse("")).toBeNull();
    expect(typedToPhoneValue("", "US")).toBe("");
    expect(typedToPhoneValue("(415) 555", "US")).toBe("+1415555");
    expect(optionalPhone("BR").parse("(11) 98765-4321")).toBe("+5511987654321");
  });
});
