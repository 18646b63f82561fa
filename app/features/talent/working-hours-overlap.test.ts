import { describe, expect, it } from "vitest";

import {
  addDays,
  CLIENT_WORKDAY,
  overlapHours,
  overlapMinutes,
  type WorkingHours,
  zonedInstant,
} from "./working-hours-overlap";

const client = (timeZone: string): WorkingHours => ({ timeZone, ...CLIENT_WORKDAY });
const hours = (timeZone: string, from: string, to: string): WorkingHours => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return { timeZone, startMinutes: minutes(from), endMinutes: minutes(to) };
};
const iso = (instant: number) => new Date(instant).toISOString();

describe("zonedInstant", () => {
  it("reads a wall clock in its zone, on either side of a change", () => {
    expect(iso(zonedInstant("America/New_York", "2026-03-07", 9 * 60))).toBe(
      "2026-03-07T14:00:00.000Z",
    );
    expect(iso(zonedInstant("America/New_York", "2026-03-08", 9 * 60))).toBe(
      "2026-03-08T13:00:00.000Z",
    );
    expect(iso(zonedInstant("Asia/Kathmandu", "2026-12-01", 0))).toBe("2026-11-30T18:15:00.000Z");
  });

  it("reads a skipped time with the offset before the change, a repeated one as its second showing", () => {
    // 02:30 does not exist on 8 March in New York; PostgreSQL reads it as 02:30 EST.
    expect(iso(zonedInstant("America/New_York", "2026-03-08", 150))).toBe(
      "2026-03-08T07:30:00.000Z",
    );
    // 01:30 happens twice on 1 November; PostgreSQL takes the second, in EST.
    expect(iso(zonedInstant("America/New_York", "2026-11-01", 90))).toBe(
      "2026-11-01T06:30:00.000Z",
    );
    expect(iso(zonedInstant("America/New_York", "2026-11-01", 59))).toBe(
      "2026-11-01T04:59:00.000Z",
    );
  });

  it("reaches the next day past 1440 minutes and the previous one below zero", () => {
    expect(iso(zonedInstant("UTC", "2026-12-31", 1440 + 60))).toBe("2027-01-01T01:00:00.000Z");
    expect(iso(zonedInstant("UTC", "2026-03-01", -60))).toBe("2026-02-28T23:00:00.000Z");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("overlapMinutes", () => {
  const saoPaulo = hours("America/Sao_Paulo", "09:00", "18:00");

  it("follows the client's clock across a change of daylight saving time", () => {
    // New York is five hours behind UTC in winter, four in summer; São Paulo three all year.
    expect(overlapHours(saoPaulo, client("America/New_York"), "2026-03-07")).toBe(7);
    expect(overlapHours(saoPaulo, client("America/New_York"), "2026-03-08")).toBe(8);
    expect(overlapHours(saoPaulo, client("America/New_York"), "2026-10-31")).toBe(8);
    expect(overlapHours(saoPaulo, client("America/New_York"), "2026-11-01")).toBe(7);
    // Berlin, an hour ahead of UTC in winter: 08:00–16:00 UTC against 12:00–21:00.
    expect(overlapHours(saoPaulo, client("Europe/Berlin"), "2026-12-01")).toBe(4);
    expect(overlapHours(saoPaulo, client("Europe/Berlin"), "2026-07-01")).toBe(3);
  });

  it("counts a working day the clocks shorten or lengthen as it was worked", () => {
    // Tokyo's 09:00–17:00 is 00:00–08:00 UTC; a London night shift 00:00–06:00 loses an hour
    // as the clocks spring forward (00:00 GMT to 06:00 BST) and gains one as they fall back.
    const night = hours("Europe/London", "00:00", "06:00");
    const tokyo = client("Asia/Tokyo");
    expect(overlapMinutes(night, tokyo, "2026-03-28")).toBe(6 * 60);
    expect(overlapMinutes(night, tokyo, "2026-03-29")).toBe(5 * 60);
    expect(overlapMinutes(night, tokyo, "2026-04-01")).toBe(5 * 60);
    // On 25 October the shift runs 23:00 UTC (in BST) to 06:00 UTC: six hours in Tokyo's day.
    expect(overlapMinutes(night, tokyo, "2026-10-25")).toBe(6 * 60);
    expect(overlapMinutes(night, tokyo, "2026-10-26")).toBe(6 * 60);
  });

  it("follows working hours that cross midnight, and ones that end at midnight", () => {
    // Bogotá 22:00–06:00 is 03:00–11:00 UTC; Berlin's day is 08:00–16:00 UTC in December.
    const late = hours("America/Bogota", "22:00", "06:00");
    expect(overlapHours(late, client("Europe/Berlin"), "2026-12-01")).toBe(3);
    const evening = { timeZone: "America/Bogota", startMinutes: 16 * 60, endMinutes: 1440 };
    // 21:00–05:00 UTC against Tokyo's 00:00–08:00 UTC.
    expect(overlapHours(evening, client("Asia/Tokyo"), "2026-12-01")).toBe(5);
  });

  it("looks at the candidate's previous and next day when the zones are far apart", () => {
    // Kiritimati (UTC+14) starts its 1 December at 19:00 UTC on 30 November: 08:00 of the
    // 30th in Pago Pago (UTC−11).
    const pagoPago = hours("Pacific/Pago_Pago", "08:00", "17:00");
    expect(overlapHours(pagoPago, client("Pacific/Kiritimati"), "2026-12-01")).toBe(8);
    // The other way round the candidate's 09:00–17:00 on 2 December is 19:00–03:00 UTC, and
    // Pago Pago's 1 December is 20:00–04:00 UTC.
    expect(
      overlapHours(
        hours("Pacific/Kiritimati", "09:00", "17:00"),
        client("Pacific/Pago_Pago"),
        "2026-12-01",
      ),
    ).toBe(7);
    // Half-hour and quarter-hour zones: Kolkata 09:00–17:00 is 03:30–11:30 UTC.
    expect(
      overlapMinutes(
        hours("Asia/Kathmandu", "09:00", "17:00"),
        client("Asia/Kolkata"),
        "2026-12-01",
      ),
    ).toBe(7 * 60 + 45);
  });

  it("is zero when the days never meet", () => {
    expect(overlapMinutes(saoPaulo, client("Asia/Tokyo"), "2026-12-01")).toBe(0);
  });
});
