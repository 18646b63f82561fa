import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import {
  leadCookieHeader,
  readLeadId,
  resetLeadCookieForTests,
} from "~/features/lead/lead-session.server";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { attachLead } from "~/features/lead/leads.server";
import { HONEYPOT_FIELD } from "~/features/lead-capture/honeypot";
import { MATCHER_VERSION } from "~/features/matching/match-config";
import { readStoredPreview } from "~/features/matching/match-preview";
import { FALLBACK_MAIL_COPY } from "~/features/notifications/mail-copy.server";
import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { briefings, leads, mailOutbox } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import type * as EnvModule from "~/lib/env.server";
import type { Env } from "~/lib/env.server";

import { FALLBACK_BRIEFING_SETTINGS } from "./briefing-content.server";
import { type BriefingDraft, emptyDraft } from "./briefing-draft";
import { loadBriefingDraft, saveBriefingDraft } from "./briefing-drafts.server";
import {
  handleBriefingSubmit,
  SUBMIT_MAX_BYTES,
  SUBMIT_UNAVAILABLE_MESSAGE,
  type SubmitDeps,
  type SubmitFailure,
  SUBMITTED_PATH,
} from "./submit.server";
import type { BriefingContent, BriefingRoleCatalog } from "./wizard-data";

const hooks = vi.hoisted(() => ({
  database: { get: undefined as undefined | (() => Promise<unknown>) },
  rateLimitMax: 1_000,
  kicks: 0,
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: () => hooks.database.get!(),
}));
vi.mock("~/lib/env.server", async (original) => {
  const actual = await original<typeof EnvModule>();
  return {
    ...actual,
    env: (): Env => ({ ...actual.parseEnv({}), RATE_LIMIT_MAX: hooks.rateLimitMax }),
  };
});
vi.mock("~/features/mailer/mail-worker.server", () => ({
  kickMailWorker: () => {
    hooks.kicks++;
  },
}));

const ORIGIN = "http://127.0.0.1:4700";
const CONTENT: BriefingContent = {
  page: FALLBACK_BRIEFING_SETTINGS.page,
  stepIntros: FALLBACK_BRIEFING_SETTINGS.stepIntros,
  companyTypes: [],
  assistantGreeting: "Hi",
  requirementTemplates: {},
  faqs: [],
  interviewPromiseHours: 48,
  nextSteps: ["A solutions lead reads your briefing."],
};
const ROLES: BriefingRoleCatalog[] = [
  { id: "backend", title: "Backend Developer", rates: { senior: 60, architect: 90 }, skills: [] },
  { id: "frontend", title: "Frontend Developer", rates: { mid: 40 }, skills: [] },
];
const deps: SubmitDeps = {
  loadContent: async () => CONTENT,
  loadRoles: async () => ROLES,
  now: () => new Date("2026-12-07T14:00:00.000Z"),
};

function ready(email = `ana+${randomUUID().slice(0, 8)}@acme.example`): BriefingDraft {
  const draft = emptyDraft(randomUUID());
  return {
    ...draft,
    companyInfo: {
      ...draft.companyInfo,
      name: "Acme Pagamentos",
      contactName: "Ana Souza",
      email,
      companyType: "fintech",
    },
    teamComposition: {
      ...draft.teamComposition,
      selectedRoles: ["backend", "frontend"],
      quantities: { backend: 2 },
    },
    roleDetails: [
      {
        roleId: "backend",
        techStack: [],
        seniority: "expert",
        englishLevel: "",
        domainKnowledge: "",
        responsibilities: "",
      },
      {
        roleId: "frontend",
        techStack: [],
        seniority: "mid",
        englishLevel: "",
        domainKnowledge: "",
        responsibilities: "",
      },
    ],
    summary: { reviewed: true, approved: false },
  };
}

function post(fields: Record<string, string>, cookie?: string): Request {
  const body = new URLSearchParams(fields);
  return new Request(`${ORIGIN}/briefing?step=10`, {
    method: "POST",
    body,
    headers: cookie ? { cookie } : {},
  });
}

const cookieOf = (response: Response) => response.headers.get("set-cookie")?.split(";")[0];

describeOnEachDriver("briefing submit action", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(() => {
    hooks.database.get = async () => connection.db;
    hooks.rateLimitMax = 1_000;
    resetLeadCookieForTests();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  const briefingsOf = (leadId: string) =>
    connection.db.select().from(briefings).where(eq(briefings.leadId, leadId));

  it("stores a visitor's first briefing against a new lead of their own and redirects with its cookie", async () => {
    const draft = ready();
    const response = await handleBriefingSubmit(
      post({ draft: JSON.stringify(draft), timeZone: "Europe/Lisbon", _enhanced: "1" }),
      deps,
    );
    expect(response).toBeInstanceOf(Response);
    const answer = response as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(SUBMITTED_PATH);
    const cookie = cookieOf(answer);
    expect(cookie).toBeDefined();
    const leadId = await readLeadId(new Request(ORIGIN, { headers: { cookie: cookie! } }));
    expect(leadId).not.toBeNull();

    const [lead] = await connection.db.select().from(leads).where(eq(leads.id, leadId!));
    expect(lead).toMatchObject({
      source: "briefing",
      email: draft.companyInfo.email,
      companyName: "Acme Pagamentos",
      contactName: "Ana Souza",
      companyType: "fintech",
    });
    const [stored] = await briefingsOf(leadId!);
    // Priced on the server: 2 backend experts at the architect rate (90) and one mid-level
    // frontend developer at 40, 160 hours a month each: 2·90·160 + 40·160 = 35,200.
    expect(stored).toMatchObject({ draftId: draft.id, estimatedMonthlyUsd: 35_200 });
    // The form's zone is used when the scheduling step named none.
    expect(stored?.timeZone).toBe("Europe/Lisbon");
    expect(hooks.kicks).toBeGreaterThan(0);
  });

  it("keeps the match preview with the briefing and records it on the timeline", async () => {
    const draft = ready();
    const response = (await handleBriefingSubmit(
      post({ draft: JSON.stringify(draft), timeZone: "America/Sao_Paulo" }),
      deps,
    )) as Response;
    const leadId = await readLeadId(
      new Request(ORIGIN, { headers: { cookie: cookieOf(response)! } }),
    );
    const [stored] = await briefingsOf(leadId!);
    const preview = readStoredPreview(stored!.matchPreview);
    expect(preview?.matcherVersion).toBe(MATCHER_VERSION);
    expect(preview?.roles.map((role) => [role.roleId, role.asked.seniority])).toEqual([
      ["backend", "expert"],
      ["frontend", "mid"],
    ]);
    expect(preview?.roles[0]!.asked.timeZone).toBe("America/Sao_Paulo");
    const events = await leadTimeline(connection.db, leadId!);
    const types = events.map((event) => event.type);
    expect(types.indexOf(LEAD_EVENT.matchPreviewed)).toBeGreaterThan(
      types.indexOf(LEAD_EVENT.briefingSubmitted),
    );
    const previewed = events.find((event) => event.type === LEAD_EVENT.matchPreviewed)!;
    expect(previewed.payload).toMatchObject({
      briefingId: stored!.id,
      reference: stored!.reference,
      matcherVersion: MATCHER_VERSION,
    });
  });

  it("words the confirmation with the CMS's briefing copy", async () => {
    const draft = ready();
    const response = await handleBriefingSubmit(post({ draft: JSON.stringify(draft) }), {
      ...deps,
      loadMailCopy: async () => ({
        ...FALLBACK_MAIL_COPY,
        briefing: {
          subject: "Briefing {reference} is with us",
          intro: "Thanks{forCompany}, {name}.",
          nextSteps: "Interviews within {hours} hours.",
        },
      }),
    });
    expect((response as Response).status).toBe(303);
    const [mail] = await connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, draft.companyInfo.email));
    expect(mail?.subject).toMatch(/^Briefing NG-B-\d{4}-\d{4} is with us$/);
    expect(mail?.textBody).toContain(
      `Thanks for ${draft.companyInfo.name}, ${draft.companyInfo.contactName}.`,
    );
    expect(mail?.textBody).toContain("Interviews within 48 hours.");
    expect(mail?.textBody).toContain("1. A solutions lead reads your briefing.");
  });

  it("uses the visitor's lead from the cookie and sets no new cookie", async () => {
    const leadId = await connection.db.transaction((tx) =>
      attachLead(tx, {
        email: "known@acme.example",
        source: "registration",
        event: { type: LEAD_EVENT.contactMessage, payload: {} },
      }),
    );
    const cookie = (await leadCookieHeader(leadId, post({}))).split(";")[0]!;
    const draft = ready();
    draft.scheduling.timeZone = "America/Sao_Paulo";
    await saveBriefingDraft(connection.db, { leadId, draft, now: new Date() });
    const response = (await handleBriefingSubmit(
      post({ draft: JSON.stringify(draft), timeZone: "Europe/Lisbon" }, cookie),
      deps,
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("set-cookie")).toBeNull();
    const [stored] = await briefingsOf(leadId);
    expect(stored?.timeZone).toBe("America/Sao_Paulo");
    expect(await loadBriefingDraft(connection.db, leadId)).toBeUndefined();
    // Submitting again (a reload of the post) changes nothing and lands on the same page.
    const again = (await handleBriefingSubmit(
      post({ draft: JSON.stringify(draft) }, cookie),
      deps,
    )) as Response;
    expect(again.status).toBe(303);
    expect(await briefingsOf(leadId)).toHaveLength(1);
    const events = (await leadTimeline(connection.db, leadId)).filter(
      (event) => event.type === LEAD_EVENT.briefingSubmitted,
    );
    expect(events).toHaveLength(1);
  });

  it("answers every problem with its step and field, storing nothing", async () => {
    const draft = { ...ready(), summary: { reviewed: false, approved: false } };
    draft.companyInfo = { ...draft.companyInfo, email: "not-an-email", companyType: "" };
    const result = (await handleBriefingSubmit(
      post({ draft: JSON.stringify(draft) }),
      deps,
    )) as SubmitFailure;
    expect(result.ok).toBe(false);
    expect(result.status).toBe(400);
    expect(result.formError).toBeUndefined();
    expect(result.problems.map((problem) => [problem.step, problem.fieldId])).toEqual([
      [1, "briefing-companyInfo-email"],
      [1, "briefing-companyInfo-companyType"],
      [10, "briefing-summary-reviewed"],
    ]);
    const rows = await connection.db.select().from(leads).where(eq(leads.email, "not-an-email"));
    expect(rows).toEqual([]);
  });

  it("refuses an unreadable or oversized submission without touching the database", async () => {
    hooks.database.get = () => Promise.reject(new Error("must not be asked"));
    const unreadable = (await handleBriefingSubmit(
      post({ draft: "{not json" }),
      deps,
    )) as SubmitFailure;
    expect(unreadable).toMatchObject({ ok: false, status: 400 });
    expect(unreadable.formError).toMatch(/could not be read/);
    const huge = (await handleBriefingSubmit(
      post({ draft: "x".repeat(SUBMIT_MAX_BYTES + 1) }),
      deps,
    )) as SubmitFailure;
    expect(huge).toMatchObject({ ok: false, status: 413 });
  });

  it("says the database is down with 503, keeping the answers to try again", async () => {
    hooks.database.get = () => Promise.reject(new Error("connect ECONNREFUSED"));
    const result = (await handleBriefingSubmit(
      post({ draft: JSON.stringify(ready()) }),
      deps,
    )) as SubmitFailure;
    expect(result).toEqual({
      ok: false,
      problems: [],
      formError: SUBMIT_UNAVAILABLE_MESSAGE,
      status: 503,
      headers: undefined,
    });
  });

  it("leaves nothing half-written when storing fails part way", async () => {
    const draft = ready();
    const broken: SubmitDeps = {
      ...deps,
      // The mail is composed last, inside the transaction: the new lead and the briefing
      // are already written when it fails.
      loadContent: async () => ({ ...CONTENT, nextSteps: null as unknown as string[] }),
    };
    const result = (await handleBriefingSubmit(
      post({ draft: JSON.stringify(draft) }),
      broken,
    )) as SubmitFailure;
    expect(result).toMatchObject({ ok: false, status: 503, formError: SUBMIT_UNAVAILABLE_MESSAGE });
    expect(
      await connection.db.select().from(leads).where(eq(leads.email, draft.companyInfo.email)),
    ).toEqual([]);
    expect(
      await connection.db.select().from(briefings).where(eq(briefings.draftId, draft.id)),
    ).toEqual([]);
    expect(
      await connection.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, draft.companyInfo.email)),
    ).toEqual([]);
  });

  it("applies the lead forms' honeypot and rate limit", async () => {
    const trapped = (await handleBriefingSubmit(
      post({ draft: JSON.stringify(ready()), [HONEYPOT_FIELD]: "http://spam.example" }),
      deps,
    )) as SubmitFailure;
    expect(trapped).toMatchObject({ ok: false, status: 400 });
    expect(trapped.formError).toMatch(/hidden field/);

    hooks.rateLimitMax = 0;
    const limited = (await handleBriefingSubmit(
      post({ draft: JSON.stringify(ready()) }),
      deps,
    )) as SubmitFailure;
    expect(limited).toMatchObject({ ok: false, status: 429 });
    expect(limited.headers?.["Retry-After"]).toMatch(/^\d+$/);
  });
});
