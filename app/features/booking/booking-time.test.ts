import { describe, expect, it } from "vitest";

import {
  dayAccessibleName,
  describeBookingTime,
  formatDayLong,
  formatDayShort,
  formatSlotTime,
  groupSlotsByLocalDay,
  localDate,
  slotAccessibleName,
  zoneCity,
} from "./booking-time";

const NY = "America/New_York";

describe("booking times", () => {
  it("names zones by their city", () => {
    expect(zoneCity("Europe/Lisbon")).toBe("Lisbon");
    expect(zoneCity(NY)).toBe("New York");
    expect(zoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(zoneCity("UTC")).toBe("UTC");
  });

  it("writes 12-hour times with a plain space on each clock", () => {
    const tue10 = "2026-11-24T15:00:00.000Z";
    expect(formatSlotTime(tue10, NY)).toBe("10:00 AM");
    expect(formatSlotTime(tue10, "Europe/Lisbon")).toBe("3:00 PM");
    expect(formatSlotTime(tue10, "America/Los_Angeles")).toBe("7:00 AM");
    expect(formatSlotTime(tue10, "America/Sao_Paulo")).toBe("12:00 PM");
  });

  it("writes short day labels in British style, September with four letters", () => {
    expect(formatDayShort("2026-09-15")).toEqual({ weekday: "Tue", day: "15", month: "Sept" });
    expect(formatDayShort("2027-01-01")).toEqual({ weekday: "Fri", day: "1", month: "Jan" });
    expect(formatDayLong("2028-02-29")).toBe("Tuesday 29 February 2028");
  });

  it("refuses a zone the runtime does not know", () => {
    expect(() => formatSlotTime("2026-11-24T15:00:00.000Z", "Mars/Olympus_Mons")).toThrow(
      RangeError,
    );
  });

  it("names days in full and counts free times", () => {
    expect(formatDayLong("2026-11-24")).toBe("Tuesday 24 November 2026");
    expect(dayAccessibleName("2026-11-24", 6)).toBe("Tuesday 24 November 2026, 6 times free");
    expect(dayAccessibleName("2026-11-24", 1)).toBe("Tuesday 24 November 2026, 1 time free");
    expect(dayAccessibleName("2026-11-24", 0)).toBe("Tuesday 24 November 2026, fully booked");
  });

  it("gives each slot a name with both clocks, or one when the visitor is in New York", () => {
    const tue10 = "2026-11-24T15:00:00.000Z";
    expect(slotAccessibleName(tue10, "Europe/Lisbon", NY)).toBe(
      "3:00 PM Lisbon time (10:00 AM New York)",
    );
    expect(slotAccessibleName(tue10, "America/Los_Angeles", NY)).toBe(
      "7:00 AM Los Angeles time (10:00 AM New York)",
    );
    expect(slotAccessibleName(tue10, NY, NY)).toBe("10:00 AM New York time");
  });

  it("is right on the days only one side of the Atlantic has changed its clocks", () => {
    // Europe springs forward on 28 March 2027, two weeks after the U.S.: Lisbon is 4 hours
    // ahead of New York in between, 5 hours before and after.
    expect(slotAccessibleName("2027-03-12T14:00:00.000Z", "Europe/Lisbon", NY)).toBe(
      "2:00 PM Lisbon time (9:00 AM New York)",
    );
    expect(slotAccessibleName("2027-03-15T13:00:00.000Z", "Europe/Lisbon", NY)).toBe(
      "1:00 PM Lisbon time (9:00 AM New York)",
    );
    expect(slotAccessibleName("2027-03-29T13:00:00.000Z", "Europe/Lisbon", NY)).toBe(
      "2:00 PM Lisbon time (9:00 AM New York)",
    );
    // Europe falls back on 25 October 2026, the U.S. on 1 November 2026.
    expect(slotAccessibleName("2026-10-27T13:00:00.000Z", "Europe/Lisbon", NY)).toBe(
      "1:00 PM Lisbon time (9:00 AM New York)",
    );
    expect(slotAccessibleName("2026-11-02T14:00:00.000Z", "Europe/Lisbon", NY)).toBe(
      "2:00 PM Lisbon time (9:00 AM New York)",
    );
    // São Paulo has no daylight saving; New York's change moves the gap.
    expect(slotAccessibleName("2026-10-30T13:00:00.000Z", "America/Sao_Paulo", NY)).toBe(
      "10:00 AM Sao Paulo time (9:00 AM New York)",
    );
    expect(slotAccessibleName("2026-11-02T14:00:00.000Z", "America/Sao_Paulo", NY)).toBe(
      "11:00 AM Sao Paulo time (9:00 AM New York)",
    );
  });

  it("groups slots by the visitor's own day and keeps full days", () => {
    const slot = (startsAt: string) => ({ startsAt, endsAt: startsAt, freeExpertIds: ["a"] });
    const days = [
      {
        date: "2026-11-24",
        slots: [slot("2026-11-24T14:00:00.000Z"), slot("2026-11-24T21:00:00.000Z")],
      },
      { date: "2026-11-25", slots: [] },
    ];
    expect(localDate("2026-11-24T21:00:00.000Z", "Asia/Tokyo")).toBe("2026-11-25");
    const tokyo = groupSlotsByLocalDay(days, "Asia/Tokyo");
    expect(tokyo.map((day) => [day.date, day.slots.length])).toEqual([
      ["2026-11-24", 1],
      ["2026-11-25", 1],
    ]);
    const lisbon = groupSlotsByLocalDay(days, "Europe/Lisbon");
    expect(lisbon.map((day) => [day.date, day.slots.length])).toEqual([
      ["2026-11-24", 2],
      ["2026-11-25", 0],
    ]);
  });

  it("describes a booked call on both clocks", () => {
    expect(
      describeBookingTime(
        "2026-11-24T15:00:00.000Z",
        "2026-11-24T15:45:00.000Z",
        "Europe/Lisbon",
        NY,
      ),
    ).toEqual({
      visitor: "Tuesday 24 November 2026, 3:00 PM – 3:45 PM Lisbon time",
      rules: "Tuesday 24 November 2026, 10:00 AM – 10:45 AM New York time",
      same: false,
    });
    expect(
      describeBookingTime("2026-11-24T15:00:00.000Z", "2026-11-24T15:45:00.000Z", NY, NY).same,
    ).toBe(true);
  });
});
