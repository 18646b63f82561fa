import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { type BriefingDraft, emptyDraft } from "~/features/briefing/briefing-draft";
import { loadBriefingDraft } from "~/features/briefing/briefing-drafts.server";
import { submitBriefing } from "~/features/briefing/submitted-briefings.server";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { redeemResumeToken } from "~/features/lead/lead-resume.server";
import {
  leadCookieHeader,
  readLeadId,
  resetLeadCookieForTests,
} from "~/features/lead/lead-session.server";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { attachLead } from "~/features/lead/leads.server";
import { HONEYPOT_FIELD } from "~/features/lead-capture/honeypot";
import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { leads, mailOutbox } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { action, DRAFT_MAX_BYTES, loader } from "./api.briefing.draft";

const hooks = vi.hoisted(() => ({
  database: { get: undefined as undefined | (() => Promise<unknown>) },
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: () => hooks.database.get!(),
}));
vi.mock("~/features/mailer/mail-worker.server", () => ({ kickMailWorker: () => {} }));

const ORIGIN = "http://127.0.0.1:4700";

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

async function call(request: Request): Promise<Answer> {
  // Sent as the briefing page sends it: from this site.
  if (!request.headers.has("origin")) request.headers.set("origin", ORIGIN);
  const args = { request, params: {}, context: {} } as Parameters<typeof action>[0];
  return (await action(args)) as unknown as Answer;
}

function postJson(body: unknown, cookie?: string): Request {
  return new Request(`${ORIGIN}/api/briefing/draft`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  });
}

function draftWith(info: Partial<BriefingDraft["companyInfo"]> = {}): BriefingDraft {
  const draft = emptyDraft(randomUUID());
  return { ...draft, companyInfo: { ...draft.companyInfo, ...info } };
}

const setCookieOf = (answer: Answer) =>
  new Headers(answer.init?.headers).get("set-cookie")?.split(";")[0];

describeOnEachDriver("POST /api/briefing/draft", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(() => {
    hooks.database.get = async () => connection.db;
    resetLeadCookieForTests();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  const newLeadCookie = async (email = `lead+${randomUUID().slice(0, 8)}@example.com`) => {
    const leadId = await connection.db.transaction((tx) =>
      attachLead(tx, {
        email,
        contactName: "Ana Souza",
        companyName: "Acme",
        source: "registration",
        event: { type: LEAD_EVENT.contactMessage, payload: {} },
      }),
    );
    const cookie = (await leadCookieHeader(leadId, postJson({}))).split(";")[0]!;
    return { leadId, cookie, email };
  };

  it("saves the draft of the visitor's lead and says when", async () => {
    const { leadId, cookie } = await newLeadCookie();
    const draft = draftWith({ name: "Acme" });
    const answer = await call(postJson({ draft }, cookie));
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, stored: "server" });
    const saved = await loadBriefingDraft(connection.db, leadId);
    expect(saved?.draft).toEqual(draft);
    expect(answer.data.updatedAt).toBe(saved?.updatedAt.toISOString());
    expect(setCookieOf(answer)).toBeUndefined();
  });

  it("stores technologies under the skill vocabulary's names, whatever the page sent", async () => {
    const { leadId, cookie } = await newLeadCookie();
    const draft = draftWith({ name: "Acme" });
    // As a stale page or a direct call would send them: aliases, and one skill twice.
    const sent = {
      ...draft,
      roleDetails: [{ roleId: "backend", techStack: ["k8s", "NodeJS", "node.js", "Svelte"] }],
    };
    expect((await call(postJson({ draft: sent }, cookie))).data).toMatchObject({ ok: true });
    const saved = await loadBriefingDraft(connection.db, leadId);
    expect(saved?.draft.roleDetails[0]?.techStack).toEqual(["Kubernetes", "Node.js", "Svelte"]);
  });

  it("accepts the draft as a form field too", async () => {
    const { leadId, cookie } = await newLeadCookie();
    const draft = draftWith({ name: "Form Co" });
    const request = new Request(`${ORIGIN}/api/briefing/draft`, {
      method: "POST",
      body: new URLSearchParams({ draft: JSON.stringify(draft) }),
      headers: { cookie },
    });
    expect((await call(request)).data).toMatchObject({ ok: true, stored: "server" });
    expect((await loadBriefingDraft(connection.db, leadId))?.draft.companyInfo.name).toBe(
      "Form Co",
    );
  });

  it("without a lead keeps an incomplete draft in the browser and stores nothing", async () => {
    const before = await connection.db.select({ id: leads.id }).from(leads);
    const answer = await call(postJson({ draft: draftWith({ name: "Acme", email: "bad" }) }));
    expect(answer.data).toEqual({ ok: true, stored: "browser" });
    expect(await connection.db.select({ id: leads.id }).from(leads)).toHaveLength(before.length);
  });

  it("without a lead starts one of the visitor's own once step 1 is complete, and sets its cookie", async () => {
    // Someone else's lead with the same address must not be the one handed out.
    const other = await newLeadCookie("shared@acme.example");
    const draft = draftWith({ name: "Acme", contactName: "Bea", email: "Shared@Acme.example" });
    const answer = await call(postJson({ draft }));
    expect(answer.data).toMatchObject({ ok: true, stored: "server" });
    const cookie = setCookieOf(answer);
    expect(cookie).toBeDefined();
    const leadId = await readLeadId(new Request(ORIGIN, { headers: { cookie: cookie! } }));
    expect(leadId).not.toBeNull();
    expect(leadId).not.toBe(other.leadId);
    const [lead] = await connection.db.select().from(leads).where(eq(leads.id, leadId!));
    expect(lead).toMatchObject({
      source: "briefing",
      email: "shared@acme.example",
      companyName: "Acme",
      contactName: "Bea",
    });
    expect((await loadBriefingDraft(connection.db, leadId!))?.draft).toEqual(draft);
    expect(await loadBriefingDraft(connection.db, other.leadId)).toBeUndefined();
  });

  it("'save-later' saves and mails a private link, to the lead's own address, that reopens the lead", async () => {
    const { leadId, cookie, email } = await newLeadCookie();
    // The address typed into the draft is not where the link goes.
    const draft = draftWith({ name: "Acme", email: "someone-else@example.com" });
    const answer = await call(postJson({ draft, intent: "save-later" }, cookie));
    expect(answer.data).toMatchObject({ ok: true, stored: "server", sentTo: email });
    const mails = await connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Continue your Near Genius team briefing");
    const token = new RegExp(`${ORIGIN}/resume/([A-Za-z0-9_-]+)`).exec(mails[0]!.textBody)?.[1];
    expect(token).toBeDefined();
    expect(await redeemResumeToken(connection.db, token!)).toBe(leadId);
    expect(
      await connection.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, "someone-else@example.com")),
    ).toEqual([]);
    const sent = (await leadTimeline(connection.db, leadId)).filter(
      (event) => event.type === LEAD_EVENT.resumeLinkSent,
    );
    expect(sent.map((event) => event.payload)).toEqual([{ to: email, from: "briefing" }]);
  });

  it("'save-later' without a lead or contact details says what is missing", async () => {
    const answer = await call(postJson({ draft: draftWith(), intent: "save-later" }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.error).toMatch(/step 1/);
  });

  it("answers 400 with each problem's step and field for an invalid draft", async () => {
    const { cookie } = await newLeadCookie();
    const draft = draftWith({ name: "x".repeat(500) });
    const answer = await call(
      postJson({ draft: { ...draft, budget: { ...draft.budget, totalBudget: -5 } } }, cookie),
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data.ok).toBe(false);
    const problems = answer.data.problems as { step: number; fieldId: string }[];
    expect(problems.map((problem) => [problem.step, problem.fieldId])).toEqual([
      [1, "briefing-companyInfo-name"],
      [8, "briefing-budget-totalBudget"],
    ]);
  });

  it("refuses a body over 256 kB with 413 before reading it, declared or not", async () => {
    hooks.database.get = () => Promise.reject(new Error("must not be asked"));
    const big = JSON.stringify({ draft: { id: "x", pad: "x".repeat(DRAFT_MAX_BYTES) } });
    const declared = await call(
      new Request(`${ORIGIN}/api/briefing/draft`, {
        method: "POST",
        body: big,
        headers: { "content-type": "application/json", "content-length": String(big.length) },
      }),
    );
    expect(declared.init?.status).toBe(413);
    const bytes = new TextEncoder().encode(big);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 16_384) {
          controller.enqueue(bytes.slice(offset, offset + 16_384));
        }
        controller.close();
      },
    });
    const undeclared = await call(
      new Request(`${ORIGIN}/api/briefing/draft`, {
        method: "POST",
        body: streamed,
        headers: { "content-type": "application/json" },
        duplex: "half",
      } as RequestInit),
    );
    expect(undeclared.init?.status).toBe(413);
  });

  it("does not bring back a draft that was submitted", async () => {
    const { leadId, cookie } = await newLeadCookie();
    const draft = draftWith({
      name: "Acme",
      contactName: "Ana",
      email: "ana@acme.example",
      companyType: "startup",
    });
    await submitBriefing(connection.db, {
      leadId,
      draft,
      estimate: null,
      timeZone: "",
      now: new Date(),
      siteOrigin: ORIGIN,
      content: { nextSteps: [], interviewPromiseHours: 48 },
    });
    const answer = await call(postJson({ draft }, cookie));
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({ ok: false, submitted: true });
    expect(await loadBriefingDraft(connection.db, leadId)).toBeUndefined();
  });

  it("answers 503 when the database is down", async () => {
    hooks.database.get = () => Promise.reject(new Error("connect ECONNREFUSED"));
    const answer = await call(postJson({ draft: draftWith() }));
    expect(answer.init?.status).toBe(503);
    expect(answer.data.ok).toBe(false);
  });

  it("answers 405 to anything but POST", async () => {
    const answer = loader() as unknown as Answer;
    expect(answer.init?.status).toBe(405);
    const put = await call(
      new Request(`${ORIGIN}/api/briefing/draft`, { method: "PUT", body: "{}" }),
    );
    expect(put.init?.status).toBe(405);
  });
});

describeOnEachDriver("POST /api/briefing/draft from one client without a lead", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(() => {
    hooks.database.get = async () => connection.db;
    resetLeadCookieForTests();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("starts at most the forms' limit of leads, whether the drafts are new or the same", async () => {
    const complete = () =>
      draftWith({
        name: "Flood Pay",
        contactName: "Flo Od",
        email: `flood+${randomUUID().slice(0, 8)}@example.com`,
      });
    const same = complete();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call(postJson({ draft: same }))).init?.status ?? 200);
    }
    for (let i = 0; i < 6; i++) {
      statuses.push((await call(postJson({ draft: complete() }))).init?.status ?? 200);
    }
    // Ten a window by default (RATE_LIMIT_MAX).
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    const leadCount = await connection.db.select({ id: leads.id }).from(leads);
    expect(leadCount).toHaveLength(10);
    const refused = await call(postJson({ draft: complete() }));
    expect(refused.data).toMatchObject({ ok: false });
    expect(new Headers(refused.init?.headers).get("retry-after")).toMatch(/^\d+$/);
  });

  it("starts no lead for a draft that filled the hidden trap field, as JSON or as a form", async () => {
    const before = await connection.db.select({ id: leads.id }).from(leads);
    const draft = draftWith({
      name: "Bot Pay",
      contactName: "Bo T",
      email: `bot+${randomUUID().slice(0, 8)}@example.com`,
    });
    const asJson = await call(postJson({ draft, [HONEYPOT_FIELD]: "http://spam.example" }));
    expect(asJson.init?.status).toBe(400);
    expect(asJson.data).toMatchObject({
      ok: false,
      error: expect.stringContaining("hidden field"),
    });
    const form = new FormData();
    form.set("draft", JSON.stringify(draft));
    form.set(HONEYPOT_FIELD, "http://spam.example");
    const asForm = await call(
      new Request(`${ORIGIN}/api/briefing/draft`, {
        method: "POST",
        body: form,
        headers: { Origin: ORIGIN },
      }),
    );
    expect(asForm.init?.status).toBe(400);
    expect(await connection.db.select({ id: leads.id }).from(leads)).toHaveLength(before.length);
  });
});
