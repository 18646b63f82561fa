import { randomUUID } from "node:crypto";

import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { applicationSchema } from "~/features/careers/application-schema";
import { saveApplication } from "~/features/careers/applications.server";
import { contactSchema } from "~/features/contact/contact-schema";
import { saveContact } from "~/features/contact/contacts.server";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { attachLead } from "~/features/lead/leads.server";
import type { QuoteDocument } from "~/features/team-builder/quote/quote.server";
import {
  confirmQuoteDownload,
  sentQuoteDocument,
} from "~/features/team-builder/quote/quote-confirmation.server";
import { setContentSourceForTests } from "~/lib/content/content.server";
import { editedDatasets } from "~/lib/content/test-datasets.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { contacts, jobApplications, mailOutbox } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import type { FileStorage } from "~/lib/storage/file-storage.server";

import { loadMailCopy, type MailCopy } from "./mail-copy.server";

function quoteDocumentFixture(quoteNumber: string): QuoteDocument {
  return {
    version: 1,
    brandName: "Near Genius",
    quoteNumber,
    subject: "Team estimate: $72,000 over 6 months",
    companyName: "Rocha Ltda",
    dates: ["Date: November 24, 2026", "Valid until: December 24, 2026"],
    sender: ["Near Genius", "hello@neargenius.com"],
    contact: "Near Genius  ·  hello@neargenius.com",
    rows: [["Frontend Developer", "Senior", "1", "$75/h", "$12,000"]],
    settings: ["Duration: 6 months"],
    totals: [["Monthly total", "$12,000"]],
    rateIncludes: ["Salary and benefits"],
    assumptions: ["Billed per 160-hour month at full time."],
    termsSummary: ["Month to month."],
    terms: "Estimate based on current rates.",
  };
}

// Each submission that had no confirmation mail gets one, queued with the row it confirms,
// with the reference the page shows and the texts marketing wrote in the CMS.

const CMS_COPY = {
  contact: {
    subject: "Message {reference} received",
    intro: "Thanks for your note, it is with our team.",
    nextSteps: "Expect our answer within one business day.",
  },
  application: {
    subject: "Application {reference}: {position}",
    intro: "We have your application for {position}.",
    nextSteps: "Recruiting replies within five business days.",
  },
  quote: {
    subject: "Quote {reference} for {name}",
    intro: "You downloaded a quote.",
    nextSteps: "Book a call when you are ready.",
  },
};

const { datasetWithOneEdit } = editedDatasets();
let copy: MailCopy;

beforeAll(async () => {
  // Texts from an edited CMS document, so the test sees them come from the content layer.
  setContentSourceForTests(
    await datasetWithOneEdit("mailCopy", (doc) => ({ ...doc, ...CMS_COPY })),
  );
  copy = await loadMailCopy();
});

afterAll(() => {
  setContentSourceForTests(undefined);
});

describeOnEachDriver("confirmation mails", (driver) => {
  let connection: DatabaseConnection;
  const memory: FileStorage = {
    kind: "local",
    put: async () => {},
    get: async () => new Uint8Array(),
    delete: async () => {},
  };

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const mailsTo = (address: string) =>
    connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, address))
      .orderBy(asc(mailOutbox.createdAt));

  it("a contact message: one mail with its NG-M reference and the CMS's texts, the same reference on the row and the timeline", async () => {
    const email = `ana+${randomUUID().slice(0, 8)}@example.com`;
    const input = contactSchema.parse({
      name: "Ana Souza",
      email,
      message: "Can we talk?",
      idempotencyKey: randomUUID(),
    });
    const now = new Date("2026-11-24T12:00:00Z");
    const saved = await saveContact(connection.db, input, { copy: copy.contact, now });
    expect(saved.reference).toMatch(/^NG-M-2026-\d{4}$/);

    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Message ${saved.reference} received`);
    expect(mail?.textBody).toContain("Hello Ana Souza,");
    expect(mail?.textBody).toContain(CMS_COPY.contact.intro);
    expect(mail?.textBody).toContain(`Your reference: ${saved.reference}`);
    expect(mail?.textBody).toContain(CMS_COPY.contact.nextSteps);

    const [row] = await connection.db.select().from(contacts).where(eq(contacts.id, saved.id));
    expect(row?.reference).toBe(saved.reference);
    const events = await leadTimeline(connection.db, row!.leadId!);
    expect(events.at(-1)).toMatchObject({
      type: LEAD_EVENT.contactMessage,
      payload: { reference: saved.reference },
    });

    // A retried submission answers with the same reference and sends nothing more; the next
    // message gets the next number.
    const again = await saveContact(connection.db, input, { copy: copy.contact, now });
    expect(again).toMatchObject({ id: saved.id, reference: saved.reference, created: false });
    expect(await mailsTo(email)).toHaveLength(1);
    const next = await saveContact(
      connection.db,
      { ...input, idempotencyKey: randomUUID() },
      { copy: copy.contact, now },
    );
    const number = (reference: string) => Number(reference.split("-").at(-1));
    expect(number(next.reference)).toBe(number(saved.reference) + 1);
  });

  it("a job application: one mail with its NG-A reference, the position and the CMS's texts", async () => {
    const email = `dev+${randomUUID().slice(0, 8)}@example.com`;
    const input = applicationSchema.parse({
      name: "Dev Person",
      email,
      profileUrl: "https://example.com/dev",
      consent: "yes",
      idempotencyKey: randomUUID(),
    });
    const position = {
      positionSlug: "devops-engineer",
      positionTitle: "DevOps Engineer",
      agreed: { id: null, text: "I agree that you keep my CV." },
    };
    const cv = { bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), fileName: "cv.pdf" };
    const saved = await saveApplication(
      connection.db,
      memory,
      { ...input, ...position },
      cv,
      new Date("2026-11-24T12:00:00Z"),
      { copy: copy.application },
    );
    expect(saved.reference).toMatch(/^NG-A-2026-\d{4}$/);

    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Application ${saved.reference}: DevOps Engineer`);
    expect(mail?.textBody).toContain("We have your application for DevOps Engineer.");
    expect(mail?.textBody).toContain(`Your reference: ${saved.reference}`);
    expect(mail?.textBody).toContain(CMS_COPY.application.nextSteps);

    const [row] = await connection.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, saved.id));
    expect(row?.reference).toBe(saved.reference);
    const events = await leadTimeline(connection.db, row!.leadId!);
    expect(events.at(-1)).toMatchObject({
      type: LEAD_EVENT.applicationSubmitted,
      payload: { reference: saved.reference },
    });

    const again = await saveApplication(
      connection.db,
      memory,
      { ...input, ...position },
      cv,
      new Date("2026-11-24T12:00:00Z"),
      { copy: copy.application },
    );
    expect(again).toEqual({ id: saved.id, reference: saved.reference, created: false });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("job applications past three mails an hour to one address are stored without a mail", async () => {
    const email = `flood+${randomUUID().slice(0, 8)}@example.com`;
    const position = {
      positionSlug: "devops-engineer",
      positionTitle: "DevOps Engineer",
      agreed: { id: null, text: "I agree that you keep my CV." },
    };
    const cv = { bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), fileName: "cv.pdf" };
    const saved = [];
    for (let i = 0; i < 4; i++) {
      const input = applicationSchema.parse({
        name: "Someone Else",
        email,
        profileUrl: "https://example.com/dev",
        consent: "yes",
        idempotencyKey: randomUUID(),
      });
      saved.push(
        await saveApplication(
          connection.db,
          memory,
          { ...input, ...position },
          cv,
          new Date("2026-11-24T12:00:00Z"),
          { copy: copy.application },
        ),
      );
    }
    expect(new Set(saved.map((row) => row.reference)).size).toBe(4);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it("a quote a known visitor downloads: one mail with its number and the CMS's texts, once per quote", async () => {
    const email = `cto+${randomUUID().slice(0, 8)}@example.com`;
    const leadId = await connection.db.transaction((tx) =>
      attachLead(tx, {
        email,
        contactName: "Rita Rocha",
        source: "registration",
        event: { type: LEAD_EVENT.registered, payload: {} },
      }),
    );
    const quote = { quoteNumber: "NG-20261124-3FA9C2", monthlyCents: 1_200_000, projectCents: 0 };
    expect(await confirmQuoteDownload(connection.db, leadId, quote, copy.quote)).toBe("sent");

    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("Quote NG-20261124-3FA9C2 for Rita Rocha");
    expect(mail?.textBody).toContain(CMS_COPY.quote.intro);
    expect(mail?.textBody).toContain("Your reference: NG-20261124-3FA9C2");
    expect(mail?.textBody).toContain(CMS_COPY.quote.nextSteps);
    expect((await leadTimeline(connection.db, leadId)).at(-1)).toMatchObject({
      type: LEAD_EVENT.quoteDownloaded,
      payload: { reference: "NG-20261124-3FA9C2", monthlyCents: 1_200_000 },
    });

    // Kept whole only when the download passes the printed document along.
    expect(await sentQuoteDocument(connection.db, leadId, quote.quoteNumber)).toBeUndefined();
    const document = quoteDocumentFixture("NG-20261124-9C0FFE");
    await confirmQuoteDownload(
      connection.db,
      leadId,
      { ...quote, quoteNumber: document.quoteNumber, document },
      copy.quote,
    );
    expect(await sentQuoteDocument(connection.db, leadId, document.quoteNumber)).toEqual(document);
    expect(
      await sentQuoteDocument(connection.db, randomUUID(), document.quoteNumber),
    ).toBeUndefined();

    // The same quote again is recorded and mailed once, also when two tabs ask at once.
    expect(await confirmQuoteDownload(connection.db, leadId, quote, copy.quote)).toBe(
      "already-sent",
    );
    const other = { ...quote, quoteNumber: "NG-20261124-77AB01" };
    const both = await Promise.all([
      confirmQuoteDownload(connection.db, leadId, other, copy.quote),
      confirmQuoteDownload(connection.db, leadId, other, copy.quote),
    ]);
    expect(both.sort()).toEqual(["already-sent", "sent"]);
    expect(await mailsTo(email)).toHaveLength(3);
    // A fourth quote within the hour is recorded but not mailed: the address has had its three.
    const fourth = { ...quote, quoteNumber: "NG-20261124-0F0F0F" };
    expect(await confirmQuoteDownload(connection.db, leadId, fourth, copy.quote)).toBe("limited");
    expect(await mailsTo(email)).toHaveLength(3);
    expect(await sentQuoteDocument(connection.db, leadId, fourth.quoteNumber)).toBeUndefined();
    expect((await leadTimeline(connection.db, leadId)).at(-1)).toMatchObject({
      payload: { reference: fourth.quoteNumber },
    });
    expect(await confirmQuoteDownload(connection.db, randomUUID(), quote, copy.quote)).toBe("none");
  });
});
