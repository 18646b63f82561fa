import { randomBytes } from "node:crypto";

import { and, eq } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { saveLeadSubmission } from "~/features/lead/lead-submission.server";
import type { AgreedConsent } from "~/features/lead-capture/consent";
import type { OutgoingMail } from "~/features/mailer/mailer.server";
import type { Database } from "~/lib/db/client.server";
import { newsletterSubscribers } from "~/lib/db/schema";
import { siteLink } from "~/lib/site-origin.server";

export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

// `siteUrl` is the public address of the request that caused the mail (siteOrigin): the
// link must open the site the visitor was on.
export function unsubscribeUrl(siteUrl: string, token: string): string {
  return siteLink(siteUrl, `/newsletter/unsubscribe?token=${token}`);
}

export function confirmUrl(siteUrl: string, token: string): string {
  return siteLink(siteUrl, `/newsletter/confirm?token=${token}`);
}

/** Headers for one-click unsubscribe (RFC 8058), on every mail to a subscriber. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function confirmationMail(
  to: string,
  links: { confirm: string; unsubscribe: string },
): OutgoingMail {
  return {
    to,
    subject: "Confirm your Near Genius newsletter subscription",
    text: [
      "Hello,",
      "",
      "Please confirm that you want to receive the Near Genius newsletter: open this link and press Confirm subscription:",
      links.confirm,
      "",
      "If you did not ask for it, ignore this email and you will not hear from us again.",
      "",
      `Unsubscribe: ${links.unsubscribe}`,
    ].join("\n"),
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}

export type SubscribeOutcome = "confirmation-sent" | "already-confirmed";

/**
 * Double opt-in: stores the address as pending and queues a confirmation mail. An address
 * that is already confirmed gets no mail; the visitor sees the same answer either way, so
 * the form does not tell strangers who is subscribed.
 */
export async function subscribe(
  db: Database,
  input: {
    email: string;
    /** The wording agreed to and its version. */
    consent: AgreedConsent;
    source: string | null;
  },
  siteUrl: string,
  context: { leadId?: string | null } = {},
): Promise<SubscribeOutcome> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [inserted] = await tx
      .insert(newsletterSubscribers)
      .values({
        email: input.email,
        confirmToken: newToken(),
        unsubscribeToken: newToken(),
        consentText: input.consent.text,
        consentVersionId: input.consent.id,
        consentedAt: now,
        source: input.source,
      })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    let row = inserted;
    if (!row) {
      const [existing] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, input.email))
        .for("update");
      if (!existing) throw new Error("subscriber neither inserted nor found");
      if (existing.status === "confirmed") return "already-confirmed";
      const [updated] = await tx
        .update(newsletterSubscribers)
        .set({
          status: "pending",
          consentText: input.consent.text,
          consentVersionId: input.consent.id,
          consentedAt: now,
          unsubscribedAt: null,
          // A fresh link after an unsubscribe; a pending address gets its link again.
          confirmToken: existing.status === "unsubscribed" ? newToken() : existing.confirmToken,
        })
        .where(eq(newsletterSubscribers.id, existing.id))
        .returning();
      row = updated;
    }
    if (!row) throw new Error("subscriber row missing");
    const subscriber = row;
    // Not yet confirmed, so the sign-up goes on the timeline as a request.
    await saveLeadSubmission(tx as unknown as Database, {
      sender: {
        email: subscriber.email,
        source: "newsletter",
        currentLeadId: context.leadId ?? subscriber.leadId,
      },
      reference: null,
      event: () => ({
        type: LEAD_EVENT.newsletterSubscribed,
        payload: { subscriberId: subscriber.id },
      }),
      store: async ({ leadId }) => {
        if (subscriber.leadId === leadId) return;
        await tx
          .update(newsletterSubscribers)
          .set({ leadId })
          .where(eq(newsletterSubscribers.id, subscriber.id));
      },
      // The answer is the same past the address's hourly mails; only the mail is skipped.
      confirmation: () =>
        confirmationMail(subscriber.email, {
          confirm: confirmUrl(siteUrl, subscriber.confirmToken),
          unsubscribe: unsubscribeUrl(siteUrl, subscriber.unsubscribeToken),
        }),
      now,
    });
    return "confirmation-sent";
  });
}

export async function confirmSubscription(
  db: Database,
  token: string,
): Promise<"confirmed" | "already-confirmed" | "invalid"> {
  const [updated] = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscribers.confirmToken, token),
        eq(newsletterSubscribers.status, "pending"),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (updated) return "confirmed";
  const [existing] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmToken, token));
  return existing?.status === "confirmed" ? "already-confirmed" : "invalid";
}

/**
 * What a mail link would do, read without changing anything (opening a link must not act):
 * "pending" / "confirmed" / "unsubscribed" for the subscriber holding the token, or null.
 */
export async function linkTokenStatus(
  db: Database,
  kind: "confirm" | "unsubscribe",
  token: string,
): Promise<"pending" | "confirmed" | "unsubscribed" | null> {
  const column =
    kind === "confirm"
      ? newsletterSubscribers.confirmToken
      : newsletterSubscribers.unsubscribeToken;
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(column, token));
  return row?.status ?? null;
}

export async function unsubscribe(
  db: Database,
  token: string,
): Promise<"unsubscribed" | "invalid"> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: new Date() })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return row ? "unsubscribed" : "invalid";
}
