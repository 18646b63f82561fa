import { createHash } from "node:crypto";

import { and, eq } from "drizzle-orm";

import { fetchContent } from "~/lib/content/content.server";
import { consentTextsQuery } from "~/lib/content/queries";
import type { ConsentTextsQueryResult } from "~/lib/content/sanity.types";
import type { Database } from "~/lib/db/client.server";
import { consentVersions } from "~/lib/db/schema";
import { FormRefusal } from "~/lib/forms/form-action.server";
import { describeError, log } from "~/lib/log.server";

import type { ConsentKind, ConsentTexts } from "./consent";

// The consent sentences come from the consentTexts document in the CMS (decision 058). The
// CMS keeps only the current wording, so the site keeps every wording anyone agreed to in
// consent_versions, and each stored consent points at the one its form showed: the form
// carries the wording's digest, and a digest the site cannot match to a wording it knows (the
// text changed while the page was open) is refused, so nobody is recorded as agreeing to a
// sentence they did not see.

/** The texts when the CMS has none; the same as the bundled dataset's. */
export const FALLBACK_CONSENT_TEXTS = {
  privacyNotice:
    "By {action} you agree that we process your details to answer you, as described in our {privacyPolicy}.",
  newsletter:
    "I agree to receive the Near Genius newsletter by email. I can unsubscribe at any time through the link in every email.",
  playbookMarketing:
    "Yes, send me occasional emails about Near Genius services and new playbooks. I can unsubscribe at any time.",
  application:
    "I agree that Near Genius stores my application and CV to assess it for this and similar positions, for up to 12 months.",
  talentProfile:
    "I agree that Near Genius shows my profile to prospective clients: my first name and the initial of my last name, my roles, skills, experience, vetting results, project history, availability and rate, never my contact details or CV. I can withdraw this consent at any time through the link in the email I received.",
} as const satisfies Record<ConsentKind | "privacyNotice", string>;

export const CONSENT_CHANGED_MESSAGE =
  "The wording of this consent changed while the page was open. Read it again and confirm.";

// Every page with a form prints the fingerprints of the same few wordings: they are kept
// rather than hashed again on each render. Editors change a wording rarely; the bound only
// guards against a flood of distinct texts.
const digests = new Map<string, string>();
const MAX_DIGESTS = 64;

/** The wording's fingerprint: what the form posts back and what a version is found by. */
export function consentDigest(text: string): string {
  let digest = digests.get(text);
  if (digest === undefined) {
    digest = createHash("sha256").update(text, "utf8").digest("hex");
    if (digests.size >= MAX_DIGESTS) digests.clear();
    digests.set(text, digest);
  }
  return digest;
}

const NOTICE_PLACEHOLDERS = ["{action}", "{privacyPolicy}"];

/** The CMS answer with every empty or unusable field replaced by the built-in text. */
export function normaliseConsentTexts(result: ConsentTextsQueryResult | null): ConsentTexts {
  const pick = (field: keyof typeof FALLBACK_CONSENT_TEXTS): string => {
    const text = result?.[field]?.trim();
    if (!text) {
      if (result) log.warn(`[consent] consentTexts.${field} is empty; using the built-in text`);
      return FALLBACK_CONSENT_TEXTS[field];
    }
    return text;
  };
  let privacyNotice = pick("privacyNotice");
  if (!NOTICE_PLACEHOLDERS.every((placeholder) => privacyNotice.includes(placeholder))) {
    log.warn("[consent] the privacy notice lost {action} or {privacyPolicy}; using the built-in");
    privacyNotice = FALLBACK_CONSENT_TEXTS.privacyNotice;
  }
  const version = (text: string) => ({ text, version: consentDigest(text) });
  return {
    privacyNotice,
    newsletter: version(pick("newsletter")),
    playbookMarketing: version(pick("playbookMarketing")),
    application: version(pick("application")),
    talentProfile: version(pick("talentProfile")),
  };
}

/** The current texts; the built-in ones when the CMS cannot answer at all. */
export async function loadConsentTexts(): Promise<ConsentTexts> {
  try {
    return normaliseConsentTexts(await fetchContent<ConsentTextsQueryResult>(consentTextsQuery));
  } catch (error) {
    log.error("[consent] content unavailable, using the built-in texts", {
      error: describeError(error),
    });
    return normaliseConsentTexts(null);
  }
}

/**
 * The version a visitor agreed to, given the digest their form carried (`shown`), recorded
 * the first time anyone agrees to it. A form without a digest was served before versions
 * existed and showed the current wording. A digest of neither the current wording nor one
 * already on record is refused with a message on `field`, inside the caller's transaction.
 */
export async function agreedConsent(
  db: Database,
  kind: ConsentKind,
  shown: string | undefined,
  field: string,
): Promise<{ id: string; text: string }> {
  const current = (await loadConsentTexts())[kind];
  if (!shown || shown === current.version) {
    await db
      .insert(consentVersions)
      .values({ kind, digest: current.version, text: current.text })
      .onConflictDoNothing();
    shown = current.version;
  }
  const [known] = await db
    .select({ id: consentVersions.id, text: consentVersions.text })
    .from(consentVersions)
    .where(and(eq(consentVersions.kind, kind), eq(consentVersions.digest, shown)));
  if (!known) {
    throw new FormRefusal(409, {
      fieldErrors: { [field]: { code: "invalid", message: CONSENT_CHANGED_MESSAGE } },
    });
  }
  return known;
}
