import { randomUUID } from "node:crypto";
import path from "node:path";

import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { DEFAULT_DATASET_FILE } from "~/lib/content/content.server";
import { createDatasetSource } from "~/lib/content/content-source.server";
import { playbookQuery } from "~/lib/content/queries";
import type { PlaybookQueryResult } from "~/lib/content/sanity.types";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { leadEvents, mailOutbox, playbookDownloads } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { pdfPageTexts } from "../../../tests/pdf-text";
import { downloadPath, findDownload, requestPlaybook } from "./playbook-downloads.server";
import { renderPlaybookPdf, winAnsi } from "./playbook-pdf.server";
import { playbookDownloadSchema } from "./playbook-schema";

const source = createDatasetSource(path.resolve(DEFAULT_DATASET_FILE));

describe("playbook PDF", () => {
  it("is a real PDF generated from the playbook's CMS content", async () => {
    const playbook = await source.fetch<PlaybookQueryResult>(playbookQuery, {
      slug: "first-90-days-nearshore-team",
    });
    expect(playbook).not.toBeNull();
    const bytes = await renderPlaybookPdf(playbook!);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getTitle()).toBe(winAnsi(playbook!.title));
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it("carries the article itself: every paragraph, heading and list item of the body, in order", async () => {
    const playbook = await source.fetch<PlaybookQueryResult>(playbookQuery, {
      slug: "first-90-days-nearshore-team",
    });
    const bytes = await renderPlaybookPdf(playbook!);
    // Page footers are drawn last on each page; without them a paragraph that runs onto the
    // next page reads as one piece.
    const lines = (await pdfPageTexts(bytes)).texts.flatMap((page) => page.split("\n"));
    const text = normalise(lines.filter((line) => !/ - page \d+ of \d+$/.test(line)).join(" "));

    expect(text).toContain(normalise(winAnsi(playbook!.title)));
    expect(text).toContain(normalise(winAnsi(playbook!.excerpt)));
    const blocks = playbook!.body
      .map((block) =>
        (block.children ?? [])
          .map((child) =>
            child._type === "claimRef" ? (child.claim?.value ?? "") : (child.text ?? ""),
          )
          .join(""),
      )
      .filter((blockText) => blockText.trim());
    // A body of one or two lines would let a PDF with a stub body pass.
    expect(blocks.length).toBeGreaterThan(5);
    let from = 0;
    for (const blockText of blocks) {
      const at = text.indexOf(normalise(winAnsi(blockText)), from);
      expect(at, `body text missing or out of order: ${blockText.slice(0, 60)}`).toBeGreaterThan(
        -1,
      );
      from = at;
    }
  });

  it("replaces characters the standard fonts cannot draw", () => {
    expect(winAnsi("“Day one” – ok … →")).toBe('"Day one" - ok ... ->');
  });
});

function normalise(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

describe("download form schema", () => {
  it("counts only an explicit tick as marketing consent", () => {
    const key = randomUUID();
    expect(
      playbookDownloadSchema.parse({ email: "a@b.co", idempotencyKey: key }).marketingConsent,
    ).toBe(false);
    expect(
      playbookDownloadSchema.parse({
        email: "a@b.co",
        marketingConsent: "yes",
        idempotencyKey: key,
      }).marketingConsent,
    ).toBe(true);
  });
});

describeOnEachDriver("playbook downloads", (driver) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("stores the request, consent only when ticked, emails the link once per key", async () => {
    const db = connection.db;
    const playbook = { slug: "first-90-days-nearshore-team", title: "Playbook" };
    const key = randomUUID();
    const agreed = { id: null, text: "Yes, send me occasional emails." };
    const input = { email: "cto@example.com", consent: agreed, idempotencyKey: key };
    const [first, second] = await Promise.all([
      requestPlaybook(db, input, playbook, "https://ng.test"),
      requestPlaybook(db, input, playbook, "https://ng.test"),
    ]);
    expect(first!.token).toBe(second!.token);
    const row = await findDownload(db, first!.token);
    expect(row).toMatchObject({
      marketingConsent: true,
      consentText: agreed.text,
    });
    expect(row?.consentedAt).toBeInstanceOf(Date);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "cto@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(
      `https://ng.test${downloadPath(playbook.slug, first!.token)}`,
    );

    const noConsent = await requestPlaybook(
      db,
      { email: "dev@example.com", consent: null, idempotencyKey: randomUUID() },
      playbook,
      "https://ng.test",
    );
    const [plain] = await db
      .select()
      .from(playbookDownloads)
      .where(eq(playbookDownloads.downloadToken, noConsent.token));
    expect(plain).toMatchObject({ marketingConsent: false, consentText: null, consentedAt: null });
  });

  it("numbers each request NG-P-YYYY-NNNN on the row and the timeline, and quotes it in a mail worded by the CMS", async () => {
    const db = connection.db;
    const playbook = { slug: "first-90-days-nearshore-team", title: "The First 90 Days" };
    const now = new Date("2026-11-24T10:00:00Z");
    const copy = {
      subject: "Reading for you: {title} ({reference})",
      intro: "Your copy of {title}:",
      nextSteps: "Questions? Quote {reference}.",
    };
    const input = {
      email: "ref@example.com",
      consent: null,
      idempotencyKey: randomUUID(),
    };
    const first = await requestPlaybook(db, input, playbook, "https://ng.test", { copy, now });
    expect(first.reference).toMatch(/^NG-P-2026-\d{4}$/);
    const replay = await requestPlaybook(db, input, playbook, "https://ng.test", { copy, now });
    expect(replay).toEqual({ token: first.token, reference: first.reference, created: false });
    const other = await requestPlaybook(
      db,
      { ...input, idempotencyKey: randomUUID() },
      playbook,
      "https://ng.test",
      { now },
    );
    expect(other.reference).not.toBe(first.reference);

    const row = await findDownload(db, first.token);
    expect(row?.reference).toBe(first.reference);
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, row!.leadId!));
    expect(events.filter((event) => event.type === LEAD_EVENT.playbookRequested)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          payload: expect.objectContaining({ downloadId: row!.id, reference: first.reference }),
        }),
      ]),
    );

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "ref@example.com"));
    expect(mails).toHaveLength(2);
    const edited = mails.find((mail) => mail.subject.startsWith("Reading for you"));
    expect(edited?.subject).toBe(`Reading for you: The First 90 Days (${first.reference})`);
    expect(edited?.textBody).toBe(
      [
        "Hello,",
        "",
        "Your copy of The First 90 Days:",
        `https://ng.test${downloadPath(playbook.slug, first.token)}`,
        "",
        `Your reference: ${first.reference}`,
        "",
        `Questions? Quote ${first.reference}.`,
        "",
        "The Near Genius team",
      ].join("\n"),
    );
    // Without copy from the CMS, the built-in texts.
    expect(mails.map((mail) => mail.subject)).toContain("Your playbook: The First 90 Days");
  });
});
