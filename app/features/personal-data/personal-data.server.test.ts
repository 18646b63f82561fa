import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createBooking } from "~/features/booking/booking-create.server";
import { bookingSchema } from "~/features/booking/booking-options";
import type { BookingRules } from "~/features/booking/booking-rules";
import { briefingSubmissionSchema, emptyDraft } from "~/features/briefing/briefing-draft";
import { saveBriefingDraft } from "~/features/briefing/briefing-drafts.server";
import { saveBriefingFile } from "~/features/briefing/briefing-files.server";
import { createBriefingLead } from "~/features/briefing/briefing-lead.server";
import { submitBriefing } from "~/features/briefing/submitted-briefings.server";
import { saveApplication } from "~/features/careers/applications.server";
import { registerLead } from "~/features/company-registration/register-lead.server";
import { saveContact } from "~/features/contact/contacts.server";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { saveLeadEstimate } from "~/features/lead/leads.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import { subscribe } from "~/features/newsletter/newsletter.server";
import { requestPlaybook } from "~/features/playbooks/playbook-downloads.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import * as schema from "~/lib/db/schema";
import {
  candidateEvents,
  candidateProjects,
  candidates,
  candidateSkills,
  candidateVettings,
  erasureRecords,
  leadMerges,
  leadMessageFiles,
  leadMessages,
  leadReplyTokens,
  leadResumeTokens,
  leads,
  matchPreviewViews,
  staffAuditLog,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
} from "~/lib/db/schema";
import { candidateValues } from "~/lib/db/test-candidates.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { type FileStorage, localFileStorage } from "~/lib/storage/file-storage.server";

import { erasePerson } from "./person-erasure.server";
import { exportPersonData, type PersonExport } from "./person-export.server";
import { emailHash } from "./person-match.server";
import { TABLE_COVERAGE } from "./personal-data-coverage";

const ORIGIN = "https://neargenius.test";
const NOW = new Date("2026-11-23T15:00:00Z");
// Tuesday 24 November 2026, 9 AM and 10 AM in New York: free slots under the rules below.
const TUE_9 = new Date("2026-11-24T14:00:00Z");
const TUE_10 = new Date("2026-11-24T15:00:00Z");
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

const exported: unknown[] = Object.values(schema);
const tables = exported.filter((value): value is PgTable => is(value, PgTable));

describe("table coverage", () => {
  const columnsOf = (table: PgTable) => getTableConfig(table).columns.map((column) => column.name);

  it("says, for every table in the schema and nothing else, what export and erasure do", () => {
    expect(Object.keys(TABLE_COVERAGE).sort()).toEqual(
      tables.map((table) => getTableName(table)).sort(),
    );
  });

  it("covers every table that holds an address or points to a lead", () => {
    const personal = tables
      .filter((table) =>
        columnsOf(table).some(
          (name) => /email|address|^lead_id$/.test(name) && name !== "ip_address",
        ),
      )
      .map((table) => getTableName(table));
    expect(personal.length).toBeGreaterThan(10);
    for (const name of personal) {
      expect(TABLE_COVERAGE[name]?.kind, name).not.toBe("none");
    }
  });
});

/** One visitor's details, unique to the test so that a scan for them finds only them. */
function person(tag: string) {
  const id = randomUUID().slice(0, 8);
  return {
    // Mixed case as a visitor may type it; the forms that lower-case keep it lower.
    email: `Zoe.${tag}.${id}@Quasar-${tag}.example`,
    name: `Zoë Quintanilla-${tag}${id}`,
    company: `Quasar Lemonworks ${tag}${id}`,
  };
}
type Person = ReturnType<typeof person>;

function rules(tag: string): BookingRules {
  return {
    timeZone: "America/New_York",
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({
      weekday: weekday as 1 | 2 | 3 | 4 | 5,
      from: "09:00",
      to: "17:00",
    })),
    callMinutes: 45,
    bufferMinutes: 15,
    minNoticeHours: 4,
    businessDays: 10,
    holidays: [],
    changeCutoffHours: 24,
    experts: [
      {
        id: `expert-${tag}`,
        name: "Expert One",
        title: "Solutions Architect",
        email: `expert-${tag}@neargenius.test`,
        timeOff: [],
      },
    ],
  };
}

function briefingDraft(who: Person) {
  const draft = emptyDraft(randomUUID());
  return briefingSubmissionSchema.parse({
    ...draft,
    companyInfo: {
      ...draft.companyInfo,
      name: who.company,
      contactName: who.name,
      email: who.email,
      phone: "+55 11 99999-0000",
      website: "quasar.example",
      companyType: "fintech",
      whyUs: "Nearshore hours.",
    },
    projectNeeds: {
      ...draft.projectNeeds,
      painPoint: "Releases slip every month.",
      productContext: "Card issuing.",
      criticalRequirements: [{ text: "PCI DSS", priority: "must" }],
    },
    teamComposition: {
      ...draft.teamComposition,
      selectedRoles: ["backend"],
      quantities: { backend: 2 },
    },
    roleDetails: [
      {
        roleId: "backend",
        techStack: ["Go"],
        seniority: "senior",
        englishLevel: "fluent",
        domainKnowledge: "Payments",
        responsibilities: "Own the ledger",
      },
    ],
    knowledge: { useCases: "Cards", industries: "Fintech", frameworks: "Scrum" },
    interviewProcess: {
      stages: [{ id: "s1", kind: "technical", name: "", attendees: "CTO" }],
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

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describeOnEachDriver("a person's data: export and erasure", (driver) => {
  let connection: DatabaseConnection;
  let dir: string;
  let uploads: FileStorage;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    dir = await mkdtemp(path.join(tmpdir(), "ng-personal-data-"));
    uploads = localFileStorage(dir);
  });
  afterAll(async () => {
    await connection?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /**
   * The visitor comes through every door the site has: registration with an estimate, a
   * briefing draft on that lead, a message, the newsletter, an application with its CV, a
   * playbook, a submitted briefing with a document, a booking; the mail each one queued, a
   * notification to sales naming them, a webhook message, and a staff search for them.
   */
  async function throughEveryDoor(who: Person, tag: string) {
    const db = connection.db;
    const registered = await registerLead(
      db,
      {
        idempotencyKey: randomUUID(),
        companyType: "startup",
        companyName: who.company,
        contactName: who.name,
        email: who.email,
        phone: "+14155552671",
      },
      { currentLeadId: null, origin: ORIGIN, now: NOW },
    );
    await saveLeadEstimate(
      db,
      registered.leadId,
      { encoded: "backend.senior.2", roleIds: ["backend"], monthlyCents: 1_760_000, totalCents: 1 },
      NOW,
    );
    await saveBriefingDraft(db, { leadId: registered.leadId, draft: briefingDraft(who), now: NOW });
    await saveContact(db, {
      name: who.name,
      email: who.email.toLowerCase(),
      phone: null,
      company: who.company,
      message: `Hello from ${who.company}`,
      timezone: "Europe/Lisbon",
      idempotencyKey: randomUUID(),
    });
    await subscribe(
      db,
      {
        email: who.email.toLowerCase(),
        consent: { id: null, text: "Yes, send me news" },
        source: "footer",
      },
      ORIGIN,
    );
    await saveApplication(
      db,
      uploads,
      {
        name: who.name,
        email: who.email.toLowerCase(),
        profileUrl: "https://example.com/zoe",
        note: `I worked at ${who.company}`,
        consent: "yes",
        idempotencyKey: randomUUID(),
        positionSlug: "backend-engineer",
        positionTitle: "Backend Engineer",
        agreed: { id: null, text: "I agree that you keep my CV." },
      },
      { bytes: PDF, fileName: `${who.name} CV.pdf` },
      NOW,
    );
    await requestPlaybook(
      db,
      {
        email: who.email.toLowerCase(),
        consent: { id: null, text: "Yes, send me playbooks" },
        idempotencyKey: randomUUID(),
      },
      { slug: "nearshore-playbook", title: "The Nearshore Playbook" },
      ORIGIN,
    );
    const draft = briefingDraft(who);
    const briefingLeadId = await db.transaction((tx) =>
      createBriefingLead(tx, { ...draft.companyInfo }, who.email, NOW),
    );
    const uploaded = await saveBriefingFile(
      db,
      uploads,
      briefingLeadId,
      { bytes: PDF, name: `${who.company} brief.pdf` },
      { now: NOW },
    );
    if (!uploaded.ok) throw new Error(`upload refused: ${uploaded.error}`);
    await submitBriefing(db, {
      leadId: briefingLeadId,
      draft,
      estimate: null,
      timeZone: "America/Sao_Paulo",
      now: NOW,
      siteOrigin: ORIGIN,
      content: { nextSteps: ["We read it today."], interviewPromiseHours: 48 },
    });
    const booked = await createBooking(
      db,
      bookingSchema.parse({
        name: who.name,
        email: who.email,
        company: who.company,
        role: "cto",
        projectType: "full-stack",
        budget: "100k-250k",
        timeline: "1-month",
        description: `A team for ${who.company}`,
        startsAt: (tag === "erased" ? TUE_9 : TUE_10).toISOString(),
        timeZone: "Europe/Lisbon",
        idempotencyKey: randomUUID(),
      }),
      { rules: rules(tag), now: NOW, leadId: null, siteOrigin: ORIGIN },
    );
    if (!booked.ok) throw new Error(`booking refused: ${booked.reason}`);
    await enqueueMail(db, {
      to: "sales@neargenius.test",
      subject: `New lead: ${who.company}`,
      text: `${who.name} <${who.email}> registered ${who.company}.`,
    });
    const messageId = `msg_${randomUUID()}`;
    await db.insert(webhookMessages).values({
      id: messageId,
      eventType: "lead.created",
      payload: { type: "lead.created", data: { leadId: registered.leadId, email: who.email } },
      leadId: registered.leadId,
    });
    // A CRM's endpoint on full payloads keeps the body it was sent, the lead record in it.
    const [crm] = await db
      .insert(webhookEndpoints)
      .values({
        url: `https://crm.example.com/${randomUUID()}`,
        secret: "whsec_test",
        payloadKind: "full",
      })
      .returning({ id: webhookEndpoints.id });
    await db.insert(webhookDeliveries).values({
      messageId,
      endpointId: crm!.id,
      body: { type: "lead.created", data: { lead: { contact: { email: who.email } } } },
    });
    await db.insert(staffAuditLog).values({
      staffEmail: "sales@neargenius.test",
      action: "leads.export-csv",
      details: { q: who.email.toLowerCase(), rows: 1 },
    });
    // The same person in the talent pool, as recruiting would have entered them.
    const [first, ...rest] = who.name.split(" ");
    const [candidate] = await db
      .insert(candidates)
      .values(candidateValues({ firstName: first!, lastName: rest.join(" "), email: who.email }))
      .returning({ id: candidates.id });
    const candidateId = candidate!.id;
    await db.insert(candidateSkills).values({
      candidateId,
      name: "Node.js",
      skillSlug: "nodejs",
      normalized: "nodejs",
      years: 5,
      evidence: "assessed",
    });
    await db.insert(candidateVettings).values({
      candidateId,
      kind: "reference-check",
      passed: true,
      assessedOn: "2026-10-01",
      assessor: "Lucía Fernández, engineering lead",
      notes: `Confirmed by ${who.company}`,
    });
    await db.insert(candidateProjects).values({
      candidateId,
      domain: "Payments",
      stack: ["Node.js"],
      role: "Backend Developer",
      durationMonths: 12,
      outcome: `Built ${who.company}'s ledger`,
    });
    await db.insert(candidateEvents).values({
      candidateId,
      type: "candidate.edited",
      actor: "recruiter@neargenius.test",
      payload: { fields: ["notes"], note: `Referred by ${who.company}` },
    });
    // The briefing's lead was shown this engineer in a match preview.
    await db.insert(matchPreviewViews).values({
      leadId: briefingLeadId,
      roleId: "backend",
      day: "2026-12-07",
      candidateId,
    });
    // Mail with the sales team: a reply on the lead (with its reply token), the answer with a
    // file, and an answer that matched no lead; and an earlier lead of theirs merged into this one.
    await db
      .insert(leadReplyTokens)
      .values({ token: randomUUID().replaceAll("-", "").slice(0, 24), leadId: registered.leadId });
    await db.insert(leadMessages).values({
      leadId: registered.leadId,
      direction: "outbound",
      fromAddress: "sales@neargenius.test",
      toAddress: who.email.toLowerCase(),
      subject: `Your enquiry for ${who.company}`,
      bodyText: "Shall we talk?",
    });
    const [answer] = await db
      .insert(leadMessages)
      .values({
        leadId: registered.leadId,
        direction: "inbound",
        fromAddress: who.email,
        toAddress: "reply+x@reply.neargenius.test",
        subject: "Re: your enquiry",
        bodyText: `Yes, ${who.company} is free on Tuesday.`,
        providerMessageId: randomUUID(),
      })
      .returning({ id: leadMessages.id });
    const replyFile = `messages/2026/${answer!.id}/${randomUUID()}.pdf`;
    await uploads.put(replyFile, PDF, "application/pdf");
    await db.insert(leadMessageFiles).values({
      messageId: answer!.id,
      storageKey: replyFile,
      fileName: `${who.company} brief.pdf`,
      contentType: "application/pdf",
      sizeBytes: PDF.length,
    });
    await db.insert(leadMessages).values({
      direction: "inbound",
      fromAddress: who.email.toUpperCase(),
      toAddress: "reply+unknown@reply.neargenius.test",
      subject: "Re: hello",
      bodyText: "Did you get my answer?",
      providerMessageId: randomUUID(),
    });
    await db.insert(leadMerges).values({
      mergedLeadId: randomUUID(),
      mergedReference: `NG-${tag === "erased" ? "ERAS" : "KEPT"}-${randomUUID().slice(0, 4).toUpperCase()}`,
      mergedEmail: who.email,
      survivorLeadId: registered.leadId,
    });
    return { registeredLeadId: registered.leadId, briefingLeadId, candidateId };
  }

  /** How many rows of each table mention `needle` anywhere (the whole row as text). */
  async function tablesMentioning(needle: string): Promise<Record<string, number>> {
    const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const found: Record<string, number> = {};
    for (const table of tables) {
      const name = getTableName(table);
      // A table's name alone in an expression is the whole row; as text, every column of it.
      const [row] = await connection.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(sql`${table}::text ilike ${pattern}`);
      if ((row?.n ?? 0) > 0) found[name] = row!.n;
    }
    return found;
  }

  it("exports every kind of record, reaches every table, erases it all and leaves the other person alone", async () => {
    const db = connection.db;
    const erased = person("erased");
    const kept = person("kept");
    const ids = await throughEveryDoor(erased, "erased");
    await throughEveryDoor(kept, "kept");

    // The doors reached every table that holds a person's data (the scan below is only as
    // good as what was written).
    const reached = await tablesMentioning(erased.email);
    for (const [name, coverage] of Object.entries(TABLE_COVERAGE)) {
      if (coverage.kind !== "person" || name === "erasure_records") continue;
      // No text of theirs: ids, days and the like.
      const noText = [
        "lead_resume_tokens",
        "lead_reply_tokens",
        "lead_message_files",
        "briefing_files",
        "match_preview_views",
        "shortlists",
        "shortlist_entries",
        "interviews",
        "guarantee_clocks",
      ];
      if (noText.includes(name)) continue;
      // Rows under a candidate's profile hold no address; the export below shows they were
      // reached, and the scan after erasure finds their company in none of them.
      const underProfile = [
        "candidate_skills",
        "candidate_vettings",
        "candidate_projects",
        "candidate_events",
      ];
      if (underProfile.includes(name)) continue;
      expect(reached[name] ?? 0, `${name} holds nothing of theirs to find`).toBeGreaterThan(0);
    }

    // Export: each kind present, in a typed address of any case; no secrets.
    const copy: PersonExport = await exportPersonData(db, erased.email.toUpperCase(), NOW);
    // Two leads: registration and the briefing each start one; the other doors join the
    // latest of them whatever the address's case.
    expect(copy.leads).toHaveLength(2);
    // The briefing started its 48-hour clock, which goes out with the lead.
    expect(copy.leads.flatMap((lead) => lead.guaranteeClocks)).toHaveLength(1);
    expect(copy.leads.map((lead) => lead.id)).toEqual(
      expect.arrayContaining([ids.registeredLeadId, ids.briefingLeadId]),
    );
    const registeredLead = copy.leads.find((lead) => lead.id === ids.registeredLeadId)!;
    expect(registeredLead.estimate).toBe("backend.senior.2");
    expect(registeredLead.events.map((event) => event.type)).toEqual(
      expect.arrayContaining([LEAD_EVENT.registered, LEAD_EVENT.estimateSaved]),
    );
    expect(registeredLead.resumeLinks).toHaveLength(1);
    expect(copy.orders).toHaveLength(1);
    expect(copy.contacts).toHaveLength(1);
    expect(copy.newsletterSubscriptions).toHaveLength(1);
    expect(copy.jobApplications).toEqual([
      expect.objectContaining({ cv: { fileName: `${erased.name} CV.pdf`, sizeBytes: PDF.length } }),
    ]);
    expect(copy.playbookDownloads).toHaveLength(1);
    expect(copy.candidates).toEqual([
      expect.objectContaining({
        id: ids.candidateId,
        skills: [expect.objectContaining({ name: "Node.js", evidence: "assessed" })],
        vettings: [expect.objectContaining({ kind: "reference-check", passed: true })],
        projects: [expect.objectContaining({ domain: "Payments" })],
        events: [expect.objectContaining({ type: "candidate.edited" })],
      }),
    ]);
    const briefingLead = copy.leads.find((lead) => lead.id === ids.briefingLeadId)!;
    expect(briefingLead.matchPreviewShowings).toEqual([
      expect.objectContaining({ roleId: "backend", day: "2026-12-07" }),
    ]);
    expect(JSON.stringify(briefingLead.matchPreviewShowings)).not.toContain(ids.candidateId);
    expect(copy.briefingDrafts).toHaveLength(1);
    expect(copy.briefings).toHaveLength(1);
    expect(copy.briefingFiles).toEqual([
      expect.objectContaining({ fileName: `${erased.company} brief.pdf`, sizeBytes: PDF.length }),
    ]);
    expect(copy.bookings).toHaveLength(1);
    expect(copy.mail.length).toBeGreaterThanOrEqual(6);
    expect(copy.mail.map((mail) => mail.toAddress)).toContain("sales@neargenius.test");
    expect(copy.webhookMessages).toHaveLength(1);
    // Both messages on the lead and the unmatched answer from the address, files by name only.
    expect(copy.leadMessages).toHaveLength(3);
    expect(copy.leadMessages.flatMap((message) => message.files)).toEqual([
      expect.objectContaining({ fileName: `${erased.company} brief.pdf` }),
    ]);
    expect(JSON.stringify(copy.leadMessages)).not.toContain("messages/2026");
    expect(copy.leadMerges).toHaveLength(1);
    expect(copy.erasureRecords).toEqual([]);
    const text = JSON.stringify(copy);
    const secrets = await db.select({ hash: leadResumeTokens.tokenHash }).from(leadResumeTokens);
    for (const { hash } of secrets) expect(text).not.toContain(hash);
    for (const field of [
      "tokenHash",
      "manageTokenHash",
      "downloadToken",
      "confirmToken",
      "storageKey",
      "cvStorageKey",
      "contentBase64",
    ]) {
      expect(text).not.toContain(`"${field}"`);
    }
    expect(text.toLowerCase()).not.toContain(kept.email.toLowerCase());
    expect(text).not.toContain(kept.company);

    const keptFilesBefore = await filesUnder(dir);
    expect(keptFilesBefore).toHaveLength(6);
    const keptBefore = await tablesMentioning(kept.email);

    // Erase.
    const result = await erasePerson(db, erased.email, {
      requestedBy: "admin@neargenius.test",
      uploads,
      now: NOW,
    });
    expect(result.filesNotRemoved).toEqual([]);
    expect(result.summary).toMatchObject({
      leads: 2,
      orders: 1,
      contacts: 1,
      newsletterSubscriptions: 1,
      jobApplications: 1,
      playbookDownloads: 1,
      briefingDrafts: 1,
      briefings: 1,
      briefingFiles: 1,
      bookings: 1,
      webhookMessages: 1,
      leadMessages: 3,
      leadMerges: 1,
      resumeLinks: 1,
      mentionsRedacted: 1,
      files: 3,
      candidates: 1,
    });
    expect(result.summary.leadEvents).toBeGreaterThanOrEqual(8);
    expect(result.summary.mail).toBe(copy.mail.length);

    // The lead's preview showings went with it.
    expect(
      await db
        .select()
        .from(matchPreviewViews)
        .where(eq(matchPreviewViews.leadId, ids.briefingLeadId)),
    ).toEqual([]);
    // Nothing anywhere still names them, by address, name or company.
    for (const needle of [erased.email, erased.name, erased.company]) {
      expect(await tablesMentioning(needle), needle).toEqual({});
    }
    // Their files are gone from the upload folder; the other person's are all there.
    const remaining = await filesUnder(dir);
    expect(remaining).toHaveLength(3);
    expect(keptFilesBefore).toEqual(expect.arrayContaining(remaining));
    // The other person is untouched, row for row.
    expect(await tablesMentioning(kept.email)).toEqual(keptBefore);
    expect(await exportPersonData(db, kept.email, NOW)).toMatchObject({
      leads: [expect.anything(), expect.anything()],
      contacts: [expect.anything()],
      bookings: [expect.anything()],
    });

    // One record, with the address only as a keyed hash.
    const records = await db.select().from(erasureRecords);
    expect(records).toEqual([
      expect.objectContaining({
        id: result.recordId,
        emailHash: await emailHash(db, erased.email),
        requestedBy: "admin@neargenius.test",
        summary: result.summary,
      }),
    ]);
    expect(records[0]!.emailHash).toMatch(/^[0-9a-f]{64}$/);

    // The redacted audit line keeps its shape.
    const [audit] = await db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.details, { q: "[erased]", rows: 1 }));
    expect(audit?.action).toBe("leads.export-csv");

    // A second request finds nothing more to erase and harms nothing; the export names both.
    const again = await erasePerson(db, erased.email.toLowerCase(), {
      requestedBy: "admin@neargenius.test",
      uploads,
      now: NOW,
    });
    expect(Object.values(again.summary).every((count) => count === 0)).toBe(true);
    expect(await filesUnder(dir)).toEqual(remaining);
    expect(await tablesMentioning(kept.email)).toEqual(keptBefore);
    const afterwards = await exportPersonData(db, erased.email, NOW);
    expect(afterwards.leads).toEqual([]);
    expect(afterwards.erasureRecords.map((record) => record.id)).toEqual([
      result.recordId,
      again.recordId,
    ]);
  });

  it("erases a timeline entry's mention of the address on someone else's lead, not the entry", async () => {
    const db = connection.db;
    const erased = person("mention");
    const other = person("other");
    const otherLead = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leads)
        .values({
          reference: `NG-T-${randomUUID().slice(0, 8)}`,
          email: other.email,
          source: "contact",
        })
        .returning({ id: leads.id });
      await recordLeadEvent(tx, {
        leadId: row!.id,
        type: LEAD_EVENT.contactMessage,
        payload: { message: `Please also copy ${erased.email.toUpperCase()} in` },
        now: NOW,
      });
      return row!.id;
    });
    const result = await erasePerson(db, erased.email, {
      requestedBy: "admin@neargenius.test",
      uploads,
    });
    expect(result.summary).toMatchObject({ leads: 0, mentionsRedacted: 1 });
    const copy = await exportPersonData(db, other.email);
    expect(copy.leads[0]?.id).toBe(otherLead);
    expect(copy.leads[0]?.events.map((event) => event.payload)).toEqual([
      { message: "Please also copy [erased] in" },
    ]);
  });

  it("takes the address literally: an underscore in it matches only an underscore", async () => {
    const db = connection.db;
    const id = randomUUID().slice(0, 8);
    const erased = `ann_x.${id}@example.com`;
    const lookalike = `annyx.${id}@example.com`;
    await enqueueMail(db, {
      to: "sales@neargenius.test",
      subject: "About",
      text: `Call ${lookalike}`,
    });
    await enqueueMail(db, {
      to: "sales@neargenius.test",
      subject: "About",
      text: `Call ${erased}`,
    });
    const result = await erasePerson(db, erased, { requestedBy: "admin@neargenius.test", uploads });
    expect(result.summary.mail).toBe(1);
    expect((await exportPersonData(db, lookalike)).mail).toHaveLength(1);
  });

  it("reports a file storage could not remove, and says so in the record", async () => {
    const db = connection.db;
    const who = person("stuck");
    await saveApplication(
      db,
      uploads,
      {
        name: who.name,
        email: who.email,
        profileUrl: "https://example.com/x",
        note: null,
        consent: "yes",
        idempotencyKey: randomUUID(),
        positionSlug: "backend-engineer",
        positionTitle: "Backend Engineer",
        agreed: { id: null, text: "I agree that you keep my CV." },
      },
      { bytes: PDF, fileName: "cv.pdf" },
      NOW,
    );
    const stuck: FileStorage = {
      ...uploads,
      delete: async () => {
        throw new Error("storage is down");
      },
    };
    const result = await erasePerson(db, who.email, {
      requestedBy: "admin@neargenius.test",
      uploads: stuck,
    });
    expect(result.filesNotRemoved).toHaveLength(1);
    expect(result.filesNotRemoved[0]).toMatch(/^applications\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(result.summary).toMatchObject({ jobApplications: 1, files: 0 });
    const [record] = await db
      .select()
      .from(erasureRecords)
      .where(eq(erasureRecords.id, result.recordId));
    expect(record?.summary).toMatchObject({ jobApplications: 1, files: 0, filesNotRemoved: 1 });
    // The rows are gone all the same; the file is left for someone to remove by hand.
    expect((await exportPersonData(db, who.email)).jobApplications).toEqual([]);
    expect(await uploads.get(result.filesNotRemoved[0]!)).toEqual(PDF);
    await uploads.delete(result.filesNotRemoved[0]!);
  });

  it("keeps the rows when the transaction fails, and then every file is still there", async () => {
    const db = connection.db;
    const who = person("rollback");
    await saveApplication(
      db,
      uploads,
      {
        name: who.name,
        email: who.email,
        profileUrl: "https://example.com/x",
        note: null,
        consent: "yes",
        idempotencyKey: randomUUID(),
        positionSlug: "backend-engineer",
        positionTitle: "Backend Engineer",
        agreed: { id: null, text: "I agree that you keep my CV." },
      },
      { bytes: PDF, fileName: "cv.pdf" },
      NOW,
    );
    const before = await filesUnder(dir);
    // PostgreSQL refuses a NUL character in any text value, so the erasure record, the
    // transaction's last write, fails after every delete has run.
    await expect(erasePerson(db, who.email, { requestedBy: "\u0000", uploads })).rejects.toThrow();
    expect(await filesUnder(dir)).toEqual(before);
    expect((await exportPersonData(db, who.email)).jobApplications).toHaveLength(1);
  });
});
