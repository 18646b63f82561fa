import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { emptyDraft } from "~/features/briefing/briefing-draft";
import { PREVIEW_MESSAGES } from "~/features/briefing/briefing-preview.server";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { leadCookieHeader, resetLeadCookieForTests } from "~/features/lead/lead-session.server";
import { attachLead } from "~/features/lead/leads.server";
import { MATCHER_VERSION } from "~/features/matching/match-config";
import type { MatchPreview } from "~/features/matching/match-preview";
import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { syncTalentSample } from "~/lib/db/seed/seed-talent-sample.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { action } from "./api.briefing.preview";

// The wizard's preview endpoint: only this site's pages may ask, a draft that does not parse
// is refused with a message, and an answer names the matcher version and counts each role.

const hooks = vi.hoisted(() => ({
  database: { get: undefined as undefined | (() => Promise<unknown>) },
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: () => hooks.database.get!(),
}));

const ORIGIN = "http://127.0.0.1:4700";

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

async function call(body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const request = new Request(`${ORIGIN}/api/briefing/preview`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
  });
  const args = { request, params: {}, context: {} } as Parameters<typeof action>[0];
  return (await action(args)) as unknown as Answer;
}

const backendDraft = () => {
  const draft = emptyDraft(randomUUID());
  return {
    ...draft,
    teamComposition: { ...draft.teamComposition, selectedRoles: ["backend" as const] },
  };
};

describeOnEachDriver("POST /api/briefing/preview", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    await syncTalentSample(connection.db, "on", { now: new Date("2026-11-01T00:00:00Z") });
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(() => {
    hooks.database.get = async () => connection.db;
    resetLeadCookieForTests();
  });

  it("refuses another site's page", async () => {
    await expect(
      call(backendDraft(), { origin: "https://elsewhere.example" }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("refuses what is not a draft, with a message", async () => {
    for (const body of ["{", { draft: { id: "not-a-uuid" } }, { nothing: true }]) {
      const answer = await call(body);
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toEqual({ ok: false, error: PREVIEW_MESSAGES.unreadable });
    }
  });

  it("counts every role for a visitor we do not know, showing no one", async () => {
    const answer = await call({ draft: backendDraft(), timeZone: "America/Chicago" });
    expect(answer.init?.status ?? 200).toBe(200);
    const preview = answer.data.preview as MatchPreview;
    expect(preview.matcherVersion).toBe(MATCHER_VERSION);
    const [role] = preview.roles;
    expect(role).toMatchObject({ roleId: "backend", roleTitle: "Backend Developer" });
    expect(role!.asked.timeZone).toBe("America/Chicago");
    expect(role!.passed).toBeGreaterThan(0);
    expect(role!.cards).toEqual([]);
    expect(role!.withheld).toBe("no-lead");
  });

  it("shows a known lead's visitor the cards", async () => {
    const leadId = await attachLead(connection.db, {
      source: "contact",
      email: `preview+${randomUUID().slice(0, 8)}@example.test`,
      event: { type: LEAD_EVENT.contactMessage, payload: {} },
    });
    const cookie = (await leadCookieHeader(leadId, new Request(ORIGIN))).split(";")[0]!;
    const answer = await call({ draft: backendDraft() }, { cookie });
    const [role] = (answer.data.preview as MatchPreview).roles;
    expect(role!.cards.length).toBeGreaterThan(0);
    expect(role!.cards.length).toBeLessThanOrEqual(3);
    expect(role!.cards.every((card) => card.sample)).toBe(true);
  });
});
