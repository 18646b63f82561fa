import { randomUUID } from "node:crypto";

import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { leadEvents, leads, staffUsers } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { setOpenLeadCap, setTakesNewLeads } from "./lead-assignment.server";
import { LEAD_EVENT } from "./lead-events";
import { newLeadReference } from "./lead-reference.server";
import { recordLeadEvent } from "./lead-timeline.server";

// The round robin on both drivers: nobody is given leads until they say they take them; twenty
// leads arriving at once are shared out evenly among those who do (never to an admin or to
// someone who does not); the cap passes over whoever holds enough open leads, and a won lead
// no longer counts.

describeOnEachDriver("new leads by round robin", (driver) => {
  let connection: DatabaseConnection;
  const person = (role: "sales" | "admin", name: string) => {
    const id = `${role}-${randomUUID()}`;
    return { id, name, email: `${id}@neargenius.test`, role };
  };
  const [ana, ben, cai, dee, eve] = [
    person("sales", "Ana"),
    person("sales", "Ben"),
    person("sales", "Cai"),
    person("sales", "Dee"),
    person("admin", "Eve"),
  ];

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    await connection.db.insert(staffUsers).values([ana!, ben!, cai!, dee!, eve!]);
  });
  afterAll(async () => {
    await connection?.close();
  });

  /** A lead arriving as every form makes one: the row and its first event, in one transaction. */
  function arrive() {
    return connection.db.transaction(async (tx) => {
      const [lead] = await tx
        .insert(leads)
        .values({
          reference: newLeadReference(),
          email: `${randomUUID()}@arrivals.example`,
          source: "contact",
        })
        .returning({ id: leads.id });
      await recordLeadEvent(tx, {
        leadId: lead!.id,
        type: LEAD_EVENT.contactMessage,
        payload: {},
        now: new Date(),
      });
      return lead!.id;
    });
  }

  const ownersOf = async (ids: string[]) =>
    (
      await connection.db.select({ owner: leads.ownerId }).from(leads).where(inArray(leads.id, ids))
    ).map((row) => row.owner);

  const tally = (owners: (string | null)[]) => {
    const counts = new Map<string | null, number>();
    for (const owner of owners) counts.set(owner, (counts.get(owner) ?? 0) + 1);
    return counts;
  };

  it("gives nobody a lead until someone takes new leads", async () => {
    const id = await arrive();
    expect(await ownersOf([id])).toEqual([null]);
  });

  it("shares twenty leads arriving at once evenly among those who take them", async () => {
    const db = connection.db;
    for (const who of [ana!, ben!, cai!, eve!]) await setTakesNewLeads(db, who, true, null);
    const ids = await Promise.all(Array.from({ length: 20 }, () => arrive()));
    const counts = tally(await ownersOf(ids));
    const shares = [ana!, ben!, cai!].map((who) => counts.get(who.id) ?? 0);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(20);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    // Not to an admin, not to someone who does not take them.
    expect(counts.get(eve!.id)).toBeUndefined();
    expect(counts.get(dee!.id)).toBeUndefined();

    // The timeline says how each lead got its owner.
    const assigned = await db
      .select({ payload: leadEvents.payload })
      .from(leadEvents)
      .where(and(inArray(leadEvents.leadId, ids), eq(leadEvents.type, LEAD_EVENT.ownerChanged)));
    expect(assigned).toHaveLength(20);
    expect(assigned.every((event) => event.payload.rule === "round-robin")).toBe(true);
  });

  it("passes over whoever holds the cap, counting open leads only", async () => {
    const db = connection.db;
    const held = async (who: { id: string }) =>
      (
        await db
          .select({ id: leads.id })
          .from(leads)
          .where(and(eq(leads.ownerId, who.id), eq(leads.status, "new")))
      ).length;
    const cap = Math.max(await held(ana!), await held(ben!), await held(cai!)) + 1;
    await setOpenLeadCap(db, ana!, cap, null);
    const room = [ana!, ben!, cai!].reduce(
      async (sum, who) => (await sum) + cap - (await held(who)),
      Promise.resolve(0),
    );
    const more: string[] = [];
    for (let index = 0; index < (await room) + 1; index++) more.push(await arrive());
    // Everyone is at the cap: the last lead waits for a person.
    expect((await ownersOf(more)).filter((owner) => owner === null)).toHaveLength(1);
    for (const who of [ana!, ben!, cai!]) expect(await held(who)).toBe(cap);

    // A lead won frees a place.
    const [one] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.ownerId, ben!.id))
      .limit(1);
    await db.update(leads).set({ status: "won" }).where(eq(leads.id, one!.id));
    const next = await arrive();
    expect(await ownersOf([next])).toEqual([ben!.id]);

    // No cap again: the waiting lead stays as it is, and new ones are given out.
    await setOpenLeadCap(db, ana!, null, null);
    expect(
      await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(inArray(leads.id, more), isNull(leads.ownerId))),
    ).toHaveLength(1);
    expect((await ownersOf([await arrive()]))[0]).not.toBeNull();
  });
});
