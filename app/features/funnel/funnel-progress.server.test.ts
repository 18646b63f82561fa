import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, expect, it } from "vitest";

import { registerLead } from "~/features/company-registration/register-lead.server";
import { attachLead, saveLeadEstimate, saveLeadRoles } from "~/features/lead/leads.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { stepsDoneBy } from "./funnel-progress.server";

const NOW = new Date("2026-11-23T15:00:00Z");

describeOnEachDriver("the funnel steps a lead has done", (driver) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh() });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("are none for no lead, and grow with what the lead stores", async () => {
    const db = connection.db;
    expect(await stepsDoneBy(db, null)).toEqual([]);
    expect(await stepsDoneBy(db, randomUUID())).toEqual([]);

    // A lead that came in through the contact form has registered nothing.
    const contactLead = await db.transaction((tx) =>
      attachLead(tx, {
        email: `ana+${randomUUID().slice(0, 8)}@acme.example`,
        contactName: "Ana",
        companyName: "Acme",
        source: "contact",
        event: { type: "contact.message", payload: {} },
        now: NOW,
      }),
    );
    expect(await stepsDoneBy(db, contactLead)).toEqual([]);

    const { leadId } = await registerLead(
      db,
      {
        idempotencyKey: randomUUID(),
        companyType: "startup",
        companyName: "Acme Pagamentos",
        contactName: "Ana Souza",
        email: `ana+${randomUUID().slice(0, 8)}@acme.example`,
        phone: null,
      },
      { currentLeadId: null, origin: "https://neargenius.test", now: NOW },
    );
    expect(await stepsDoneBy(db, leadId)).toEqual(["company"]);
    await saveLeadRoles(db, leadId, ["backend"], NOW);
    expect(await stepsDoneBy(db, leadId)).toEqual(["company", "roles"]);
    await saveLeadEstimate(
      db,
      leadId,
      { encoded: "backend.senior.1", roleIds: ["backend"], monthlyCents: 1, totalCents: 1 },
      NOW,
    );
    expect(await stepsDoneBy(db, leadId)).toEqual(["company", "roles", "estimate"]);
  });
});
