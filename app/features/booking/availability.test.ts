import { describe, expect, it } from "vitest";

import {
  availability,
  blockedSpan,
  type BusyInterval,
  nearestFreeSlots,
  offeredSlot,
  pickExpert,
} from "./availability";
import { type BookingRules, DEFAULT_BOOKING_RULES } from "./booking-rules";

const HOUR = 3_600_000;

function rules(overrides: Partial<BookingRules> = {}): BookingRules {
  return {
    ...DEFAULT_BOOKING_RULES,
    holidays: [{ date: "2026-11-26", name: "Thanksgiving" }],
    experts: [
      { id: "ana", name: "Ana", title: "Architect", email: "ana@x.test", timeOff: [] },
      { id: "bo", name: "Bo", title: "Lead", email: "bo@x.test", timeOff: [] },
    ],
    ...overrides,
  };
}

const startsOf = (day: { slots: { startsAt: string }[] } | undefined) =>
  day?.slots.map((slot) => slot.startsAt) ?? [];

/** The UTC hours of a day's slots. */
const utcHours = (day: { slots: { startsAt: string }[] } | undefined) =>
  startsOf(day).map((iso) => new Date(iso).getUTCHours());

describe("availability", () => {
  // Monday 23 November 2026, 8:00 AM in New York (EST).
  const monday8am = new Date("2026-11-23T13:00:00Z");

  it("offers the six daily times (9, 10, 11 AM and 2, 3, 4 PM New York) on ten business days", () => {
    const days = availability(rules(), [], monday8am);
    expect(days).toHaveLength(10);
    // 9 AM is inside the 4-hour notice at 8 AM; 1 PM onwards is offered today.
    expect(days[0]).toMatchObject({ date: "2026-11-23" });
    expect(utcHours(days[0])).toEqual([19, 20, 21]);
    expect(utcHours(days[1])).toEqual([14, 15, 16, 19, 20, 21]);
    expect(days.map((day) => day.date)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      // Thursday is Thanksgiving; Saturday and Sunday have no hours.
      "2026-11-27",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-07",
    ]);
    for (const day of days) {
      for (const slot of day.slots) {
        expect(new Date(slot.endsAt).getTime() - new Date(slot.startsAt).getTime()).toBe(
          45 * 60_000,
        );
        expect(slot.freeExpertIds).toEqual(["ana", "bo"]);
      }
    }
  });

  it("leaves out today once its last time is inside the notice, and never offers the past", () => {
    const fridayEvening = new Date("2026-11-27T21:30:00Z"); // 4:30 PM New York
    const days = availability(rules(), [], fridayEvening);
    expect(days[0]?.date).toBe("2026-11-30");
    expect(days).toHaveLength(10);
    for (const day of days) {
      for (const slot of day.slots) {
        expect(new Date(slot.startsAt).getTime()).toBeGreaterThanOrEqual(
          fridayEvening.getTime() + 4 * HOUR,
        );
      }
    }
  });

  it("keeps 9 AM New York across the U.S. daylight-saving changes", () => {
    // Spring forward on Sunday 14 March 2027: Friday 12 March is EST, Monday 15 March EDT.
    const days = availability(rules({ holidays: [] }), [], new Date("2027-03-11T23:00:00Z"));
    const byDate = new Map(days.map((day) => [day.date, day]));
    expect(startsOf(byDate.get("2027-03-12"))[0]).toBe("2027-03-12T14:00:00.000Z");
    expect(startsOf(byDate.get("2027-03-15"))[0]).toBe("2027-03-15T13:00:00.000Z");
    // Fall back on Sunday 7 November 2027.
    const autumn = availability(rules({ holidays: [] }), [], new Date("2027-11-04T23:00:00Z"));
    const autumnByDate = new Map(autumn.map((day) => [day.date, day]));
    expect(startsOf(autumnByDate.get("2027-11-05"))[0]).toBe("2027-11-05T13:00:00.000Z");
    expect(startsOf(autumnByDate.get("2027-11-08"))[0]).toBe("2027-11-08T14:00:00.000Z");
    // And the 2026 change, Sunday 1 November.
    const y2026 = availability(rules({ holidays: [] }), [], new Date("2026-10-29T23:00:00Z"));
    const y2026ByDate = new Map(y2026.map((day) => [day.date, day]));
    expect(startsOf(y2026ByDate.get("2026-10-30"))[0]).toBe("2026-10-30T13:00:00.000Z");
    expect(startsOf(y2026ByDate.get("2026-11-02"))[0]).toBe("2026-11-02T14:00:00.000Z");
  });

  it("follows a rules zone on the other side: Lisbon's hours move with Lisbon's clock", () => {
    const lisbon = rules({ timeZone: "Europe/Lisbon", holidays: [] });
    // Europe springs forward on Sunday 28 March 2027.
    const days = availability(lisbon, [], new Date("2027-03-25T20:00:00Z"));
    const byDate = new Map(days.map((day) => [day.date, day]));
    expect(startsOf(byDate.get("2027-03-26"))[0]).toBe("2027-03-26T09:00:00.000Z");
    expect(startsOf(byDate.get("2027-03-29"))[0]).toBe("2027-03-29T08:00:00.000Z");
  });

  it("a booked call blocks only its expert; the time stays offered while another is free", () => {
    const tue9 = new Date("2026-11-24T14:00:00Z");
    const busy: BusyInterval[] = [{ expertId: "ana", ...blockedSpan(rules(), tue9) }];
    const days = availability(rules(), busy, monday8am);
    const slot = days[1]?.slots.find((candidate) => candidate.startsAt === tue9.toISOString());
    expect(slot?.freeExpertIds).toEqual(["bo"]);
    const bothBusy = [...busy, { expertId: "bo", ...blockedSpan(rules(), tue9) }];
    expect(startsOf(availability(rules(), bothBusy, monday8am)[1])).not.toContain(
      tue9.toISOString(),
    );
    // The next hour is still free for both: the buffer ends exactly when it starts.
    expect(availability(rules(), bothBusy, monday8am)[1]?.slots[0]?.freeExpertIds).toEqual([
      "ana",
      "bo",
    ]);
  });

  it("a buffer longer than the gap blocks the next time for that expert", () => {
    const tight = rules({
      callMinutes: 30,
      bufferMinutes: 30,
      experts: [{ id: "ana", name: "Ana", title: "", email: "a@x.test", timeOff: [] }],
    });
    // Slots every hour; a call from elsewhere (an hour-long meeting at 9:30) blocks 9 and 10.
    const busy = [
      {
        expertId: "ana",
        from: new Date("2026-11-24T14:30:00Z"),
        until: new Date("2026-11-24T15:30:00Z"),
      },
    ];
    const day = availability(tight, busy, monday8am)[1];
    expect(utcHours(day)).toEqual([16, 19, 20, 21]);
  });

  it("leaves out an expert on time off, and a day everyone is off stays listed as full", () => {
    const off = rules({
      experts: [
        { id: "ana", name: "Ana", title: "", email: "a@x.test", timeOff: ["2026-11-24"] },
        { id: "bo", name: "Bo", title: "", email: "b@x.test", timeOff: ["2026-11-24"] },
      ],
    });
    const days = availability(off, [], monday8am);
    expect(days[1]).toEqual({ date: "2026-11-24", slots: [] });
    expect(days).toHaveLength(10);
  });

  it("offeredSlot finds an exact start only", () => {
    expect(offeredSlot(rules(), [], monday8am, new Date("2026-11-24T14:00:00Z"))).not.toBeNull();
    expect(offeredSlot(rules(), [], monday8am, new Date("2026-11-24T14:30:00Z"))).toBeNull();
    expect(offeredSlot(rules(), [], monday8am, new Date("2026-11-23T14:00:00Z"))).toBeNull();
    expect(offeredSlot(rules(), [], monday8am, new Date("2026-11-26T14:00:00Z"))).toBeNull();
  });

  it("nearestFreeSlots gives the closest offered times in time order", () => {
    const days = availability(rules(), [], monday8am);
    const nearest = nearestFreeSlots(days, new Date("2026-11-24T15:00:00Z"), 3);
    expect(nearest.map((slot) => slot.startsAt)).toEqual([
      "2026-11-24T14:00:00.000Z",
      "2026-11-24T15:00:00.000Z",
      "2026-11-24T16:00:00.000Z",
    ]);
  });
});

describe("pickExpert", () => {
  const order = ["ana", "bo", "cy"];
  it("takes the free expert with the fewest upcoming calls", () => {
    expect(
      pickExpert(
        ["ana", "bo"],
        new Map([
          ["ana", 3],
          ["bo", 1],
        ]),
        order,
      ),
    ).toBe("bo");
  });
  it("breaks ties by the CMS order", () => {
    expect(pickExpert(["cy", "bo"], new Map(), order)).toBe("bo");
  });
  it("refuses an empty list", () => {
    expect(() => pickExpert([], new Map(), order)).toThrow();
  });
});
