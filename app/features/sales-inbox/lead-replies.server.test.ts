import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { newLeadReference } from "~/features/lead/lead-reference.server";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import {
  leadMessageFiles,
  leadMessages,
  leadReplyTokens,
  leads,
  mailOutbox,
  staffAuditLog,
  staffUsers,
  webhookEndpoints,
  webhookMessages,
} from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import type { FileStorage } from "~/lib/storage/file-storage.server";

import { hasInboundAuth, receiveInboundMail, tokensOf } from "./inbound-mail.server";
import { messagesOfLead, threadUnmatched, unmatchedMail } from "./lead-messages.server";
import {
  composeReply,
  previewReply,
  replyAddress,
  sendReply,
  tokenOfAddress,
} from "./lead-replies.server";
import { subjectWithReference } from "./reply-schema";

// Mail between the sales team and a lead: a reply goes out through the queue with the
// writer's name and the lead's reply address, and the visitor's answer, posted as Postmark's
// inbound webhook posts it (the recorded payload in tests/fixtures/postmark), comes back onto
// the same lead; an answer to an address naming no lead is kept for an admin to thread.

const DOMAIN = "reply.neargenius.test";
const ORIGIN = "https://neargenius.test";
const FIXTURE = JSON.parse(
  readFileSync(
    new URL("../../../tests/fixtures/postmark/inbound-reply.json", import.meta.url),
    "utf8",
  ),
) as Record<string, unknown>;

/** The recorded payload addressed to `token`, with its own message id. */
function inbound(token: string, changes: Record<string, unknown> = {}) {
  const address = replyAddress(token, DOMAIN);
  return {
    ...structuredClone(FIXTURE),
    To: `"Ana at Near Genius" <${address}>`,
    ToFull: [{ Email: address, Name: "Ana at Near Genius", MailboxHash: token }],
    OriginalRecipient: address,
    MailboxHash: token,
    MessageID: randomUUID(),
    ...changes,
  };
}

function memoryStorage() {
  const stored = new Map<string, Uint8Array>();
  const storage: FileStorage = {
    kind: "local",
    put: async (key, bytes) => void stored.set(key, bytes),
    get: async (key) => stored.get(key) ?? new Uint8Array(),
    delete: async (key) => void stored.delete(key),
  };
  return { storage, stored };
}

describe("reply addresses and subjects", () => {
  it("reads our token back from a reply address in any case, and nothing else", () => {
    const token = "0123456789abcdef01234567";
    expect(tokenOfAddress(replyAddress(token, DOMAIN), DOMAIN)).toBe(token);
    expect(tokenOfAddress(`REPLY+${token.toUpperCase()}@Reply.NearGenius.test`, DOMAIN)).toBe(
      token,
    );
    expect(tokenOfAddress(`reply+${token}@elsewhere.example`, DOMAIN)).toBeNull();
    expect(tokenOfAddress(`reply+short@${DOMAIN}`, DOMAIN)).toBeNull();
    expect(tokenOfAddress(`hello@${DOMAIN}`, DOMAIN)).toBeNull();
  });

  it("keeps the lead's reference in the subject", () => {
    expect(subjectWithReference("Next steps", "NG-7K3F-9QXM")).toBe("Next steps (NG-7K3F-9QXM)");
    expect(subjectWithReference("Re: NG-7K3F-9QXM call", "NG-7K3F-9QXM")).toBe(
      "Re: NG-7K3F-9QXM call",
    );
  });

  it("signs the reply under the text and sends it in the writer's name", () => {
    const mail = composeReply(
      { subject: "Next steps", body: "  Hello Dana,\nTuesday?  " },
      { email: "dana@acme.example", reference: "NG-7K3F-9QXM" },
      { id: "s1", name: "Ana Sales", email: "ana@neargenius.test" },
      { replyDomain: DOMAIN, signature: "Ana Sales\nNear Genius" },
      "0123456789abcdef01234567",
    );
    expect(mail).toEqual({
      fromName: "Ana Sales at Near Genius",
      to: "dana@acme.example",
      replyTo: `reply+0123456789abcdef01234567@${DOMAIN}`,
      subject: "Next steps (NG-7K3F-9QXM)",
      text: "Hello Dana,\nTuesday?\n\n-- \nAna Sales\nNear Genius\n",
    });
  });

  it("finds the token in MailboxHash, a recipient's hash or a recipient on our domain", () => {
    const token = "fedcba9876543210fedcba98";
    const payload = inbound(token);
    expect(tokensOf(payload as never, DOMAIN)).toEqual([token]);
    const noHash = inbound(token, {
      MailboxHash: "",
      ToFull: [{ Email: `Reply+${token}@${DOMAIN}`, Name: "", MailboxHash: "" }],
    });
    expect(tokensOf(noHash as never, DOMAIN)).toEqual([token]);
    expect(tokensOf(noHash as never, undefined)).toEqual([]);
  });

  it("takes the inbound webhook's basic auth only with the configured user and password", () => {
    const request = (value: string) =>
      new Request("https://x.test/api/inbound-mail", {
        method: "POST",
        headers: { authorization: `Basic ${Buffer.from(value).toString("base64")}` },
      });
    const secret = "postmark:a-long-inbound-secret";
    expect(hasInboundAuth(request(secret), secret)).toBe(true);
    expect(hasInboundAuth(request("postmark:a-long-inbound-secreT"), secret)).toBe(false);
    expect(hasInboundAuth(new Request("https://x.test/"), secret)).toBe(false);
  });
});

describeOnEachDriver("replies and answers on a lead", (driver) => {
  let connection: DatabaseConnection;
  const staff = { id: `sales-${randomUUID()}`, name: "Ana Sales", email: "" };
  let leadId = "";
  let reference = "";
  const settings = { replyDomain: DOMAIN, signature: "Ana Sales\nNear Genius" };

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    staff.email = `${staff.id}@neargenius.test`;
    await connection.db.insert(staffUsers).values({ ...staff, role: "sales" });
    await connection.db.insert(webhookEndpoints).values({
      url: "https://crm.example.com/hook",
      secret: "whsec_test",
      eventTypes: ["message.sent", "message.received"],
    });
    reference = newLeadReference();
    const [lead] = await connection.db
      .insert(leads)
      .values({
        reference,
        email: "dana@acme-fintech.example",
        source: "registration",
        ownerId: staff.id,
      })
      .returning({ id: leads.id });
    leadId = lead!.id;
  });
  afterAll(async () => {
    await connection?.close();
  });

  async function tokenOfLead(id: string) {
    const [row] = await connection.db
      .select({ token: leadReplyTokens.token })
      .from(leadReplyTokens)
      .where(eq(leadReplyTokens.leadId, id));
    return row!.token;
  }

  it("sends a reply through the queue, on the timeline with who wrote it", async () => {
    const sent = await sendReply(
      connection.db,
      staff,
      leadId,
      { subject: "Your enquiry", body: "Hello Dana, shall we talk on Tuesday?" },
      settings,
      { ipAddress: "203.0.113.7" },
    );
    expect(sent.ok).toBe(true);
    const token = await tokenOfLead(leadId);
    const [mail] = await connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "dana@acme-fintech.example"));
    expect(mail).toMatchObject({
      subject: `Your enquiry (${reference})`,
      fromName: "Ana Sales at Near Genius",
      replyTo: `reply+${token}@${DOMAIN}`,
      textBody: "Hello Dana, shall we talk on Tuesday?\n\n-- \nAna Sales\nNear Genius\n",
    });
    const events = await leadTimeline(connection.db, leadId);
    expect(events.at(-1)).toMatchObject({
      type: LEAD_EVENT.messageSent,
      payload: { staffId: staff.id, staffName: "Ana Sales" },
    });
    const messages = await messagesOfLead(connection.db, leadId);
    expect(Object.values(messages)).toEqual([
      expect.objectContaining({ to: "dana@acme-fintech.example", files: [] }),
    ]);
    const audit = await connection.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "lead.reply"), eq(staffAuditLog.targetId, leadId)));
    expect(audit).toHaveLength(1);
    const hooks = await connection.db
      .select({ type: webhookMessages.eventType })
      .from(webhookMessages)
      .where(eq(webhookMessages.leadId, leadId));
    expect(hooks.map((hook) => hook.type)).toContain("message.sent");
  });

  it("previews the mail with the lead's own reply address and sends nothing", async () => {
    const before = await connection.db.select().from(mailOutbox);
    const preview = await previewReply(
      connection.db,
      staff,
      leadId,
      { subject: "Again", body: "A second note" },
      settings,
    );
    expect(preview?.replyTo).toBe(`reply+${await tokenOfLead(leadId)}@${DOMAIN}`);
    expect(await connection.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it("sends without a reply address when no reply domain is set", async () => {
    const [other] = await connection.db
      .insert(leads)
      .values({ reference: newLeadReference(), email: "nodomain@acme.example", source: "contact" })
      .returning({ id: leads.id });
    await sendReply(
      connection.db,
      staff,
      other!.id,
      { subject: "Hi", body: "Hello" },
      { replyDomain: undefined, signature: "Ana" },
    );
    const [mail] = await connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "nodomain@acme.example"));
    expect(mail?.replyTo).toBeNull();
    expect(
      await connection.db
        .select()
        .from(leadReplyTokens)
        .where(eq(leadReplyTokens.leadId, other!.id)),
    ).toEqual([]);
  });

  it("threads the visitor's answer onto the lead, keeps the PDF and refuses the program", async () => {
    const { storage, stored } = memoryStorage();
    const token = await tokenOfLead(leadId);
    const payload = inbound(token);
    const result = await receiveInboundMail(connection.db, payload, {
      uploads: storage,
      replyDomain: DOMAIN,
      siteOrigin: ORIGIN,
    });
    expect(result).toMatchObject({ ok: true, leadId, replayed: false });
    const [message] = await connection.db
      .select()
      .from(leadMessages)
      .where(eq(leadMessages.providerMessageId, payload.MessageID));
    expect(message).toMatchObject({
      leadId,
      direction: "inbound",
      fromAddress: "dana@acme-fintech.example",
      fromName: "Dana Rivera",
      // Postmark's reply without the quoted thread.
      bodyText: "Thanks Ana, Tuesday at 10 works for us. I attach our job description.\n\nDana",
      refusedAttachments: [
        { name: "setup.exe", reason: "not a PDF, Word (.docx) or plain-text document" },
      ],
    });
    const files = await connection.db
      .select()
      .from(leadMessageFiles)
      .where(eq(leadMessageFiles.messageId, message!.id));
    expect(files).toEqual([
      expect.objectContaining({ fileName: "job-description.pdf", contentType: "application/pdf" }),
    ]);
    expect(new TextDecoder().decode(stored.get(files[0]!.storageKey)).startsWith("%PDF-")).toBe(
      true,
    );
    const events = await leadTimeline(connection.db, leadId);
    expect(events.at(-1)).toMatchObject({
      type: LEAD_EVENT.messageReceived,
      payload: { messageId: message!.id, files: 1 },
    });
    // The owner hears of it, without the visitor's words.
    const [notice] = await connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, staff.email));
    expect(notice?.subject).toBe(`New reply on lead ${reference}`);
    expect(notice?.textBody).not.toContain("Tuesday");
  });

  it("stores a retried webhook once", async () => {
    const { storage, stored } = memoryStorage();
    const payload = inbound(await tokenOfLead(leadId));
    const first = await receiveInboundMail(connection.db, payload, {
      uploads: storage,
      replyDomain: DOMAIN,
      siteOrigin: ORIGIN,
    });
    const again = await receiveInboundMail(connection.db, payload, {
      uploads: storage,
      replyDomain: DOMAIN,
      siteOrigin: ORIGIN,
    });
    expect(again).toMatchObject({ ok: true, replayed: true });
    expect(first.ok && again.ok && again.messageId).toBe(first.ok && first.messageId);
    const rows = await connection.db
      .select()
      .from(leadMessages)
      .where(eq(leadMessages.providerMessageId, payload.MessageID));
    expect(rows).toHaveLength(1);
    expect(stored.size).toBe(1);
  });

  it("keeps an answer to an unknown address for an admin, who threads it onto its lead", async () => {
    const { storage } = memoryStorage();
    const payload = inbound("aaaaaaaaaaaaaaaaaaaaaaaa", {
      MessageID: randomUUID(),
      Subject: `Re: Your enquiry with Near Genius (${reference})`,
      Attachments: [],
    });
    const result = await receiveInboundMail(connection.db, payload, {
      uploads: storage,
      replyDomain: DOMAIN,
      siteOrigin: ORIGIN,
    });
    expect(result).toMatchObject({ ok: true, leadId: null });
    const unmatched = await unmatchedMail(connection.db);
    const mine = unmatched.find((mail) => result.ok && mail.id === result.messageId);
    expect(mine).toMatchObject({
      token: "aaaaaaaaaaaaaaaaaaaaaaaa",
      suggestion: { id: leadId, reference },
    });
    const eventsBefore = (await leadTimeline(connection.db, leadId)).length;
    expect(await threadUnmatched(connection.db, staff, mine!.id, "NG-NOPE-NOPE")).toEqual({
      ok: false,
      reason: "no_lead",
    });
    expect(await threadUnmatched(connection.db, staff, mine!.id, reference.toLowerCase())).toEqual({
      ok: true,
      leadId,
    });
    expect(await threadUnmatched(connection.db, staff, mine!.id, reference)).toEqual({
      ok: false,
      reason: "no_message",
    });
    const events = await leadTimeline(connection.db, leadId);
    expect(events).toHaveLength(eventsBefore + 1);
    expect(events.at(-1)).toMatchObject({
      type: LEAD_EVENT.messageReceived,
      payload: { threadedBy: staff.id },
    });
    expect(
      await connection.db
        .select()
        .from(leadMessages)
        .where(and(isNull(leadMessages.leadId), eq(leadMessages.id, mine!.id))),
    ).toEqual([]);
  });

  it("keeps a mail with no token at all, and refuses what is not Postmark's format", async () => {
    const { storage } = memoryStorage();
    const payload = inbound("", {
      MailboxHash: "",
      ToFull: [{ Email: "hello@neargenius.test", Name: "", MailboxHash: "" }],
      OriginalRecipient: "hello@neargenius.test",
      Attachments: [],
    });
    expect(
      await receiveInboundMail(connection.db, payload, {
        uploads: storage,
        replyDomain: DOMAIN,
        siteOrigin: ORIGIN,
      }),
    ).toMatchObject({ ok: true, leadId: null });
    expect(
      await receiveInboundMail(
        connection.db,
        { Subject: "no id" },
        { uploads: storage, replyDomain: DOMAIN, siteOrigin: ORIGIN },
      ),
    ).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses an attachment over 10 MB and keeps the message", async () => {
    const { storage, stored } = memoryStorage();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);
    const payload = inbound(await tokenOfLead(leadId), {
      Attachments: [
        { Name: "huge.txt", Content: big.toString("base64"), ContentType: "text/plain" },
      ],
    });
    const result = await receiveInboundMail(connection.db, payload, {
      uploads: storage,
      replyDomain: DOMAIN,
      siteOrigin: ORIGIN,
    });
    expect(result).toMatchObject({ ok: true, leadId });
    const [message] = await connection.db
      .select()
      .from(leadMessages)
      .where(eq(leadMessages.providerMessageId, payload.MessageID));
    expect(message?.refusedAttachments).toEqual([
      { name: "huge.txt", reason: "larger than 10 MB" },
    ]);
    expect(stored.size).toBe(0);
  });
});
