import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type * as ClientModule from "~/lib/db/client.server";
import type { Database } from "~/lib/db/client.server";
import { ENHANCED_FIELD, type FormFailure } from "~/lib/forms/form-result";

import { ALL_CLIENT_SHORTLIST_FIELDS } from "./client-shortlist-names";
import {
  clientShortlistAction,
  doneFromUrl,
  donePath,
  sentOn,
} from "./shortlist-client-action.server";

const mocks = vi.hoisted(() => ({
  getDatabase: vi.fn(),
  readLeadId: vi.fn(),
  decideOnCandidate: vi.fn(),
  askAboutCandidate: vi.fn(),
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: mocks.getDatabase,
}));
vi.mock("~/features/lead/lead-session.server", () => ({ readLeadId: mocks.readLeadId }));
vi.mock("./shortlist-client.server", () => ({
  decideOnCandidate: mocks.decideOnCandidate,
  askAboutCandidate: mocks.askAboutCandidate,
}));

const fakeDb = {} as Database;
const NOW = new Date("2027-03-04T10:00:00Z");
const LEAD = "0b7c9a52-6a57-4c57-9b39-3c1a4b1e8f01";
const ENTRY = {
  shortlistId: "5d7e2c1a-1f0b-4a8e-9c3d-2b6f4e8a9c10",
  roleId: "backend-engineer",
  candidateId: "9f1e3d5c-7b2a-4c6e-8d0f-1a3b5c7d9e2f",
};

function post(fields: Record<string, string>, enhanced = true) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (enhanced) body.set(ENHANCED_FIELD, "1");
  return new Request("http://x/shortlist", { method: "POST", body });
}

const run = (fields: Record<string, string>, enhanced = true) =>
  clientShortlistAction(post(fields, enhanced), { now: () => NOW });

async function failure(fields: Record<string, string>) {
  const answer = await run(fields);
  expect(answer.init?.status).toBe(400);
  return answer.data as FormFailure;
}

describe("clientShortlistAction: form parsing", () => {
  beforeEach(() => {
    mocks.getDatabase.mockResolvedValue(fakeDb);
    mocks.readLeadId.mockResolvedValue(LEAD);
    mocks.decideOnCandidate.mockResolvedValue({ ok: true });
    mocks.askAboutCandidate.mockResolvedValue({ ok: true, reference: "Q-7K2M" });
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  });
  afterEach(() => vi.resetAllMocks());

  it("refuses a post without a known intent before reading anything else", async () => {
    const thrown: unknown = await run({ ...ENTRY, intent: "hire" }).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 400 }, data: { reason: "intent" } });
    expect(mocks.decideOnCandidate).not.toHaveBeenCalled();
  });

  it("a reason not on the list is an error beside the reason, with every value back", async () => {
    const result = await failure({ ...ENTRY, intent: "decline", reason: "too-tall", note: "Hm" });
    expect(result.fieldErrors.reason?.code).toBe("not_allowed");
    expect(result.fieldErrors.reason?.message).toMatch(/reason from the list/);
    expect(result.values).toMatchObject({ intent: "decline", reason: "too-tall", note: "Hm" });
    expect(mocks.decideOnCandidate).not.toHaveBeenCalled();
  });

  it("a note over 500 characters is too long", async () => {
    const result = await failure({
      ...ENTRY,
      intent: "decline",
      reason: "",
      note: "x".repeat(501),
    });
    expect(result.fieldErrors).toEqual({
      note: { code: "too_long", message: "Your note must be at most 500 characters" },
    });
  });

  it("a note with control characters is refused", async () => {
    const result = await failure({ ...ENTRY, intent: "decline", note: "a\u0007b" });
    expect(result.fieldErrors.note?.code).toBe("not_allowed");
  });

  it("a question is required: empty or only spaces", async () => {
    for (const question of ["", "   \n "]) {
      const result = await failure({ ...ENTRY, intent: "ask", question });
      expect(result.fieldErrors).toEqual({
        question: { code: "required", message: "Your question is required" },
      });
    }
    expect(mocks.askAboutCandidate).not.toHaveBeenCalled();
  });

  it("a question over 2000 characters is too long", async () => {
    const result = await failure({ ...ENTRY, intent: "ask", question: "q".repeat(2_001) });
    expect(result.fieldErrors.question?.code).toBe("too_long");
  });

  it("ids that are not ours are errors on the hidden fields, said as a stale page", async () => {
    const result = await failure({
      ...ENTRY,
      intent: "select",
      candidateId: "not-an-id",
      shortlistId: "",
    });
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["candidateId", "shortlistId"]);
    expect(result.fieldErrors.candidateId?.message).toMatch(/reload the page/);
  });

  it("echoes only the fields of the intent", async () => {
    const result = await failure({ ...ENTRY, intent: "ask", question: "", note: "stray" });
    expect(Object.keys(result.values).sort()).toEqual(
      ["candidateId", "intent", "question", "roleId", "shortlistId"].sort(),
    );
    expect(ALL_CLIENT_SHORTLIST_FIELDS).toEqual(expect.arrayContaining(Object.keys(result.values)));
  });
});

describe("clientShortlistAction: answers", () => {
  beforeEach(() => {
    mocks.getDatabase.mockResolvedValue(fakeDb);
    mocks.readLeadId.mockResolvedValue(LEAD);
    mocks.decideOnCandidate.mockResolvedValue({ ok: true });
    mocks.askAboutCandidate.mockResolvedValue({ ok: true, reference: "Q-7K2M" });
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  });
  afterEach(() => vi.resetAllMocks());

  it("a decline with no reason and no note passes null and leaves the note out", async () => {
    const answer = await run({ ...ENTRY, intent: "decline", reason: "", note: "  " });
    expect(answer.data).toEqual({ ok: true, intent: "decline", ...pick(ENTRY), reference: null });
    expect(mocks.decideOnCandidate).toHaveBeenCalledWith(fakeDb, {
      ...ENTRY,
      leadId: LEAD,
      decision: "declined",
      reason: null,
      now: NOW,
    });
  });

  it("a decline passes the reason and the trimmed note", async () => {
    await run({ ...ENTRY, intent: "decline", reason: "rate", note: " Over budget " });
    expect(mocks.decideOnCandidate).toHaveBeenCalledWith(
      fakeDb,
      expect.objectContaining({ reason: "rate", note: "Over budget", decision: "declined" }),
    );
  });

  it("a question answers with its reference", async () => {
    const answer = await run({ ...ENTRY, intent: "ask", question: "Can she start in May?" });
    expect(answer.data).toMatchObject({ ok: true, intent: "ask", reference: "Q-7K2M" });
    expect(mocks.askAboutCandidate).toHaveBeenCalledWith(fakeDb, {
      ...ENTRY,
      leadId: LEAD,
      question: "Can she start in May?",
      now: NOW,
    });
  });

  it("a plain post is redirected to the page with the confirmation and the entry's anchor", async () => {
    const thrown: unknown = await run({ ...ENTRY, intent: "select" }, false).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const location = (thrown as Response).headers.get("Location") ?? "";
    expect(location).toBe(donePath({ intent: "select", ...pick(ENTRY), reference: null }));
    expect(doneFromUrl(new URL(location, "http://x"))).toEqual({
      intent: "select",
      ...pick(ENTRY),
      reference: null,
    });
  });

  it("the server's refusal (a replaced version) comes back as the form's message", async () => {
    mocks.decideOnCandidate.mockResolvedValue({
      ok: false,
      error: "This shortlist was replaced by a newer version.",
    });
    const answer = await run({ ...ENTRY, intent: "select" });
    expect(answer.init?.status).toBe(409);
    expect((answer.data as FormFailure).formError).toEqual({
      code: "conflict",
      message: "This shortlist was replaced by a newer version.",
    });
  });

  it("a question on an engineer no longer on the shortlist is refused with the reason", async () => {
    mocks.askAboutCandidate.mockResolvedValue({
      ok: false,
      error: "That engineer is not on your shortlist.",
    });
    const answer = await run({ ...ENTRY, intent: "ask", question: "Still there?" });
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({
      ok: false,
      formError: { code: "conflict", message: "That engineer is not on your shortlist." },
      values: { question: "Still there?" },
    });
  });

  it("without the lead cookie nothing is answered", async () => {
    mocks.readLeadId.mockResolvedValue(null);
    const answer = await run({ ...ENTRY, intent: "ask", question: "Hello?" });
    expect(answer.init?.status).toBe(404);
    expect((answer.data as FormFailure).values.question).toBe("Hello?");
    expect(mocks.askAboutCandidate).not.toHaveBeenCalled();
  });
});

describe("the confirmation in the address", () => {
  it("keeps a question's reference and drops one that is not a reference", () => {
    const done = { intent: "ask" as const, ...pick(ENTRY), reference: "Q-7K2M" };
    expect(doneFromUrl(new URL(donePath(done), "http://x"))).toEqual(done);
    const forged = new URL(donePath(done), "http://x");
    forged.searchParams.set("reference", "<script>");
    expect(doneFromUrl(forged)?.reference).toBeNull();
  });

  it("ignores an address without a known intent or ids", () => {
    expect(doneFromUrl(new URL("http://x/shortlist"))).toBeNull();
    expect(doneFromUrl(new URL("http://x/shortlist?done=hire&role=a&candidate=b"))).toBeNull();
    expect(doneFromUrl(new URL("http://x/shortlist?done=select&role=a"))).toBeNull();
  });
});

describe("sentOn", () => {
  it("is the day on the client's calendar", () => {
    expect(sentOn("2027-03-04T23:30:00Z", "Europe/Berlin")).toBe("5 March 2027");
    expect(sentOn("2027-03-04T23:30:00Z", "America/New_York")).toBe("4 March 2027");
  });

  it("falls back to UTC for a zone it does not know", () => {
    expect(sentOn("2027-03-04T23:30:00Z", "Mars/Olympus")).toBe("4 March 2027");
  });
});

function pick(entry: typeof ENTRY) {
  return { roleId: entry.roleId, candidateId: entry.candidateId };
}
