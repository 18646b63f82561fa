import { describe, expect, it } from "vitest";

import { ENGLISH_LEVELS } from "~/features/briefing/briefing-options";

import { BRIEFING_ENGLISH_TO_CEFR, clockMinutes, matchInputSchema } from "./match-input";

const minimal = {
  roleId: "backend",
  seniority: "senior",
  englishLevel: "C1",
  startDate: "2026-12-07",
  timeZone: "America/New_York",
  overlapHours: 4,
};

describe("the matcher's input", () => {
  it("fills the defaults: 09:00-17:00, no skills or domains, 3 cards", () => {
    expect(matchInputSchema.parse(minimal)).toEqual({
      ...minimal,
      mustHave: [],
      niceToHave: [],
      domains: [],
      workStart: "09:00",
      workEnd: "17:00",
      limit: 3,
    });
  });

  it("takes the zone in the runtime's spelling", () => {
    expect(matchInputSchema.parse({ ...minimal, timeZone: "us/eastern" }).timeZone).toBe(
      "America/New_York",
    );
  });

  it("refuses what it cannot use, naming the field", () => {
    const paths = (body: object) => {
      const parsed = matchInputSchema.safeParse(body);
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => issue.path.join(".") || issue.code);
    };
    expect(paths({ ...minimal, timeZone: "Mars/Olympus" })).toEqual(["timeZone"]);
    expect(paths({ ...minimal, startDate: "2026-02-30" })).toEqual(["startDate"]);
    expect(paths({ ...minimal, englishLevel: "fluent" })).toEqual(["englishLevel"]);
    expect(paths({ ...minimal, mustHave: ["..."] })).toEqual(["mustHave.0"]);
    expect(paths({ ...minimal, overlapHours: 9 })).toEqual(["overlapHours"]);
    expect(paths({ ...minimal, workStart: "18:00", workEnd: "02:00", overlapHours: 8 })).toEqual(
      [],
    );
    expect(paths({ ...minimal, workStart: "10:00", workEnd: "10:00" })).toEqual(["workEnd"]);
    expect(paths({ ...minimal, limit: 51 })).toEqual(["limit"]);
    expect(paths({ ...minimal, maxHourlyRate: 45.5 })).toEqual(["maxHourlyRate"]);
    expect(paths({ ...minimal, age: 30 })).toEqual(["unrecognized_keys"]);
    expect(paths({ ...minimal, roleId: undefined })).toEqual(["roleId"]);
  });

  it("reads clock times, 24:00 as the end of the day", () => {
    expect(clockMinutes("09:30")).toBe(570);
    expect(clockMinutes("24:00")).toBe(1440);
    expect(clockMinutes("24:30")).toBeNaN();
  });

  it("maps each of the briefing's English levels to CEFR: B1, B2, C1, C2", () => {
    expect(Object.keys(BRIEFING_ENGLISH_TO_CEFR)).toEqual(
      ENGLISH_LEVELS.map((level) => level.value),
    );
    expect(BRIEFING_ENGLISH_TO_CEFR).toEqual({
      basic: "B1",
      conversational: "B2",
      fluent: "C1",
      native: "C2",
    });
  });
});
