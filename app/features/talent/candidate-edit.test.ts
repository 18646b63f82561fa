import { describe, expect, it } from "vitest";

import { isCountryCode } from "~/lib/country-codes";

import { profileSchema } from "./candidate-edit";
import { minutesOfClock } from "./candidate-fields";
import { profileFormValues } from "./candidate-form-names";
import { parseSkillLines, projectAddSchema } from "./candidate-record-schemas";
import { describeCandidateEvent } from "./candidate-timeline-view";

const valid = {
  firstName: " Renata ",
  lastName: "Gómez",
  email: "Renata@Example.TEST",
  phone: "",
  linkedinUrl: "",
  roleIds: "backend\ndevops\nbackend",
  seniority: "senior",
  yearsExperience: "7",
  domains: "Payments; Logistics, Payments",
  englishLevel: "C1",
  englishAssessedBy: "English interview",
  country: "ar",
  timeZone: "america/buenos_aires",
  workStart: "09:00",
  workEnd: "00:00",
  availableFrom: "2027-01-04",
  engagement: "full-time",
  hourlyRateUsd: "62",
  status: "available",
};

const errorsOf = (input: Record<string, string>) => {
  const parsed = profileSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the profile form's schema", () => {
  it("trims, folds case, canonicalises the zone, dedupes roles and reads midnight as the day's end", () => {
    expect(profileSchema.parse(valid)).toMatchObject({
      firstName: "Renata",
      email: "renata@example.test",
      phone: null,
      roleIds: ["backend", "devops"],
      country: "AR",
      timeZone: "America/Buenos_Aires",
      workStart: 540,
      workEnd: 1440,
      yearsExperience: 7,
      hourlyRateUsd: 62,
      domains: ["Payments", "Logistics"],
    });
  });

  it("names the field of every mistake", () => {
    expect(
      errorsOf({
        ...valid,
        roleIds: "",
        country: "XX",
        timeZone: "Mars/Olympus",
        workStart: "9am",
        availableFrom: "2027-02-30",
        hourlyRateUsd: "0",
        phone: "011 555",
        linkedinUrl: "javascript:alert(1)",
      }),
    ).toEqual({
      roleIds: "Choose at least one role.",
      country: "Country: enter a two-letter code such as BR or AR.",
      timeZone: "Time zone: enter a zone such as America/Sao_Paulo.",
      workStart: "Working hours start: enter a time such as 09:00.",
      availableFrom: "Available from: enter the date as year-month-day, e.g. 2026-12-01.",
      hourlyRateUsd: "Hourly rate is between 1 and 1000.",
      phone: "Phone: enter it in international form, e.g. +5491123456789.",
      linkedinUrl: "LinkedIn: enter the profile's address, e.g. https://www.linkedin.com/in/name.",
    });
    expect(errorsOf({ ...valid, workStart: "18:00", workEnd: "18:00" })).toEqual({
      workEnd: "Working hours end: enter a time other than the start.",
    });
  });

  it("shows a stored profile back as the form's text", () => {
    const stored = profileSchema.parse(valid);
    expect(profileFormValues({ ...stored, workStart: "09:00", workEnd: "00:00" })).toMatchObject({
      roleIds: "backend\ndevops",
      phone: "",
      yearsExperience: "7",
      hourlyRateUsd: "62",
    });
  });
});

describe("small readers", () => {
  it("reads clock times and country codes", () => {
    expect(minutesOfClock("00:00")).toBe(0);
    expect(minutesOfClock("23:59")).toBe(1439);
    expect(minutesOfClock("24:00")).toBe(1440);
    expect(minutesOfClock("24:30")).toBeNull();
    expect(minutesOfClock("9:00")).toBeNull();
    expect(isCountryCode("BR")).toBe(true);
    expect(isCountryCode("XX")).toBe(false);
    expect(isCountryCode("br")).toBe(false);
  });

  it("reads skills one per line and names each bad line", () => {
    expect(parseSkillLines("React: 5: assessed\n\n k8s:2.5:verified ")).toEqual({
      skills: [
        { name: "React", years: 5, evidence: "assessed" },
        { name: "k8s", years: 2.5, evidence: "verified" },
      ],
      errors: [],
    });
    expect(parseSkillLines("React 5\nGo: many: assessed\nRust: 2: guessed").errors).toEqual([
      "Line 1: write it as Name: years: evidence, e.g. React: 5: assessed.",
      "Line 2: years is a number from 0 to 60, e.g. 3 or 2.5.",
      "Line 3: evidence is assessed, verified or self-reported.",
    ]);
  });

  it("refuses a client's name without the client's consent", () => {
    const project = {
      domain: "Payments",
      role: "Backend",
      durationMonths: "12",
      stack: "Go, PostgreSQL, Go",
      outcome: "Shipped.",
      clientName: "Acme",
      clientConsented: "",
    };
    expect(projectAddSchema.safeParse(project).success).toBe(false);
    expect(projectAddSchema.parse({ ...project, clientConsented: "on" })).toMatchObject({
      stack: ["Go", "PostgreSQL"],
      clientConsented: true,
    });
  });
});

describe("the candidate's timeline in words", () => {
  const at = { id: 1, actor: "ana@neargenius.test", occurredAt: "2026-11-28T10:00:00.000Z" };

  it("says what changed, with values where the timeline keeps them", () => {
    expect(
      describeCandidateEvent({
        ...at,
        type: "candidate.edited",
        payload: {
          fields: ["email", "hourlyRateUsd"],
          values: { hourlyRateUsd: { from: 62, to: 70 } },
        },
      }),
    ).toMatchObject({
      title: "Profile edited",
      lines: ["Changed: email, hourly rate ($62/h → $70/h)"],
    });
    expect(
      describeCandidateEvent({
        ...at,
        type: "vetting.added",
        payload: { kind: "english-interview", result: "C1", assessedOn: "2026-11-02" },
      }).lines,
    ).toEqual(["English interview · C1 · Nov 2, 2026"]);
    expect(describeCandidateEvent({ ...at, type: "something.new", payload: {} }).title).toBe(
      "something.new",
    );
  });
});
