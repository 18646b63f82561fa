import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, expect, it } from "vitest";

import { registerLead } from "~/features/company-registration/register-lead.server";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { attachLead, saveLeadEstimate } from "~/features/lead/leads.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { briefingFiles, contacts } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { localFileStorage } from "~/lib/storage/file-storage.server";

import { leadFilePath, leadQuotePath, loadLeadDetail, readLeadFile } from "./lead-detail.server";
import { buildTimeline } from "./timeline";

// Read once by the app's settings on first use, so set before anything asks for storage.
const uploadDir = mkdtempSync(path.join(tmpdir(), "ng-inbox-uploads-"));
process.env.UPLOAD_DIR = uploadDir;

const NOW = new Date("2026-11-24T15:00:00Z");

describeOnEachDriver("sales inbox: a lead's page", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  async function registered() {
    const email = `detail-${randomUUID()}@acme.example`;
    const { leadId } = await registerLead(
      connection.db,
      {
        idempotencyKey: randomUUID(),
        companyType: "fintech",
        companyName: "Acme Pagamentos",
        contactName: "Ana Souza",
        email,
        phone: null,
        utmSource: "linkedin",
      },
      { currentLeadId: null, origin: "https://neargenius.test", now: NOW },
    );
    return { leadId, email };
  }

  async function storedFile(leadId: string, name: string) {
    const id = randomUUID();
    const key = `briefings/test/${id}.pdf`;
    await localFileStorage(uploadDir).put(
      key,
      new TextEncoder().encode(`%PDF ${name}`),
      "application/pdf",
    );
    await connection.db.insert(briefingFiles).values({
      id,
      leadId,
      storageKey: key,
      fileName: name,
      contentType: "application/pdf",
      sizeBytes: 9,
    });
    return id;
  }

  it("gathers the lead, its whole timeline and what the events point at", async () => {
    const { leadId, email } = await registered();
    await saveLeadEstimate(
      connection.db,
      leadId,
      { encoded: "v1.test", roleIds: [], monthlyCents: 1_000_000, totalCents: 6_000_000 },
      NOW,
    );
    await connection.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contacts)
        .values({
          idempotencyKey: randomUUID(),
          reference: `NG-M-2026-${Math.floor(Math.random() * 1e6)}`,
          name: "Ana Souza",
          email,
          message: "The whole message, longer than the timeline keeps.",
          leadId,
        })
        .returning();
      await attachLead(tx, {
        email,
        source: "contact",
        currentLeadId: leadId,
        event: { type: LEAD_EVENT.contactMessage, payload: { contactId: row!.id, message: "cut" } },
        now: NOW,
      });
    });
    const fileId = await storedFile(leadId, "brief.pdf");

    const detail = await loadLeadDetail(connection.db, leadId);
    expect(detail?.lead).toMatchObject({
      id: leadId,
      companyName: "Acme Pagamentos",
      utmSource: "linkedin",
      status: "new",
      ownerName: null,
    });
    expect(detail!.events.map((event) => event.type)).toEqual([
      LEAD_EVENT.registered,
      LEAD_EVENT.resumeLinkSent,
      LEAD_EVENT.estimateSaved,
      LEAD_EVENT.contactMessage,
    ]);
    expect(detail!.context.files).toEqual({ [fileId]: { href: leadFilePath(leadId, fileId) } });
    const timeline = buildTimeline(detail!.events, detail!.context);
    expect(timeline.map((entry) => entry.title)).toEqual([
      "Sent a message",
      "Saved a team estimate",
      "Emailed a private link to continue",
      "Registered Acme Pagamentos",
    ]);
    expect(timeline[0]!.text).toBe("The whole message, longer than the timeline keeps.");
    expect(timeline[1]).toMatchObject({
      lines: ["$10,000 a month, $60,000 in total"],
      download: { href: leadQuotePath(leadId), label: "Download the quote (PDF)" },
    });
  });

  it("answers nothing for an unknown or malformed lead id", async () => {
    expect(await loadLeadDetail(connection.db, randomUUID())).toBeUndefined();
    expect(await loadLeadDetail(connection.db, "not-a-uuid")).toBeUndefined();
  });

  it("serves a briefing document only under the lead it belongs to", async () => {
    const own = await registered();
    const other = await registered();
    const fileId = await storedFile(own.leadId, "job description.pdf");
    const file = await readLeadFile(connection.db, own.leadId, fileId);
    expect(file).toMatchObject({ fileName: "job description.pdf", contentType: "application/pdf" });
    expect(new TextDecoder().decode(file!.bytes)).toBe("%PDF job description.pdf");
    expect(await readLeadFile(connection.db, other.leadId, fileId)).toBeUndefined();
    expect(await readLeadFile(connection.db, own.leadId, randomUUID())).toBeUndefined();
    expect(await readLeadFile(connection.db, own.leadId, "../../etc/passwd")).toBeUndefined();
  });
});
