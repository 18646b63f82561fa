import { describe, expect, it } from "vitest";

import { positionSeeds } from "~/lib/db/seed/catalog-data";

import {
  catalogRoleFor,
  linkedinUrlOf,
  rolesOf,
  seniorityFromTitle,
  splitName,
  talentPoolDefaults,
  talentPoolSchema,
} from "./candidate-from-application";

const catalog = positionSeeds.map(({ slug, name }) => ({ slug, name }));

const form = (overrides: Record<string, string> = {}) => ({
  applicationId: "8d6f3c1e-2b4a-4c5d-9e8f-0a1b2c3d4e5f",
  firstName: "Ana",
  lastName: "Souza",
  role: "devops",
  secondRole: "",
  seniority: "senior",
  yearsExperience: "7",
  englishLevel: "B2",
  country: "br",
  timeZone: "america/sao_paulo",
  workStart: "09:00",
  workEnd: "18:00",
  availableFrom: "2026-12-01",
  engagement: "full-time",
  hourlyRateUsd: "55",
  ...overrides,
});

describe("an application's details as a candidate's", () => {
  it("splits a name at its first word, for the recruiter to correct", () => {
    expect(splitName("  Ana   Paula Souza ")).toEqual({
      firstName: "Ana",
      lastName: "Paula Souza",
    });
    expect(splitName("Caio Lima")).toEqual({ firstName: "Caio", lastName: "Lima" });
    // One word leaves the last name for the form to ask.
    expect(splitName("Xuxa")).toEqual({ firstName: "Xuxa", lastName: "" });
  });

  it("keeps a profile address only when it is a LinkedIn profile", () => {
    expect(linkedinUrlOf("https://www.linkedin.com/in/ana")).toBe(
      "https://www.linkedin.com/in/ana",
    );
    expect(linkedinUrlOf("http://br.linkedin.com/in/ana/")).toBe("https://br.linkedin.com/in/ana/");
    expect(linkedinUrlOf("https://linkedin.com/in/ana")).toBe("https://linkedin.com/in/ana");
    expect(linkedinUrlOf("https://github.com/ana")).toBeNull();
    expect(linkedinUrlOf("https://linkedin.com.evil.example/in/ana")).toBeNull();
    expect(linkedinUrlOf("https://www.linkedin.com/")).toBeNull();
    expect(linkedinUrlOf("javascript:alert(1)")).toBeNull();
    expect(linkedinUrlOf("not a url")).toBeNull();
  });

  it("reads the seniority a position's title states, mid-level when it states none", () => {
    expect(seniorityFromTitle("Senior Data Engineer")).toBe("senior");
    expect(seniorityFromTitle("Sr. Backend Developer")).toBe("senior");
    expect(seniorityFromTitle("Junior QA Engineer")).toBe("junior");
    expect(seniorityFromTitle("Delivery Lead")).toBe("expert");
    expect(seniorityFromTitle("DevOps Engineer (AWS)")).toBe("mid");
  });

  it("finds the catalog role of each bundled careers position, or none for one that has none", () => {
    const careers = [
      ["senior-full-stack-engineer", "Senior Full-Stack Engineer (React/Node.js)", "fullstack"],
      ["senior-data-engineer", "Senior Data Engineer", "data-engineer"],
      ["devops-engineer", "DevOps Engineer (AWS)", "devops"],
      ["senior-mobile-engineer", "Senior Mobile Engineer (React Native)", "mobile"],
      ["qa-automation-engineer", "QA Automation Engineer", "qa-automation"],
      ["delivery-lead", "Delivery Lead", null],
    ] as const;
    for (const [slug, title, role] of careers) {
      expect(catalogRoleFor({ slug, title }, catalog), slug).toBe(role);
    }
    // A careers position named as the catalog names it is that role.
    expect(catalogRoleFor({ slug: "backend", title: "Anything" }, catalog)).toBe("backend");
    expect(catalogRoleFor({ slug: "x", title: "" }, catalog)).toBeNull();
  });

  it("starts the form from the application, the position's role and the rate card", () => {
    expect(
      talentPoolDefaults({
        name: "Ana Souza",
        role: "data-engineer",
        seniority: "senior",
        cardRate: 55,
        today: "2026-11-30",
      }),
    ).toEqual({
      firstName: "Ana",
      lastName: "Souza",
      role: "data-engineer",
      secondRole: "",
      seniority: "senior",
      yearsExperience: "6",
      englishLevel: "B2",
      country: "BR",
      timeZone: "America/Sao_Paulo",
      workStart: "09:00",
      workEnd: "18:00",
      availableFrom: "2026-11-30",
      engagement: "full-time",
      hourlyRateUsd: "55",
    });
    const unknown = talentPoolDefaults({
      name: "Rui",
      role: null,
      seniority: "expert",
      cardRate: null,
      today: "2026-11-30",
    });
    expect(unknown).toMatchObject({ role: "", hourlyRateUsd: "", yearsExperience: "10" });
  });
});

describe("the talent pool form", () => {
  it("reads the fields into the candidate's values", () => {
    const parsed = talentPoolSchema.parse(form({ workEnd: "00:00", secondRole: "devops" }));
    expect(parsed).toMatchObject({
      country: "BR",
      timeZone: "America/Sao_Paulo",
      workStart: 540,
      workEnd: 1440,
      yearsExperience: 7,
      hourlyRateUsd: 55,
    });
    // The same role twice is one role.
    expect(rolesOf(parsed)).toEqual(["devops"]);
    expect(rolesOf(talentPoolSchema.parse(form({ secondRole: "backend" })))).toEqual([
      "devops",
      "backend",
    ]);
  });

  it("names each field it refuses", () => {
    const result = talentPoolSchema.safeParse(
      form({
        applicationId: "nope",
        lastName: " ",
        role: "",
        yearsExperience: "61",
        country: "XX",
        timeZone: "Mars/Olympus",
        workStart: "25:00",
        availableFrom: "2026-02-30",
        hourlyRateUsd: "0",
      }),
    );
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(
      [
        "applicationId",
        "availableFrom",
        "country",
        "hourlyRateUsd",
        "lastName",
        "role",
        "timeZone",
        "workStart",
        "yearsExperience",
      ].sort(),
    );
    const same = talentPoolSchema.safeParse(form({ workEnd: "09:00" }));
    expect(same.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["workEnd", "Working hours end: enter a time other than the start."],
    ]);
  });
});
