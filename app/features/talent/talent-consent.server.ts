import { createHmac, timingSafeEqual } from "node:crypto";

import { and, eq } from "drizzle-orm";

import type { ConsentText } from "~/features/lead-capture/consent";
import { agreedConsent, loadConsentTexts } from "~/features/lead-capture/consent-texts.server";
import type { OutgoingMail } from "~/features/mailer/mailer.server";
import { storedSecret } from "~/lib/db/app-secret.server";
import type { Database } from "~/lib/db/client.server";
import { candidates, consentVersions, jobApplications } from "~/lib/db/schema";
import { FormRefusal } from "~/lib/forms/form-action.server";

import { type CandidateActor, recordCandidateChange } from "./candidate-timeline.server";

// An applicant the recruiters added to the pool agrees, or stops agreeing, to be shown to
// prospective clients through a link mailed to them. The link's token is the candidate's id
// and an expiry signed with a key kept in the database (as the booking manage links' is), so
// nothing about the link is stored and no table is needed: whoever holds an unexpired link
// may give consent, and whoever holds any genuine one, expired or not, may take it back,
// since withdrawing must never be harder than agreeing.

const SECRET_NAME = "talent-consent";
/** How long a mailed link can give consent. */
export const CONSENT_LINK_DAYS = 30;
/** The consent this page records, by its key among the CMS's consent texts. */
export const TALENT_CONSENT_KIND = "talentProfile";

/** Who acts on the candidate's timeline through the link: the candidate, not a staff member. */
const CANDIDATE: CandidateActor = { staffUserId: null, email: "candidate" };

export function talentConsentPath(token: string): string {
  return `/talent/consent/${token}`;
}

// The id as 22 base64url characters, the expiry in base 36 seconds, the signature last.
const TOKEN = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function packId(id: string): string {
  return Buffer.from(id.replaceAll("-", ""), "hex").toString("base64url");
}

function unpackId(packed: string): string | null {
  const hex = Buffer.from(packed, "base64url").toString("hex");
  if (hex.length !== 32) return null;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  // Base64 leaves spare bits in its last character: only the one spelling of an id counts.
  return packId(id) === packed ? id : null;
}

function signature(secret: string, candidateId: string, expires: number): Buffer {
  return createHmac("sha256", secret).update(`talent-consent:${candidateId}:${expires}`).digest();
}

/** A link's token for the candidate, working for CONSENT_LINK_DAYS from `now`. */
export async function issueConsentToken(
  db: Database,
  candidateId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  if (!UUID.test(candidateId)) throw new Error(`not a candidate id: ${candidateId}`);
  const secret = await storedSecret(db, SECRET_NAME);
  const expires = Math.floor(now.getTime() / 1000) + CONSENT_LINK_DAYS * 86_400;
  const token = [
    packId(candidateId),
    expires.toString(36),
    signature(secret, candidateId, expires).toString("base64url"),
  ].join(".");
  return { token, expiresAt: new Date(expires * 1000) };
}

export interface ConsentTokenClaims {
  candidateId: string;
  expiresAt: Date;
  expired: boolean;
}

/** What a genuine token says, expired or not; null for anything this site did not sign. */
export async function readConsentToken(
  db: Database,
  token: string,
  now: Date,
): Promise<ConsentTokenClaims | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const candidateId = unpackId(match[1]!);
  const expires = Number.parseInt(match[2]!, 36);
  // A leading zero would be a second spelling of the same expiry.
  if (!candidateId || expires.toString(36) !== match[2]) return null;
  // Compared as written, not decoded: base64's spare bits would let several spellings pass.
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(
    signature(await storedSecret(db, SECRET_NAME), candidateId, expires).toString("base64url"),
  );
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = new Date(expires * 1000);
  return { candidateId, expiresAt, expired: expiresAt.getTime() <= now.getTime() };
}

/**
 * The mail that asks an applicant added to the pool for their consent. It names the
 * application's reference, so the applicant knows what it is about and can quote it.
 */
export function talentConsentMail(input: {
  to: string;
  firstName: string;
  positionTitle: string | null;
  reference: string;
  link: string;
  days: number;
}): OutgoingMail {
  const applied = input.positionTitle ? ` for ${input.positionTitle}` : "";
  return {
    to: input.to,
    subject: `May we show your profile to clients? (${input.reference})`,
    text: [
      input.firstName ? `Hello ${input.firstName},` : "Hello,",
      "",
      `Thank you for applying${applied} at Near Genius. Our recruiting team has added your profile to the Near Genius talent pool.`,
      "",
      "We would like to show it to companies looking for engineers like you. They would see your first name and the initial of your last name, your roles, skills and experience, never your contact details or your CV. Until you agree, your profile stays with our recruiting team.",
      "",
      `To read what you would agree to and give your consent, open this private link (valid for ${input.days} days):`,
      input.link,
      "",
      "You can withdraw your consent at any time through the same link. Do not forward it: whoever opens it can give or withdraw your consent.",
      "",
      `Your reference: ${input.reference}`,
      "",
      "The Near Genius team",
    ].join("\n"),
  };
}

/** A reference for a candidate whose application is gone: the first part of its id. */
function candidateReference(candidateId: string): string {
  return candidateId.slice(0, 8).toUpperCase();
}

async function candidateOfToken(db: Database, candidateId: string) {
  const [row] = await db
    .select({
      id: candidates.id,
      consentToShow: candidates.consentToShow,
      consentedAt: candidates.consentedAt,
      consentVersion: candidates.consentVersion,
      applicationReference: jobApplications.reference,
      positionTitle: jobApplications.positionTitle,
    })
    .from(candidates)
    .leftJoin(jobApplications, eq(jobApplications.id, candidates.jobApplicationId))
    .where(eq(candidates.id, candidateId));
  if (!row) return undefined;
  return {
    ...row,
    reference: row.applicationReference ?? candidateReference(row.id),
  };
}

export type ConsentPageState =
  | { state: "invalid" }
  | {
      /** ask: may agree; given: has agreed (and may withdraw); expired: the link can only withdraw. */
      state: "ask" | "given" | "expired";
      reference: string;
      positionTitle: string | null;
      consentedAt: string | null;
      expiresAt: string;
      /** The wording the page asks agreement to now. */
      consent: ConsentText;
      /** The wording the candidate agreed to, when they have and it is on record. */
      agreedText: string | null;
    };

/** What the link's page shows: the consent text and the candidate's consent as it stands. */
export async function consentPageState(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<ConsentPageState> {
  const claims = await readConsentToken(db, token, now);
  const candidate = claims ? await candidateOfToken(db, claims.candidateId) : undefined;
  if (!claims || !candidate) return { state: "invalid" };
  const consent = (await loadConsentTexts())[TALENT_CONSENT_KIND];
  // A profile entered by staff or imported may carry a version of its own naming ("2026-09").
  const version = candidate.consentToShow ? candidate.consentVersion : null;
  const [agreed] =
    version && UUID.test(version)
      ? await db
          .select({ text: consentVersions.text })
          .from(consentVersions)
          .where(
            and(eq(consentVersions.id, version), eq(consentVersions.kind, TALENT_CONSENT_KIND)),
          )
      : [];
  return {
    state: candidate.consentToShow ? "given" : claims.expired ? "expired" : "ask",
    reference: candidate.reference,
    positionTitle: candidate.positionTitle,
    consentedAt: candidate.consentedAt?.toISOString() ?? null,
    expiresAt: claims.expiresAt.toISOString(),
    consent,
    agreedText: agreed?.text ?? null,
  };
}

export type ConsentOutcome =
  | { outcome: "invalid" | "expired" | "changed" }
  | {
      outcome: "agreed" | "already-agreed" | "withdrawn" | "already-withdrawn";
      reference: string;
    };

/**
 * Records the candidate's consent to the wording whose digest the page showed (`shown`):
 * consent_to_show with its date and version, and a timeline line. Agreeing again to the
 * same wording changes nothing; a wording changed while the page was open is refused, so
 * nobody is recorded as agreeing to a sentence they did not see.
 */
export async function agreeToBeShown(
  db: Database,
  token: string,
  shown: string | undefined,
  now: Date = new Date(),
): Promise<ConsentOutcome> {
  const claims = await readConsentToken(db, token, now);
  if (!claims) return { outcome: "invalid" };
  const candidate = await candidateOfToken(db, claims.candidateId);
  if (!candidate) return { outcome: "invalid" };
  if (claims.expired) {
    return candidate.consentToShow
      ? { outcome: "already-agreed", reference: candidate.reference }
      : { outcome: "expired" };
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ consentToShow: candidates.consentToShow, version: candidates.consentVersion })
        .from(candidates)
        .where(eq(candidates.id, claims.candidateId))
        .for("update");
      if (!row) return { outcome: "invalid" as const };
      const agreed = await agreedConsent(tx, TALENT_CONSENT_KIND, shown, "consentVersion");
      if (row.consentToShow && row.version === agreed.id) {
        return { outcome: "already-agreed" as const, reference: candidate.reference };
      }
      await tx
        .update(candidates)
        .set({ consentToShow: true, consentedAt: now, consentVersion: agreed.id, updatedAt: now })
        .where(eq(candidates.id, claims.candidateId));
      await recordCandidateChange(tx, {
        candidateId: claims.candidateId,
        type: "candidate.consent-recorded",
        actor: CANDIDATE,
        payload: {
          consentToShow: true,
          consentKind: TALENT_CONSENT_KIND,
          version: agreed.id,
          ...(row.consentToShow ? { previousVersion: row.version } : {}),
          via: "consent-link",
        },
      });
      return { outcome: "agreed" as const, reference: candidate.reference };
    });
  } catch (error) {
    if (error instanceof FormRefusal) return { outcome: "changed" };
    throw error;
  }
}

/**
 * Takes the candidate's consent back: consent_to_show false (its date and version cleared, the
 * timeline keeps them) and a timeline line. Works with an expired link too; withdrawing
 * twice changes nothing.
 */
export async function withdrawConsent(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<ConsentOutcome> {
  const claims = await readConsentToken(db, token, now);
  if (!claims) return { outcome: "invalid" };
  const candidate = await candidateOfToken(db, claims.candidateId);
  if (!candidate) return { outcome: "invalid" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        consentToShow: candidates.consentToShow,
        consentedAt: candidates.consentedAt,
        version: candidates.consentVersion,
      })
      .from(candidates)
      .where(eq(candidates.id, claims.candidateId))
      .for("update");
    if (!row) return { outcome: "invalid" as const };
    if (!row.consentToShow) {
      return { outcome: "already-withdrawn" as const, reference: candidate.reference };
    }
    await tx
      .update(candidates)
      .set({ consentToShow: false, consentedAt: null, consentVersion: null, updatedAt: now })
      .where(eq(candidates.id, claims.candidateId));
    // The same kind of line as the consent's, marked withdrawn and naming what was withdrawn.
    await recordCandidateChange(tx, {
      candidateId: claims.candidateId,
      type: "candidate.consent-recorded",
      actor: CANDIDATE,
      payload: {
        consentToShow: false,
        withdrawn: true,
        consentKind: TALENT_CONSENT_KIND,
        version: row.version,
        consentedAt: row.consentedAt?.toISOString() ?? null,
        via: "consent-link",
      },
    });
    return { outcome: "withdrawn" as const, reference: candidate.reference };
  });
}
