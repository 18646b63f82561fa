import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";

import { createZonedTime, isoDate, type TemporalLike } from "./zoned-time";

// Node has no Temporal yet, so the browser's path runs here on the polyfill; both paths must
// read the same clock, or the browser's first render would not match the server's markup.
const viaTemporal = createZonedTime(Temporal as unknown as TemporalLike);
const viaIntl = createZonedTime(undefined);

const ZONES = [
  "America/New_York",
  "Europe/Lisbon",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "America/Sao_Paulo",
  "UTC",
];
const INSTANTS = [
  "2026-03-08T06:59:59Z", // a second before New York springs forward
  "2026-03-08T07:00:00Z",
  "2026-03-29T01:00:00Z", // Lisbon springs forward
  "2026-11-01T05:30:00Z", // New York's repeated hour
  "2026-11-01T06:30:00Z",
  "2026-12-31T23:59:59Z",
  "2027-02-28T23:00:00Z",
].map((iso) => Date.parse(iso));

describe.each([
  ["Temporal", viaTemporal],
  ["Intl", viaIntl],
])("zoned time through %s", (_name, clock) => {
  it("reads New York's clock on both sides of a daylight-saving change", () => {
    expect(clock.wallClock("America/New_York", Date.parse("2026-03-08T06:59:00Z"))).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 1,
      minute: 59,
      second: 0,
    });
    expect(clock.wallClock("America/New_York", Date.parse("2026-03-08T07:00:00Z"))?.hour).toBe(3);
  });

  it("writes midnight as hour 0 and the date of the zone, not of UTC", () => {
    const midnightInLisbon = Date.parse("2027-01-01T00:00:00Z");
    expect(clock.wallClock("Europe/Lisbon", midnightInLisbon)?.hour).toBe(0);
    const lateInSaoPaulo = clock.wallClock("America/Sao_Paulo", Date.parse("2026-11-24T01:30:00Z"));
    expect(lateInSaoPaulo && isoDate(lateInSaoPaulo)).toBe("2026-11-23");
  });

  it("knows no made-up zone and no empty name", () => {
    expect(clock.wallClock("Mars/Olympus_Mons", 0)).toBeNull();
    expect(clock.wallClock("", 0)).toBeNull();
    expect(clock.sameZone("Mars/Olympus_Mons", "Mars/Olympus_Mons")).toBe(false);
  });

  it("tells the same zone under another name from a zone with the same offset", () => {
    expect(clock.sameZone("US/Eastern", "America/New_York")).toBe(true);
    expect(clock.sameZone("America/Buenos_Aires", "America/Argentina/Buenos_Aires")).toBe(true);
    expect(clock.sameZone("UTC", "Etc/UTC")).toBe(true);
    expect(clock.sameZone("America/New_York", "America/Toronto")).toBe(false);
    expect(clock.sameZone("Europe/Lisbon", "Europe/London")).toBe(false);
  });

  it("names the runtime's own zone", () => {
    expect(viaIntl.sameZone(clock.currentZone(), viaIntl.currentZone())).toBe(true);
  });
});

describe("the two paths", () => {
  it("read the same clock in every zone at every instant", () => {
    for (const zone of ZONES) {
      for (const at of INSTANTS) {
        expect(viaTemporal.wallClock(zone, at), `${zone} at ${new Date(at).toISOString()}`).toEqual(
          viaIntl.wallClock(zone, at),
        );
      }
    }
  });
});

describe("isoDate", () => {
  it("pads months, days and years", () => {
    expect(isoDate({ year: 2026, month: 3, day: 8, hour: 0, minute: 0, second: 0 })).toBe(
      "2026-03-08",
    );
    expect(isoDate({ year: 987, month: 12, day: 31, hour: 0, minute: 0, second: 0 })).toBe(
      "0987-12-31",
    );
  });
});
