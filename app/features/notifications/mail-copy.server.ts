import { fetchContent } from "~/lib/content/content.server";
import { mailCopyQuery, replySignatureQuery } from "~/lib/content/queries";
import type { MailCopyQueryResult, ReplySignatureQueryResult } from "~/lib/content/sanity.types";
import { describeError, log } from "~/lib/log.server";

// The confirmation mails' texts come from the mailCopy document in the CMS, so marketing can
// reword them without a release. A missing document, an empty field or a placeholder the
// site cannot fill must not stop a visitor's submission: that field falls back to the text
// below (the texts the site shipped with), and the problem is logged for the team.

export const CONFIRMATION_KINDS = [
  "contact",
  "application",
  "quote",
  "playbook",
  "registration",
  "briefing",
  "booking",
] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];

/** The values each kind's texts may quote as "{name}"; the studio offers the same names. */
export const CONFIRMATION_PLACEHOLDERS = {
  contact: ["name", "reference"],
  application: ["name", "reference", "position"],
  quote: ["name", "reference"],
  playbook: ["reference", "title"],
  registration: ["name", "reference", "company", "days"],
  // {forCompany} is " for <company>", or nothing when the visitor left the company out, so
  // the sentence reads right either way.
  briefing: ["name", "reference", "forCompany", "hours", "deadline"],
  booking: ["name", "reference", "forCompany", "expert", "time"],
} as const satisfies Record<ConfirmationKind, readonly string[]>;

/**
 * Placeholders a field must keep. The registration mail has no reference line of its own
 * (its opening says the reference), so an opening without it would send none.
 */
export const REQUIRED_PLACEHOLDERS: Partial<
  Record<ConfirmationKind, Partial<Record<keyof ConfirmationCopy, readonly string[]>>>
> = {
  registration: { intro: ["reference"] },
};

export type ConfirmationValues<K extends ConfirmationKind> = Record<
  (typeof CONFIRMATION_PLACEHOLDERS)[K][number],
  string
>;

export interface ConfirmationCopy {
  subject: string;
  intro: string;
  nextSteps: string;
}

export type MailCopy = Record<ConfirmationKind, ConfirmationCopy>;

const FIELDS = ["subject", "intro", "nextSteps"] as const satisfies (keyof ConfirmationCopy)[];

/** The texts when the CMS has none; the same as the bundled dataset's. */
export const FALLBACK_MAIL_COPY: MailCopy = {
  contact: {
    subject: "We received your message ({reference})",
    intro:
      "Thank you for writing to Near Genius. Your message reached us and is filed under the reference below.",
    nextSteps:
      "Your message has been sent. A Near Genius specialist will reply to your email within one business day. If you write to us again about it, quote your reference so we find it at once.",
  },
  application: {
    subject: "Your application for {position}: {reference}",
    intro:
      "Thank you for applying for {position} at Near Genius. Your application and CV reached our recruiting team.",
    nextSteps:
      "Your application has been sent. We will reply by email within five business days. Our recruiting team reads every application; if your profile fits the role, we invite you to a first conversation.",
  },
  quote: {
    subject: "Your Near Genius quote {reference}",
    intro:
      "Here is a note of the quote you downloaded from our team calculator; the PDF carries the same number.",
    nextSteps:
      "The quote stays valid for the period printed on it. When you are ready, write a short briefing or book a call with an expert, and we come back with the engineers who fit your team.",
  },
  playbook: {
    subject: "Your playbook: {title}",
    intro: 'Here is your copy of "{title}" (PDF):',
    nextSteps:
      "When you want to talk about a team of your own, book a call with an expert on our site. If you write to us about this playbook, quote your reference.",
  },
  registration: {
    subject: "Your Near Genius reference: {reference}",
    intro: "Thank you for telling us about {company}. Your reference is {reference}.",
    nextSteps: "Next, choose the roles you need and see what the team would cost.",
  },
  briefing: {
    subject: "Your team briefing {reference} was received",
    intro:
      "Thank you for briefing us on the team you need{forCompany}. Your reference is {reference}.",
    nextSteps: "We will have your first interviews booked within {hours} hours: by {deadline}.",
  },
  booking: {
    subject: "Your call with Near Genius is booked: {time}",
    intro: "Your 30-45 minute consultation{forCompany} with {expert} is booked.",
    nextSteps: "If you write to us before the call, we reply within 24 hours; quote {reference}.",
  },
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders a text names that `allowed` does not offer. */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map(([, name]) => name ?? "")
    .filter((name) => !allowed.includes(name));
}

/** Replaces each "{name}" by its value; a name without a value is left as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

function warn(message: string) {
  log.warn(`[mail-copy] ${message}`);
}

type RawCopy = Partial<Record<keyof ConfirmationCopy, string | null>> | null | undefined;

/** The CMS's texts, field by field, with the fallbacks described above. */
export function normaliseMailCopy(raw: MailCopyQueryResult | undefined): MailCopy {
  if (!raw) warn("no mailCopy document in the content; using the built-in texts");
  const result = structuredClone(FALLBACK_MAIL_COPY);
  for (const kind of CONFIRMATION_KINDS) {
    const copy = (raw as Partial<Record<ConfirmationKind, RawCopy>> | null | undefined)?.[kind];
    for (const field of FIELDS) {
      const text = copy?.[field]?.trim();
      if (!text) {
        if (raw) warn(`${kind}.${field} is empty; using the built-in text`);
        continue;
      }
      const unknown = unknownPlaceholders(text, CONFIRMATION_PLACEHOLDERS[kind]);
      if (unknown.length > 0) {
        warn(
          `${kind}.${field} names ${unknown.map((name) => `{${name}}`).join(", ")}, which the site cannot fill; using the built-in text`,
        );
        continue;
      }
      const missing = (REQUIRED_PLACEHOLDERS[kind]?.[field] ?? []).filter(
        (name) => !text.includes(`{${name}}`),
      );
      if (missing.length > 0) {
        warn(
          `${kind}.${field} leaves out ${missing.map((name) => `{${name}}`).join(", ")}, which it must keep; using the built-in text`,
        );
        continue;
      }
      result[kind][field] = text;
    }
  }
  return result;
}

/** The confirmation mails' texts; the built-in ones when the CMS cannot answer at all. */
export async function loadMailCopy(): Promise<MailCopy> {
  try {
    return normaliseMailCopy(await fetchContent<MailCopyQueryResult>(mailCopyQuery));
  } catch (error) {
    log.error("[mail-copy] content unavailable, using the built-in texts", {
      error: describeError(error),
    });
    return structuredClone(FALLBACK_MAIL_COPY);
  }
}

/** The signature under a staff member's reply when the CMS has none; {staffName} is theirs. */
export const FALLBACK_REPLY_SIGNATURE = [
  "{staffName}",
  "Near Genius: nearshore engineers you can see before you hire",
  "https://neargenius.com",
].join("\n");

/**
 * The signature under every staff reply (mailCopy.replySignature), with {staffName} filled
 * in. A signature that names any other placeholder, or none at all, falls back to the
 * built-in one: a reply must never go out signed "{staffname}".
 */
export function replySignatureFor(raw: string | null | undefined, staffName: string): string {
  const text = raw?.trim();
  let template = FALLBACK_REPLY_SIGNATURE;
  if (text) {
    const unknown = unknownPlaceholders(text, ["staffName"]);
    if (unknown.length > 0) {
      log.warn(
        `[mail-copy] replySignature names ${unknown.map((name) => `{${name}}`).join(", ")}, which the site cannot fill; using the built-in signature`,
      );
    } else template = text;
  }
  return fillPlaceholders(template, { staffName });
}

/** The CMS's reply signature template; null (the built-in one) when the CMS cannot answer. */
export async function loadReplySignature(): Promise<string | null> {
  try {
    return await fetchContent<ReplySignatureQueryResult>(replySignatureQuery);
  } catch (error) {
    log.error("[mail-copy] content unavailable, using the built-in reply signature", {
      error: describeError(error),
    });
    return null;
  }
}
