import { describe, expect, it } from "vitest";

import {
  clockState,
  type ClockTimes,
  formatSpan,
  GUARANTEE_RULE,
  guaranteeBadge,
  guaranteeDueAt,
  guaranteeMissed,
  reportSentence,
  timeLeftLabel,
} from "./guarantee";

const STARTED = new Date("2026-12-04T23:00:00Z");
const DUE = guaranteeDueAt(STARTED);
const at = (hours: number, minutes = 0) =>
  new Date(STARTED.getTime() + hours * 3_600_000 + minutes * 60_000);

const clock = (over: Partial<ClockTimes> = {}): ClockTimes => ({
  startedAt: STARTED,
  dueAt: DUE,
  stoppedAt: null,
  missedAt: null,
  waivedAt: null,
  ...over,
});

describe("the 48-hour clock", () => {
  it("runs 48 elapsed hours, weekends and daylight-saving changes included", () => {
    expect(DUE.toISOString()).toBe("2026-12-06T23:00:00.000Z");
    // 10:00 in New York the day before clocks spring forward: 48 real hours later is 11:00
    // local, not 10:00, and that is what the client was promised.
    expect(guaranteeDueAt(new Date("2027-03-13T15:00:00Z")).toISOString()).toBe(
      "2027-03-15T15:00:00.000Z",
    );
  });

  it("tells each state", () => {
    expect(clockState(clock(), at(12))).toBe("running");
    expect(clockState(clock(), at(48))).toBe("running");
    expect(clockState(clock(), at(48, 1))).toBe("overdue");
    expect(clockState(clock({ stoppedAt: at(20) }), at(60))).toBe("stopped");
    expect(clockState(clock({ stoppedAt: at(48) }), at(60))).toBe("stopped");
    expect(clockState(clock({ stoppedAt: at(50) }), at(60))).toBe("missed");
    expect(clockState(clock({ stoppedAt: at(50), waivedAt: at(55) }), at(60))).toBe("waived");
  });

  it("says what is left, or how late, in the inbox's words", () => {
    expect(timeLeftLabel(clock(), at(36))).toBe("due in 12 h");
    expect(timeLeftLabel(clock(), at(47, 25))).toBe("due in 35 min");
    expect(timeLeftLabel(clock(), at(47, 59))).toBe("due in 1 min");
    expect(timeLeftLabel(clock(), at(51, 10))).toBe("overdue by 3 h");
    expect(timeLeftLabel(clock({ stoppedAt: at(20, 30) }), at(60))).toBe("stopped after 20 h");
    expect(timeLeftLabel(clock({ waivedAt: at(50) }), at(60))).toBe("waived");
    expect(formatSpan(20_000)).toBe("under a minute");
  });

  it("flags a miss until it is waived, and badges a settled miss as the free month", () => {
    expect(guaranteeMissed(clock(), at(47))).toBe(false);
    expect(guaranteeMissed(clock(), at(49))).toBe(true);
    expect(guaranteeMissed(clock({ stoppedAt: at(50) }), at(60))).toBe(true);
    expect(guaranteeMissed(clock({ missedAt: at(48, 1), stoppedAt: at(47) }), at(60))).toBe(true);
    expect(guaranteeMissed(clock({ stoppedAt: at(50), waivedAt: at(51) }), at(60))).toBe(false);
    expect(guaranteeBadge(clock({ stoppedAt: at(50) }), at(60))).toEqual({
      state: "missed",
      label: "missed: first month free",
    });
    expect(guaranteeBadge(clock(), at(51)).label).toBe("overdue by 3 h");
  });

  it("states the rule once, with weekends in it", () => {
    expect(GUARANTEE_RULE).toMatch(/^48 hours on the clock, weekends included/);
  });

  it("writes the report as one sentence", () => {
    expect(
      reportSentence(
        {
          briefings: 14,
          bookedWithin48h: 12,
          share: 12 / 14,
          medianHours: 31.5,
          medianAtLeast: false,
        },
        30,
      ),
    ).toBe(
      "48-hour guarantee, last 30 days: 12 of 14 briefings (86 %) had an interview booked within 48 h; median 31.5 h",
    );
    expect(
      reportSentence(
        { briefings: 3, bookedWithin48h: 1, share: 1 / 3, medianHours: 50, medianAtLeast: true },
        7,
      ),
    ).toBe(
      "48-hour guarantee, last 7 days: 1 of 3 briefings (33 %) had an interview booked within 48 h; median at least 50 h",
    );
    expect(
      reportSentence(
        { briefings: 0, bookedWithin48h: 0, share: null, medianHours: null, medianAtLeast: false },
        30,
      ),
    ).toBe("48-hour guarantee, last 30 days: no settled briefings yet.");
  });
});
