import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { contactSchema } from "~/features/contact/contact-schema";
import { saveContact } from "~/features/contact/contacts.server";
import { subscribe } from "~/features/newsletter/newsletter.server";
import { requestPlaybook } from "~/features/playbooks/playbook-downloads.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { contacts, mailOutbox, newsletterSubscribers, playbookDownloads } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

// Every form that mails the address typed into it: however often one address is typed, it
// gets at most three mails an hour, and each submission is still stored and answered.

describeOnEachDriver("mails per recipient", (driver) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });
  const mailsTo = async (address: string) =>
    (await connection.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address))).length;

  it("newsletter: 17 subscribes for one address queue 3 confirmation mails, all answered alike", async () => {
    const email = "flooded-newsletter@example.com";
    const outcomes = [];
    for (let attempt = 0; attempt < 17; attempt++) {
      outcomes.push(
        await subscribe(
          connection.db,
          { email, consent: { id: null, text: "yes" }, source: null },
          "https://ng.test",
        ),
      );
    }
    expect(new Set(outcomes)).toEqual(new Set(["confirmation-sent"]));
    expect(await mailsTo(email)).toBe(3);
    const rows = await connection.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
  });

  it("playbook: every request is stored and gets its link, the fourth in the hour without a mail", async () => {
    const email = "flooded-playbook@example.com";
    const now = new Date("2026-11-24T09:10:00Z");
    const playbook = { slug: "first-90-days-nearshore-team", title: "Playbook" };
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await requestPlaybook(
        connection.db,
        { email, consent: null, idempotencyKey: randomUUID() },
        playbook,
        "https://ng.test",
        { now },
      );
      expect(answer.created).toBe(true);
    }
    const stored = await connection.db
      .select()
      .from(playbookDownloads)
      .where(eq(playbookDownloads.email, email));
    expect(stored).toHaveLength(5);
    expect(await mailsTo(email)).toBe(3);
    // The next hour has its own three.
    await requestPlaybook(
      connection.db,
      { email, consent: null, idempotencyKey: randomUUID() },
      playbook,
      "https://ng.test",
      { now: new Date("2026-11-24T10:00:00Z") },
    );
    expect(await mailsTo(email)).toBe(4);
  });

  it("contact: every message is stored with its reference, the fourth in the hour without a mail", async () => {
    const email = "flooded-contact@example.com";
    const now = new Date("2026-11-24T09:20:00Z");
    for (let attempt = 0; attempt < 5; attempt++) {
      const input = contactSchema.parse({
        name: "Ana",
        email,
        message: `Hello ${attempt}`,
        idempotencyKey: randomUUID(),
      });
      const saved = await saveContact(connection.db, input, { now });
      expect(saved.reference).toMatch(/^NG-M-/);
    }
    const stored = await connection.db.select().from(contacts).where(eq(contacts.email, email));
    expect(stored).toHaveLength(5);
    expect(await mailsTo(email)).toBe(3);
  });
});
