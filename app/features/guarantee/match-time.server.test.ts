import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { newLeadReference } from "~/features/lead/lead-reference.server";
import { readMeasuredFigures } from "~/lib/content/measured-figures.server";
import { readCacheVersion } from "~/lib/db/cache-version.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { briefings, guaranteeClocks, leads } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { startGuaranteeClock, stopGuaranteeClock } from "./guarantee-clock.server";
import { measureMatchTime } from "./guarantee-report.server";
import { MATCH_TIME_MINIMUM } from "./match-time";

// The measured match time on both drivers: no figure until enough briefings have settled,
// then the median wait, stored once however many instances measure it, and the content
// version moved only when the figure visitors read changes.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeOnEachDriver("the measured match time", (driver) => {
  let connection: DatabaseConnection;
  let sequence = 0;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  /** A briefing submitted at `at` whose first interview came `hours` later (null: none yet). */
  async function briefing(at: Date, hours: number | null) {
    const db = connection.db;
    const [lead] = await db
      .insert(leads)
      .values({
        reference: newLeadReference(),
        email: `cto${++sequence}@match.example`,
        source: "briefing",
      })
      .returning({ id: leads.id });
    const [row] = await db
      .insert(briefings)
      .values({
        reference: `NG-B-2032-${String(1000 + sequence)}`,
        leadId: lead!.id,
        draftId: randomUUID(),
        answers: {},
        submittedAt: at,
      })
      .returning({ id: briefings.id });
    await startGuaranteeClock(db, { briefingId: row!.id, leadId: lead!.id, submittedAt: at });
    if (hours !== null)
      await stopGuaranteeClock(db, {
        leadId: lead!.id,
        now: new Date(at.getTime() + hours * HOUR),
      });
    return { leadId: lead!.id, briefingId: row!.id };
  }

  const contentVersion = () => readCacheVersion(connection.db, "content");

  it("publishes the median once enough briefings settled, and moves the content only on a change", async () => {
    const db = connection.db;
    const now = new Date("2032-03-01T12:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

    // Not counted: still running, waived, and older than the window.
    await briefing(daysAgo(0.5), null);
    const waived = await briefing(daysAgo(10), null);
    await db
      .update(guaranteeClocks)
      .set({ waivedAt: now, waiveReason: "Client asked us to hold the search." })
      .where(eq(guaranteeClocks.briefingId, waived.briefingId));
    await briefing(daysAgo(120), 2);

    // One short of the minimum: the CMS figure stands.
    for (let index = 0; index < MATCH_TIME_MINIMUM - 1; index++) {
      await briefing(daysAgo(5 + index), 20 + index);
    }
    const before = await contentVersion();
    expect(await measureMatchTime(db, now)).toEqual({ changed: false });
    expect(await readMeasuredFigures(db)).toEqual(new Map());
    expect(await contentVersion()).toBe(before);

    // The twentieth has waited 30 days without an interview: with waits of 20 to 38 hours
    // booked, the median is 29.5 hours, shown in whole hours.
    await briefing(daysAgo(30), null);
    const measured = await Promise.all([measureMatchTime(db, now), measureMatchTime(db, now)]);
    expect(measured.filter((result) => result.changed)).toHaveLength(1);
    expect(await readMeasuredFigures(db)).toEqual(new Map([["briefing-to-interview", "30 hours"]]));
    expect(await contentVersion()).toBe(before + 1);

    // Measured again with nothing new: the same figure, no content change.
    expect(await measureMatchTime(db, new Date(now.getTime() + 60_000))).toEqual({
      changed: false,
    });
    expect(await contentVersion()).toBe(before + 1);

    // A quarter later every briefing has left the window: the figure is withdrawn.
    expect(await measureMatchTime(db, new Date(now.getTime() + 200 * DAY))).toEqual({
      changed: true,
    });
    expect(await readMeasuredFigures(db)).toEqual(new Map());
    expect(await contentVersion()).toBe(before + 2);
  });
});
