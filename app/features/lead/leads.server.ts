import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { mayMail } from "~/features/lead-capture/rate-limit.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import {
  FALLBACK_MAIL_COPY,
  fillPlaceholders,
  type ConfirmationCopy,
} from "~/features/notifications/mail-copy.server";
import { notifySalesOfLeadEvent } from "~/features/notifications/sales-notification.server";
import { queueLeadEventWebhooks } from "~/features/webhooks/webhook-outbox.server";
import type { Database } from "~/lib/db/client.server";
import {
  leadEvents,
  leadResumeTokens,
  leads,
  orders,
  type CompanyType,
  type Lead,
  type LeadEvent,
  type LeadSource,
} from "~/lib/db/schema";
import { LEAD_EVENT, type LeadEventType } from "./lead-events";
import { newLeadReference } from "./lead-reference.server";

// One prospect, one lead (decision 013). Every write here changes the lead's data and appends
// to its timeline in one transaction, so the timeline never claims what was not stored and
// nothing stored is missing from it.

/** How long an emailed resume link opens the lead. */
export const RESUME_LINK_DAYS = 30;

/** What registration stores; the registration form's schema produces exactly this. */
export interface RegistrationInput {
  idempotencyKey: string;
  companyType: CompanyType;
  companyName: string;
  contactName: string;
  email: string;
  phone: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  referrer?: string | null;
}

export interface RegisterLeadOptions {
  /** The lead the visitor's cookie names, if any: registering again updates it. */
  currentLeadId: string | null;
  /** Origin for the resume link in the confirmation mail ("https://neargenius.com"). */
  origin: string;
  /** The confirmation's texts (mailCopy.registration); the built-in ones when left out. */
  copy?: ConfirmationCopy;
  now?: Date;
}

export interface RegisteredLead {
  leadId: string;
  orderId: string;
  reference: string;
  /** False when this idempotency key was already stored (a retry or double click). */
  created: boolean;
}

/** Appends to a lead's timeline; call it inside the transaction that stores what it records. */
export async function appendLeadEvent(
  tx: Database,
  leadId: string,
  type: LeadEventType,
  payload: Record<string, unknown>,
  now: Date,
): Promise<void> {
  // Webhooks for this event (and lead.created for a lead's first) join the same transaction.
  await queueLeadEventWebhooks(tx, leadId, type, payload, now);
  // The sales team's mail of a new lead, briefing or booked call too (decision 021).
  await notifySalesOfLeadEvent(tx, leadId, type, payload);
  await tx.insert(leadEvents).values({ leadId, type, payload, occurredAt: now });
}

async function findLead(db: Database, id: string | null | undefined): Promise<Lead | undefined> {
  if (!id) return undefined;
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Stores a new resume token for the lead and returns the token itself (only ever mailed). */
export async function createResumeToken(tx: Database, leadId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(leadResumeTokens).values({
    tokenHash: hashToken(token),
    leadId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESUME_LINK_DAYS * 86_400_000),
  });
  return token;
}

export function resumePath(token: string): string {
  return `/resume/${token}`;
}

/**
 * Stores the registration form's order as the start of a lead. The order's idempotency key
 * is unique, so of any number of concurrent submissions of one form render exactly one
 * stores an order and a lead; the others read that order's lead back. A visitor who already
 * has a lead (cookie) updates it instead of starting a second one.
 */
export async function registerLead(
  db: Database,
  input: RegistrationInput,
  options: RegisterLeadOptions,
): Promise<RegisteredLead> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        idempotencyKey: input.idempotencyKey,
        companyName: input.companyName,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
        companyType: input.companyType,
        utmSource: input.utmSource ?? null,
        utmMedium: input.utmMedium ?? null,
        utmCampaign: input.utmCampaign ?? null,
        referrer: input.referrer ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning({ id: orders.id });

    if (!order) {
      const [existing] = await tx
        .select({ orderId: orders.id, leadId: orders.leadId, reference: leads.reference })
        .from(orders)
        .leftJoin(leads, eq(leads.id, orders.leadId))
        .where(eq(orders.idempotencyKey, input.idempotencyKey));
      if (!existing?.leadId || !existing.reference) {
        throw new Error("order for this idempotency key has no lead");
      }
      return {
        leadId: existing.leadId,
        orderId: existing.orderId,
        reference: existing.reference,
        created: false,
      };
    }

    const contact = {
      email: input.email,
      contactName: input.contactName,
      companyName: input.companyName,
      phone: input.phone,
      companyType: input.companyType,
      lastActivityAt: now,
    };
    const current = await findLead(tx, options.currentLeadId);
    let lead: Pick<Lead, "id" | "reference">;
    if (current) {
      await tx.update(leads).set(contact).where(eq(leads.id, current.id));
      lead = current;
    } else {
      const [inserted] = await tx
        .insert(leads)
        .values({
          ...contact,
          reference: newLeadReference(),
          source: "registration",
          utmSource: input.utmSource ?? null,
          utmMedium: input.utmMedium ?? null,
          utmCampaign: input.utmCampaign ?? null,
          referrer: input.referrer ?? null,
          createdAt: now,
        })
        .returning({ id: leads.id, reference: leads.reference });
      if (!inserted) throw new Error("lead was not stored");
      lead = inserted;
    }
    await tx.update(orders).set({ leadId: lead.id }).where(eq(orders.id, order.id));
    await appendLeadEvent(
      tx,
      lead.id,
      LEAD_EVENT.registered,
      {
        orderId: order.id,
        companyType: input.companyType,
        companyName: input.companyName,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
      },
      now,
    );

    // The lead is registered either way; past the per-address limit (decision 026) no
    // further link is mailed, so nobody floods an inbox by registering in its name.
    if (!(await mayMail(tx, input.email, now))) {
      return { leadId: lead.id, orderId: order.id, reference: lead.reference, created: true };
    }
    const token = await createResumeToken(tx, lead.id, now);
    const link = new URL(resumePath(token), options.origin).toString();
    const copy = options.copy ?? FALLBACK_MAIL_COPY.registration;
    const fill = (text: string) =>
      fillPlaceholders(text, {
        name: input.contactName,
        reference: lead.reference,
        company: input.companyName,
        days: String(RESUME_LINK_DAYS),
      });
    await enqueueMail(tx, {
      to: input.email,
      subject: fill(copy.subject),
      text: [
        `Hello ${input.contactName},`,
        "",
        fill(copy.intro),
        "",
        fill(copy.nextSteps),
        `To continue on another device or later, open this private link (valid for ${RESUME_LINK_DAYS} days):`,
        link,
        "",
        "Do not forward it: whoever opens it sees your team and estimate.",
        "",
        "The Near Genius team",
      ].join("\n"),
    });
    await appendLeadEvent(tx, lead.id, LEAD_EVENT.resumeLinkSent, { to: input.email }, now);
    return { leadId: lead.id, orderId: order.id, reference: lead.reference, created: true };
  });
}

export interface AttachInput {
  email: string;
  contactName?: string | null;
  companyName?: string | null;
  phone?: string | null;
  source: LeadSource;
  /** The lead the visitor's cookie names, if any; it wins over the email. */
  currentLeadId?: string | null;
  event: { type: LeadEventType; payload: Record<string, unknown> };
  now?: Date;
}

/**
 * Ties a submission from outside the funnel (a message, a playbook, a newsletter sign-up, an
 * application) to a lead: the visitor's own, else the latest lead with that email, else a new
 * one. Call it inside the transaction that stores the submission. It never hands the visitor
 * a cookie, so typing someone's email reveals nothing of their lead.
 */
export async function attachLead(tx: Database, input: AttachInput): Promise<string> {
  const now = input.now ?? new Date();
  let lead = await findLead(tx, input.currentLeadId);
  if (!lead) {
    [lead] = await tx
      .select()
      .from(leads)
      // Case-blind: forms keep the address as typed, and one person types it both ways.
      .where(sql`lower(${leads.email}) = ${input.email.trim().toLowerCase()}`)
      .orderBy(desc(leads.lastActivityAt), desc(leads.createdAt))
      .limit(1);
  }
  let leadId: string;
  if (lead) {
    leadId = lead.id;
    await tx
      .update(leads)
      .set({
        lastActivityAt: now,
        // Fill gaps only: what the visitor told the funnel stays as they typed it there.
        contactName: lead.contactName ?? input.contactName ?? null,
        companyName: lead.companyName ?? input.companyName ?? null,
        phone: lead.phone ?? input.phone ?? null,
      })
      .where(eq(leads.id, leadId));
  } else {
    const [inserted] = await tx
      .insert(leads)
      .values({
        reference: newLeadReference(),
        email: input.email,
        contactName: input.contactName ?? null,
        companyName: input.companyName ?? null,
        phone: input.phone ?? null,
        source: input.source,
        createdAt: now,
        lastActivityAt: now,
      })
      .returning({ id: leads.id });
    if (!inserted) throw new Error("lead was not stored");
    leadId = inserted.id;
  }
  await appendLeadEvent(tx, leadId, input.event.type, input.event.payload, now);
  return leadId;
}

/** The lead a cookie names, or undefined when it no longer exists (erased). */
export function loadLead(db: Database, leadId: string | null): Promise<Lead | undefined> {
  return findLead(db, leadId);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** Stores the chosen positions; an unchanged selection writes nothing and appends nothing. */
export async function saveLeadRoles(
  db: Database,
  leadId: string,
  roleIds: readonly string[],
  now: Date = new Date(),
): Promise<{ saved: boolean; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ roleIds: leads.roleIds })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return { saved: false, changed: false };
    if (sameList(lead.roleIds, roleIds)) return { saved: true, changed: false };
    await tx
      .update(leads)
      .set({ roleIds: [...roleIds], lastActivityAt: now })
      .where(eq(leads.id, leadId));
    await appendLeadEvent(tx, leadId, LEAD_EVENT.rolesSelected, { roleIds: [...roleIds] }, now);
    return { saved: true, changed: true };
  });
}

/**
 * Stores the team estimate in the share link's compact form, with the totals the visitor saw
 * for the timeline; an unchanged estimate writes nothing.
 */
export async function saveLeadEstimate(
  db: Database,
  leadId: string,
  estimate: {
    encoded: string;
    roleIds: readonly string[];
    monthlyCents: number;
    totalCents: number;
  },
  now: Date = new Date(),
): Promise<{ saved: boolean; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ estimate: leads.estimate, roleIds: leads.roleIds })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return { saved: false, changed: false };
    if (lead.estimate === estimate.encoded && sameList(lead.roleIds, estimate.roleIds)) {
      return { saved: true, changed: false };
    }
    await tx
      .update(leads)
      .set({ estimate: estimate.encoded, roleIds: [...estimate.roleIds], lastActivityAt: now })
      .where(eq(leads.id, leadId));
    await appendLeadEvent(
      tx,
      leadId,
      LEAD_EVENT.estimateSaved,
      {
        estimate: estimate.encoded,
        monthlyCents: estimate.monthlyCents,
        totalCents: estimate.totalCents,
      },
      now,
    );
    return { saved: true, changed: true };
  });
}

/** The lead an unexpired resume token opens, if any. */
export async function redeemResumeToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ leadId: leadResumeTokens.leadId })
    .from(leadResumeTokens)
    .where(
      and(eq(leadResumeTokens.tokenHash, hashToken(token)), gt(leadResumeTokens.expiresAt, now)),
    );
  return row?.leadId ?? null;
}

/** The lead's timeline, oldest first. */
export function leadTimeline(db: Database, leadId: string): Promise<LeadEvent[]> {
  return db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.id));
}

/**
 * Where a returning visitor continues: the briefing they started, else the first funnel
 * step they have not done.
 */
export function resumeDestination(
  lead: Pick<Lead, "roleIds" | "estimate">,
  progress: { briefingDraft: boolean } = { briefingDraft: false },
): string {
  if (progress.briefingDraft) return "/briefing";
  return lead.roleIds.length === 0 ? "/stack-selection" : "/calculator";
}
