import type { candidates } from "./schema";

// For tests: a candidate that satisfies every constraint of the table, changed where a test
// needs it, so a test states only what it is about.

export function candidateValues(
  overrides: Partial<typeof candidates.$inferInsert> & { email: string },
): typeof candidates.$inferInsert {
  return {
    firstName: "Ana",
    lastName: "Souza",
    roleIds: ["backend"],
    seniority: "senior",
    yearsExperience: 8,
    englishLevel: "C1",
    englishAssessedBy: "English interview",
    country: "BR",
    timeZone: "America/Sao_Paulo",
    workStartMinutes: 540,
    workEndMinutes: 1080,
    availableFrom: "2026-12-01",
    engagement: "full-time",
    hourlyRateUsd: 55,
    ...overrides,
  };
}
