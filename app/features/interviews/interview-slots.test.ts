import { describe, expect, it } from "vitest";

import {
  DEFAULT_CANDIDATE_INTERVIEW,
  type InterviewRules,
} from "~/features/booking/interview-rules";

import {
  type CandidateHours,
  interviewSlots,
  type InterviewSlotsInput,
  isOfferedInterviewSlot,
} from "./interview-slots";

// The team's interview hours: New York, Monday to Friday 09:00-18:00, 45 minutes plus 15
// free, so a start every hour from 09:00 to 17:00 New York time.
const RULES: InterviewRules = {
  title: "Candidate interview",
  timeZone: "America/New_York",
  weeklyHours: DEFAULT_CANDIDATE_INTERVIEW.weeklyHours,
  minutes: 45,
  bufferMinutes: 15,
  minNoticeHours: 4,
  businessDays: 10,
  holidays: [],
  changeCutoffHours: 24,
};

const SAO_PAULO_NINE_TO_SIX: CandidateHours = {
  timeZone: "America/Sao_Paulo",
  workStartMinutes: 9 * 60,
  workEndMinutes: 18 * 60,
};

/** Thursday 2027-03-11, 19:00 in New York: the first bookable day is Friday the 12th. */
const THURSDAY_EVENING = new Date("2027-03-11T19:00:00-05:00");

const input = (overrides: Partial<InterviewSlotsInput> = {}): InterviewSlotsInput => ({
  rules: RULES,
  candidate: SAO_PAULO_NINE_TO_SIX,
  clientTimeZone: "America/New_York",
  preferred: [],
  busy: [],
  now: THURSDAY_EVENING,
  ...overrides,
});

const startsOn = (result: ReturnType<typeof interviewSlots>, date: string) =>
  result.days.find((day) => day.date === date)?.slots.map((slot) => slot.startsAt);

describe("interviewSlots", () => {
  it("offers a São Paulo engineer's day to a New York client across the U.S. change to summer time", () => {
    const result = interviewSlots(input());
    expect(result.matchedPreferred).toBe(false);
    // Friday, New York on standard time (UTC-5): 09:00 is 14:00Z, and the engineer's 18:00
    // (21:00Z) is 16:00 in New York, so the last interview starts at 15:00.
    expect(startsOn(result, "2027-03-12")).toEqual([
      "2027-03-12T14:00:00.000Z",
      "2027-03-12T15:00:00.000Z",
      "2027-03-12T16:00:00.000Z",
      "2027-03-12T17:00:00.000Z",
      "2027-03-12T18:00:00.000Z",
      "2027-03-12T19:00:00.000Z",
      "2027-03-12T20:00:00.000Z",
    ]);
    // Monday, New York on summer time (UTC-4), São Paulo unchanged: 09:00 is 13:00Z and the
    // engineer's day now ends at 17:00 New York time, so one more interview fits.
    expect(startsOn(result, "2027-03-15")).toEqual([
      "2027-03-15T13:00:00.000Z",
      "2027-03-15T14:00:00.000Z",
      "2027-03-15T15:00:00.000Z",
      "2027-03-15T16:00:00.000Z",
      "2027-03-15T17:00:00.000Z",
      "2027-03-15T18:00:00.000Z",
      "2027-03-15T19:00:00.000Z",
      "2027-03-15T20:00:00.000Z",
    ]);
    expect(result.days.map((day) => day.date)).toEqual([
      "2027-03-12",
      "2027-03-15",
      "2027-03-16",
      "2027-03-17",
      "2027-03-18",
      "2027-03-19",
      "2027-03-22",
      "2027-03-23",
      "2027-03-24",
      "2027-03-25",
    ]);
    const first = result.days[0]!.slots[0]!;
    expect(first).toEqual({
      startsAt: "2027-03-12T14:00:00.000Z",
      endsAt: "2027-03-12T14:45:00.000Z",
    });
  });

  it("keeps an engineer whose working hours cross midnight, and only whole interviews", () => {
    // Manila (UTC+8) 22:00-05:30 is 14:00Z-21:30Z: from 09:00 New York on standard time,
    // across Manila's midnight at 16:00Z, until an interview would run past 05:30.
    const result = interviewSlots(
      input({
        candidate: {
          timeZone: "Asia/Manila",
          workStartMinutes: 22 * 60,
          workEndMinutes: 5 * 60 + 30,
        },
      }),
    );
    expect(startsOn(result, "2027-03-12")).toEqual([
      "2027-03-12T14:00:00.000Z",
      "2027-03-12T15:00:00.000Z",
      "2027-03-12T16:00:00.000Z",
      "2027-03-12T17:00:00.000Z",
      "2027-03-12T18:00:00.000Z",
      "2027-03-12T19:00:00.000Z",
      "2027-03-12T20:00:00.000Z",
    ]);
  });

  it("follows the engineer's own daylight-saving change, not the client's", () => {
    // Lisbon stays on UTC until 2027-03-28: its 09:00-18:00 covers New York 09:00-13:00 once
    // New York has moved its clocks, 09:00-12:00 before.
    const lisbon = { timeZone: "Europe/Lisbon", workStartMinutes: 9 * 60, workEndMinutes: 18 * 60 };
    const result = interviewSlots(input({ candidate: lisbon }));
    expect(startsOn(result, "2027-03-12")).toEqual([
      "2027-03-12T14:00:00.000Z",
      "2027-03-12T15:00:00.000Z",
      "2027-03-12T16:00:00.000Z",
      "2027-03-12T17:00:00.000Z",
    ]);
    expect(startsOn(result, "2027-03-15")).toEqual([
      "2027-03-15T13:00:00.000Z",
      "2027-03-15T14:00:00.000Z",
      "2027-03-15T15:00:00.000Z",
      "2027-03-15T16:00:00.000Z",
      "2027-03-15T17:00:00.000Z",
    ]);
  });

  it("drops exactly the times whose interview or buffer meets a busy span", () => {
    const result = interviewSlots(
      input({
        busy: [
          // Ends as the 14:00Z interview starts: no overlap.
          { from: new Date("2027-03-12T13:00:00Z"), until: new Date("2027-03-12T14:00:00Z") },
          // Meets the 15:00Z interview only in its buffer (15:45-16:00), and the 16:00Z one.
          { from: new Date("2027-03-12T15:50:00Z"), until: new Date("2027-03-12T16:30:00Z") },
        ],
      }),
    );
    expect(startsOn(result, "2027-03-12")).toEqual([
      "2027-03-12T14:00:00.000Z",
      "2027-03-12T17:00:00.000Z",
      "2027-03-12T18:00:00.000Z",
      "2027-03-12T19:00:00.000Z",
      "2027-03-12T20:00:00.000Z",
    ]);
  });

  it("skips a holiday and still offers the full number of business days", () => {
    const result = interviewSlots(
      input({ rules: { ...RULES, holidays: [{ date: "2027-03-15", name: "Team day" }] } }),
    );
    const dates = result.days.map((day) => day.date);
    expect(dates).not.toContain("2027-03-15");
    expect(dates.slice(0, 2)).toEqual(["2027-03-12", "2027-03-16"]);
    expect(dates).toHaveLength(10);
    expect(dates.at(-1)).toBe("2027-03-26");
  });

  it("offers nothing earlier than the minimum notice", () => {
    // 08:30 New York with four hours' notice: the first time is 13:00 (18:00Z).
    const result = interviewSlots(input({ now: new Date("2027-03-12T13:30:00Z") }));
    expect(startsOn(result, "2027-03-12")).toEqual([
      "2027-03-12T18:00:00.000Z",
      "2027-03-12T19:00:00.000Z",
      "2027-03-12T20:00:00.000Z",
    ]);
  });

  it("keeps the times inside the client's preferred windows, on the client's clock", () => {
    const result = interviewSlots(
      input({
        clientTimeZone: "America/Los_Angeles",
        preferred: [{ day: "fri", window: "morning" }],
      }),
    );
    expect(result.matchedPreferred).toBe(true);
    // Friday 09:00-12:00 in Los Angeles (UTC-8) is 17:00Z-20:00Z.
    expect(result.days).toEqual([
      {
        date: "2027-03-12",
        slots: [
          { startsAt: "2027-03-12T17:00:00.000Z", endsAt: "2027-03-12T17:45:00.000Z" },
          { startsAt: "2027-03-12T18:00:00.000Z", endsAt: "2027-03-12T18:45:00.000Z" },
          { startsAt: "2027-03-12T19:00:00.000Z", endsAt: "2027-03-12T19:45:00.000Z" },
        ],
      },
      {
        // Los Angeles on summer time (UTC-7): 09:00-12:00 is 16:00Z-19:00Z.
        date: "2027-03-19",
        slots: [
          { startsAt: "2027-03-19T16:00:00.000Z", endsAt: "2027-03-19T16:45:00.000Z" },
          { startsAt: "2027-03-19T17:00:00.000Z", endsAt: "2027-03-19T17:45:00.000Z" },
          { startsAt: "2027-03-19T18:00:00.000Z", endsAt: "2027-03-19T18:45:00.000Z" },
        ],
      },
    ]);
  });

  it("offers every time, saying so, when none fits the preferred windows", () => {
    // New York evenings start at 17:00, after the São Paulo engineer's day has ended.
    const everything = interviewSlots(input());
    const result = interviewSlots(
      input({
        preferred: [
          { day: "mon", window: "evening" },
          { day: "fri", window: "evening" },
        ],
      }),
    );
    expect(result).toEqual({ days: everything.days, matchedPreferred: false });
  });

  it("groups the days on the client's calendar", () => {
    // Tokyo (UTC+9): 14:00Z is Friday 23:00, 15:00Z already Saturday.
    const result = interviewSlots(input({ clientTimeZone: "Asia/Tokyo" }));
    expect(result.days[0]).toEqual({
      date: "2027-03-12",
      slots: [{ startsAt: "2027-03-12T14:00:00.000Z", endsAt: "2027-03-12T14:45:00.000Z" }],
    });
    expect(startsOn(result, "2027-03-13")).toEqual([
      "2027-03-12T15:00:00.000Z",
      "2027-03-12T16:00:00.000Z",
      "2027-03-12T17:00:00.000Z",
      "2027-03-12T18:00:00.000Z",
      "2027-03-12T19:00:00.000Z",
      "2027-03-12T20:00:00.000Z",
    ]);
  });
});

describe("isOfferedInterviewSlot", () => {
  const busy = [
    { from: new Date("2027-03-12T15:00:00Z"), until: new Date("2027-03-12T16:00:00Z") },
  ];

  it("accepts a time the page offered and refuses one 15 minutes off or taken", () => {
    expect(isOfferedInterviewSlot(input({ busy }), new Date("2027-03-12T14:00:00Z"))).toBe(true);
    expect(isOfferedInterviewSlot(input({ busy }), new Date("2027-03-12T14:15:00Z"))).toBe(false);
    expect(isOfferedInterviewSlot(input({ busy }), new Date("2027-03-12T15:00:00Z"))).toBe(false);
  });

  it("accepts only the preferred times when some fitted, and every time when none did", () => {
    const friday1pm = new Date("2027-03-12T18:00:00Z");
    expect(
      isOfferedInterviewSlot(input({ preferred: [{ day: "fri", window: "morning" }] }), friday1pm),
    ).toBe(false);
    expect(
      isOfferedInterviewSlot(input({ preferred: [{ day: "fri", window: "evening" }] }), friday1pm),
    ).toBe(true);
  });
});
