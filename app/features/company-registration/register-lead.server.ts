import { eq } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { newLeadReference } from "~/features/lead/lead-reference.server";
import {
  createResumeToken,
  RESUME_LINK_DAYS,
  resumePath,
} from "~/features/lead/lead-resume.server";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { loadLead } from "~/features/lead/leads.server";
import { mayMail } from "~/features/lead-capture/rate-limit.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import {
  type ConfirmationCopy,
  FALLBACK_MAIL_COPY,
  fillPlaceholders,
} from "~/features/notifications/mail-copy.server";
import type { Database } from "~/lib/db/database";
import { type CompanyType, type Lead, leads, orders } from "~/lib/db/schema";

// Registration starts the lead: the company's order, the lead it belongs to, its first
// timeline event and the mail with the private resume link, in one transaction.

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
    const current = await loadLead(tx, options.currentLeadId);
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
    await recordLeadEvent(tx, {
      leadId: lead.id,
      type: LEAD_EVENT.registered,
      payload: {
        orderId: order.id,
        companyType: input.companyType,
        companyName: input.companyName,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
      },
      now,
    });

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
    await recordLeadEvent(tx, {
      leadId: lead.id,
      type: LEAD_EVENT.resumeLinkSent,
      payload: { to: input.email },
      now,
    });
    return { leadId: lead.id, orderId: order.id, reference: lead.reference, created: true };
  });
}
