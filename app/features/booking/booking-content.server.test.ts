import { readFile } from "node:fs/promises";
import path from "node:path";

import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { DEFAULT_CANDIDATE_INTERVIEW } from "~/features/booking/interview-rules";
import { setContentSourceForTests } from "~/lib/content/content.server";
import type { BookingContentQueryResult } from "~/lib/content/sanity.types";
import { editedDatasets, seedDocuments } from "~/lib/content/test-datasets.server";

import {
  FALLBACK_BOOKING_PAGE,
  fillRuleFigures,
  loadBookingContent,
  normaliseBookingContent,
  RULE_PLACEHOLDERS,
} from "./booking-content.server";
import { DEFAULT_BOOKING_RULES } from "./booking-rules";

type Doc = { _id: string; _type: string; [key: string]: unknown };
type Settings = NonNullable<BookingContentQueryResult> & Doc;

const SEED_PROMISES = [
  "A 30–45 minute consultation with one of our experts",
  "We reply within 24 hours",
  "Reschedule or cancel up to 24 hours before the call",
];

const { datasetWithOneEdit } = editedDatasets();
let seedDocs: Doc[];

beforeAll(async () => {
  seedDocs = (await seedDocuments()) as unknown as Doc[];
});

afterEach(() => {
  setContentSourceForTests(undefined);
  vi.restoreAllMocks();
});

/** Reads content from a copy of the seed whose bookingSettings went through `edit` (null drops it). */
async function useSettings(edit: (settings: Settings) => Settings | null) {
  setContentSourceForTests(await datasetWithOneEdit("bookingSettings", edit));
}

const silenceWarnings = () => vi.spyOn(process.stderr, "write").mockImplementation(() => true);

describe("loadBookingContent on the bundled dataset", () => {
  it("gives the page's texts with the figures of the rules filled in", async () => {
    await useSettings((settings) => settings);
    const warn = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const { page } = await loadBookingContent();
    expect(page.heroTitle).toBe("Book a Call with an Expert");
    expect(page.heroBody).toMatch(/Near Genius expert/);
    expect(page.promises).toEqual(SEED_PROMISES);
    expect(warn).not.toHaveBeenCalled();
  });

  it("gives the same rules as the built-in defaults, so either one books the same times", async () => {
    await useSettings((settings) => settings);
    expect((await loadBookingContent()).rules).toEqual(DEFAULT_BOOKING_RULES);
  });

  it("follows an edited rule in the rules and in every text that quotes it", async () => {
    await useSettings((settings) => ({
      ...settings,
      changeCutoffHours: 48,
      callMinutes: 40,
    }));
    const { page, rules } = await loadBookingContent();
    expect(rules.changeCutoffHours).toBe(48);
    expect(rules.callMinutes).toBe(40);
    expect(page.promises).toEqual([
      "A 30–40 minute consultation with one of our experts",
      "We reply within 24 hours",
      "Reschedule or cancel up to 48 hours before the call",
    ]);
  });

  it("leaves out experts who take no calls, keeping the others in the CMS's order", async () => {
    await useSettings((settings) => ({
      ...settings,
      experts: settings.experts.map((expert) =>
        expert.id === "james-carter" ? { ...expert, active: false } : expert,
      ),
    }));
    const { rules } = await loadBookingContent();
    expect(rules.experts.map((expert) => expert.id)).toEqual(["maria-silva", "ana-costa"]);
    expect(rules.experts[0]).toEqual({
      id: "maria-silva",
      name: "Maria Silva",
      title: "Solutions Architect",
      email: "maria.silva@neargenius.com",
      timeOff: [],
    });
  });

  it("reads an expert's days off, and treats a missing list as none", async () => {
    await useSettings((settings) => {
      settings.experts[0]!.timeOff = ["2026-12-28", "2026-12-29"];
      delete (settings.experts[1] as { timeOff?: string[] }).timeOff;
      return settings;
    });
    const { rules } = await loadBookingContent();
    expect(rules.experts[0]!.timeOff).toEqual(["2026-12-28", "2026-12-29"]);
    expect(rules.experts[1]!.timeOff).toEqual([]);
  });

  it("reads an expert's own video room, and leaves it out for an expert without one", async () => {
    await useSettings((settings) => {
      settings.experts[0]!.meetingUrl = "https://zoom.us/j/123456789";
      return settings;
    });
    const { rules } = await loadBookingContent();
    expect(rules.experts[0]!.meetingUrl).toBe("https://zoom.us/j/123456789");
    expect(rules.experts[1]).not.toHaveProperty("meetingUrl");
  });

  it("falls back to the default rules, with a warning, when every expert is switched off", async () => {
    await useSettings((settings) => ({
      ...settings,
      callMinutes: 30,
      experts: settings.experts.map((expert) => ({ ...expert, active: false })),
    }));
    const warn = silenceWarnings();
    const { page, rules } = await loadBookingContent();
    expect(rules).toEqual(DEFAULT_BOOKING_RULES);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/invalid \(experts: .*using the defaults/),
    );
    // The page still shows the CMS's texts, quoting the rules actually in force.
    expect(page.heroTitle).toBe("Book a Call with an Expert");
    expect(page.promises[0]).toBe("A 30–45 minute consultation with one of our experts");
  });

  it("falls back to the default rules when a window is broken or a field is missing", async () => {
    const warn = silenceWarnings();
    await useSettings((settings) => ({
      ...settings,
      weeklyHours: [{ ...settings.weeklyHours[0]!, from: "17:00", to: "09:00" }],
    }));
    expect((await loadBookingContent()).rules).toEqual(DEFAULT_BOOKING_RULES);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining("weeklyHours.0.to"));

    await useSettings((settings) => {
      delete (settings as { timeZone?: string }).timeZone;
      return settings;
    });
    expect((await loadBookingContent()).rules).toEqual(DEFAULT_BOOKING_RULES);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining("timeZone"));
  });

  it("takes the candidate interview from the CMS, on the call rules' zone, notice and holidays", async () => {
    await useSettings((settings) => ({
      ...settings,
      minNoticeHours: 12,
      candidateInterview: {
        title: "Technical interview",
        minutes: 60,
        bufferMinutes: 0,
        weeklyHours: [{ weekday: 2, from: "10:00", to: "16:00" }],
      },
    }));
    const warn = silenceWarnings();
    const { interview } = await loadBookingContent();
    expect(interview).toEqual({
      title: "Technical interview",
      timeZone: "America/New_York",
      weeklyHours: [{ weekday: 2, from: "10:00", to: "16:00" }],
      minutes: 60,
      bufferMinutes: 0,
      minNoticeHours: 12,
      businessDays: 10,
      holidays: DEFAULT_BOOKING_RULES.holidays,
      changeCutoffHours: 24,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("seeds the same candidate interview as the built-in default", async () => {
    await useSettings((settings) => settings);
    const { interview } = await loadBookingContent();
    expect(interview).toMatchObject({
      ...DEFAULT_CANDIDATE_INTERVIEW,
      timeZone: "America/New_York",
    });
  });

  it("falls back to the default interview, with a warning, when the CMS's is invalid or missing", async () => {
    const warn = silenceWarnings();
    await useSettings((settings) => ({
      ...settings,
      callMinutes: 30,
      candidateInterview: { ...settings.candidateInterview!, minutes: 200 },
    }));
    const content = await loadBookingContent();
    expect(content.interview).toMatchObject(DEFAULT_CANDIDATE_INTERVIEW);
    // Only the interview falls back: the call rules stay the CMS's.
    expect(content.rules.callMinutes).toBe(30);
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringMatching(/candidate interview .*candidateInterview\.minutes.*using the default/),
    );

    await useSettings((settings) => {
      delete (settings as { candidateInterview?: unknown }).candidateInterview;
      return settings;
    });
    expect((await loadBookingContent()).interview).toMatchObject(DEFAULT_CANDIDATE_INTERVIEW);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining("no candidate interview"));
  });

  it("uses the default texts and rules when the CMS has no bookingSettings document", async () => {
    await useSettings(() => null);
    const warn = silenceWarnings();
    const content = await loadBookingContent();
    expect(content.rules).toEqual(DEFAULT_BOOKING_RULES);
    expect(content.page).toEqual({
      heroTitle: FALLBACK_BOOKING_PAGE.heroTitle,
      heroBody: FALLBACK_BOOKING_PAGE.heroBody,
      promises: SEED_PROMISES,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no bookingSettings document/));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(content.interview).toMatchObject(DEFAULT_CANDIDATE_INTERVIEW);
  });

  it("gives out a copy of the defaults: a caller changing it cannot change the next answer", async () => {
    await useSettings(() => null);
    silenceWarnings();
    const first = await loadBookingContent();
    first.rules.experts.pop();
    first.rules.holidays.length = 0;
    expect((await loadBookingContent()).rules).toEqual(DEFAULT_BOOKING_RULES);
    expect(DEFAULT_BOOKING_RULES.experts).toHaveLength(3);
  });
});

describe("normaliseBookingContent's texts", () => {
  const seedSettings = () =>
    structuredClone(seedDocs.find((doc) => doc._type === "bookingSettings")) as Settings;

  it("leaves out a promise naming a placeholder that is no rule, and warns", () => {
    const warn = silenceWarnings();
    const settings = seedSettings();
    settings.promises = ["Calls last {callMinute} minutes", "We reply within 24 hours"];
    expect(normaliseBookingContent(settings).page.promises).toEqual(["We reply within 24 hours"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("{callMinute}"));
  });

  it("uses the default promises when none is left, and the default text for a broken hero", () => {
    silenceWarnings();
    const settings = seedSettings();
    settings.promises = ["  ", "Only {nothing} here"];
    settings.heroBody = "Talk to us for {callLength} minutes.";
    settings.heroTitle = "  ";
    const { page } = normaliseBookingContent(settings);
    expect(page).toEqual({
      heroTitle: FALLBACK_BOOKING_PAGE.heroTitle,
      heroBody: FALLBACK_BOOKING_PAGE.heroBody,
      promises: SEED_PROMISES,
    });
  });
});

describe("fillRuleFigures", () => {
  it("fills every rule a text may quote", () => {
    const text = RULE_PLACEHOLDERS.map((name) => `${name}={${name}}`).join(" ");
    expect(fillRuleFigures(text, DEFAULT_BOOKING_RULES)).toBe(
      "callMinutes=45 bufferMinutes=15 minNoticeHours=4 businessDays=10 changeCutoffHours=24",
    );
  });

  it("gives null for a placeholder that is not a quotable rule", () => {
    expect(fillRuleFigures("{timeZone}", DEFAULT_BOOKING_RULES)).toBeNull();
    expect(fillRuleFigures("{}", DEFAULT_BOOKING_RULES)).toBeNull();
    expect(fillRuleFigures("No figures at all", DEFAULT_BOOKING_RULES)).toBe("No figures at all");
  });
});

describe("the studio's bookingSettings", () => {
  it("lets editors write exactly the placeholders the site fills in", async () => {
    // The studio is its own project, so its list is read from the source rather than imported.
    const source = await readFile(path.resolve("studio/schemaTypes/booking-settings.ts"), "utf8");
    const list = /const RULE_PLACEHOLDERS = \[([^\]]*)\]/.exec(source)?.[1] ?? "";
    const names = [...list.matchAll(/"([a-zA-Z]+)"/g)].map((match) => match[1]);
    expect(names).toEqual([...RULE_PLACEHOLDERS]);
  });
});
