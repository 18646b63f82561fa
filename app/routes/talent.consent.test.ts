import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

import {
  consentDigest,
  FALLBACK_CONSENT_TEXTS,
} from "~/features/lead-capture/consent-texts.server";
import { candidateTimeline } from "~/features/talent/candidate-timeline.server";
import {
  CONSENT_LINK_DAYS,
  issueConsentToken,
  talentConsentPath,
} from "~/features/talent/talent-consent.server";
import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { candidates, consentVersions, staffAuditLog } from "~/lib/db/schema";
import { candidateValues } from "~/lib/db/test-candidates.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import * as consentRoute from "./talent.consent.$token";

// The applicant's consent link: opening it changes nothing (mail scanners open links), the
// buttons' posts agree or withdraw, and a link this site did not sign, or one past its days,
// answers with a page that says so rather than an error.

const hooks = vi.hoisted(() => ({
  connection: { get: undefined as undefined | (() => Promise<unknown>) },
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabaseConnection: () => hooks.connection.get!(),
}));

const ORIGIN = "http://127.0.0.1:4700";
const DAY = 86_400_000;

type Answer = { data?: unknown; type?: string; init?: ResponseInit | null };

/** The payload and status of a loader or action answer. */
function read(answer: unknown): { status: number; body: Record<string, unknown> } {
  const value = answer as Answer;
  const wrapped = value?.type === "DataWithResponseInit";
  return {
    status: (wrapped ? value.init?.status : undefined) ?? 200,
    body: (wrapped ? value.data : answer) as Record<string, unknown>,
  };
}

const args = (request: Request, token: string) =>
  ({ request, params: { token }, context: {} }) as never;

async function open(token: string, method: "GET" | "HEAD" = "GET") {
  const request = new Request(`${ORIGIN}${talentConsentPath(token)}`, { method });
  return read(await consentRoute.loader(args(request, token)));
}

async function post(token: string, fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}${talentConsentPath(token)}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  return read(await consentRoute.action(args(request, token)));
}

const TEXT = FALLBACK_CONSENT_TEXTS.talentProfile;
const VERSION = consentDigest(TEXT);

describeOnEachDriver("the talent consent link", (driver) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    hooks.connection.get = async () => connection;
  });
  afterAll(async () => {
    await connection?.close();
  });

  async function newCandidate() {
    const [row] = await connection.db
      .insert(candidates)
      .values(candidateValues({ email: `consent-${crypto.randomUUID()}@example.com` }))
      .returning();
    const { token } = await issueConsentToken(connection.db, row!.id, new Date());
    return { id: row!.id, token, reference: row!.id.slice(0, 8).toUpperCase() };
  }

  const stored = async (id: string) =>
    (await connection.db.select().from(candidates).where(eq(candidates.id, id)))[0]!;

  it("opening the link changes nothing and shows the consent text and its version", async () => {
    const candidate = await newCandidate();
    for (const method of ["HEAD", "GET"] as const) {
      const page = await open(candidate.token, method);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({
        state: "ask",
        reference: candidate.reference,
        consent: { text: TEXT, version: VERSION },
        agreedText: null,
      });
    }
    expect((await stored(candidate.id)).consentToShow).toBe(false);
    expect(await candidateTimeline(connection.db, candidate.id)).toEqual([]);
  });

  it("the button records consent with its date and version and a timeline line; twice is harmless", async () => {
    const candidate = await newCandidate();
    const agreed = await post(candidate.token, { intent: "agree", consentVersion: VERSION });
    expect(agreed).toEqual({
      status: 200,
      body: { outcome: "agreed", reference: candidate.reference },
    });
    const row = await stored(candidate.id);
    const [version] = await connection.db
      .select()
      .from(consentVersions)
      .where(and(eq(consentVersions.kind, "talentProfile"), eq(consentVersions.digest, VERSION)));
    expect(version?.text).toBe(TEXT);
    expect(row).toMatchObject({ consentToShow: true, consentVersion: version!.id });
    expect(row.consentedAt).toBeInstanceOf(Date);

    const timeline = await candidateTimeline(connection.db, candidate.id);
    expect(timeline).toEqual([
      expect.objectContaining({
        type: "candidate.consent-recorded",
        actor: "candidate",
        payload: {
          consentToShow: true,
          consentKind: "talentProfile",
          version: version!.id,
          via: "consent-link",
        },
      }),
    ]);
    const audit = await connection.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, candidate.id));
    expect(audit).toEqual([
      expect.objectContaining({ staffUserId: null, staffEmail: "candidate", ipAddress: null }),
    ]);

    const again = await post(candidate.token, { intent: "agree", consentVersion: VERSION });
    expect(again.body).toEqual({ outcome: "already-agreed", reference: candidate.reference });
    expect(await candidateTimeline(connection.db, candidate.id)).toHaveLength(1);
    expect((await stored(candidate.id)).consentedAt).toEqual(row.consentedAt);

    const reopened = await open(candidate.token);
    expect(reopened.body).toMatchObject({ state: "given", agreedText: TEXT });
  });

  it("refuses a wording the page did not show, and records nothing", async () => {
    const candidate = await newCandidate();
    const answer = await post(candidate.token, {
      intent: "agree",
      consentVersion: consentDigest("Show me to everyone."),
    });
    expect(answer).toEqual({ status: 409, body: { outcome: "changed" } });
    expect((await stored(candidate.id)).consentToShow).toBe(false);
    expect(await candidateTimeline(connection.db, candidate.id)).toEqual([]);
  });

  it("withdraws consent with a timeline line; withdrawing twice is harmless", async () => {
    const candidate = await newCandidate();
    await post(candidate.token, { intent: "agree", consentVersion: VERSION });
    const withdrawn = await post(candidate.token, { intent: "withdraw" });
    expect(withdrawn).toEqual({
      status: 200,
      body: { outcome: "withdrawn", reference: candidate.reference },
    });
    expect(await stored(candidate.id)).toMatchObject({
      consentToShow: false,
      consentedAt: null,
      consentVersion: null,
    });
    const timeline = await candidateTimeline(connection.db, candidate.id);
    expect(timeline.map((entry) => [entry.type, entry.actor])).toEqual([
      ["candidate.consent-recorded", "candidate"],
      ["candidate.consent-recorded", "candidate"],
    ]);
    expect(timeline[1]!.payload).toMatchObject({
      consentToShow: false,
      withdrawn: true,
      version: timeline[0]!.payload.version,
      consentedAt: expect.any(String),
    });
    const again = await post(candidate.token, { intent: "withdraw" });
    expect(again.body).toEqual({ outcome: "already-withdrawn", reference: candidate.reference });
    expect(await candidateTimeline(connection.db, candidate.id)).toHaveLength(2);
    expect((await open(candidate.token)).body).toMatchObject({ state: "ask" });
  });

  it("answers a link this site did not sign with a page that says so, on GET and POST", async () => {
    const candidate = await newCandidate();
    const [id, expires, signature] = candidate.token.split(".") as [string, string, string];
    const other = await newCandidate();
    const forged = [
      "x",
      "not-a-token",
      // Another candidate's id under this one's signature.
      [other.token.split(".")[0], expires, signature].join("."),
      // The same expiry spelled with a leading zero.
      [id, `0${expires}`, signature].join("."),
      // A later expiry under the same signature.
      [id, (Number.parseInt(expires, 36) + DAY / 1000).toString(36), signature].join("."),
      // One character of the signature changed, the last one's spare bits included.
      [id, expires, `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`].join("."),
      [id, expires, `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`].join("."),
    ];
    for (const token of forged) {
      expect(await open(token), token).toEqual({ status: 404, body: { state: "invalid" } });
      expect(await post(token, { intent: "agree", consentVersion: VERSION }), token).toEqual({
        status: 404,
        body: { outcome: "invalid" },
      });
      expect(await post(token, { intent: "withdraw" })).toMatchObject({ status: 404 });
    }
    // A genuine link whose candidate was deleted.
    await connection.db.delete(candidates).where(eq(candidates.id, other.id));
    expect(await open(other.token)).toEqual({ status: 404, body: { state: "invalid" } });
    expect((await stored(candidate.id)).consentToShow).toBe(false);
  });

  it("an expired link gives no consent, but still takes it back", async () => {
    const candidate = await newCandidate();
    const old = await issueConsentToken(
      connection.db,
      candidate.id,
      new Date(Date.now() - (CONSENT_LINK_DAYS + 1) * DAY),
    );
    expect(await open(old.token)).toMatchObject({
      status: 410,
      body: { state: "expired", reference: candidate.reference },
    });
    expect(await post(old.token, { intent: "agree", consentVersion: VERSION })).toEqual({
      status: 410,
      body: { outcome: "expired" },
    });
    expect((await stored(candidate.id)).consentToShow).toBe(false);

    await post(candidate.token, { intent: "agree", consentVersion: VERSION });
    expect((await open(old.token)).body).toMatchObject({ state: "given" });
    expect(await post(old.token, { intent: "withdraw" })).toEqual({
      status: 200,
      body: { outcome: "withdrawn", reference: candidate.reference },
    });
    expect((await stored(candidate.id)).consentToShow).toBe(false);
  });

  it("refuses a post without a known button", async () => {
    const candidate = await newCandidate();
    await expect(post(candidate.token, { intent: "publish" })).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});
