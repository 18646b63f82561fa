import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { newLeadReference } from "~/features/lead/lead-reference.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import {
  briefings,
  contacts,
  guaranteeClocks,
  leads,
  playbookDownloads,
  staffUsers,
} from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { type LeadFilters, parseLeadFilters } from "./lead-filters";
import { COUNT_CAP, exportLeadBatches, listLeads, searchQuery } from "./leads-list.server";

type NewLead = typeof leads.$inferInsert;

/** A word no other test's leads contain, so each test searches only its own. */
const tag = () => `t${randomUUID().replaceAll("-", "").slice(0, 10)}`;

const filters = (query: Record<string, string>): LeadFilters =>
  parseLeadFilters(new URLSearchParams(query));

describeOnEachDriver("sales inbox: listLeads", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  async function addLeads(word: string, rows: Partial<NewLead>[]) {
    return connection.db
      .insert(leads)
      .values(
        rows.map((row, index) => ({
          reference: newLeadReference(),
          email: `person${index}@${word}.example`,
          contactName: `Person ${index}`,
          companyName: `${word} Company ${index}`,
          source: "registration" as const,
          ...row,
        })),
      )
      .returning();
  }

  const ids = (page: { rows: { id: string }[] }) => page.rows.map((row) => row.id);

  it("lists newest first, ties broken by id, and pages through every lead exactly once", async () => {
    const word = tag();
    const same = new Date("2026-10-01T12:00:00.123456Z");
    const rows = await addLeads(word, [
      { createdAt: new Date("2026-09-01T00:00:00Z") },
      { createdAt: same },
      { createdAt: same },
      { createdAt: same },
      { createdAt: new Date("2026-11-01T00:00:00Z") },
    ]);
    const expected = [...rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);

    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await listLeads(
        connection.db,
        filters({ q: word, ...(after ? { after } : {}) }),
        {
          pageSize: 2,
        },
      );
      expect(page.total).toEqual({ count: 5, capped: false });
      seen.push(...ids(page));
      after = page.nextCursor ?? undefined;
      pages += 1;
    } while (after && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
  });

  it("returns what the inbox shows: company, contact, type, source, UTM, owner and status", async () => {
    const word = tag();
    const [owner] = await connection.db
      .insert(staffUsers)
      .values({ id: `staff-${word}`, name: "Sam Sales", email: `sam-${word}@neargenius.test` })
      .returning();
    await addLeads(word, [
      {
        companyType: "fintech",
        source: "contact",
        utmSource: "linkedin",
        utmMedium: "cpc",
        utmCampaign: "q4",
        ownerId: owner!.id,
        status: "qualified",
      },
    ]);
    const [row] = (await listLeads(connection.db, filters({ q: word }))).rows;
    expect(row).toMatchObject({
      companyName: `${word} Company 0`,
      contactName: "Person 0",
      email: `person0@${word}.example`,
      companyType: "fintech",
      source: "contact",
      utmSource: "linkedin",
      utmMedium: "cpc",
      utmCampaign: "q4",
      ownerName: "Sam Sales",
      status: "qualified",
    });
    expect(row!.lastActivityAt).toBeInstanceOf(Date);
  });

  it("filters by status, company type, source, created days and owner (or nobody)", async () => {
    const word = tag();
    const [owner] = await connection.db
      .insert(staffUsers)
      .values({ id: `staff-${word}`, name: "Olga Owner", email: `olga-${word}@neargenius.test` })
      .returning();
    const [a, b, c, d] = await addLeads(word, [
      { status: "new", companyType: "startup", createdAt: new Date("2026-11-01T23:59:59Z") },
      {
        status: "won",
        companyType: "fintech",
        source: "booking",
        ownerId: owner!.id,
        createdAt: new Date("2026-11-02T00:00:00Z"),
      },
      { status: "won", companyType: "startup", createdAt: new Date("2026-11-03T10:00:00Z") },
      { status: "lost", source: "booking", createdAt: new Date("2026-11-04T10:00:00Z") },
    ]);
    const found = async (query: Record<string, string>) =>
      ids(await listLeads(connection.db, filters({ q: word, ...query }))).sort();
    const sorted = (...rows: { id: string }[]) => rows.map((row) => row.id).sort();

    expect(await found({ status: "won" })).toEqual(sorted(b!, c!));
    expect(await found({ type: "startup" })).toEqual(sorted(a!, c!));
    expect(await found({ source: "booking" })).toEqual(sorted(b!, d!));
    // Both ends of the range are whole UTC days, included.
    expect(await found({ from: "2026-11-02", to: "2026-11-03" })).toEqual(sorted(b!, c!));
    expect(await found({ to: "2026-11-01" })).toEqual(sorted(a!));
    expect(await found({ owner: owner!.id })).toEqual(sorted(b!));
    expect(await found({ owner: "unassigned" })).toEqual(sorted(a!, c!, d!));
    expect(await found({ status: "won", type: "startup" })).toEqual(sorted(c!));
  });

  it("searches by the start of any word of company, contact, email or reference", async () => {
    const word = tag();
    const [acme, other] = await addLeads(word, [
      {
        companyName: `Acmeworks ${word}`,
        contactName: "Ana Souza",
        email: `ana.souza@pagamentos-${word}.example`,
      },
      { companyName: `Globex ${word}`, contactName: "Hank Scorpio", email: `hank@${word}.example` },
    ]);
    const search = async (q: string) => ids(await listLeads(connection.db, filters({ q })));

    expect(await search(`acm ${word}`)).toEqual([acme!.id]);
    expect(await search(`ACME ${word}`)).toEqual([acme!.id]);
    expect(await search(`souz ${word}`)).toEqual([acme!.id]);
    expect(await search(`pagamentos ${word}`)).toEqual([acme!.id]);
    expect(await search(`ana.souza@pagamentos-${word}.example`)).toEqual([acme!.id]);
    expect(await search(`scorp ${word}`)).toEqual([other!.id]);
    expect(await search(`nobody ${word}`)).toEqual([]);
    // A pasted reference, exact or its first part, finds its lead.
    expect(await search(acme!.reference)).toEqual([acme!.id]);
    expect(await search(` ${acme!.reference.toLowerCase()} `)).toEqual([acme!.id]);
    expect(await search(`${acme!.reference.slice(0, 7)} ${word}`)).toEqual([acme!.id]);
    // The first part of a reference that reads like a number ("1E2A" as 1e2 then "a").
    const [numberish] = await addLeads(word, [{}]);
    await connection.db
      .update(leads)
      .set({ reference: "NG-1E2A-7KQM" })
      .where(eq(leads.id, numberish!.id));
    expect(await search(`NG-1E2A ${word}`)).toEqual([numberish!.id]);
    // A first part of digits only, which the text parser stores as a negative number.
    await connection.db
      .update(leads)
      .set({ reference: "NG-8110-7KQM" })
      .where(eq(leads.id, numberish!.id));
    expect(await search(`NG-8110 ${word}`)).toEqual([numberish!.id]);
    // A company's word that the text parser reads as a number and a letter ("166e4" and "d").
    const [hexish] = await addLeads(word, [{ companyName: `Shortlist Co 166e4d ${word}` }]);
    expect(await search(`Shortlist Co 166e4d ${word}`)).toEqual([hexish!.id]);
    expect(await search(`166e4d ${word}`)).toEqual([hexish!.id]);
    // Only punctuation: nothing to search for, so nothing matches (not everything).
    expect((await listLeads(connection.db, filters({ q: "-- ''" }))).rows).toEqual([]);
  });

  it("finds the lead of a pasted message reference", async () => {
    const word = tag();
    const [lead] = await addLeads(word, [{}]);
    const reference = `NG-M-2026-${Math.floor(Math.random() * 1e6)}`;
    await connection.db.insert(contacts).values({
      leadId: lead!.id,
      idempotencyKey: randomUUID(),
      reference,
      name: "Person 0",
      email: lead!.email,
      message: "Hello",
    });
    expect(ids(await listLeads(connection.db, filters({ q: reference })))).toEqual([lead!.id]);
    expect(ids(await listLeads(connection.db, filters({ q: reference.toLowerCase() })))).toEqual([
      lead!.id,
    ]);
    expect((await listLeads(connection.db, filters({ q: "NG-M-2026-999999999" }))).rows).toEqual(
      [],
    );
  });

  it("finds the lead of a pasted playbook request reference", async () => {
    const [lead] = await addLeads(tag(), [{}]);
    const reference = `NG-P-2026-${Math.floor(Math.random() * 1e6)}`;
    await connection.db.insert(playbookDownloads).values({
      leadId: lead!.id,
      idempotencyKey: randomUUID(),
      reference,
      playbookSlug: "first-90-days-nearshore-team",
      email: lead!.email,
      downloadToken: randomUUID(),
    });
    expect(ids(await listLeads(connection.db, filters({ q: reference })))).toEqual([lead!.id]);
  });

  it(`counts up to ${COUNT_CAP} and then says there are more; exports in batches`, async () => {
    const word = tag();
    await addLeads(
      word,
      Array.from({ length: COUNT_CAP + 5 }, (_, index) => ({
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      })),
    );
    const page = await listLeads(connection.db, filters({ q: word }));
    expect(page.total).toEqual({ count: COUNT_CAP, capped: true });
    expect(page.rows).toHaveLength(50);

    const exported: string[] = [];
    const batches: number[] = [];
    for await (const batch of exportLeadBatches(connection.db, filters({ q: word }), 1_003)) {
      batches.push(batch.length);
      exported.push(...batch.map((row) => row.id));
    }
    expect(batches).toEqual([1_000, 3]);
    expect(new Set(exported).size).toBe(1_003);
    expect(exported.slice(0, 50)).toEqual(ids(page));
  });

  it("filters and sorts by each lead's latest 48-hour clock", async () => {
    const db = connection.db;
    const word = tag();
    const now = new Date("2026-12-10T12:00:00Z");
    const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
    const [dueSoon, dueLater, overdue, missedLate, stoppedInTime, waived, noBriefing, replaced] =
      await addLeads(
        word,
        Array.from({ length: 8 }, (_, index) => ({
          createdAt: new Date(Date.UTC(2026, 11, 1, index)),
        })),
      );
    const clock = async (
      lead: { id: string },
      startedAt: Date,
      more: Partial<typeof guaranteeClocks.$inferInsert> = {},
    ) => {
      const [briefing] = await db
        .insert(briefings)
        .values({
          reference: `NG-B-2026-${Math.floor(Math.random() * 900_000) + 100_000}`,
          leadId: lead.id,
          draftId: randomUUID(),
          answers: {},
          submittedAt: startedAt,
        })
        .returning({ id: briefings.id });
      await db.insert(guaranteeClocks).values({
        briefingId: briefing!.id,
        leadId: lead.id,
        startedAt,
        dueAt: new Date(startedAt.getTime() + 48 * 3_600_000),
        ...more,
      });
    };
    await clock(dueSoon!, hours(-40)); // due in 8 h
    await clock(dueLater!, hours(-10)); // due in 38 h
    await clock(overdue!, hours(-51)); // 3 h over, nothing booked
    await clock(missedLate!, hours(-100), { stoppedAt: hours(-50), missedAt: hours(-51.9) });
    await clock(stoppedInTime!, hours(-30), { stoppedAt: hours(-20) });
    await clock(waived!, hours(-60), { waivedAt: hours(-1), waiveReason: "Client paused." });
    // An older briefing's miss is not the lead's clock once a new briefing started another.
    await clock(replaced!, hours(-200));
    await clock(replaced!, hours(-46)); // due in 2 h
    void noBriefing;

    const list = (query: Record<string, string>, pageSize = 50) =>
      listLeads(db, filters({ q: word, ...query }), { now, pageSize });

    expect(ids(await list({ guarantee: "due-12h" }))).toEqual([replaced!.id, dueSoon!.id]);
    expect(ids(await list({ guarantee: "overdue" }))).toEqual([overdue!.id]);
    expect(new Set(ids(await list({ guarantee: "missed" })))).toEqual(
      new Set([overdue!.id, missedLate!.id]),
    );
    expect((await list({ guarantee: "missed" })).total).toEqual({ count: 2, capped: false });

    const page = await list({});
    const byId = new Map(page.rows.map((row) => [row.id, row.guarantee]));
    expect(byId.get(noBriefing!.id)).toBeNull();
    expect(byId.get(replaced!.id)?.startedAt).toEqual(hours(-46));
    expect(byId.get(stoppedInTime!.id)?.stoppedAt).toEqual(hours(-20));

    // Soonest due first (the overdue one leads), then the clocks that are not running, newest
    // lead first, paged without losing or repeating a lead.
    const expected = [
      overdue,
      replaced,
      dueSoon,
      dueLater,
      noBriefing,
      waived,
      stoppedInTime,
      missedLate,
    ].map((lead) => lead!.id);
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const sorted = await list({ sort: "guarantee-due", ...(after ? { after } : {}) }, 3);
      seen.push(...ids(sorted));
      after = sorted.nextCursor ?? undefined;
    } while (after && seen.length < 20);
    expect(seen).toEqual(expected);
  });

  it("ignores a forged cursor and starts at the first page", async () => {
    const word = tag();
    const [lead] = await addLeads(word, [{}]);
    const page = await listLeads(connection.db, filters({ q: word, after: "bm90LWEtY3Vyc29y" }));
    expect(ids(page)).toEqual([lead!.id]);
  });
});

it("turns the search box's words into a prefix query, dropping punctuation", () => {
  expect(searchQuery("Acm  pagamentos")).toBe("'acm':* & 'pagamentos':*");
  expect(searchQuery("o'brien & co | !")).toBe("'o':* & 'brien':* & 'co':*");
  expect(searchQuery("São")).toBe("'são':*");
  expect(searchQuery(" -- ")).toBeNull();
});
