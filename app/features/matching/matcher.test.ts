import { describe, expect, it } from "vitest";

import {
  EVIDENCE_CREDIT,
  FACTOR_WEIGHTS,
  MATCH_BANDS,
  MATCH_FACTORS,
  MATCH_FILTERS,
  MATCHER_VERSION,
} from "./match-config";
import { type MatchInputBody, matchInputSchema } from "./match-input";
import {
  assertAllowListed,
  MATCH_PROFILE_FIELDS,
  type MatchProfile,
  ProfileFieldError,
} from "./match-profile";
import {
  failedFilter,
  matchContext,
  matchProfiles,
  type MatchResult,
  scoreCandidate,
} from "./matcher";

// The matcher's rules one by one, on profiles built in the test: each hard filter and the
// order they count in, each factor, daylight saving, "no data" against "not met", and the
// allow-list that keeps everything but the profile's listed fields away from the scorer.

function brief(overrides: Partial<MatchInputBody> = {}) {
  return matchInputSchema.parse({
    roleId: "backend",
    seniority: "senior",
    englishLevel: "B2",
    startDate: "2026-12-07",
    timeZone: "America/New_York",
    overlapHours: 4,
    ...overrides,
  });
}

let counter = 0;
function profile(overrides: Partial<MatchProfile> = {}): MatchProfile {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    handle: "Ana S.",
    roleIds: ["backend"],
    seniority: "senior",
    yearsExperience: 8,
    skills: [
      {
        name: "Kubernetes",
        slug: "kubernetes",
        normalized: "kubernetes",
        years: 4,
        evidence: "assessed",
      },
      {
        name: "PostgreSQL",
        slug: "postgresql",
        normalized: "postgresql",
        years: 6,
        evidence: "verified",
      },
      {
        name: "Elixir Phoenix",
        slug: null,
        normalized: "elixirphoenix",
        years: 2,
        evidence: "self-reported",
      },
    ],
    englishLevel: "C1",
    timeZone: "America/Sao_Paulo",
    workStartMinutes: 9 * 60,
    workEndMinutes: 17 * 60,
    availableFrom: "2026-12-01",
    hourlyRateUsd: 60,
    status: "available",
    consentToShow: true,
    domains: ["Payments"],
    projectDomains: ["logistics"],
    vettings: [
      { kind: "coding-assessment", score: 8.5, cefr: null, passed: null, assessedOn: "2026-10-01" },
    ],
    ...overrides,
  };
}

const removedBy = (result: MatchResult) =>
  Object.fromEntries(result.removed.map((entry) => [entry.filter, entry.count]));

const failure = (
  input: ReturnType<typeof brief>,
  who: MatchProfile,
  audience = "visitor" as const,
) => failedFilter(matchContext(input, audience), who);

describe("the hard filters", () => {
  it("answers every filter by name, in the fixed order, with the matcher's version", () => {
    const result = matchProfiles(brief(), [profile()], { audience: "visitor" });
    expect(result.removed.map((entry) => entry.filter)).toEqual([...MATCH_FILTERS]);
    expect(MATCH_FILTERS).toEqual([
      "role",
      "consent",
      "status",
      "mustHave",
      "english",
      "availability",
      "overlap",
      "rate",
    ]);
    expect(result.matcherVersion).toBe(MATCHER_VERSION);
    expect(result.considered).toBe(1);
  });

  it("removes by role, consent (visitors only), status", () => {
    expect(failure(brief(), profile({ roleIds: ["frontend"] }))).toBe("role");
    expect(failure(brief(), profile({ roleIds: ["frontend", "backend"] }))).toBeNull();
    expect(failure(brief(), profile({ consentToShow: false }))).toBe("consent");
    expect(
      failedFilter(matchContext(brief(), "staff"), profile({ consentToShow: false })),
    ).toBeNull();
    for (const status of ["interviewing", "placed", "inactive"] as const) {
      expect(failure(brief(), profile({ status }))).toBe("status");
    }
  });

  it("knows must-haves through the vocabulary's aliases and unknown ones by normalised text", () => {
    expect(failure(brief({ mustHave: ["k8s", "Postgres"] }), profile())).toBeNull();
    expect(failure(brief({ mustHave: ["K8S", "postgre sql"] }), profile())).toBeNull();
    expect(failure(brief({ mustHave: ["elixir-phoenix"] }), profile())).toBeNull();
    expect(failure(brief({ mustHave: ["k8s", "Golang"] }), profile())).toBe("mustHave");
    expect(failure(brief({ mustHave: ["Elixir"] }), profile())).toBe("mustHave");
  });

  it("keeps English at or above the level asked", () => {
    expect(failure(brief({ englishLevel: "C1" }), profile({ englishLevel: "C1" }))).toBeNull();
    expect(failure(brief({ englishLevel: "C1" }), profile({ englishLevel: "C2" }))).toBeNull();
    expect(failure(brief({ englishLevel: "C1" }), profile({ englishLevel: "B2" }))).toBe("english");
  });

  it("keeps candidates available by the start date plus 14 days", () => {
    const input = brief({ startDate: "2026-12-07" });
    expect(failure(input, profile({ availableFrom: "2026-12-21" }))).toBeNull();
    expect(failure(input, profile({ availableFrom: "2026-12-22" }))).toBe("availability");
  });

  it("keeps a rate at or under the budget, and any rate without one", () => {
    expect(failure(brief({ maxHourlyRate: 60 }), profile({ hourlyRateUsd: 60 }))).toBeNull();
    expect(failure(brief({ maxHourlyRate: 59 }), profile({ hourlyRateUsd: 60 }))).toBe("rate");
    expect(failure(brief(), profile({ hourlyRateUsd: 900 }))).toBeNull();
  });

  it("measures overlap against the client's own window, not always 09:00-17:00", () => {
    // São Paulo 09:00-17:00 is 07:00-15:00 in New York in December: 6 hours of 09:00-17:00,
    // but none of a 16:00-20:00 window.
    expect(failure(brief({ overlapHours: 6 }), profile())).toBeNull();
    expect(failure(brief({ overlapHours: 6.5 }), profile())).toBe("overlap");
    const evening = brief({ workStart: "16:00", workEnd: "20:00", overlapHours: 1 });
    expect(failure(evening, profile())).toBe("overlap");
  });

  it("counts each removed candidate once, under the first filter it fails", () => {
    const pool = [
      profile(),
      profile({ roleIds: ["frontend"], consentToShow: false }),
      profile({ consentToShow: false, status: "placed" }),
      profile({ status: "placed", englishLevel: "A2" }),
      profile({ skills: [], englishLevel: "A2" }),
      profile({ englishLevel: "A2", availableFrom: "2027-06-01" }),
      profile({ availableFrom: "2027-06-01", timeZone: "Asia/Tokyo" }),
      profile({ timeZone: "Asia/Tokyo", hourlyRateUsd: 200 }),
      profile({ hourlyRateUsd: 200 }),
    ];
    const result = matchProfiles(brief({ mustHave: ["k8s"], maxHourlyRate: 100 }), pool, {
      audience: "visitor",
      considered: 40,
    });
    expect(removedBy(result)).toEqual({
      role: 1,
      consent: 1,
      status: 1,
      mustHave: 1,
      english: 1,
      availability: 1,
      overlap: 1,
      rate: 1,
    });
    expect(result.candidates.map((entry) => entry.id)).toEqual([pool[0]!.id]);
    expect(result.considered).toBe(40);
  });
});

describe("overlap across daylight saving (São Paulo candidate, New York client)", () => {
  // São Paulo keeps UTC-3 all year; New York moves between UTC-5 and UTC-4. Working 09:00-17:00
  // in both, they share 6 hours while New York is on standard time and 7 on daylight time.
  const cases = [
    { when: "March, before New York springs forward", startDate: "2027-03-12", hours: 6 },
    { when: "March, after New York springs forward", startDate: "2027-03-15", hours: 7 },
    { when: "November, before New York falls back", startDate: "2026-10-30", hours: 7 },
    { when: "November, after New York falls back", startDate: "2026-11-02", hours: 6 },
  ];
  for (const { when, startDate, hours } of cases) {
    it(`shares ${hours} hours in ${when}`, () => {
      const candidate = profile({ availableFrom: startDate });
      expect(failure(brief({ startDate, overlapHours: hours }), candidate)).toBeNull();
      expect(failure(brief({ startDate, overlapHours: hours + 0.5 }), candidate)).toBe("overlap");
      const scored = scoreCandidate(matchContext(brief({ startDate }), "visitor"), candidate);
      const overlap = scored.factors.find((factor) => factor.name === "overlap")!;
      expect(overlap.contribution).toBe(Math.round(FACTOR_WEIGHTS.overlap * (hours / 8) * 10) / 10);
    });
  }
});

const score = (input: ReturnType<typeof brief>, who: MatchProfile) =>
  scoreCandidate(matchContext(input, "visitor"), who);
const contribution = (input: ReturnType<typeof brief>, who: MatchProfile, name: string) =>
  score(input, who).factors.find((factor) => factor.name === name)!.contribution;

describe("the score", () => {
  it("has weights adding up to 100 and a score that is exactly the sum of its contributions", () => {
    expect(MATCH_FACTORS.reduce((sum, name) => sum + FACTOR_WEIGHTS[name], 0)).toBe(100);
    const inputs = [
      brief(),
      brief({
        mustHave: ["k8s", "Postgres"],
        niceToHave: ["Go", "Elixir Phoenix"],
        domains: ["payments", "health"],
      }),
      brief({ seniority: "junior", englishLevel: "A1", startDate: "2026-11-25", overlapHours: 1 }),
    ];
    const profiles = [
      profile(),
      profile({ availableFrom: "2026-12-13", englishLevel: "C2" }),
      profile({ seniority: "mid" }),
    ];
    for (const input of inputs) {
      for (const who of profiles) {
        const result = score(input, who);
        const sum = result.factors.reduce((total, factor) => total + factor.contribution, 0);
        expect(result.score).toBe(Math.round(sum * 10) / 10);
        for (const factor of result.factors) {
          expect(factor.contribution * 10).toBe(Math.round(factor.contribution * 10));
          expect(factor.contribution).toBeLessThanOrEqual(factor.weight);
        }
        expect(result.factors.map((factor) => factor.name)).toEqual([...MATCH_FACTORS]);
      }
    }
  });

  it("gives a perfect fit 100 and the Strong band; lower scores lower bands", () => {
    const perfect = profile({
      englishLevel: "C2",
      timeZone: "America/New_York",
      skills: [
        {
          name: "Kubernetes",
          slug: "kubernetes",
          normalized: "kubernetes",
          years: 5,
          evidence: "assessed",
        },
      ],
      projectDomains: ["Payments"],
    });
    const result = score(brief({ mustHave: ["k8s"], domains: ["payments"] }), perfect);
    expect(result.score).toBe(100);
    expect(result.band).toBe("Strong");
    expect(MATCH_BANDS.map((entry) => entry.band)).toEqual(["Strong", "Good", "Possible"]);
    const weak = profile({ seniority: "junior", englishLevel: "B2", availableFrom: "2026-12-20" });
    expect(score(brief({ niceToHave: ["Go"], domains: ["health"] }), weak).band).toBe("Possible");
  });

  it("weights skills by evidence: assessed over verified over self-reported", () => {
    expect(EVIDENCE_CREDIT.assessed).toBeGreaterThan(EVIDENCE_CREDIT.verified);
    expect(EVIDENCE_CREDIT.verified).toBeGreaterThan(EVIDENCE_CREDIT["self-reported"]);
    const skilled = (evidence: "assessed" | "verified" | "self-reported") =>
      profile({ skills: [{ name: "Go", slug: "go", normalized: "go", years: 3, evidence }] });
    const input = brief({ mustHave: ["Golang"] });
    const points = (["assessed", "verified", "self-reported"] as const).map((evidence) =>
      contribution(input, skilled(evidence), "skills"),
    );
    expect(points).toEqual([40, 32, 20]);
    // Nice-to-haves count for their share; one not held earns nothing of it.
    expect(
      contribution(
        brief({ mustHave: ["Golang"], niceToHave: ["Rust"] }),
        skilled("assessed"),
        "skills",
      ),
    ).toBe(28);
  });

  it("scores the seniority asked highest, either side lower", () => {
    const input = brief({ seniority: "senior" });
    const by = (seniority: MatchProfile["seniority"]) =>
      contribution(input, profile({ seniority }), "seniority");
    const weight = FACTOR_WEIGHTS.seniority;
    expect(by("senior")).toBe(weight);
    expect(by("expert")).toBe(weight * 0.5);
    expect(by("mid")).toBe(weight * 0.5);
    expect(by("junior")).toBe(weight * 0.2);
  });

  it("rewards English above the level asked", () => {
    const input = brief({ englishLevel: "B2" });
    const by = (englishLevel: MatchProfile["englishLevel"]) =>
      contribution(input, profile({ englishLevel }), "english");
    expect([by("B2"), by("C1"), by("C2")]).toEqual([6, 8.5, 10]);
  });

  it("rewards overlap in proportion to the client's window", () => {
    const here = profile({ timeZone: "America/New_York" });
    expect(contribution(brief(), here, "overlap")).toBe(FACTOR_WEIGHTS.overlap);
    // 6 of 8 hours, to one decimal.
    expect(contribution(brief(), profile(), "overlap")).toBe(
      Math.round(FACTOR_WEIGHTS.overlap * 0.75 * 10) / 10,
    );
  });

  it("rewards availability on the start date, less the later the candidate starts", () => {
    const input = brief({ startDate: "2026-12-07" });
    const by = (availableFrom: string) =>
      contribution(input, profile({ availableFrom }), "availability");
    expect(by("2026-11-01")).toBe(10);
    expect(by("2026-12-14")).toBe(5);
    expect(by("2026-12-21")).toBe(0);
  });

  it("rewards domains from project history over domains only listed", () => {
    const input = brief({ domains: ["Logistics"] });
    expect(contribution(input, profile(), "domains")).toBe(10);
    expect(contribution(brief({ domains: ["payments"] }), profile(), "domains")).toBe(5);
    expect(contribution(brief({ domains: ["health"] }), profile(), "domains")).toBe(0);
    expect(contribution(brief(), profile(), "domains")).toBe(10);
  });
});

describe("the requirements", () => {
  it("lists must-haves, nice-to-haves and domains under the vocabulary's names, with evidence", () => {
    const result = score(
      brief({
        mustHave: ["k8s"],
        niceToHave: ["Postgres", "Go"],
        domains: ["Logistics", "Payments", "Health"],
      }),
      profile(),
    );
    expect(result.requirements).toEqual([
      { skill: "Kubernetes", priority: "must", status: "met", evidence: "assessed" },
      { skill: "PostgreSQL", priority: "nice", status: "met", evidence: "verified" },
      { skill: "Go", priority: "nice", status: "unmet", evidence: null },
      { skill: "Logistics", priority: "nice", status: "met", evidence: "verified" },
      { skill: "Payments", priority: "nice", status: "met", evidence: "self-reported" },
      { skill: "Health", priority: "nice", status: "unmet", evidence: null },
    ]);
  });

  it("says no_data, apart from unmet, when the profile says nothing either way", () => {
    const silent = profile({ domains: [], projectDomains: [], skills: [] });
    const result = score(brief({ niceToHave: ["Go"], domains: ["Payments"] }), silent);
    expect(result.requirements.map((entry) => entry.status)).toEqual(["no_data", "no_data"]);
    const other = profile({ domains: [], projectDomains: ["retail"] });
    expect(score(brief({ domains: ["Payments"] }), other).requirements[0]!.status).toBe("unmet");
  });

  it("never returns a candidate with a must-have that is not met", () => {
    const pool = [
      profile(),
      profile({ skills: [] }),
      profile({ skills: profile().skills.slice(1) }),
    ];
    const result = matchProfiles(brief({ mustHave: ["k8s", "postgres"], limit: 10 }), pool, {
      audience: "staff",
    });
    expect(result.candidates).toHaveLength(1);
    for (const candidate of result.candidates) {
      for (const requirement of candidate.requirements.filter(
        (entry) => entry.priority === "must",
      )) {
        expect(requirement.status).toBe("met");
      }
    }
  });
});

describe("the audience", () => {
  it("shows a visitor at most 3 cards, a staff caller up to the limit, consent flagged", () => {
    const pool = Array.from({ length: 6 }, (_, index) =>
      profile({ consentToShow: index % 2 === 0 }),
    );
    const visitor = matchProfiles(brief({ limit: 10 }), pool, { audience: "visitor" });
    expect(visitor.candidates).toHaveLength(3);
    expect(visitor.candidates.every((entry) => entry.consentToShow)).toBe(true);
    expect(removedBy(visitor).consent).toBe(3);
    const staff = matchProfiles(brief({ limit: 10 }), pool, { audience: "staff" });
    expect(staff.candidates).toHaveLength(6);
    expect(staff.candidates.filter((entry) => !entry.consentToShow)).toHaveLength(3);
    expect(removedBy(staff).consent).toBe(0);
  });

  it("ranks by score, then the soonest available", () => {
    const later = profile({ availableFrom: "2026-12-01" });
    const sooner = profile({ availableFrom: "2026-11-01" });
    const weaker = profile({ seniority: "junior" });
    const result = matchProfiles(brief(), [weaker, later, sooner], { audience: "visitor" });
    expect(result.candidates.map((entry) => entry.id)).toEqual([sooner.id, later.id, weaker.id]);
  });
});

describe("the allow-list", () => {
  it("lets through exactly the profile's listed fields", () => {
    expect(Object.keys(profile()).sort()).toEqual([...MATCH_PROFILE_FIELDS].sort());
    expect(() => assertAllowListed(profile())).not.toThrow();
  });

  for (const field of [
    "country",
    "firstName",
    "lastName",
    "email",
    "birthDate",
    "gender",
    "nationality",
    "photoConsent",
  ]) {
    it(`refuses a profile carrying ${field}, in the scorer and in the filters`, () => {
      const leaky = { ...profile(), [field]: "x" } as MatchProfile;
      expect(() => scoreCandidate(matchContext(brief(), "visitor"), leaky)).toThrow(
        ProfileFieldError,
      );
      expect(() => matchProfiles(brief(), [leaky], { audience: "visitor" })).toThrow(field);
    });
  }

  it("refuses a stray field inside a skill or a vetting result", () => {
    const base = profile();
    const skill = {
      ...base,
      skills: [{ ...base.skills[0]!, assessor: "Ana Lima" }],
    } as unknown as MatchProfile;
    expect(() => assertAllowListed(skill)).toThrow("skills.assessor");
    const vetting = {
      ...base,
      vettings: [{ ...base.vettings[0]!, notes: "x" }],
    } as unknown as MatchProfile;
    expect(() => assertAllowListed(vetting)).toThrow("vettings.notes");
  });
});
