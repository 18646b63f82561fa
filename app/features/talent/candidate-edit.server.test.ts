import { randomUUID } from "node:crypto";

import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import {
  candidateEvents,
  candidateProjects,
  candidates,
  candidateSkills,
  candidateVettings,
  staffAuditLog,
} from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { type ProfileInput, profileSchema } from "./candidate-edit";
import { createCandidate, replaceSkills, updateCandidateProfile } from "./candidate-edit.server";
import { skillsSchema, vettingAddSchema } from "./candidate-record-schemas";
import {
  addProject,
  addVetting,
  editVetting,
  removeProject,
  removeVetting,
  vettingFileOf,
} from "./candidate-records.server";
import { testSurname } from "./talent-test-candidates.server";

const ACTOR = { staffUserId: null, email: "recruiter@neargenius.test", ipAddress: "203.0.113.9" };
const ROLES = new Set(["backend", "frontend", "devops"]);

function profile(overrides: Record<string, string> = {}): ProfileInput {
  return profileSchema.parse({
    firstName: "Renata",
    lastName: testSurname(),
    email: `renata.${randomUUID()}@example.test`,
    phone: "",
    linkedinUrl: "",
    roleIds: "backend",
    seniority: "senior",
    yearsExperience: "7",
    domains: "Payments, Logistics",
    englishLevel: "C1",
    englishAssessedBy: "English interview",
    country: "ar",
    timeZone: "America/Buenos_Aires",
    workStart: "09:00",
    workEnd: "18:00",
    availableFrom: "2027-01-04",
    engagement: "full-time",
    hourlyRateUsd: "62",
    status: "available",
    ...overrides,
  });
}

describeOnEachDriver("talent: editing a candidate", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  async function eventsOf(id: string) {
    return connection.db
      .select({
        type: candidateEvents.type,
        actor: candidateEvents.actor,
        payload: candidateEvents.payload,
      })
      .from(candidateEvents)
      .where(eq(candidateEvents.candidateId, id))
      .orderBy(asc(candidateEvents.id));
  }

  async function auditOf(id: string) {
    return connection.db
      .select({
        action: staffAuditLog.action,
        email: staffAuditLog.staffEmail,
        ip: staffAuditLog.ipAddress,
      })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, "candidate"), eq(staffAuditLog.targetId, id)))
      .orderBy(asc(staffAuditLog.id));
  }

  it("creates a candidate with a timeline line and an audit line, refusing unknown roles", async () => {
    const db = connection.db;
    expect(
      await createCandidate(db, profile({ roleIds: "backend\nsorcerer" }), ACTOR, ROLES),
    ).toEqual({
      ok: false,
      reason: "unknown_role",
    });
    const created = await createCandidate(db, profile(), ACTOR, ROLES);
    if (!created.ok) throw new Error("not created");
    const [row] = await db.select().from(candidates).where(eq(candidates.id, created.id));
    expect(row).toMatchObject({
      country: "AR",
      workStartMinutes: 540,
      workEndMinutes: 1080,
      sample: false,
    });
    expect(row!.consentToShow).toBe(false);
    expect(await eventsOf(created.id)).toEqual([
      { type: "candidate.created", actor: ACTOR.email, payload: { source: "staff-form" } },
    ]);
    expect(await auditOf(created.id)).toEqual([
      { action: "candidate.created", email: ACTOR.email, ip: "203.0.113.9" },
    ]);
  });

  it("records which fields changed, the status change apart, and nothing when nothing changed", async () => {
    const db = connection.db;
    const input = profile();
    const created = await createCandidate(db, input, ACTOR, ROLES);
    if (!created.ok) throw new Error("not created");
    expect(await updateCandidateProfile(db, created.id, input, ACTOR, ROLES)).toEqual({
      ok: true,
      changed: [],
    });
    const edited = {
      ...input,
      hourlyRateUsd: 70,
      email: "new.address@example.test",
      status: "interviewing" as const,
    };
    expect(await updateCandidateProfile(db, created.id, edited, ACTOR, ROLES)).toEqual({
      ok: true,
      changed: ["email", "hourlyRateUsd", "status"],
    });
    const events = await eventsOf(created.id);
    expect(events.slice(1)).toEqual([
      {
        type: "candidate.edited",
        actor: ACTOR.email,
        // The address changed, but its values stay out of the timeline and the audit log.
        payload: {
          fields: ["email", "hourlyRateUsd"],
          values: { hourlyRateUsd: { from: 62, to: 70 } },
        },
      },
      {
        type: "candidate.status-changed",
        actor: ACTOR.email,
        payload: { from: "available", to: "interviewing" },
      },
    ]);
    expect(JSON.stringify(await eventsOf(created.id))).not.toContain("new.address");
    expect((await auditOf(created.id)).map((line) => line.action)).toEqual([
      "candidate.created",
      "candidate.edited",
      "candidate.status-changed",
    ]);
    expect(await updateCandidateProfile(db, randomUUID(), edited, ACTOR, ROLES)).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("keeps a role the catalog dropped but refuses to add an unknown one", async () => {
    const db = connection.db;
    const created = await createCandidate(db, profile(), ACTOR, ROLES);
    if (!created.ok) throw new Error("not created");
    const shrunk = new Set(["frontend"]);
    expect(
      await updateCandidateProfile(
        db,
        created.id,
        profile({ roleIds: "backend\nfrontend" }),
        ACTOR,
        shrunk,
      ),
    ).toMatchObject({ ok: true });
    expect(
      await updateCandidateProfile(db, created.id, profile({ roleIds: "devops" }), ACTOR, shrunk),
    ).toEqual({
      ok: false,
      reason: "unknown_role",
    });
  });

  it("replaces skills through the vocabulary, one row per skill, and says what was added and removed", async () => {
    const db = connection.db;
    const created = await createCandidate(db, profile(), ACTOR, ROLES);
    if (!created.ok) throw new Error("not created");
    const first = skillsSchema.parse({
      skills: "k8s: 4: assessed\nReact: 2: self-reported\nreact.js: 3: verified",
    });
    await replaceSkills(db, created.id, first.skills, ACTOR);
    const second = skillsSchema.parse({ skills: "Kubernetes: 5: assessed\nElixir: 1.5: verified" });
    await replaceSkills(db, created.id, second.skills, ACTOR);
    const skills = await db
      .select({
        name: candidateSkills.name,
        slug: candidateSkills.skillSlug,
        years: candidateSkills.years,
      })
      .from(candidateSkills)
      .where(eq(candidateSkills.candidateId, created.id))
      .orderBy(asc(candidateSkills.name));
    expect(skills).toEqual([
      { name: "Elixir", slug: null, years: 1.5 },
      { name: "Kubernetes", slug: "kubernetes", years: 5 },
    ]);
    const events = await eventsOf(created.id);
    expect(events.at(-2)?.payload).toEqual({
      fields: ["skills"],
      added: ["Kubernetes", "React"],
      removed: [],
    });
    expect(events.at(-1)?.payload).toEqual({
      fields: ["skills"],
      added: ["Elixir"],
      removed: ["React"],
    });
    // The staff search finds the candidate by the alias, through the trigger-kept text.
    const [row] = await db
      .select({ text: candidates.searchText })
      .from(candidates)
      .where(eq(candidates.id, created.id));
    expect(row!.text).toContain(" @kubernetes ");
    expect(row!.text).toContain(" ~elixir");
  });

  it("adds, edits and removes vetting records on their kind's scale, each on the timeline", async () => {
    const db = connection.db;
    const created = await createCandidate(db, profile(), ACTOR, ROLES);
    if (!created.ok) throw new Error("not created");
    const coding = vettingAddSchema.parse({
      kind: "coding-assessment",
      score: "8.5",
      cefr: "B2",
      passed: "yes",
      assessedOn: "2026-11-02",
      assessor: "Ana Lima, engineering lead",
      notes: "",
    });
    // Only the kind's own scale is kept: the database refuses a result on two scales.
    expect(coding).toMatchObject({ score: 8.5, cefr: null, passed: null, notes: null });
    const added = await addVetting(db, created.id, coding, ACTOR);
    if (!added.ok) throw new Error("not added");
    expect(
      await editVetting(db, created.id, added.vettingId, { ...coding, score: 9 }, ACTOR),
    ).toEqual({ ok: true, replacedFileKey: null });
    expect(await editVetting(db, randomUUID(), added.vettingId, coding, ACTOR)).toEqual({
      ok: false,
      reason: "not_found",
    });
    const [stored] = await db
      .select()
      .from(candidateVettings)
      .where(eq(candidateVettings.id, added.vettingId));
    expect(stored!.score).toBe(9);
    expect(await removeVetting(db, created.id, added.vettingId, ACTOR)).toEqual({
      ok: true,
      fileKey: null,
    });
    expect(await removeVetting(db, created.id, added.vettingId, ACTOR)).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect((await eventsOf(created.id)).map((event) => event.type)).toEqual([
      "candidate.created",
      "vetting.added",
      "vetting.edited",
      "vetting.removed",
    ]);
  });

  it("keeps a report's file with the record, answers the replaced one and the removed one", async () => {
    const db = connection.db;
    const created = await createCandidate(db, profile(), ACTOR, ROLES);
    if (!created.ok) throw new Error("not created");
    const input = vettingAddSchema.parse({
      kind: "system-design",
      score: "7",
      cefr: "",
      passed: "",
      assessedOn: "2026-11-03",
      assessor: "Ana Lima",
      notes: "",
    });
    const first = { key: `candidates/${created.id}/vettings/a.pdf`, name: "Design review.pdf" };
    const added = await addVetting(db, created.id, input, ACTOR, first);
    if (!added.ok) throw new Error("not added");
    expect(await vettingFileOf(db, created.id, added.vettingId)).toEqual(first);
    // Another candidate's id does not reach the file.
    expect(await vettingFileOf(db, randomUUID(), added.vettingId)).toBeNull();
    // Saving without a new file keeps the stored one.
    expect(await editVetting(db, created.id, added.vettingId, input, ACTOR)).toEqual({
      ok: true,
      replacedFileKey: null,
    });
    expect(await vettingFileOf(db, created.id, added.vettingId)).toEqual(first);
    const second = { key: `candidates/${created.id}/vettings/b.pdf`, name: "Second.pdf" };
    expect(await editVetting(db, created.id, added.vettingId, input, ACTOR, second)).toEqual({
      ok: true,
      replacedFileKey: first.key,
    });
    expect(await removeVetting(db, created.id, added.vettingId, ACTOR)).toEqual({
      ok: true,
      fileKey: second.key,
    });
  });

  it("refuses a vetting result off the kind's scale", () => {
    const base = { cefr: "", passed: "", assessedOn: "2026-11-02", assessor: "Ana", notes: "" };
    expect(
      vettingAddSchema.safeParse({ ...base, kind: "system-design", score: "11" }).success,
    ).toBe(false);
    expect(
      vettingAddSchema.safeParse({ ...base, kind: "english-interview", score: "" }).success,
    ).toBe(false);
    expect(
      vettingAddSchema.safeParse({ ...base, kind: "reference-check", score: "" }).success,
    ).toBe(false);
    expect(
      vettingAddSchema.parse({ ...base, kind: "reference-check", score: "", passed: "no" }),
    ).toMatchObject({ passed: false, score: null, cefr: null });
  });

  it("adds projects in order and names the client only with their consent", async () => {
    const db = connection.db;
    const created = await createCandidate(db, profile(), ACTOR, ROLES);
    if (!created.ok) throw new Error("not created");
    const project = {
      domain: "Payments",
      role: "Backend engineer",
      durationMonths: 18,
      stack: ["Go", "PostgreSQL"],
      outcome: "Cut settlement time from a day to an hour.",
      clientName: "Acme Pay",
      clientConsented: false,
    };
    const first = await addProject(db, created.id, project, ACTOR);
    const second = await addProject(db, created.id, { ...project, clientConsented: true }, ACTOR);
    if (!first.ok || !second.ok) throw new Error("not added");
    const rows = await db
      .select({ client: candidateProjects.clientName, order: candidateProjects.sortOrder })
      .from(candidateProjects)
      .where(eq(candidateProjects.candidateId, created.id))
      .orderBy(asc(candidateProjects.sortOrder));
    expect(rows).toEqual([
      { client: null, order: 0 },
      { client: "Acme Pay", order: 1 },
    ]);
    expect(await removeProject(db, created.id, first.projectId, ACTOR)).toEqual({ ok: true });
    expect((await eventsOf(created.id)).map((event) => event.type)).toEqual([
      "candidate.created",
      "project.added",
      "project.added",
      "project.removed",
    ]);
  });
});
