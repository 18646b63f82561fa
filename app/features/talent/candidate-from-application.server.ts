import { randomUUID } from "node:crypto";

import { and, asc, eq, inArray, sql } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import type { StaffMember } from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import { candidates, jobApplications, jobPositions } from "~/lib/db/schema";
import { describeError, log } from "~/lib/log.server";
import { siteLink } from "~/lib/site-origin.server";
import type { FileStorage } from "~/lib/storage/file-storage.server";

import {
  catalogRoleFor,
  ENGLISH_NOT_ASSESSED,
  linkedinUrlOf,
  rolesOf,
  seniorityFromTitle,
  type TalentPoolDefaults,
  talentPoolDefaults,
  type TalentPoolInput,
} from "./candidate-from-application";
import { recordCandidateChange } from "./candidate-timeline.server";
import { CARD_LEVELS_OF } from "./rate-band";
import {
  CONSENT_LINK_DAYS,
  issueConsentToken,
  talentConsentMail,
  talentConsentPath,
} from "./talent-consent.server";
import { listPositionNames, type PositionName, rateCardsBySlug } from "./talent-positions.server";

// A careers application becomes a candidate at a recruiter's word: the application's name,
// address, LinkedIn profile and CV, the catalog role its position is (or the one the
// recruiter picks) and what the recruiter's form adds. The CV is copied under the candidate's
// own key, so erasing the applicant's lead (which deletes the application's file) leaves the
// candidate's CV, and erasing the candidate leaves the application's. One candidate per
// application: the unique job_application_id makes a second click answer with the first.
// The candidate starts unseen by clients; a mail asks the applicant to agree to be shown.

export type Staff = Pick<StaffMember, "id" | "email" | "name">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An application on a lead's page, with its candidate if it has become one. */
export interface TalentPoolApplication {
  id: string;
  reference: string;
  positionTitle: string;
  positionSlug: string;
  name: string;
  email: string;
  profileUrl: string;
  cvFileName: string;
  createdAt: string;
  candidate: {
    id: string;
    handle: string;
    consentToShow: boolean;
    consentedAt: string | null;
  } | null;
  /** Another candidate already in the pool with this address (an import, a recruiter's entry). */
  sameEmailCandidate: { id: string; handle: string } | null;
  /** Where the form starts; null once the application is a candidate. */
  defaults: TalentPoolDefaults | null;
}

/** An application stored before references existed is known by the first part of its id. */
function referenceOf(row: { id: string; reference: string | null }): string {
  return row.reference ?? row.id.slice(0, 8).toUpperCase();
}

/**
 * The lead's careers applications, oldest first, each with its candidate or the form's
 * starting values, and the catalog's positions the form offers as roles.
 */
export async function talentPoolApplications(
  db: Database,
  leadId: string,
  now: Date = new Date(),
): Promise<{ applications: TalentPoolApplication[]; positions: PositionName[] }> {
  const rows = await db
    .select({
      id: jobApplications.id,
      reference: jobApplications.reference,
      positionTitle: jobApplications.positionTitle,
      positionSlug: jobApplications.positionSlug,
      name: jobApplications.name,
      email: jobApplications.email,
      profileUrl: jobApplications.profileUrl,
      cvFileName: jobApplications.cvFileName,
      createdAt: jobApplications.createdAt,
      candidateId: candidates.id,
      handle: candidates.handle,
      consentToShow: candidates.consentToShow,
      consentedAt: candidates.consentedAt,
    })
    .from(jobApplications)
    .leftJoin(candidates, eq(candidates.jobApplicationId, jobApplications.id))
    .where(eq(jobApplications.leadId, leadId))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));
  if (rows.length === 0) return { applications: [], positions: [] };

  const open = rows.filter((row) => row.candidateId === null);
  const [positions, cards, sameEmail] = await Promise.all([
    open.length > 0 ? listPositionNames(db) : Promise.resolve([]),
    open.length > 0 ? rateCardsBySlug(db) : Promise.resolve(new Map()),
    open.length > 0
      ? db
          .select({ id: candidates.id, handle: candidates.handle, email: candidates.email })
          .from(candidates)
          .where(
            inArray(
              sql`lower(${candidates.email})`,
              open.map((row) => row.email.toLowerCase()),
            ),
          )
          .orderBy(asc(candidates.createdAt))
      : Promise.resolve([]),
  ]);
  const today = now.toISOString().slice(0, 10);

  const applications = rows.map((row): TalentPoolApplication => {
    const inPool = row.candidateId !== null;
    let defaults: TalentPoolDefaults | null = null;
    if (!inPool) {
      const role = catalogRoleFor({ slug: row.positionSlug, title: row.positionTitle }, positions);
      const seniority = seniorityFromTitle(row.positionTitle);
      const card = role ? cards.get(role) : undefined;
      const level = CARD_LEVELS_OF[seniority][0]!;
      defaults = talentPoolDefaults({
        name: row.name,
        role,
        seniority,
        cardRate: card?.[level] ?? null,
        today,
      });
    }
    const twin = inPool
      ? undefined
      : sameEmail.find((candidate) => candidate.email.toLowerCase() === row.email.toLowerCase());
    return {
      id: row.id,
      reference: referenceOf(row),
      positionTitle: row.positionTitle,
      positionSlug: row.positionSlug,
      name: row.name,
      email: row.email,
      profileUrl: row.profileUrl,
      cvFileName: row.cvFileName,
      createdAt: row.createdAt.toISOString(),
      candidate:
        row.candidateId !== null
          ? {
              id: row.candidateId,
              handle: row.handle ?? "",
              consentToShow: row.consentToShow ?? false,
              consentedAt: row.consentedAt?.toISOString() ?? null,
            }
          : null,
      sameEmailCandidate: twin ? { id: twin.id, handle: twin.handle } : null,
      defaults,
    };
  });
  return { applications, positions };
}

export type AddToPoolResult =
  | { ok: true; candidateId: string; created: boolean }
  | { ok: false; reason: "not_found" | "unknown_role" };

export interface AddToPoolContext {
  staff: Staff;
  /** The site's address for the consent link in the mail. */
  siteOrigin: string;
  now?: Date;
  ipAddress?: string | null;
}

async function candidateOfApplication(db: Database, applicationId: string) {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.jobApplicationId, applicationId));
  return row?.id;
}

/**
 * Makes the application a candidate (see the top of this file), or answers with the
 * candidate it already is. `leadId`, when given, must be the application's lead: a lead's
 * page acts on its own applications only.
 */
export async function addApplicationToTalentPool(
  db: Database,
  storage: FileStorage,
  input: TalentPoolInput & { leadId?: string },
  context: AddToPoolContext,
): Promise<AddToPoolResult> {
  const now = context.now ?? new Date();
  // Ids come from the address and the form; PostgreSQL would answer a malformed uuid with an error.
  if (![input.applicationId, input.leadId ?? input.applicationId].every((id) => UUID.test(id))) {
    return { ok: false, reason: "not_found" };
  }
  const [application] = await db
    .select()
    .from(jobApplications)
    .where(
      input.leadId
        ? and(eq(jobApplications.id, input.applicationId), eq(jobApplications.leadId, input.leadId))
        : eq(jobApplications.id, input.applicationId),
    );
  if (!application) return { ok: false, reason: "not_found" };
  const existing = await candidateOfApplication(db, application.id);
  if (existing) return { ok: true, candidateId: existing, created: false };

  const roleIds = rolesOf(input);
  const known = await db
    .select({ slug: jobPositions.slug })
    .from(jobPositions)
    .where(inArray(jobPositions.slug, roleIds));
  if (known.length !== roleIds.length) return { ok: false, reason: "unknown_role" };

  const candidateId = randomUUID();
  const reference = referenceOf(application);
  const cvKey = await copyCv(storage, application.cvStorageKey, candidateId);
  const discardCopy = async () => {
    if (!cvKey) return;
    await storage.delete(cvKey).catch((error: unknown) => {
      log.error("[talent] copied CV not deleted", { key: cvKey, error: describeError(error) });
    });
  };
  const { token } = await issueConsentToken(db, candidateId, now);
  const { firstName } = input;

  let created: string | undefined;
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(candidates)
        .values({
          id: candidateId,
          firstName,
          lastName: input.lastName,
          email: application.email.toLowerCase(),
          linkedinUrl: linkedinUrlOf(application.profileUrl),
          roleIds,
          seniority: input.seniority,
          yearsExperience: input.yearsExperience,
          englishLevel: input.englishLevel,
          englishAssessedBy: ENGLISH_NOT_ASSESSED,
          country: input.country,
          timeZone: input.timeZone,
          workStartMinutes: input.workStart,
          workEndMinutes: input.workEnd,
          availableFrom: input.availableFrom,
          engagement: input.engagement,
          hourlyRateUsd: input.hourlyRateUsd,
          consentToShow: false,
          jobApplicationId: application.id,
          cvFileKey: cvKey,
          cvFileName: cvKey ? application.cvFileName : null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: candidates.jobApplicationId })
        .returning({ id: candidates.id });
      if (!row) return undefined;
      await recordCandidateChange(tx, {
        candidateId: row.id,
        type: "candidate.created",
        actor: {
          staffUserId: context.staff.id,
          email: context.staff.email,
          ipAddress: context.ipAddress ?? null,
        },
        payload: {
          source: "careers-application",
          applicationId: application.id,
          applicationReference: reference,
          cvCopied: cvKey !== null,
        },
      });
      if (application.leadId) {
        await recordLeadEvent(tx, {
          leadId: application.leadId,
          type: LEAD_EVENT.applicationAddedToTalentPool,
          payload: {
            applicationId: application.id,
            reference,
            candidateId: row.id,
            staffId: context.staff.id,
            staffName: context.staff.name || context.staff.email,
          },
          now,
        });
      }
      await enqueueMail(
        tx,
        talentConsentMail({
          to: application.email,
          firstName,
          positionTitle: application.positionTitle,
          reference,
          link: siteLink(context.siteOrigin, talentConsentPath(token)),
          days: CONSENT_LINK_DAYS,
        }),
      );
      return row.id;
    });
  } catch (error) {
    await discardCopy();
    throw error;
  }
  if (created) return { ok: true, candidateId: created, created: true };
  // A concurrent click won; its candidate and its copy of the CV are the ones on record.
  await discardCopy();
  const twin = await candidateOfApplication(db, application.id);
  if (!twin) throw new Error("candidate neither inserted nor found");
  return { ok: true, candidateId: twin, created: false };
}

/**
 * Copies the application's CV to a key of the candidate's own; null when the file cannot be
 * read (a storage emptied by hand), in which case the candidate is created without one and
 * the timeline says so.
 */
async function copyCv(
  storage: FileStorage,
  sourceKey: string,
  candidateId: string,
): Promise<string | null> {
  let bytes: Uint8Array;
  try {
    bytes = await storage.get(sourceKey);
  } catch (error) {
    log.warn("[talent] the application's CV could not be read; the candidate has none", {
      key: sourceKey,
      error: describeError(error),
    });
    return null;
  }
  const key = `candidates/${candidateId}/cv-${randomUUID()}.pdf`;
  await storage.put(key, bytes, "application/pdf");
  return key;
}
