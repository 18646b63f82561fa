import { describe, expect, it } from "vitest";

import { MATCH_TIME_MINIMUM, matchTimeFigure, matchTimeValue, medianWait } from "./match-time";

const booked = (hours: number) => ({ hours, booked: true });
const waiting = (hours: number) => ({ hours, booked: false });

describe("the measured match time", () => {
  it("takes the middle wait, or the mean of the two middle ones", () => {
    expect(medianWait([booked(30), booked(10), booked(33)])).toEqual({ hours: 30, atLeast: false });
    expect(medianWait([booked(10), booked(30), booked(33), booked(60)])).toEqual({
      hours: 31.5,
      atLeast: false,
    });
    expect(medianWait([])).toBeNull();
  });

  it("counts a briefing still waiting with the hours so far, and says when the median is one", () => {
    // Leaving the unbooked one out would give 20 hours.
    expect(medianWait([booked(10), booked(30), waiting(70)])).toEqual({
      hours: 30,
      atLeast: false,
    });
    expect(medianWait([booked(10), waiting(52.7), waiting(70)])).toEqual({
      hours: 52.7,
      atLeast: true,
    });
    expect(medianWait([booked(10), booked(40), waiting(52), waiting(70)])).toEqual({
      hours: 46,
      atLeast: true,
    });
  });

  it("writes the figure as a claim reads, in whole hours", () => {
    expect(matchTimeValue({ hours: 31.5, atLeast: false })).toBe("32 hours");
    expect(matchTimeValue({ hours: 1.2, atLeast: false })).toBe("1 hour");
    expect(matchTimeValue({ hours: 0.4, atLeast: false })).toBe("under 1 hour");
    // At least 52.7 hours: "over 52" is true, "53" would not be.
    expect(matchTimeValue({ hours: 52.7, atLeast: true })).toBe("over 52 hours");
  });

  it("publishes nothing until enough briefings have settled", () => {
    const waits = Array.from({ length: MATCH_TIME_MINIMUM - 1 }, (_, index) => booked(20 + index));
    expect(matchTimeFigure(waits)).toBeNull();
    expect(matchTimeFigure([...waits, booked(50)])).toEqual({
      value: "30 hours",
      basis: MATCH_TIME_MINIMUM,
    });
  });
});
