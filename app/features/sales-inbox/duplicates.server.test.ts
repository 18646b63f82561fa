import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, expect, it } from "vitest";

import { newLeadReference } from "~/features/lead/lead-reference.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { leads } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { duplicatesOf } from "./duplicates.server";
import { parseLeadFilters } from "./lead-filters";
import { listLeads } from "./leads-list.server";

// Possible duplicates on both drivers: the same address whatever its case, the same phone,
// or one company domain with a company name alike; a shared mail domain or an unlike name on
// the same domain is not a match. The inbox's filter keeps exactly the leads that have one.

describeOnEachDriver("possible duplicate leads", (driver) => {
  let connection: DatabaseConnection;
  const word = `d${randomUUID().replaceAll("-", "").slice(0, 10)}`;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    const domain = `${word}.example.org`;
    const rows = {
      first: {
        email: `ana@${domain}`,
        companyName: `Acme Payments Inc ${word}`,
        phone: "+14155550100",
      },
      sameEmail: { email: `ANA@${domain}`, companyName: `Other ${word}`, phone: null },
      sameCompany: { email: `bob@${domain}`, companyName: `ACME Payments ${word}`, phone: null },
      sharedDomain: {
        email: `acme.${word}@gmail.com`,
        companyName: `Acme Payments ${word}`,
        phone: null,
      },
      samePhone: {
        email: `dan@other-${word}.example.org`,
        companyName: `Different ${word}`,
        phone: "+14155550100",
      },
      unlike: { email: `eve@${domain}`, companyName: `Zebra Logistics ${word}`, phone: null },
    };
    for (const [name, row] of Object.entries(rows)) {
      const [lead] = await connection.db
        .insert(leads)
        .values({ ...row, reference: newLeadReference(), source: "registration" })
        .returning({ id: leads.id });
      ids[name] = lead!.id;
    }
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("names each possible duplicate with why", async () => {
    const found = await duplicatesOf(connection.db, ids.first!);
    expect(Object.fromEntries(found.map((lead) => [lead.id, lead.reasons]))).toEqual({
      [ids.sameEmail!]: ["email"],
      [ids.sameCompany!]: ["company"],
      [ids.samePhone!]: ["phone"],
    });
    // Both ways: the lead with the same address finds the first by it.
    expect((await duplicatesOf(connection.db, ids.sameEmail!)).map((lead) => lead.id)).toEqual([
      ids.first,
    ]);
    expect(await duplicatesOf(connection.db, ids.unlike!)).toEqual([]);
    expect(await duplicatesOf(connection.db, ids.sharedDomain!)).toEqual([]);
  });

  it("filters the inbox to the leads that have a possible duplicate", async () => {
    const page = await listLeads(
      connection.db,
      parseLeadFilters(new URLSearchParams({ q: word, duplicates: "yes" })),
    );
    expect(page.rows.map((row) => row.id).sort()).toEqual(
      [ids.first, ids.sameEmail, ids.sameCompany, ids.samePhone].sort(),
    );
  });
});
