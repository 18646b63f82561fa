import { describe, expect, it } from "vitest";

import {
  canonicalTimeZone,
  COMMON_TIME_ZONES,
  formatHour,
  formatOffset,
  formatWindow,
  isTimeZone,
  offsetMinutes,
  timeZoneLabel,
  timeZoneList,
  todayIn,
} from "./time-zones";
import { sameZone } from "./zoned-time";

const JANUARY = new Date("2026-01-15T12:00:00Z");
const JULY = new Date("2026-07-15T12:00:00Z");

describe("offsetMinutes and timeZoneLabel", () => {
  it("gives São Paulo three hours behind UTC all year", () => {
    expect(offsetMinutes("America/Sao_Paulo", JANUARY)).toBe(-180);
    expect(offsetMinutes("America/Sao_Paulo", JULY)).toBe(-180);
    expect(timeZoneLabel("America/Sao_Paulo", JULY)).toBe("America/Sao_Paulo (UTC\u221203:00)");
  });

  it("follows New York across daylight saving time", () => {
    expect(timeZoneLabel("America/New_York", JANUARY)).toBe("America/New_York (UTC\u221205:00)");
    expect(timeZoneLabel("America/New_York", JULY)).toBe("America/New_York (UTC\u221204:00)");
  });

  it("switches on the very hour the clocks change", () => {
    // 8 March 2026, 2:00 AM in New York is 07:00 UTC: clocks jump to 3:00 AM EDT.
    expect(offsetMinutes("America/New_York", new Date("2026-03-08T06:59:00Z"))).toBe(-300);
    expect(offsetMinutes("America/New_York", new Date("2026-03-08T07:00:00Z"))).toBe(-240);
  });

  it("handles zones east of Greenwich, half hours and UTC itself", () => {
    expect(timeZoneLabel("Asia/Kolkata", JANUARY)).toBe("Asia/Kolkata (UTC+05:30)");
    expect(offsetMinutes("Asia/Kathmandu", JANUARY)).toBe(345);
    expect(timeZoneLabel("Europe/London", JULY)).toBe("Europe/London (UTC+01:00)");
    expect(timeZoneLabel("UTC", JULY)).toBe("UTC (UTC+00:00)");
  });

  it("ignores the milliseconds of the moment", () => {
    expect(offsetMinutes("America/Sao_Paulo", new Date("2026-07-15T12:00:00.999Z"))).toBe(-180);
  });
});

describe("formatOffset", () => {
  it("writes sign, hours and minutes", () => {
    expect(formatOffset(-180)).toBe("\u221203:00");
    expect(formatOffset(345)).toBe("+05:45");
    expect(formatOffset(0)).toBe("+00:00");
    expect(formatOffset(-570)).toBe("\u221209:30");
  });
});

describe("timeZoneList", () => {
  const supported = ["Europe/Paris", "America/Buenos_Aires", "America/Sao_Paulo", "Asia/Tokyo"];

  it("puts the common zones first and the rest in alphabetical order, each once", () => {
    const list = timeZoneList([], supported);
    expect(list.common.slice(0, 4)).toEqual([
      "America/New_York",
      "America/Chicago",
      "America/Denver",
      "America/Phoenix",
    ]);
    expect(list.common).toContain("America/Sao_Paulo");
    // Buenos Aires is common, whatever the engine calls it; São Paulo likewise.
    expect(list.others).toEqual(["Asia/Tokyo", "Europe/Paris"]);
    const all = [...list.common, ...list.others];
    expect(new Set(all).size).toBe(all.length);
  });

  it("adds the visitor's zone when the runtime does not list it, and drops unknown names", () => {
    const list = timeZoneList(["Pacific/Auckland", "Mars/Olympus_Mons"], supported);
    expect(list.others).toEqual(["Asia/Tokyo", "Europe/Paris", "Pacific/Auckland"]);
  });

  it("lists a common zone by the visitor's spelling of it", () => {
    const list = timeZoneList(["America/Buenos_Aires"], supported);
    expect(list.common).toContain("America/Buenos_Aires");
    expect(list.common).not.toContain("America/Argentina/Buenos_Aires");
    expect(list.others).not.toContain("America/Buenos_Aires");
  });

  it("offers the runtime's zones by default", () => {
    const list = timeZoneList();
    expect(list.common).toHaveLength(COMMON_TIME_ZONES.length);
    expect(list.others.length).toBeGreaterThan(100);
  });
});

describe("isTimeZone and todayIn", () => {
  it("tells real zones from made-up ones", () => {
    expect(isTimeZone("America/Bogota")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("spells a known zone the runtime's way, and an unknown one not at all", () => {
    expect(canonicalTimeZone("America/Bogota")).toBe("America/Bogota");
    expect(canonicalTimeZone("europe/LONDON")).toBe("Europe/London");
    expect(canonicalTimeZone("utc")).toBe("UTC");
    // Whether an alias is renamed depends on the runtime's Intl; either way it is that zone.
    expect(sameZone(canonicalTimeZone("US/Eastern")!, "America/New_York")).toBe(true);
    expect(canonicalTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(canonicalTimeZone("")).toBeNull();
  });

  it("gives the calendar day in the visitor's zone", () => {
    const lateInLondon = new Date("2026-11-24T01:30:00Z");
    expect(todayIn("Europe/London", lateInLondon)).toBe("2026-11-24");
    expect(todayIn("America/Sao_Paulo", lateInLondon)).toBe("2026-11-23");
    expect(todayIn("Nowhere/Else", lateInLondon)).toBe("2026-11-24");
  });
});

describe("formatHour and formatWindow", () => {
  it("writes twelve-hour clock times", () => {
    expect(formatHour(0)).toBe("12:00 AM");
    expect(formatHour(9)).toBe("9:00 AM");
    expect(formatHour(12)).toBe("12:00 PM");
    expect(formatHour(17)).toBe("5:00 PM");
    expect(formatWindow({ startHour: 9, endHour: 12 })).toBe("9:00 AM \u2013 12:00 PM");
  });
});
