import { expect, it } from "vitest";

import { COUNTRY_CODES, isCountryCode } from "./country-codes";

it("lists the 249 assigned ISO 3166-1 alpha-2 codes, each a region the runtime can name", () => {
  expect(COUNTRY_CODES.size).toBe(249);
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  for (const code of COUNTRY_CODES) expect(names.of(code), code).toBeDefined();
});

it("refuses codes that name no country, withdrawn ones and lower case", () => {
  expect(isCountryCode("BR")).toBe(true);
  expect(isCountryCode("AR")).toBe(true);
  for (const code of ["EU", "UN", "ZZ", "UK", "SU", "YU", "XK", "br", "BRA", ""]) {
    expect(isCountryCode(code), code).toBe(false);
  }
});
