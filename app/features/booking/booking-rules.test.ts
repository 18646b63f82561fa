import { describe, expect, it } from "vitest";

import {
  type BookingRules,
  bookingRulesSchema,
  DEFAULT_BOOKING_RULES,
  minutesOfDay,
} from "./booking-rules";

const rules = (over: Partial<BookingRules>): unknown => ({ ...DEFAULT_BOOKING_RULES, ...over });

const problems = (value: unknown) => {
  const result = bookingRulesSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("DEFAULT_BOOKING_RULES", () => {
  it("passes its own schema", () => {
    expect(bookingRulesSchema.parse(DEFAULT_BOOKING_RULES)).toEqual(DEFAULT_BOOKING_RULES);
  });

  it("gives the six daily start times 9, 10, 11 AM and 2, 3, 4 PM on weekdays only", () => {
    const { weeklyHours, callMinutes, bufferMinutes } = DEFAULT_BOOKING_RULES;
    for (const weekday of [1, 2, 3, 4, 5, 6, 7]) {
      const starts: string[] = [];
      for (const window of weeklyHours.filter((item) => item.weekday === weekday)) {
        for (
          let start = minutesOfDay(window.from);
          start + callMinutes <= minutesOfDay(window.to);
          start += callMinutes + bufferMinutes
        )
          starts.push(`${Math.floor(start / 60)}:${String(start % 60).padStart(2, "0")}`);
      }
      expect(starts).toEqual(
        weekday <= 5 ? ["9:00", "10:00", "11:00", "14:00", "15:00", "16:00"] : [],
      );
    }
  });

  it("books in New York time, 45-minute calls, with three experts and the federal holidays", () => {
    expect(DEFAULT_BOOKING_RULES).toMatchObject({
      timeZone: "America/New_York",
      callMinutes: 45,
      bufferMinutes: 15,
      minNoticeHours: 4,
      businessDays: 10,
      changeCutoffHours: 24,
    });
    expect(DEFAULT_BOOKING_RULES.experts.map((expert) => expert.id)).toEqual([
      "maria-silva",
      "james-carter",
      "ana-costa",
    ]);
    const holidays = DEFAULT_BOOKING_RULES.holidays.map((holiday) => holiday.date);
    expect(holidays).toEqual(expect.arrayContaining(["2026-11-26", "2026-12-25", "2027-07-05"]));
    // Every holiday falls on a weekday: a weekend date would be a typo for the observed day.
    for (const date of holidays) expect(new Date(`${date}T12:00:00Z`).getUTCDay() % 6).not.toBe(0);
  });
});

describe("bookingRulesSchema", () => {
  const window = DEFAULT_BOOKING_RULES.weeklyHours[0]!;
  const expert = DEFAULT_BOOKING_RULES.experts[0]!;

  it.each([
    ["a time without a leading zero", { ...window, from: "9:00" }],
    ["an hour past 23", { ...window, to: "24:00" }],
    ["a window ending before it starts", { ...window, from: "12:00", to: "09:00" }],
    ["an empty window", { ...window, from: "09:00", to: "09:00" }],
    ["weekday 0", { ...window, weekday: 0 }],
    ["weekday 8", { ...window, weekday: 8 }],
  ])("refuses %s", (_name, bad) => {
    expect(problems(rules({ weeklyHours: [bad as never] }))).not.toEqual([]);
  });

  it("refuses overlapping windows on one weekday but accepts them on different days", () => {
    const overlapping = [
      { weekday: 2 as const, from: "09:00", to: "12:00" },
      { weekday: 2 as const, from: "11:00", to: "13:00" },
    ];
    expect(problems(rules({ weeklyHours: overlapping }))).toEqual(["weeklyHours.1"]);
    expect(
      problems(
        rules({ weeklyHours: [overlapping[0]!, { ...overlapping[1]!, weekday: 3 as const }] }),
      ),
    ).toEqual([]);
    // Back to back is no overlap.
    expect(
      problems(rules({ weeklyHours: [overlapping[0]!, { ...overlapping[1]!, from: "12:00" }] })),
    ).toEqual([]);
  });

  it("refuses rules without weekly hours or without experts", () => {
    expect(problems(rules({ weeklyHours: [] }))).toEqual(["weeklyHours"]);
    expect(problems(rules({ experts: [] }))).toEqual(["experts"]);
  });

  it("refuses two experts with one id, a bad id and a bad email", () => {
    expect(problems(rules({ experts: [expert, { ...expert, name: "Other" }] }))).toEqual([
      "experts.1.id",
    ]);
    expect(problems(rules({ experts: [{ ...expert, id: "Maria Silva" }] }))).toEqual([
      "experts.0.id",
    ]);
    expect(problems(rules({ experts: [{ ...expert, email: "maria" }] }))).toEqual([
      "experts.0.email",
    ]);
  });

  it("accepts an expert's own https room and refuses any other link", () => {
    const withRoom = (meetingUrl: string) => rules({ experts: [{ ...expert, meetingUrl }] });
    expect(problems(withRoom("https://zoom.us/j/123456789?pwd=abc"))).toEqual([]);
    for (const bad of [
      "http://zoom.us/j/1",
      "javascript:alert(1)",
      "zoom.us/j/1",
      "https://localhost/room",
      "https://meet.example.com/a room",
    ]) {
      expect(new Set(problems(withRoom(bad)))).toEqual(new Set(["experts.0.meetingUrl"]));
    }
  });

  it("refuses a zone the runtime does not know", () => {
    expect(problems(rules({ timeZone: "America/Nowhere" }))).toEqual(["timeZone"]);
    expect(problems(rules({ timeZone: "Europe/Lisbon" }))).toEqual([]);
  });

  it.each([
    ["callMinutes", 0],
    ["callMinutes", 30.5],
    ["bufferMinutes", -5],
    ["minNoticeHours", -1],
    ["businessDays", 0],
    ["changeCutoffHours", Number.NaN],
  ])("refuses %s = %s", (field, value) => {
    expect(problems(rules({ [field]: value }))).toEqual([field]);
  });

  it("accepts no buffer and no notice", () => {
    expect(problems(rules({ bufferMinutes: 0, minNoticeHours: 0, changeCutoffHours: 0 }))).toEqual(
      [],
    );
  });

  it("refuses dates that are not calendar days, in holidays and in time off", () => {
    expect(problems(rules({ holidays: [{ date: "2027-02-30", name: "Nope" }] }))).toEqual([
      "holidays.0.date",
    ]);
    expect(problems(rules({ holidays: [{ date: "2027-1-18", name: "MLK" }] }))).toEqual([
      "holidays.0.date",
    ]);
    expect(problems(rules({ experts: [{ ...expert, timeOff: ["2026-12-32"] }] }))).toEqual([
      "experts.0.timeOff.0",
    ]);
  });
});
