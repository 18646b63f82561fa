import { expect, it } from "vitest";

import {
  countryName,
  formatDay,
  formatMinutes,
  formatMonths,
  formatRate,
  formatYears,
  vettingResult,
} from "./talent-labels";

it("writes rates, hours, years and lengths the way staff read them", () => {
  expect(formatRate(55)).toBe("$55/h");
  expect(formatRate(1200)).toBe("$1,200/h");
  expect(formatMinutes(540)).toBe("09:00");
  expect(formatMinutes(1050)).toBe("17:30");
  expect(formatMinutes(0)).toBe("00:00");
  expect(formatMinutes(1440)).toBe("24:00");
  expect(formatYears(1)).toBe("1 year");
  expect(formatYears(2.5)).toBe("2.5 years");
  expect(formatYears(0)).toBe("0 years");
  expect(formatMonths(8)).toBe("8 months");
  expect(formatMonths(1)).toBe("1 month");
  expect(formatMonths(24)).toBe("2 years");
  expect(formatMonths(18)).toBe("1 year 6 months");
  expect(formatDay("2026-12-01")).toBe("Dec 1, 2026");
});

it("names countries in English and leaves a malformed code as stored", () => {
  expect(countryName("BR")).toBe("Brazil");
  expect(countryName("MX")).toBe("Mexico");
  expect(countryName("br")).toBe("br");
  expect(countryName("Brasil")).toBe("Brasil");
});

it("gives a vetting result on its kind's scale", () => {
  const none = { score: null, cefr: null, passed: null };
  expect(vettingResult({ ...none, score: 8.5 })).toBe("8.5 / 10");
  expect(vettingResult({ ...none, score: 9 })).toBe("9.0 / 10");
  expect(vettingResult({ ...none, cefr: "C1" })).toBe("C1");
  expect(vettingResult({ ...none, passed: true })).toBe("Passed");
  expect(vettingResult({ ...none, passed: false })).toBe("Not passed");
  expect(vettingResult(none)).toBe("No result");
});
