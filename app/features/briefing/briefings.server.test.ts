import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { attachLead } from "~/features/lead/leads.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import {
  briefingDrafts,
  briefingFiles,
  briefings,
  guaranteeClocks,
  leadEvents,
  leads,
  mailOutbox,
} from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { pdfPageTexts } from "../../../tests/pdf-text";
import { type BriefingDraft, briefingSubmissionSchema, emptyDraft } from "./briefing-draft";
import { briefingDraftPurgeTask, purgeExpiredBriefingDrafts } from "./briefing-draft-purge.server";
import {
  loadBriefingDraft,
  saveBriefingDraft,
  updateBriefingDraft,
} from "./briefing-drafts.server";
import { LeadNotFoundError } from "./briefing-lead.server";
import { BRIEFING_REFERENCE_PATTERN } from "./briefing-reference.server";
import {
  DraftOwnedElsewhereError,
  latestBriefing,
  submitBriefing,
  type SubmittedEstimate,
} from "./submitted-briefings.server";

const ORIGIN = "https://neargenius.test";
const CONTENT = {
  nextSteps: [
    "A matching lead reads your briefing today.",
    "We shortlist engineers and send you their profiles.",
  ],
  interviewPromiseHours: 48,
};
const ESTIMATE: SubmittedEstimate = {
  monthlyTotalCents: 2_560_050,
  lines: [
    {
      roleId: "backend",
      quantity: 2,
      seniority: "senior",
      hourlyRate: 55,
      monthlyCents: 1_760_000,
    },
    {
      roleId: "qa-engineer",
      quantity: 1,
      seniority: "mid",
      hourlyRate: 50.0,
      monthlyCents: 800_050,
    },
  ],
};
const DAY = 86_400_000;

/** A briefing a visitor could submit, with an answer on every step. */
function filledDraft(overrides: Partial<BriefingDraft["companyInfo"]> = {}): BriefingDraft {
  const draft = emptyDraft(randomUUID());
  return briefingSubmissionSchema.parse({
    ...draft,
    companyInfo: {
      ...draft.companyInfo,
      name: "Acme Pagamentos",
      contactName: "Ana Souza",
      email: "Ana@Acme.example",
      phone: "+55 11 99999-0000",
      website: "acme.example",
      companyType: "fintech",
      whyUs: "Nearshore hours that overlap with São Paulo.",
      ...overrides,
    },
    projectNeeds: {
      ...draft.projectNeeds,
      painPoint: "Releases slip every month.",
      productContext: "Card issuing for small businesses.",
      criticalRequirements: [
        { text: "PCI DSS", priority: "must" },
        { text: "Portuguese", priority: "nice" },
      ],
    },
    teamComposition: {
      ...draft.teamComposition,
      selectedRoles: ["backend", "qa-engineer"],
      quantities: { backend: 2 },
    },
    roleDetails: [
      {
        roleId: "backend",
        techStack: ["Go", "PostgreSQL"],
        seniority: "senior",
        englishLevel: "fluent",
        domainKnowledge: "Payments",
        responsibilities: "Own the ledger service",
      },
    ],
    knowledge: { useCases: "Card issuing", industries: "Fintech", frameworks: "Scrum" },
    interviewProcess: {
      stages: [
        { id: "s1", kind: "technical", name: "", attendees: "CTO" },
        { id: "s2", kind: "custom", name: "Pairing", attendees: "Team" },
      ],
      maxBusinessDays: 10,
    },
    engagementModel: {
      selected: "dedicated-team",
      startDate: "2027-01-11",
      overlapHours: 4,
      contract: "trial-first",
      preferences: "Monthly invoices",
    },
    budget: { hourlyRates: { backend: 55 }, totalBudget: 30_000, duration: "12" },
    scheduling: {
      timeZone: "America/Sao_Paulo",
      preferredSlots: [{ day: "tue", window: "morning" }],
      availability: "Not on Fridays",
    },
    summary: { reviewed: true, approved: true },
  });
}

describeOnEachDriver("briefings", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const newLead = (
    details: { companyName?: string | null; contactName?: string | null } = {},
    email = `lead+${randomUUID().slice(0, 8)}@example.com`,
  ) =>
    connection.db.transaction((tx) =>
      attachLead(tx, {
        email,
        source: "briefing",
        companyName: details.companyName,
        contactName: details.contactName,
        event: { type: LEAD_EVENT.contactMessage, payload: {} },
      }),
    );

  const submit = (leadId: string, draft: BriefingDraft, now = new Date()) =>
    submitBriefing(connection.db, {
      leadId,
      draft,
      estimate: ESTIMATE,
      timeZone: draft.scheduling.timeZone,
      now,
      siteOrigin: ORIGIN,
      content: CONTENT,
    });

  const eventsOf = async (leadId: string, type: string) =>
    (await leadTimeline(connection.db, leadId)).filter((event) => event.type === type);
  const mailsTo = (address: string) =>
    connection.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

  it("saves one draft per lead, starting the briefing on the timeline once", async () => {
    const db = connection.db;
    const leadId = await newLead();
    const draft = filledDraft();
    const t1 = new Date("2026-12-01T10:00:00.000Z");
    const t2 = new Date("2026-12-01T10:05:00.000Z");

    expect(await saveBriefingDraft(db, { leadId, draft, now: t1 })).toEqual({
      submitted: false,
      updatedAt: t1,
    });
    const changed = { ...draft, knowledge: { ...draft.knowledge, industries: "Banking" } };
    expect(await saveBriefingDraft(db, { leadId, draft: changed, now: t2 })).toEqual({
      submitted: false,
      updatedAt: t2,
    });

    expect(await loadBriefingDraft(db, leadId)).toEqual({ draft: changed, updatedAt: t2 });
    const rows = await db.select().from(briefingDrafts).where(eq(briefingDrafts.leadId, leadId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ draftId: draft.id, createdAt: t1, updatedAt: t2 });
    const started = await eventsOf(leadId, LEAD_EVENT.briefingStarted);
    expect(started.map((event) => event.payload)).toEqual([{ draftId: draft.id }]);
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.lastActivityAt).toEqual(t2);
  });

  it("reads a stored draft that no longer parses as no draft, and a lead without one likewise", async () => {
    const db = connection.db;
    const leadId = await newLead();
    expect(await loadBriefingDraft(db, leadId)).toBeUndefined();
    await db.insert(briefingDrafts).values({
      leadId,
      draftId: randomUUID(),
      draft: { id: "not-a-uuid", companyInfo: "nonsense" },
    });
    expect(await loadBriefingDraft(db, leadId)).toBeUndefined();
  });

  it("refuses to save for a lead that does not exist", async () => {
    await expect(
      saveBriefingDraft(connection.db, {
        leadId: randomUUID(),
        draft: emptyDraft(randomUUID()),
        now: new Date(),
      }),
    ).rejects.toBeInstanceOf(LeadNotFoundError);
  });

  it("updates the stored draft, or starts an empty one with a new id", async () => {
    const db = connection.db;
    const leadId = await newLead();
    const id = randomUUID();
    const now = new Date("2026-12-02T09:00:00.000Z");
    const first = await updateBriefingDraft(
      db,
      leadId,
      (draft) => ({
        ...draft,
        companyInfo: { ...draft.companyInfo, contactName: "Ana Souza", linkedinConnected: true },
      }),
      now,
      () => id,
    );
    expect(first.id).toBe(id);
    expect(first.companyInfo).toMatchObject({ contactName: "Ana Souza", linkedinConnected: true });
    const second = await updateBriefingDraft(
      db,
      leadId,
      (draft) => ({ ...draft, companyInfo: { ...draft.companyInfo, email: "ana@acme.example" } }),
      new Date(now.getTime() + 1000),
      () => {
        throw new Error("a stored draft keeps its id");
      },
    );
    expect(second.id).toBe(id);
    expect(second.companyInfo).toMatchObject({
      contactName: "Ana Souza",
      email: "ana@acme.example",
    });
    expect((await loadBriefingDraft(db, leadId))?.draft).toEqual(second);
    // A recipe that breaks the draft's limits stores nothing.
    await expect(
      updateBriefingDraft(
        db,
        leadId,
        (draft) => ({ ...draft, companyInfo: { ...draft.companyInfo, name: "x".repeat(500) } }),
        now,
        () => id,
      ),
    ).rejects.toThrow();
    expect((await loadBriefingDraft(db, leadId))?.draft).toEqual(second);
  });

  it("stores the briefing as entered, with its reference, event, mail, and without its draft", async () => {
    const db = connection.db;
    const leadId = await newLead({ companyName: "Acme (from registration)", contactName: null });
    const draft = filledDraft();
    await saveBriefingDraft(db, { leadId, draft, now: new Date("2026-12-03T12:00:00Z") });
    const now = new Date("2026-12-03T13:30:00.000Z");

    const result = await submit(leadId, draft, now);
    expect(result.created).toBe(true);
    expect(result.briefing.reference).toMatch(BRIEFING_REFERENCE_PATTERN);
    expect(result.briefing.reference.startsWith("NG-B-2026-")).toBe(true);
    expect(result.briefing.submittedAt).toEqual(now);

    const [stored] = await db.select().from(briefings).where(eq(briefings.id, result.briefing.id));
    expect(stored).toMatchObject({
      leadId,
      draftId: draft.id,
      reference: result.briefing.reference,
      estimatedMonthlyUsd: 25_601,
      timeZone: "America/Sao_Paulo",
      submittedAt: now,
    });
    // The 48-hour clock started with it, in the same transaction.
    const [clock] = await db
      .select()
      .from(guaranteeClocks)
      .where(eq(guaranteeClocks.briefingId, result.briefing.id));
    expect(clock).toMatchObject({
      leadId,
      startedAt: now,
      dueAt: new Date("2026-12-05T13:30:00.000Z"),
      stoppedAt: null,
    });
    // What was entered, exactly: read back through JSON and compared field by field.
    expect(stored?.answers).toEqual(JSON.parse(JSON.stringify(draft)));
    expect((await latestBriefing(db, leadId))?.answers).toEqual(draft);

    // The draft is gone: the wizard starts fresh and the resume link no longer opens it.
    expect(await loadBriefingDraft(db, leadId)).toBeUndefined();

    // Gaps filled, what the lead already had kept.
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({
      companyName: "Acme (from registration)",
      contactName: "Ana Souza",
      companyType: "fintech",
      lastActivityAt: now,
    });

    const submitted = await eventsOf(leadId, LEAD_EVENT.briefingSubmitted);
    expect(submitted.map((event) => event.payload)).toEqual([
      {
        briefingId: result.briefing.id,
        reference: result.briefing.reference,
        roles: ["backend", "qa-engineer"],
        estimatedMonthlyUsd: 25_601,
      },
    ]);

    const [mail, ...more] = await mailsTo("ana@acme.example");
    expect(more).toEqual([]);
    expect(mail?.subject).toContain(result.briefing.reference);
    expect(mail?.textBody).toContain("Hello Ana Souza,");
    expect(mail?.textBody).toContain("1. A matching lead reads your briefing today.");
    expect(mail?.textBody).toContain("2. We shortlist engineers and send you their profiles.");
    // 13:30 UTC + 48 h is 10:30 on Saturday on São Paulo's clock (UTC-3).
    expect(mail?.textBody).toContain(
      "by Saturday, December 5, 2026 at 10:30 AM (America/Sao_Paulo)",
    );
    expect(mail?.textBody).toContain(`${ORIGIN}/contact/book-call`);
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail!.attachments[0]!;
    expect(attachment).toMatchObject({
      filename: `briefing-${result.briefing.reference}.pdf`,
      contentType: "application/pdf",
    });
    const pdf = await pdfPageTexts(Buffer.from(attachment.contentBase64, "base64"));
    const text = pdf.texts.join("\n");
    expect(text).toContain(`Reference: ${result.briefing.reference}`);
    expect(text).toContain("Releases slip every month.");
    expect(text).toContain("$25,600.50 a month");
  });

  it("stores one briefing, one event and one mail for a draft submitted twice in a row", async () => {
    const db = connection.db;
    const leadId = await newLead();
    const draft = filledDraft({ email: `twice+${randomUUID().slice(0, 8)}@acme.example` });
    const first = await submit(leadId, draft);
    const second = await submit(leadId, draft);
    expect(second).toEqual({ briefing: first.briefing, created: false });
    expect(await db.select().from(briefings).where(eq(briefings.leadId, leadId))).toHaveLength(1);
    expect(await eventsOf(leadId, LEAD_EVENT.briefingSubmitted)).toHaveLength(1);
    expect(await mailsTo(draft.companyInfo.email)).toHaveLength(1);
  });

  it("stores one briefing, one event and one mail for ten concurrent submits of one draft", async () => {
    const db = connection.db;
    const leadId = await newLead();
    const draft = filledDraft({ email: `ten+${randomUUID().slice(0, 8)}@acme.example` });
    await saveBriefingDraft(db, { leadId, draft, now: new Date() });
    const results = await Promise.all(Array.from({ length: 10 }, () => submit(leadId, draft)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.briefing.reference)).size).toBe(1);
    expect(new Set(results.map((result) => result.briefing.id)).size).toBe(1);
    expect(await db.select().from(briefings).where(eq(briefings.leadId, leadId))).toHaveLength(1);
    expect(await eventsOf(leadId, LEAD_EVENT.briefingSubmitted)).toHaveLength(1);
    expect(await mailsTo(draft.companyInfo.email)).toHaveLength(1);
    expect(await loadBriefingDraft(db, leadId)).toBeUndefined();
    expect(
      await db.select().from(guaranteeClocks).where(eq(guaranteeClocks.leadId, leadId)),
    ).toHaveLength(1);
  });

  it("numbers briefings without gaps however many submits raced", async () => {
    const db = connection.db;
    const leadId = await newLead();
    const now = new Date("2041-06-01T12:00:00Z");
    const draftA = filledDraft();
    const draftB = filledDraft();
    await Promise.all([
      ...Array.from({ length: 5 }, () => submit(leadId, draftA, now)),
      ...Array.from({ length: 5 }, () => submit(leadId, draftB, now)),
    ]);
    const rows = await db.select().from(briefings).where(eq(briefings.leadId, leadId));
    expect(rows.map((row) => row.reference).sort()).toEqual(["NG-B-2041-0001", "NG-B-2041-0002"]);
  });

  it("does not bring a submitted draft back when a late save for it arrives", async () => {
    const db = connection.db;
    const leadId = await newLead();
    const draft = filledDraft();
    await submit(leadId, draft);
    expect(await saveBriefingDraft(db, { leadId, draft, now: new Date() })).toEqual({
      submitted: true,
    });
    expect(await loadBriefingDraft(db, leadId)).toBeUndefined();
    // A new draft (a new id) is a new briefing and is kept.
    const next = filledDraft();
    expect(await saveBriefingDraft(db, { leadId, draft: next, now: new Date() })).toMatchObject({
      submitted: false,
    });
    expect((await loadBriefingDraft(db, leadId))?.draft.id).toBe(next.id);
  });

  it("never hands one lead's briefing to another lead submitting the same draft id", async () => {
    const db = connection.db;
    const owner = await newLead();
    const other = await newLead();
    const draft = filledDraft();
    await submit(owner, draft);
    const otherDraft = filledDraft({ email: `other+${randomUUID().slice(0, 8)}@acme.example` });
    await expect(submit(other, { ...otherDraft, id: draft.id })).rejects.toBeInstanceOf(
      DraftOwnedElsewhereError,
    );
    expect(await db.select().from(briefings).where(eq(briefings.leadId, other))).toEqual([]);
    expect(await eventsOf(other, LEAD_EVENT.briefingSubmitted)).toEqual([]);
    expect(await mailsTo(otherDraft.companyInfo.email)).toEqual([]);
    expect(
      await saveBriefingDraft(db, {
        leadId: other,
        draft: { ...otherDraft, id: draft.id },
        now: new Date(),
      }),
    ).toEqual({ submitted: true });
  });

  it("shows the lead's latest briefing", async () => {
    const db = connection.db;
    const leadId = await newLead();
    expect(await latestBriefing(db, leadId)).toBeUndefined();
    await submit(leadId, filledDraft(), new Date("2026-12-04T10:00:00Z"));
    const newer = await submit(leadId, filledDraft(), new Date("2026-12-05T10:00:00Z"));
    expect(await latestBriefing(db, leadId)).toMatchObject({
      id: newer.briefing.id,
      reference: newer.briefing.reference,
      timeZone: "America/Sao_Paulo",
      estimatedMonthlyUsd: 25_601,
    });
  });

  /** A database of its own, so drafts other tests left behind do not count. */
  async function isolated<T>(body: (db: DatabaseConnection["db"]) => Promise<T>): Promise<T> {
    const own = await createDatabase({ target: await driver.fresh(), seed: false });
    const saved = connection;
    connection = own;
    try {
      return await body(own.db);
    } finally {
      connection = saved;
      await own.close();
    }
  }

  it("purges drafts not saved for the configured days, and files nothing needs any more", () =>
    isolated(async (db) => {
      const now = new Date("2027-06-30T00:00:00Z");
      const days = 90;
      const old = new Date(now.getTime() - (days + 1) * DAY);
      const fresh = new Date(now.getTime() - (days - 1) * DAY);

      const expiredLead = await newLead();
      const freshLead = await newLead();
      const submittedLead = await newLead();
      await saveBriefingDraft(db, { leadId: expiredLead, draft: filledDraft(), now: old });
      await saveBriefingDraft(db, { leadId: freshLead, draft: filledDraft(), now: fresh });

      const file = (leadId: string, name: string) => ({
        id: randomUUID(),
        leadId,
        storageKey: `briefings/test/${randomUUID()}.pdf`,
        fileName: name,
        contentType: "application/pdf",
        sizeBytes: 100,
        createdAt: old,
      });
      const expiredFile = file(expiredLead, "expired.pdf");
      const freshFile = file(freshLead, "fresh.pdf");
      const keptFile = file(submittedLead, "kept.pdf");
      const droppedFile = file(submittedLead, "removed-before-submit.pdf");
      await db.insert(briefingFiles).values([expiredFile, freshFile, keptFile, droppedFile]);
      const withDocument = filledDraft();
      withDocument.projectNeeds.uploadedDocuments = [
        { id: keptFile.id, name: "kept.pdf", size: 100, contentType: "application/pdf" },
      ];
      await submit(submittedLead, withDocument, old);

      const deleted: string[] = [];
      const removed = await purgeExpiredBriefingDrafts(db, {
        now,
        days,
        deleteStoredFile: async (key) => {
          deleted.push(key);
        },
      });
      expect(removed).toBe(1);
      expect(await loadBriefingDraft(db, expiredLead)).toBeUndefined();
      expect(await loadBriefingDraft(db, freshLead)).toBeDefined();
      const left = await db.select({ id: briefingFiles.id }).from(briefingFiles);
      const ids = new Set(left.map((row) => row.id));
      expect(ids.has(expiredFile.id)).toBe(false);
      expect(ids.has(droppedFile.id)).toBe(false);
      expect(ids.has(freshFile.id)).toBe(true);
      expect(ids.has(keptFile.id)).toBe(true);
      expect(deleted.sort()).toEqual([expiredFile.storageKey, droppedFile.storageKey].sort());
      // The briefing itself stays whatever its age.
      expect(await latestBriefing(db, submittedLead)).toBeDefined();

      // Nothing more is due: a second run removes nothing.
      expect(await purgeExpiredBriefingDrafts(db, { now, days })).toBe(0);
    }));

  it("purges through the housekeeping task with the configured days, deleting stored bytes", () =>
    isolated(async (db) => {
      const now = new Date("2028-03-01T00:00:00Z");
      const leadId = await newLead();
      await saveBriefingDraft(db, {
        leadId,
        draft: filledDraft(),
        now: new Date(now.getTime() - 8 * DAY),
      });
      const key = `briefings/test/${randomUUID()}.txt`;
      await db.insert(briefingFiles).values({
        leadId,
        storageKey: key,
        fileName: "notes.txt",
        contentType: "text/plain",
        sizeBytes: 5,
        createdAt: new Date(now.getTime() - 9 * DAY),
      });
      const deleted: string[] = [];
      const task = briefingDraftPurgeTask({
        days: () => 7,
        fileStorage: async () => ({
          delete: async (storageKey: string) => {
            deleted.push(storageKey);
          },
        }),
      });
      expect(await task.run(db, now)).toBe(1);
      expect(await loadBriefingDraft(db, leadId)).toBeUndefined();
      expect(deleted).toEqual([key]);
      const events = await db
        .select()
        .from(leadEvents)
        .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, LEAD_EVENT.briefingStarted)));
      // The timeline keeps its history; only the draft is gone.
      expect(events).toHaveLength(1);
    }));
});
