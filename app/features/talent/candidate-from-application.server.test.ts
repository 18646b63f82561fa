import { randomUUID } from "node:crypto";

import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

import { applicationSchema } from "~/features/careers/application-schema";
import { saveApplication } from "~/features/careers/applications.server";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { buildTimeline, EMPTY_CONTEXT } from "~/features/sales-inbox/timeline";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import {
  candidates,
  jobApplications,
  mailOutbox,
  staffAuditLog,
  staffUsers,
} from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import type { FileStorage } from "~/lib/storage/file-storage.server";

import { talentPoolSchema } from "./candidate-from-application";
import {
  addApplicationToTalentPool,
  talentPoolApplications,
} from "./candidate-from-application.server";
import { candidateTimeline } from "./candidate-timeline.server";
import { consentPageState, readConsentToken } from "./talent-consent.server";

const ORIGIN = "http://127.0.0.1:4700";
const NOW = new Date("2026-11-30T12:00:00Z");

describeOnEachDriver("a careers application becomes a candidate", (driver) => {
  let connection: DatabaseConnection;
  const files = new Map<string, Uint8Array>();
  const memory: FileStorage = {
    kind: "local",
    put: async (key, bytes) => {
      if (files.has(key)) throw new Error(`${key} exists`);
      files.set(key, bytes);
    },
    get: async (key) => {
      const bytes = files.get(key);
      if (!bytes) throw new Error(`ENOENT: ${key}`);
      return bytes;
    },
    delete: async (key) => void files.delete(key),
  };
  const recruiter = {
    id: `recruiter-${randomUUID()}`,
    email: "recruiter@neargenius.test",
    name: "Rita Recruiter",
  };
  const context = { staff: recruiter, siteOrigin: ORIGIN, now: NOW, ipAddress: "203.0.113.7" };

  beforeAll(async () => {
    // The catalog's positions and rate cards are the roles the form offers.
    connection = await createDatabase({ target: await driver.fresh({ seed: true }), seed: false });
    await connection.db.insert(staffUsers).values({ ...recruiter, role: "recruiter" });
  });
  afterAll(async () => {
    await connection?.close();
  });

  async function apply(
    position: { positionSlug: string; positionTitle: string },
    who: { name: string; profileUrl: string } = {
      name: "Ana Paula Souza",
      profileUrl: "https://www.linkedin.com/in/ana-paula",
    },
  ) {
    const email = `applicant-${randomUUID().slice(0, 8)}@example.com`;
    const cv = new TextEncoder().encode(`%PDF-1.4\n% ${email}\n%%EOF\n`);
    const saved = await saveApplication(
      connection.db,
      memory,
      {
        ...applicationSchema.parse({
          name: who.name,
          email,
          profileUrl: who.profileUrl,
          consent: "yes",
          idempotencyKey: randomUUID(),
        }),
        ...position,
        agreed: { id: null, text: "I agree that you keep my CV." },
      },
      { bytes: cv, fileName: "Ana CV.pdf" },
      NOW,
    );
    const [row] = await connection.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, saved.id));
    return { ...row!, cv };
  }

  const devops = { positionSlug: "devops-engineer", positionTitle: "DevOps Engineer (AWS)" };

  /** The form as the lead page shows it for this application, with `changes` typed in. */
  async function formFor(leadId: string, applicationId: string, changes: object = {}) {
    const { applications } = await talentPoolApplications(connection.db, leadId, NOW);
    const shown = applications.find((application) => application.id === applicationId)!;
    return talentPoolSchema.parse({ applicationId, ...shown.defaults, ...changes });
  }

  const mailsTo = (address: string) =>
    connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, address))
      .orderBy(asc(mailOutbox.createdAt));

  const candidatesOf = (applicationId: string) =>
    connection.db.select().from(candidates).where(eq(candidates.jobApplicationId, applicationId));

  it("carries over the name, address, LinkedIn profile, catalog role and a copy of the CV", async () => {
    const application = await apply(devops);
    const leadId = application.leadId!;

    const before = await talentPoolApplications(connection.db, leadId, NOW);
    expect(before.positions.some((position) => position.slug === "devops")).toBe(true);
    expect(before.applications).toEqual([
      expect.objectContaining({
        id: application.id,
        reference: application.reference,
        positionTitle: "DevOps Engineer (AWS)",
        candidate: null,
        sameEmailCandidate: null,
        defaults: expect.objectContaining({
          firstName: "Ana",
          lastName: "Paula Souza",
          role: "devops",
          seniority: "mid",
          availableFrom: "2026-11-30",
          // The rate card's mid-level DevOps rate.
          hourlyRateUsd: expect.stringMatching(/^\d+$/),
        }),
      }),
    ]);

    const input = await formFor(leadId, application.id, {
      lastName: "Souza",
      firstName: "Ana Paula",
      seniority: "senior",
      yearsExperience: "7",
      englishLevel: "C1",
      country: "CO",
      timeZone: "America/Bogota",
      hourlyRateUsd: "58",
    });
    const result = await addApplicationToTalentPool(
      connection.db,
      memory,
      { ...input, leadId },
      context,
    );
    expect(result).toEqual({ ok: true, candidateId: expect.any(String), created: true });
    if (!result.ok) return;

    const [candidate] = await candidatesOf(application.id);
    expect(candidate).toMatchObject({
      id: result.candidateId,
      firstName: "Ana Paula",
      lastName: "Souza",
      handle: "Ana Paula S.",
      email: application.email,
      linkedinUrl: "https://www.linkedin.com/in/ana-paula",
      roleIds: ["devops"],
      seniority: "senior",
      yearsExperience: 7,
      englishLevel: "C1",
      englishAssessedBy: "Estimated from the application; not assessed yet",
      country: "CO",
      timeZone: "America/Bogota",
      workStartMinutes: 540,
      workEndMinutes: 1080,
      availableFrom: "2026-11-30",
      engagement: "full-time",
      hourlyRateUsd: 58,
      consentToShow: false,
      consentedAt: null,
      consentVersion: null,
      sample: false,
      cvFileName: "Ana CV.pdf",
    });
    // A copy under the candidate's own key: each side's erasure deletes only its own file.
    expect(candidate!.cvFileKey).toMatch(
      new RegExp(`^candidates/${result.candidateId}/cv-[0-9a-f-]{36}\\.pdf$`),
    );
    expect(candidate!.cvFileKey).not.toBe(application.cvStorageKey);
    expect(files.get(candidate!.cvFileKey!)).toEqual(application.cv);
    await memory.delete(application.cvStorageKey);
    expect(files.get(candidate!.cvFileKey!)).toEqual(application.cv);

    // The candidate's timeline and the staff audit log say who made it, from what.
    const timeline = await candidateTimeline(connection.db, result.candidateId);
    expect(timeline).toEqual([
      expect.objectContaining({
        type: "candidate.created",
        actor: recruiter.email,
        payload: {
          source: "careers-application",
          applicationId: application.id,
          applicationReference: application.reference,
          cvCopied: true,
        },
      }),
    ]);
    const audit = await connection.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.targetType, "candidate"),
          eq(staffAuditLog.targetId, result.candidateId),
        ),
      );
    expect(audit).toEqual([
      expect.objectContaining({
        staffUserId: recruiter.id,
        action: "candidate.created",
        ipAddress: "203.0.113.7",
      }),
    ]);

    // The applicant's lead hears of it, in words on the sales inbox's timeline.
    const events = await leadTimeline(connection.db, leadId);
    expect(events.map((event) => event.type)).toEqual([
      LEAD_EVENT.applicationSubmitted,
      LEAD_EVENT.applicationAddedToTalentPool,
    ]);
    expect(events[1]!.payload).toEqual({
      applicationId: application.id,
      reference: application.reference,
      candidateId: result.candidateId,
      staffId: recruiter.id,
      staffName: "Rita Recruiter",
    });
    const [entry] = buildTimeline([events[1]!], {
      ...EMPTY_CONTEXT,
      applications: {
        [application.id]: { reference: application.reference, positionTitle: "DevOps Engineer" },
      },
    });
    expect(entry).toMatchObject({
      actor: "staff",
      title: "Rita Recruiter added the applicant to the talent pool",
      lines: [
        `From the application for DevOps Engineer (${application.reference})`,
        "The applicant was asked by email to agree to be shown to clients.",
      ],
    });

    // The applicant is asked by mail, with a link that opens their consent page.
    const mails = await mailsTo(application.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your application for DevOps Engineer (AWS): ${application.reference}`,
      `May we show your profile to clients? (${application.reference})`,
    ]);
    const body = mails[1]!.textBody;
    expect(body).toContain("Hello Ana Paula,");
    expect(body).toContain("Thank you for applying for DevOps Engineer (AWS) at Near Genius.");
    expect(body).toContain("(valid for 30 days)");
    expect(body).toContain(`Your reference: ${application.reference}`);
    const link = /http:\/\/127\.0\.0\.1:4700\/talent\/consent\/(\S+)/.exec(body);
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(await readConsentToken(connection.db, token, NOW)).toEqual({
      candidateId: result.candidateId,
      expiresAt: new Date(NOW.getTime() + 30 * 86_400_000),
      expired: false,
    });
    expect(await consentPageState(connection.db, token, NOW)).toMatchObject({
      state: "ask",
      reference: application.reference,
      positionTitle: "DevOps Engineer (AWS)",
    });

    // The lead's page now shows the candidate instead of the form.
    const after = await talentPoolApplications(connection.db, leadId, NOW);
    expect(after.applications[0]).toMatchObject({
      candidate: {
        id: result.candidateId,
        handle: "Ana Paula S.",
        consentToShow: false,
        consentedAt: null,
      },
      defaults: null,
    });
  });

  it("answers a second click with the candidate the application already is", async () => {
    const application = await apply(devops);
    const leadId = application.leadId!;
    const input = await formFor(leadId, application.id);
    const first = await addApplicationToTalentPool(
      connection.db,
      memory,
      { ...input, leadId },
      context,
    );
    const stored = files.size;
    const second = await addApplicationToTalentPool(
      connection.db,
      memory,
      { ...input, leadId, hourlyRateUsd: 99 },
      context,
    );
    expect(first).toMatchObject({ ok: true, created: true });
    expect(second).toEqual({
      ok: true,
      candidateId: (first as { candidateId: string }).candidateId,
      created: false,
    });
    expect(await candidatesOf(application.id)).toHaveLength(1);
    expect(files.size).toBe(stored);
    expect((await mailsTo(application.email)).map((mail) => mail.subject)).toHaveLength(2);
    const events = await leadTimeline(connection.db, leadId);
    expect(
      events.filter((event) => event.type === LEAD_EVENT.applicationAddedToTalentPool),
    ).toHaveLength(1);
  });

  it("makes one candidate of two clicks at once, and keeps only the winner's copy of the CV", async () => {
    const application = await apply(devops);
    const leadId = application.leadId!;
    const input = await formFor(leadId, application.id);
    const stored = files.size;
    const results = await Promise.all([
      addApplicationToTalentPool(connection.db, memory, { ...input, leadId }, context),
      addApplicationToTalentPool(connection.db, memory, { ...input, leadId }, context),
    ]);
    expect(results.map((result) => result.ok && result.created).sort()).toEqual([false, true]);
    const [candidate] = await candidatesOf(application.id);
    expect(results.every((result) => result.ok && result.candidateId === candidate!.id)).toBe(true);
    expect(files.size).toBe(stored + 1);
    expect(files.has(candidate!.cvFileKey!)).toBe(true);
    expect(await mailsTo(application.email)).toHaveLength(2);
  });

  it("leaves the role to the recruiter when the position is not a catalog role", async () => {
    const application = await apply({
      positionSlug: "delivery-lead",
      positionTitle: "Delivery Lead",
    });
    const { applications } = await talentPoolApplications(connection.db, application.leadId!, NOW);
    expect(applications[0]!.defaults).toMatchObject({
      role: "",
      seniority: "expert",
      hourlyRateUsd: "",
    });
    const input = await formFor(application.leadId!, application.id, {
      role: "project-manager",
      secondRole: "scrum-master",
      hourlyRateUsd: "70",
    });
    const result = await addApplicationToTalentPool(
      connection.db,
      memory,
      { ...input, leadId: application.leadId! },
      context,
    );
    expect(result).toMatchObject({ ok: true, created: true });
    const [candidate] = await candidatesOf(application.id);
    expect(candidate!.roleIds).toEqual(["project-manager", "scrum-master"]);
    // A portfolio is not a LinkedIn profile.
    const portfolio = await apply(devops, {
      name: "Bruno Costa",
      profileUrl: "https://bruno.dev/work",
    });
    const added = await addApplicationToTalentPool(
      connection.db,
      memory,
      { ...(await formFor(portfolio.leadId!, portfolio.id)), leadId: portfolio.leadId! },
      context,
    );
    expect(added).toMatchObject({ ok: true, created: true });
    expect((await candidatesOf(portfolio.id))[0]!.linkedinUrl).toBeNull();
  });

  it("refuses another lead's application and a role the catalog does not have", async () => {
    const application = await apply(devops);
    const other = await apply(devops);
    const input = await formFor(application.leadId!, application.id);
    expect(
      await addApplicationToTalentPool(
        connection.db,
        memory,
        { ...input, leadId: other.leadId! },
        context,
      ),
    ).toEqual({ ok: false, reason: "not_found" });
    expect(
      await addApplicationToTalentPool(
        connection.db,
        memory,
        { ...input, role: "astronaut", leadId: application.leadId! },
        context,
      ),
    ).toEqual({ ok: false, reason: "unknown_role" });
    expect(
      await addApplicationToTalentPool(
        connection.db,
        memory,
        { ...input, leadId: "not-a-lead" },
        context,
      ),
    ).toEqual({ ok: false, reason: "not_found" });
    expect(await candidatesOf(application.id)).toEqual([]);
  });

  it("points at a candidate who already has the address, and still adds the application", async () => {
    const application = await apply(devops);
    const first = await apply(devops);
    // The same person applies twice from one address: the second application sees the first.
    await connection.db
      .update(jobApplications)
      .set({ email: first.email })
      .where(eq(jobApplications.id, application.id));
    const created = await addApplicationToTalentPool(
      connection.db,
      memory,
      { ...(await formFor(first.leadId!, first.id)), leadId: first.leadId! },
      context,
    );
    const { applications } = await talentPoolApplications(connection.db, application.leadId!, NOW);
    expect(applications[0]!.sameEmailCandidate).toEqual({
      id: (created as { candidateId: string }).candidateId,
      handle: "Ana P.",
    });
  });

  it("creates the candidate without a CV when the application's file is gone", async () => {
    const application = await apply(devops);
    await memory.delete(application.cvStorageKey);
    const warn = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const result = await addApplicationToTalentPool(
      connection.db,
      memory,
      { ...(await formFor(application.leadId!, application.id)), leadId: application.leadId! },
      context,
    );
    warn.mockRestore();
    expect(result).toMatchObject({ ok: true, created: true });
    const [candidate] = await candidatesOf(application.id);
    expect(candidate).toMatchObject({ cvFileKey: null, cvFileName: null });
    expect((await candidateTimeline(connection.db, candidate!.id))[0]!.payload).toMatchObject({
      cvCopied: false,
    });
  });

  it("deletes its copy of the CV when the database refuses the candidate", async () => {
    const application = await apply(devops);
    const input = await formFor(application.leadId!, application.id);
    const before = new Set(files.keys());
    const failing = Object.create(connection.db) as typeof connection.db;
    failing.transaction = () => Promise.reject(new Error("connection lost"));
    await expect(
      addApplicationToTalentPool(
        failing,
        memory,
        { ...input, leadId: application.leadId! },
        context,
      ),
    ).rejects.toThrow("connection lost");
    expect([...files.keys()].filter((key) => !before.has(key))).toEqual([]);
    expect(await candidatesOf(application.id)).toEqual([]);
  });
});
