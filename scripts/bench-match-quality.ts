// Matcher quality: how many of the matcher's first three candidates a recruiter would have put
// on the shortlist, over the briefings in app/lib/db/seed/match-evaluation.json, each answered by
// reading the bundled sample pool. The pool is seeded into a fresh in-memory PGlite and every
// briefing goes through matchRole as staff, at a fixed moment, asking for up to MATCH_LIMIT_MAX
// candidates (the first three are judged, all of them are checked against the filters).
//
// Precision@3 of a briefing is the share of the top three in its expected shortlist; when that
// shortlist has fewer than three names the denominator is its length (min(3, expected)), so a
// briefing only one candidate can fill scores 1 for returning that one first. A split's figure
// is the mean over its briefings. Printed per split (tune, then holdout), with every briefing
// and its hits.
//
// Every candidate shown is also checked against the hard filters from the sample profile itself
// (role, status, must-haves through the skill vocabulary, English, availability, overlap, rate),
// not through the matcher's code; a candidate who breaks one is printed and the script exits 1.
// Never fails on a precision figure.
// Usage: npm run bench:match-quality
import { eq } from "drizzle-orm";

import { matchRole } from "~/features/matching/match.server";
import { MATCH_LIMIT_MAX } from "~/features/matching/match-config";
import {
  casesOf,
  EVALUATION_SPLITS,
  type EvaluationCase,
  filterViolations,
  meanPrecision,
  precisionAt,
} from "~/features/matching/match-evaluation";
import { matchInputSchema } from "~/features/matching/match-input";
import { createDatabase } from "~/lib/db/client.server";
import { candidates } from "~/lib/db/schema";
import evaluation from "~/lib/db/seed/match-evaluation.json";
import { syncTalentSample } from "~/lib/db/seed/seed-talent-sample.server";
import type { SampleCandidate } from "~/lib/db/seed/talent-sample";
import pool from "~/lib/db/seed/talent-sample-data.json";

// The briefings' start dates are fixed in 2027, and so is the moment they are asked.
const NOW = new Date("2026-12-01T12:00:00Z");

const CASES = evaluation as EvaluationCase[];
const SAMPLES = new Map((pool as SampleCandidate[]).map((entry) => [entry.externalId, entry]));

const short = (externalId: string) => externalId.replace(/^sample-0*/, "");

async function main() {
  const connection = await createDatabase({ target: { driver: "pglite" }, seed: false });
  try {
    const db = connection.db;
    await syncTalentSample(db, "on", { now: NOW });
    const rows = await db
      .select({ id: candidates.id, externalId: candidates.externalId })
      .from(candidates)
      .where(eq(candidates.sample, true));
    const externalIdOf = new Map(rows.map((row) => [row.id, row.externalId ?? row.id]));

    const violations: string[] = [];
    let checked = 0;
    let version = "";
    console.log(`Matcher quality: precision@3 over ${CASES.length} briefings on the sample pool`);
    for (const split of EVALUATION_SPLITS) {
      const results = [];
      const lines: string[] = [];
      for (const entry of casesOf(CASES, split)) {
        const input = matchInputSchema.parse({ ...entry.input, limit: MATCH_LIMIT_MAX });
        const result = await matchRole(db, input, { audience: "staff", now: NOW });
        version = result.matcherVersion;
        const returned = result.candidates.map((match) => externalIdOf.get(match.id) ?? match.id);
        for (const externalId of returned) {
          checked++;
          const sample = SAMPLES.get(externalId);
          const broken = sample ? filterViolations(input, sample) : ["not in the sample pool"];
          if (broken.length > 0) {
            violations.push(`  ${entry.id}: ${externalId} breaks ${broken.join(", ")}`);
          }
        }
        const score = precisionAt(returned, entry.expected);
        results.push(score);
        const top = returned
          .slice(0, 3)
          .map((id) => (score.hits.includes(id) ? `${short(id)}*` : short(id)));
        lines.push(
          `  ${entry.id.padEnd(38)} ${`${score.hits.length}/${score.denominator}`.padStart(4)}  top ${(top.join(" ") || "-").padEnd(16)} expected ${entry.expected.map(short).join(" ")}`,
        );
      }
      console.log(
        `\n${split}: precision@3 ${meanPrecision(results).toFixed(3)} over ${results.length} briefings (* marks a hit)`,
      );
      for (const line of lines) console.log(line);
    }
    console.log(`\nMatcher version: ${version}`);
    if (violations.length > 0) {
      console.log(`Hard filters: ${violations.length} broken among ${checked} candidates shown`);
      for (const line of violations) console.log(line);
      process.exitCode = 1;
    } else {
      console.log(`Hard filters: all held for the ${checked} candidates shown`);
    }
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
