import type { SampleCandidate } from "./talent-sample-types";

// Engineers of the sample pool written by hand rather than drawn: the home page's hero shows
// the pool's best match for its sample brief (a senior backend engineer with Go and
// PostgreSQL), and on the bundled pool that is this profile, so the page reads as it was
// designed. Invented like every sample profile, and labelled as one wherever it is shown.

/** Days before the pool's anchor day: vetting happened before it, availability around it. */
const before = (anchor: string, days: number) =>
  new Date(Date.parse(`${anchor}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The hand-written profiles, dated from the pool's anchor day. */
export function featuredSampleCandidates(anchor: string): SampleCandidate[] {
  return [
    {
      externalId: "sample-featured-01",
      firstName: "Mariana",
      lastName: "Santos",
      email: "mariana.santos.featured01@sample.neargenius.invalid",
      roleIds: ["backend"],
      seniority: "senior",
      yearsExperience: 9,
      englishLevel: "C2",
      englishAssessedBy: "English interview",
      country: "BR",
      timeZone: "America/Sao_Paulo",
      workStart: "09:00",
      workEnd: "18:00",
      // Free before any other sample engineer, so a tie on the score goes her way.
      availableFrom: before(anchor, 45),
      engagement: "full-time",
      hourlyRateUsd: 55,
      status: "available",
      consentVersion: "sample-profile",
      skills: [
        { name: "Go", years: 6, evidence: "assessed" },
        { name: "PostgreSQL", years: 8, evidence: "assessed" },
        { name: "Microservices", years: 5, evidence: "verified" },
        { name: "Kubernetes", years: 4, evidence: "verified" },
        { name: "REST APIs", years: 8, evidence: "self-reported" },
      ],
      vettings: [
        {
          kind: "reference-check",
          score: null,
          cefr: null,
          passed: true,
          assessedOn: before(anchor, 120),
          assessor: "Lucía Fernández, engineering lead",
          notes: "Two former managers confirmed role, dates and impact.",
        },
        {
          kind: "culture-communication",
          score: null,
          cefr: null,
          passed: true,
          assessedOn: before(anchor, 95),
          assessor: "Tomás Aguilar, engineering manager",
          notes: "Asks questions early; gives and takes feedback well.",
        },
        {
          kind: "english-interview",
          score: null,
          cefr: "C2",
          passed: null,
          assessedOn: before(anchor, 90),
          assessor: "Lucía Fernández, engineering lead",
          notes: "Runs a stand-up and a design review comfortably.",
        },
        {
          kind: "system-design",
          score: 9,
          cefr: null,
          passed: null,
          assessedOn: before(anchor, 80),
          assessor: "Tomás Aguilar, engineering manager",
          notes: "Sound partitioning and failure handling; named the trade-offs unprompted.",
        },
        {
          kind: "coding-assessment",
          score: 9.2,
          cefr: null,
          passed: null,
          assessedOn: before(anchor, 75),
          assessor: "Lucía Fernández, engineering lead",
          notes: "Strong on data structures; tests written first.",
        },
      ],
      projects: [
        {
          domain: "Payments",
          stack: ["Go", "PostgreSQL", "Kubernetes"],
          role: "Backend Developer",
          durationMonths: 28,
          outcome: "Cut card-payment failures by a third with retries and idempotent APIs.",
        },
        {
          domain: "Lending",
          stack: ["Go", "PostgreSQL"],
          role: "Backend Developer",
          durationMonths: 18,
          outcome: "Moved loan decisions from days to minutes.",
        },
      ],
    },
  ];
}
