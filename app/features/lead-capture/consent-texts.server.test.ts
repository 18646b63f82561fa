import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { setContentSourceForTests } from "~/lib/content/content.server";
import { type DocumentEdit, editedDatasets } from "~/lib/content/test-datasets.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { consentVersions } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { FormRefusal } from "~/lib/forms/form-action.server";

import {
  agreedConsent,
  CONSENT_CHANGED_MESSAGE,
  consentDigest,
  FALLBACK_CONSENT_TEXTS,
  loadConsentTexts,
} from "./consent-texts.server";

const { datasetWithOneEdit } = editedDatasets();

afterEach(() => {
  setContentSourceForTests(undefined);
  vi.restoreAllMocks();
});

/** Reads content from a copy of the seed whose consentTexts went through `edit` (null drops it). */
async function useConsentTexts(edit: DocumentEdit) {
  setContentSourceForTests(await datasetWithOneEdit("consentTexts", edit));
}

const silenceWarnings = () => vi.spyOn(process.stderr, "write").mockImplementation(() => true);

describe("loadConsentTexts", () => {
  it("gives the bundled dataset's texts, which are the built-in ones, each with its digest", async () => {
    await useConsentTexts((doc) => doc);
    const texts = await loadConsentTexts();
    expect(texts.privacyNotice).toBe(FALLBACK_CONSENT_TEXTS.privacyNotice);
    expect(texts.newsletter).toEqual({
      text: FALLBACK_CONSENT_TEXTS.newsletter,
      version: consentDigest(FALLBACK_CONSENT_TEXTS.newsletter),
    });
    expect(texts.application.text).toBe(FALLBACK_CONSENT_TEXTS.application);
    expect(texts.playbookMarketing.version).toMatch(/^[0-9a-f]{64}$/);
  });

  it("follows an edit in the CMS: a new wording is a new version", async () => {
    await useConsentTexts((doc) => ({ ...doc, newsletter: "Send me the monthly letter." }));
    const texts = await loadConsentTexts();
    expect(texts.newsletter.text).toBe("Send me the monthly letter.");
    expect(texts.newsletter.version).not.toBe(consentDigest(FALLBACK_CONSENT_TEXTS.newsletter));
  });

  it("keeps the built-in text for an empty field, a notice without its link, or no document", async () => {
    silenceWarnings();
    await useConsentTexts((doc) => ({
      ...doc,
      application: "  ",
      privacyNotice: "By {action} you agree to everything.",
    }));
    let texts = await loadConsentTexts();
    expect(texts.application.text).toBe(FALLBACK_CONSENT_TEXTS.application);
    expect(texts.privacyNotice).toBe(FALLBACK_CONSENT_TEXTS.privacyNotice);
    await useConsentTexts(() => null);
    texts = await loadConsentTexts();
    expect(texts.newsletter.text).toBe(FALLBACK_CONSENT_TEXTS.newsletter);
  });
});

describeOnEachDriver("agreedConsent", (driver) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const versionsOf = (kind: string) =>
    connection.db.select().from(consentVersions).where(eq(consentVersions.kind, kind));

  it("records each wording once, when first agreed to, and points every consent at it", async () => {
    await useConsentTexts((doc) => doc);
    const shown = (await loadConsentTexts()).newsletter;
    const first = await agreedConsent(connection.db, "newsletter", shown.version, "email");
    const second = await agreedConsent(connection.db, "newsletter", shown.version, "email");
    expect(first).toEqual(second);
    expect(first.text).toBe(FALLBACK_CONSENT_TEXTS.newsletter);
    const rows = await versionsOf("newsletter");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, digest: shown.version });
    // A form from before versions existed showed the current wording.
    expect(await agreedConsent(connection.db, "newsletter", undefined, "email")).toEqual(first);
  });

  it("keeps the wording a visitor saw after the CMS changed it, once someone agreed to it", async () => {
    await useConsentTexts((doc) => doc);
    const before = (await loadConsentTexts()).application;
    const old = await agreedConsent(connection.db, "application", before.version, "consent");

    await useConsentTexts((doc) => ({ ...doc, application: "Keep my CV for 6 months." }));
    const after = (await loadConsentTexts()).application;
    // A page opened before the edit still records the wording it showed.
    expect(await agreedConsent(connection.db, "application", before.version, "consent")).toEqual(
      old,
    );
    const current = await agreedConsent(connection.db, "application", after.version, "consent");
    expect(current.text).toBe("Keep my CV for 6 months.");
    expect(current.id).not.toBe(old.id);
    expect((await versionsOf("application")).map((row) => row.text).sort()).toEqual(
      [FALLBACK_CONSENT_TEXTS.application, "Keep my CV for 6 months."].sort(),
    );
  });

  it("refuses a wording it cannot name, next to the consent, and records nothing", async () => {
    await useConsentTexts((doc) => ({ ...doc, playbookMarketing: "Email me now and then." }));
    const unseen = consentDigest("A wording nobody ever agreed to.");
    const refusal = await agreedConsent(
      connection.db,
      "playbookMarketing",
      unseen,
      "marketingConsent",
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FormRefusal);
    expect((refusal as FormRefusal).status).toBe(409);
    expect((refusal as FormRefusal).refusal.fieldErrors).toEqual({
      marketingConsent: { code: "invalid", message: CONSENT_CHANGED_MESSAGE },
    });
    expect(await versionsOf("playbookMarketing")).toHaveLength(0);
  });
});

describe("consentDigest", () => {
  it("is the wording's SHA-256, the same when kept and after many other wordings", () => {
    // SHA-256 of "I agree.", computed apart from the code.
    const known = "826ff0dab649a97ffdd7779a332accafb35cc161012253a19383db19289d6e02";
    expect(consentDigest("I agree.")).toBe(known);
    expect(consentDigest("I agree.")).toBe(known);
    for (let i = 0; i < 200; i++) consentDigest(`Wording ${i}`);
    expect(consentDigest("I agree.")).toBe(known);
    expect(consentDigest("I agree!")).not.toBe(known);
  });
});
