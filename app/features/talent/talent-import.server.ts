import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { Database } from "~/lib/db/client.server";
import { candidates, candidateSkills, candidateVettings } from "~/lib/db/schema";

import {
  type CandidateActor,
  type CandidateChange,
  recordCandidateChanges,
} from "./candidate-timeline.server";
import { IMPORT_SOURCE, parseTalentCsv, type TalentImportReport } from "./talent-import";
import {
  type CandidateValues,
  dayOf,
  plan,
  type Planned,
  type Stored,
} from "./talent-import-changes";
import { listPositionNames, rateCardsBySlug } from "./talent-positions.server";

// The CSV import against the pool: each row is matched to a candidate by external id,
// compared with what is stored, and written only when something differs. One transaction
// per import, under a lock that lets one import run at a time: the report then tells the
// truth (every row it counts was written, or none was), and two imports of overlapping
// files cannot interleave. Writes go in batches, so 5,000 rows take a few dozen statements.

// Any constant the other advisory locks do not use (catalog seed, sample pool, migrations).
const IMPORT_LOCK_KEY = "4829137560218437";
// Rows per insert: a candidate takes 22 parameters, 500 of them far under PostgreSQL's 65,535.
const CHUNK = 500;
// Ids per IN list when reading.
const READ_CHUNK = 1_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function readStored(
  db: Database,
  externalIds: readonly string[],
  lock: boolean,
): Promise<Map<string, Stored>> {
  const stored = new Map<string, Stored>();
  for (const part of chunks(externalIds, READ_CHUNK)) {
    const query = db.select().from(candidates).where(inArray(candidates.externalId, part));
    // Rows an import is about to update are held until it commits, so an edit made meanwhile
    // waits rather than being overwritten by a comparison made before it.
    const rows = lock ? await query.for("update") : await query;
    for (const candidate of rows) {
      stored.set(candidate.externalId!, { candidate, skills: [], coding: [] });
    }
  }
  const byId = new Map([...stored.values()].map((entry) => [entry.candidate.id, entry]));
  for (const part of chunks([...byId.keys()], READ_CHUNK)) {
    const [skills, coding] = await Promise.all([
      db.select().from(candidateSkills).where(inArray(candidateSkills.candidateId, part)),
      db
        .select({
          candidateId: candidateVettings.candidateId,
          score: candidateVettings.score,
          assessedOn: candidateVettings.assessedOn,
        })
        .from(candidateVettings)
        .where(
          and(
            inArray(candidateVettings.candidateId, part),
            eq(candidateVettings.kind, "coding-assessment"),
            eq(candidateVettings.assessor, IMPORT_SOURCE),
          ),
        ),
    ]);
    for (const skill of skills) {
      byId.get(skill.candidateId)!.skills.push({
        name: skill.name,
        slug: skill.skillSlug,
        normalized: skill.normalized,
        years: skill.years,
        evidence: skill.evidence,
      });
    }
    for (const record of coding) {
      byId.get(record.candidateId)!.coding.push({
        score: record.score ?? 0,
        assessedOn: record.assessedOn,
      });
    }
  }
  return stored;
}

/** Addresses of the file held by candidates in the pool, with those candidates' external ids. */
async function addressesInPool(
  db: Database,
  emails: readonly string[],
): Promise<Map<string, (string | null)[]>> {
  const found = new Map<string, (string | null)[]>();
  const lower = sql<string>`lower(${candidates.email})`;
  for (const part of chunks([...new Set(emails)], READ_CHUNK)) {
    const rows = await db
      .select({ email: lower, externalId: candidates.externalId })
      .from(candidates)
      .where(inArray(lower, part));
    for (const row of rows) found.set(row.email, [...(found.get(row.email) ?? []), row.externalId]);
  }
  return found;
}

/** `excluded.<column>`: the value the conflicting insert proposed. */
const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);

// Every column the import sets; on a re-import they take the row's values (already merged
// with what is stored, so an empty optional cell has kept the stored value).
const UPDATED_COLUMNS = {
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  email: candidates.email,
  phone: candidates.phone,
  linkedinUrl: candidates.linkedinUrl,
  roleIds: candidates.roleIds,
  seniority: candidates.seniority,
  yearsExperience: candidates.yearsExperience,
  domains: candidates.domains,
  englishLevel: candidates.englishLevel,
  englishAssessedBy: candidates.englishAssessedBy,
  country: candidates.country,
  timeZone: candidates.timeZone,
  workStartMinutes: candidates.workStartMinutes,
  workEndMinutes: candidates.workEndMinutes,
  availableFrom: candidates.availableFrom,
  engagement: candidates.engagement,
  hourlyRateUsd: candidates.hourlyRateUsd,
  consentToShow: candidates.consentToShow,
  consentedAt: candidates.consentedAt,
  consentVersion: candidates.consentVersion,
  status: candidates.status,
  updatedAt: candidates.updatedAt,
} satisfies Partial<Record<keyof CandidateValues, PgColumn>>;

const UPDATE_SET = Object.fromEntries(
  Object.entries(UPDATED_COLUMNS).map(([key, column]) => [key, excluded(column)]),
);

/** Writes the planned rows; answers how many were created and updated. */
async function write(
  tx: Database,
  plans: readonly Planned[],
  actor: CandidateActor,
  now: Date,
): Promise<{ created: number; updated: number }> {
  const written: { plan: Planned; id: string; created: boolean }[] = [];
  for (const part of chunks(plans, CHUNK)) {
    const byExternalId = new Map(part.map((planned) => [planned.row.externalId, planned]));
    const rows = await tx
      .insert(candidates)
      .values(part.map((planned) => planned.values))
      // A candidate another writer added with the same external id since it was read is
      // updated, not duplicated; xmax = 0 tells a row this statement inserted.
      .onConflictDoUpdate({ target: candidates.externalId, set: UPDATE_SET })
      .returning({
        id: candidates.id,
        externalId: candidates.externalId,
        inserted: sql<boolean>`(xmax = 0)`,
      });
    for (const row of rows) {
      written.push({ plan: byExternalId.get(row.externalId!)!, id: row.id, created: row.inserted });
    }
  }

  // Skills and the imported coding record are replaced whole; a new candidate has none yet.
  const skillsOf = written.filter(({ plan, created }) => created || plan.replaceSkills);
  const codingOf = written.filter(({ plan, created }) => created || plan.replaceCoding);
  const stale = (list: typeof written) =>
    list.filter(({ created }) => !created).map(({ id }) => id);
  for (const part of chunks(stale(skillsOf), READ_CHUNK)) {
    await tx.delete(candidateSkills).where(inArray(candidateSkills.candidateId, part));
  }
  for (const part of chunks(stale(codingOf), READ_CHUNK)) {
    await tx
      .delete(candidateVettings)
      .where(
        and(
          inArray(candidateVettings.candidateId, part),
          eq(candidateVettings.kind, "coding-assessment"),
          eq(candidateVettings.assessor, IMPORT_SOURCE),
        ),
      );
  }
  const skills = skillsOf.flatMap(({ plan, id }) =>
    plan.row.skills.map((skill) => ({
      candidateId: id,
      name: skill.name,
      skillSlug: skill.slug,
      normalized: skill.normalized,
      years: skill.years,
      evidence: skill.evidence,
    })),
  );
  for (const part of chunks(skills, CHUNK * 2)) await tx.insert(candidateSkills).values(part);
  const coding = codingOf.flatMap(({ plan, id }) =>
    plan.row.coding
      ? [
          {
            candidateId: id,
            kind: "coding-assessment" as const,
            score: plan.row.coding.score,
            assessedOn: plan.row.coding.assessedOn,
            assessor: IMPORT_SOURCE,
            createdAt: now,
          },
        ]
      : [],
  );
  for (const part of chunks(coding, CHUNK)) await tx.insert(candidateVettings).values(part);

  const changes: CandidateChange[] = written.map(({ plan, id, created }) => ({
    candidateId: id,
    type: "candidate.imported",
    actor,
    payload: { externalId: plan.row.externalId, created, fields: plan.fields },
  }));
  await recordCandidateChanges(tx, changes);
  const created = written.filter((entry) => entry.created).length;
  return { created, updated: written.length - created };
}

type Warnings = TalentImportReport["warnings"];

/** The warnings with those of one row gathered, the file's first, then by row. */
function gathered(warnings: Warnings): Warnings {
  const byRow = new Map<number | null, string[]>();
  for (const { row, messages } of warnings)
    byRow.set(row, [...(byRow.get(row) ?? []), ...messages]);
  return [...byRow.entries()]
    .sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a - b))
    .map(([row, messages]) => ({ row, messages }));
}

/**
 * Imports a CSV export of candidates (the columns of talent-import.ts), or, with `dryRun`,
 * answers what it would do without writing anything. Throws TalentCsvError when the file as
 * a whole is refused. Rows are matched by external id: a new one is created, a known one
 * updated where it differs (its skills and its imported coding record replaced; other
 * vetting records and projects are left alone), and one that matches is left as it is.
 */
export async function importTalentCsv(
  db: Database,
  csv: string,
  options: { dryRun: boolean; actor: CandidateActor; now?: Date },
): Promise<TalentImportReport> {
  const now = options.now ?? new Date();
  const [positions, rateCards] = await Promise.all([listPositionNames(db), rateCardsBySlug(db)]);
  const parsed = parseTalentCsv(csv, {
    roleIds: positions.map((position) => position.slug),
    rateCards,
    today: dayOf(now),
  });
  const refused = [...parsed.refused];
  const warnings: Warnings = [...parsed.warnings];

  const run = async (reader: Database, lock: boolean) => {
    const stored = await readStored(
      reader,
      parsed.rows.map((row) => row.externalId),
      lock,
    );
    const addresses = await addressesInPool(
      reader,
      parsed.rows.map((row) => row.email),
    );
    const plans: Planned[] = [];
    let unchanged = 0;
    for (const row of parsed.rows) {
      const found = stored.get(row.externalId);
      // Sample profiles come and go with TALENT_SAMPLE_POOL; real data written over one
      // would be deleted with it.
      if (found?.candidate.sample) {
        refused.push({
          row: row.row,
          errors: [
            `external_id: ${JSON.stringify(row.externalId)} is a sample profile's; real candidates need their own ids`,
          ],
        });
        continue;
      }
      const others = (addresses.get(row.email) ?? []).filter((id) => id !== row.externalId);
      if (others.length > 0) {
        warnings.push({
          row: row.row,
          messages: [
            "email: another candidate in the pool has this address (the same person twice?)",
          ],
        });
      }
      const planned = plan(row, found, now);
      if (found && planned.fields.length === 0) unchanged++;
      else plans.push(planned);
    }
    if (unchanged > 0) {
      warnings.push({
        row: null,
        messages: [
          `${unchanged === 1 ? "1 row matches its candidate" : `${unchanged} rows match their candidates`} as stored: nothing to change.`,
        ],
      });
    }
    return plans;
  };

  let counts: { created: number; updated: number };
  if (options.dryRun) {
    const plans = await run(db, false);
    const created = plans.filter((planned) => !planned.update).length;
    counts = { created, updated: plans.length - created };
  } else {
    counts = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`));
      const plans = await run(tx, true);
      return write(tx, plans, options.actor, now);
    });
  }
  return {
    dryRun: options.dryRun,
    ...counts,
    refused: refused.sort((a, b) => a.row - b.row),
    warnings: gathered(warnings),
  };
}
