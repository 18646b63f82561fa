import { randomUUID } from "node:crypto";

import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { newLeadReference } from "~/features/lead/lead-reference.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { leads, mailOutbox, staffDigests, staffUsers } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { overdueByOwner, sendOverdueDigests, teamClock } from "./overdue.server";

// The overdue view and the morning digest on both drivers: open leads past their next action,
// by owner; closed leads and future days left out; one digest per owner and day however many
// instances send it, none before the hour or for an owner with nothing overdue.

const ZONE = "America/New_York";
// 08:30 in New York on Tuesday 2 March 2027: the team's day is 2027-03-02.
const MORNING = new Date("2027-03-02T13:30:00Z");

describeOnEachDriver("overdue leads and the digest", (driver) => {
  let connection: DatabaseConnection;
  const ana = { id: `sales-${randomUUID()}`, name: "Ana Sales", email: "" };
  const ben = { id: `sales-${randomUUID()}`, name: "Ben Sales", email: "" };
  const idle = { id: `sales-${randomUUID()}`, name: "Ida Idle", email: "" };

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    for (const person of [ana, ben, idle]) person.email = `${person.id}@neargenius.test`;
    await connection.db
      .insert(staffUsers)
      .values([ana, ben, idle].map((person) => ({ ...person, role: "sales" as const })));
    const lead = (
      company: string,
      ownerId: string | null,
      nextActionOn: string | null,
      status: "new" | "contacted" | "won" = "contacted",
    ) => ({
      reference: newLeadReference(),
      email: `${company.toLowerCase().replace(/\W/g, "")}@overdue.example`,
      companyName: company,
      source: "registration" as const,
      ownerId,
      nextActionOn,
      status,
    });
    await connection.db
      .insert(leads)
      .values([
        lead("Ana Late Co", ana.id, "2027-02-25"),
        lead("Ana Yesterday Co", ana.id, "2027-03-01"),
        lead("Ana Today Co", ana.id, "2027-03-02"),
        lead("Ana Won Co", ana.id, "2027-02-01", "won"),
        lead("Ben Late Co", ben.id, "2027-02-28", "new"),
        lead("Nobody's Co", null, "2027-02-20", "new"),
        lead("Idle Future Co", idle.id, "2027-03-09"),
        lead("No Date Co", idle.id, null),
      ]);
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("reads the team's day in its own zone", () => {
    expect(teamClock(MORNING, ZONE)).toEqual({ today: "2027-03-02", hour: 8 });
    // 01:30 UTC on the 3rd is still the 2nd in New York.
    expect(teamClock(new Date("2027-03-03T01:30:00Z"), ZONE).today).toBe("2027-03-02");
  });

  it("lists open leads past their next action by owner, most overdue first", async () => {
    const groups = await overdueByOwner(connection.db, "2027-03-02");
    expect(
      groups.map((group) => ({
        owner: group.owner?.name ?? null,
        leads: group.leads.map((lead) => [lead.companyName, lead.daysOverdue]),
      })),
    ).toEqual([
      {
        owner: "Ana Sales",
        leads: [
          ["Ana Late Co", 5],
          ["Ana Yesterday Co", 1],
        ],
      },
      { owner: "Ben Sales", leads: [["Ben Late Co", 2]] },
      { owner: null, leads: [["Nobody's Co", 10]] },
    ]);
  });

  it("mails each owner their list once a day, from the digest hour on", async () => {
    const db = connection.db;
    const early = new Date("2027-03-02T11:30:00Z"); // 06:30 in New York
    expect(await sendOverdueDigests(db, { now: early, timeZone: ZONE })).toBe(0);

    const sent = await Promise.all([
      sendOverdueDigests(db, { now: MORNING, timeZone: ZONE }),
      sendOverdueDigests(db, { now: MORNING, timeZone: ZONE }),
    ]);
    expect(sent[0]! + sent[1]!).toBe(2);
    expect(await sendOverdueDigests(db, { now: MORNING, timeZone: ZONE })).toBe(0);

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, "% past their next action (2027-03-02)"));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([ana.email, ben.email].sort());
    const anas = mails.find((mail) => mail.toAddress === ana.email)!;
    expect(anas.subject).toBe("2 leads past their next action (2027-03-02)");
    expect(anas.textBody).toContain("Ana Late Co");
    expect(anas.textBody).toContain("5 days overdue");
    expect(anas.textBody).toContain("/admin/overdue");
    expect(anas.textBody).not.toContain("Ben Late Co");
    // Nothing overdue, no mail.
    const idles = await db.select().from(staffDigests).where(eq(staffDigests.staffUserId, idle.id));
    expect(idles).toEqual([]);

    // The next day is a new digest.
    const nextMorning = new Date(MORNING.getTime() + 24 * 3_600_000);
    expect(await sendOverdueDigests(db, { now: nextMorning, timeZone: ZONE })).toBe(2);
  });
});
