import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { leadCookieHeader, resetLeadCookieForTests } from "~/features/lead/lead-session.server";
import { attachLead } from "~/features/lead/leads.server";
import type { ClientShortlistView } from "~/features/shortlist/shortlist";
import type * as ShortlistClientModule from "~/features/shortlist/shortlist-client.server";
import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { loader } from "./shortlist[.]pdf";

// The shortlist PDF answers only the browser whose lead cookie names a sent shortlist, and
// then as a private download that no cache keeps and no search engine lists.

const hooks = vi.hoisted(() => ({
  connection: { get: undefined as undefined | (() => Promise<DatabaseConnection>) },
  view: undefined as undefined | ClientShortlistView,
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: async () => (await hooks.connection.get!()).db,
  getDatabaseConnection: () => hooks.connection.get!(),
}));
// A sent shortlist needs a briefing, its stored preview and scored candidates: the loader's
// own tests cover that, so the answer with a shortlist starts from a hand-made view.
vi.mock("~/features/shortlist/shortlist-client.server", async (original) => {
  const actual = await original<typeof ShortlistClientModule>();
  return {
    ...actual,
    loadClientShortlist: (...args: Parameters<typeof actual.loadClientShortlist>) =>
      hooks.view ?? actual.loadClientShortlist(...args),
  };
});

const ORIGIN = "http://127.0.0.1:4700";

const get = (headers: Record<string, string> = {}) =>
  loader({
    request: new Request(`${ORIGIN}/shortlist.pdf`, { headers }),
    params: {},
    context: {},
  } as Parameters<typeof loader>[0]);

describeOnEachDriver("GET /shortlist.pdf", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(() => {
    hooks.connection.get = async () => connection;
    hooks.view = undefined;
    resetLeadCookieForTests();
  });

  async function leadCookie() {
    const leadId = await attachLead(connection.db, {
      source: "contact",
      email: `shortlist+${randomUUID().slice(0, 8)}@example.test`,
      event: { type: LEAD_EVENT.contactMessage, payload: {} },
    });
    return (await leadCookieHeader(leadId, new Request(ORIGIN))).split(";")[0]!;
  }

  it("answers 404 in plain text to a browser without a lead cookie", async () => {
    const response = await get();
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toMatch(/no shortlist/i);
  });

  it("answers 404 to a lead that was sent no shortlist", async () => {
    const response = await get({ cookie: await leadCookie() });
    expect(response.status).toBe(404);
  });

  it("downloads the sent shortlist as a private, unindexed PDF named by reference and version", async () => {
    hooks.view = {
      shortlistId: randomUUID(),
      version: 3,
      sentAt: "2027-03-04T10:00:00.000Z",
      reference: "NG-BRF-1234",
      timeZone: "Europe/Berlin",
      roles: [{ roleId: "backend", roleTitle: "Backend engineer", entries: [] }],
    };
    const response = await get({ cookie: await leadCookie() });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="shortlist-NG-BRF-1234-v3.pdf"',
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  });
});
