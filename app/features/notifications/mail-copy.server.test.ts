import { afterEach, describe, expect, it, vi } from "vitest";

import { setContentSourceForTests } from "~/lib/content/content.server";
import { type DocumentEdit, editedDatasets } from "~/lib/content/test-datasets.server";

import { confirmationMail } from "./confirmation-mail.server";
import {
  FALLBACK_MAIL_COPY,
  fillPlaceholders,
  loadMailCopy,
  normaliseMailCopy,
  unknownPlaceholders,
} from "./mail-copy.server";

const { datasetWithOneEdit } = editedDatasets();

afterEach(() => {
  setContentSourceForTests(undefined);
  vi.restoreAllMocks();
});

/** Reads content from a copy of the seed whose mailCopy went through `edit` (null drops it). */
async function useMailCopy(edit: DocumentEdit) {
  setContentSourceForTests(await datasetWithOneEdit("mailCopy", edit));
}

const silenceWarnings = () => vi.spyOn(process.stderr, "write").mockImplementation(() => true);

describe("loadMailCopy", () => {
  it("gives the bundled dataset's texts, which are the built-in ones, without a warning", async () => {
    await useMailCopy((doc) => doc);
    const warn = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(await loadMailCopy()).toEqual(FALLBACK_MAIL_COPY);
    expect(warn).not.toHaveBeenCalled();
  });

  it("follows an edit in the CMS", async () => {
    await useMailCopy((doc) => ({
      ...doc,
      contact: { subject: "Got it, {name}!", intro: "Short intro.", nextSteps: "We call you." },
    }));
    const copy = await loadMailCopy();
    expect(copy.contact).toEqual({
      subject: "Got it, {name}!",
      intro: "Short intro.",
      nextSteps: "We call you.",
    });
    expect(copy.application).toEqual(FALLBACK_MAIL_COPY.application);
  });

  it("uses the built-in texts when the document is missing, and says so", async () => {
    await useMailCopy(() => null);
    const warn = silenceWarnings();
    expect(await loadMailCopy()).toEqual(FALLBACK_MAIL_COPY);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no mailCopy document/));
  });

  it("uses the built-in texts when the content cannot be read at all", async () => {
    setContentSourceForTests({
      kind: "dataset",
      canPreview: false,
      description: "broken",
      fetch: () => Promise.reject(new Error("disk gone")),
    });
    const error = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(await loadMailCopy()).toEqual(FALLBACK_MAIL_COPY);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/disk gone/));
  });
});

describe("normaliseMailCopy", () => {
  const cms = (contact: Record<string, string | null>) =>
    ({
      contact,
      application: FALLBACK_MAIL_COPY.application,
      quote: FALLBACK_MAIL_COPY.quote,
    }) as Parameters<typeof normaliseMailCopy>[0];

  it("replaces an empty field by the built-in one and keeps the others", () => {
    const warn = silenceWarnings();
    const copy = normaliseMailCopy(cms({ subject: "  ", intro: "Hi there.", nextSteps: null }));
    expect(copy.contact).toEqual({
      subject: FALLBACK_MAIL_COPY.contact.subject,
      intro: "Hi there.",
      nextSteps: FALLBACK_MAIL_COPY.contact.nextSteps,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/contact\.subject is empty/));
  });

  it("refuses a placeholder the kind does not offer, field by field", () => {
    const warn = silenceWarnings();
    const copy = normaliseMailCopy(
      cms({ subject: "About {position}", intro: "Dear {name}.", nextSteps: "Soon." }),
    );
    expect(copy.contact.subject).toBe(FALLBACK_MAIL_COPY.contact.subject);
    expect(copy.contact.intro).toBe("Dear {name}.");
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/contact\.subject names \{position\}/));
  });

  it("keeps the registration's opening only while it still says {reference}", () => {
    const warn = silenceWarnings();
    const copy = normaliseMailCopy({
      ...FALLBACK_MAIL_COPY,
      registration: { subject: "Welcome", intro: "Thanks, {name}.", nextSteps: "Pick roles." },
    });
    expect(copy.registration).toEqual({
      subject: "Welcome",
      intro: FALLBACK_MAIL_COPY.registration.intro,
      nextSteps: "Pick roles.",
    });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/registration\.intro leaves out \{reference\}/),
    );
  });

  it("offers {position} to applications only, and accepts every built-in text as it is", () => {
    expect(unknownPlaceholders("{name} {reference} {position}", ["name", "reference"])).toEqual([
      "position",
    ]);
    const warn = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(normaliseMailCopy(FALLBACK_MAIL_COPY)).toEqual(FALLBACK_MAIL_COPY);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("confirmationMail", () => {
  it("fills the placeholders and always writes the greeting, the reference and the signature", () => {
    const mail = confirmationMail<"contact">(
      { subject: "Thanks, {name}", intro: "We have it.", nextSteps: "We reply soon." },
      "ana@example.com",
      { name: "Ana", reference: "NG-M-2026-0007" },
    );
    expect(mail).toEqual({
      to: "ana@example.com",
      subject: "Thanks, Ana",
      text: [
        "Hello Ana,",
        "",
        "We have it.",
        "",
        "Your reference: NG-M-2026-0007",
        "",
        "We reply soon.",
        "",
        "The Near Genius team",
      ].join("\n"),
    });
  });

  it("leaves a value it was not given as written", () => {
    expect(fillPlaceholders("{name} and {other}", { name: "Ana" })).toBe("Ana and {other}");
  });
});
