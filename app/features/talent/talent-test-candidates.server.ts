import type { Database } from "~/lib/db/client.server";
import type { SkillEvidence } from "~/lib/db/enums";
import { candidates, candidateSkills } from "~/lib/db/schema";
import { candidateValues } from "~/lib/db/test-candidates.server";
import { skillTerm } from "~/lib/skills/skill-vocabulary";

// For the talent tests: candidates with skills, stored the way the sample loader and the
// import store them (through the vocabulary), under a made-up surname each test owns.

/** Letters only, so the surname is one searchable word no other test's candidates have. */
export function testSurname(): string {
  const letters = Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join("");
  return `Zz${letters}`;
}

export interface TestSkill {
  typed: string;
  years: number;
  evidence: SkillEvidence;
}

export async function addCandidate(
  db: Database,
  values: Partial<typeof candidates.$inferInsert> & { lastName: string },
  skills: readonly TestSkill[] = [],
) {
  const email = `${values.firstName ?? "ana"}.${values.lastName}.${Math.random().toString(36).slice(2)}@example.test`;
  const [row] = await db
    .insert(candidates)
    .values(candidateValues({ email: email.toLowerCase(), ...values }))
    .returning();
  if (skills.length > 0) {
    await db.insert(candidateSkills).values(
      skills.map((skill) => {
        const term = skillTerm(skill.typed);
        return {
          candidateId: row!.id,
          name: term.name,
          skillSlug: term.slug,
          normalized: term.normalized,
          years: skill.years,
          evidence: skill.evidence,
        };
      }),
    );
  }
  return row!;
}
