import { describeGuaranteeEvent } from "~/features/guarantee/guarantee-timeline";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { describeShortlistEvent } from "~/features/shortlist/shortlist-timeline";
import type { LeadStatus } from "~/lib/db/enums";

import { COMPANY_TYPE_LABELS, STATUS_LABELS } from "./lead-labels";
import { describeMessageEvent, formatSize, type TimelineMessage } from "./message-timeline";
import { formatDay, formatWhen } from "./staff-time";

// A lead's timeline as sentences a salesperson reads: one entry per lead event, with what the
// event's payload holds and, where it points at a stored row (a briefing, a call, a file), what
// that row holds now. Pure, so every event type is unit-tested without a database.

/** A briefing's answers as the briefing feature groups them for its own summary. */
export interface AnswerSection {
  title: string;
  items: { label: string; value: string | readonly string[] | null }[];
}

export interface TimelineContext {
  bookings: Record<
    string,
    { reference: string; expertName: string; startsAt: string; endsAt: string; status: string }
  >;
  briefings: Record<
    string,
    { reference: string; estimatedMonthlyUsd: number | null; sections: AnswerSection[] | null }
  >;
  /** Files still stored, by id: where staff download them. */
  files: Record<string, { href: string }>;
  contacts: Record<string, { reference: string | null; message: string }>;
  applications: Record<string, { reference: string | null; positionTitle: string }>;
  playbooks: Record<string, string>;
  /** Position titles by id, for the roles a visitor chose. */
  positions: Record<string, string>;
  /** The lead's current estimate and where its quote PDF is made for staff. */
  quote: { estimate: string; href: string } | null;
  /** Quotes the visitor downloaded that were kept whole, by reference: where staff get them. */
  sentQuotes: Record<string, string>;
  messages: Record<string, TimelineMessage>;
}

export const EMPTY_CONTEXT: TimelineContext = {
  bookings: {},
  briefings: {},
  files: {},
  contacts: {},
  applications: {},
  playbooks: {},
  positions: {},
  quote: null,
  sentQuotes: {},
  messages: {},
};

export interface TimelineEvent {
  id: number;
  type: string;
  occurredAt: Date | string;
  payload: Record<string, unknown>;
}

export interface TimelineEntry {
  id: number;
  type: string;
  at: string;
  /** Who acted: the prospect, a staff member, or the site on its own. */
  actor: "visitor" | "staff" | "site";
  title: string;
  lines: string[];
  /** A message or note, shown as written. */
  text?: string;
  sections?: AnswerSection[];
  /** A file to download: an uploaded document, or the quote PDF of the current estimate. */
  download?: { href: string; label: string };
  downloads?: { href: string; label: string }[]; // a message's files
}

const str = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;
const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

const statusLabel = (value: unknown) =>
  STATUS_LABELS[value as LeadStatus] ?? str(value) ?? "unknown";

function describe(
  event: TimelineEvent,
  context: TimelineContext,
): Omit<TimelineEntry, "id" | "type" | "at"> {
  const p = event.payload;
  const staff = str(p.staffName) ?? "A staff member";
  const guarantee = describeGuaranteeEvent(event.type, p, formatWhen);
  if (guarantee) return guarantee;
  const shortlist = describeShortlistEvent(event.type, p, formatWhen);
  if (shortlist) return shortlist;
  const message = describeMessageEvent(event.type, p, context.messages);
  if (message) return message;
  switch (event.type) {
    case LEAD_EVENT.registered: {
      const type = COMPANY_TYPE_LABELS[p.companyType as keyof typeof COMPANY_TYPE_LABELS];
      return {
        actor: "visitor",
        title: `Registered ${str(p.companyName) ?? "a company"}`,
        lines: [
          [str(p.contactName), str(p.email), str(p.phone)].filter(Boolean).join(" · "),
          type ? `Company type: ${type}` : "",
        ].filter(Boolean),
      };
    }
    case LEAD_EVENT.rolesSelected: {
      const ids = Array.isArray(p.roleIds) ? p.roleIds.map(String) : [];
      return {
        actor: "visitor",
        title: `Chose ${ids.length} ${ids.length === 1 ? "role" : "roles"}`,
        lines: ids.length ? [ids.map((id) => context.positions[id] ?? id).join(", ")] : [],
      };
    }
    case LEAD_EVENT.estimateSaved: {
      const monthly = num(p.monthlyCents);
      const total = num(p.totalCents);
      const estimate = str(p.estimate);
      return {
        actor: "visitor",
        title: "Saved a team estimate",
        lines: [
          [
            monthly !== null ? `${usd.format(monthly / 100)} a month` : null,
            total !== null ? `${usd.format(total / 100)} in total` : null,
          ]
            .filter(Boolean)
            .join(", "),
        ].filter(Boolean),
        // Only the current estimate has a quote: an older one was replaced by the visitor.
        ...(estimate && context.quote?.estimate === estimate
          ? { download: { href: context.quote.href, label: "Download the quote (PDF)" } }
          : {}),
      };
    }
    case LEAD_EVENT.contactMessage: {
      const contact = context.contacts[str(p.contactId) ?? ""];
      return {
        actor: "visitor",
        title: "Sent a message",
        lines: contact?.reference ? [`Reference ${contact.reference}`] : [],
        text: contact?.message ?? str(p.message) ?? undefined,
      };
    }
    case LEAD_EVENT.playbookRequested: {
      const slug = str(p.playbookSlug);
      return {
        actor: "visitor",
        title: `Downloaded a playbook${slug ? `: ${context.playbooks[slug] ?? slug}` : ""}`,
        lines: str(p.reference) ? [`Reference ${str(p.reference)}`] : [],
      };
    }
    case LEAD_EVENT.newsletterSubscribed:
      return { actor: "visitor", title: "Signed up for the newsletter", lines: [] };
    case LEAD_EVENT.applicationSubmitted: {
      const application = context.applications[str(p.applicationId) ?? ""];
      const position = application?.positionTitle ?? str(p.positionSlug) ?? "a position";
      return {
        actor: "visitor",
        title: `Applied for ${position}`,
        lines: application?.reference ? [`Reference ${application.reference}`] : [],
      };
    }
    case LEAD_EVENT.resumeLinkSent:
      return {
        actor: "site",
        title: "Emailed a private link to continue",
        lines: str(p.to) ? [`To ${str(p.to)}`] : [],
      };
    case LEAD_EVENT.briefingStarted:
      return { actor: "visitor", title: "Started the briefing", lines: [] };
    case LEAD_EVENT.briefingFileUploaded: {
      const id = str(p.fileId) ?? "";
      const name = str(p.name) ?? "a document";
      const size = num(p.size);
      const file = context.files[id];
      return {
        actor: "visitor",
        title: `Uploaded ${name}`,
        lines: [
          size !== null ? formatSize(size) : "",
          file ? "" : "The file has since been removed.",
        ].filter(Boolean),
        ...(file ? { download: { href: file.href, label: `Download ${name}` } } : {}),
      };
    }
    case LEAD_EVENT.briefingFileRemoved:
      return { actor: "visitor", title: `Removed ${str(p.name) ?? "a document"}`, lines: [] };
    case LEAD_EVENT.briefingLinkedInConnected:
      return { actor: "visitor", title: "Connected LinkedIn on the briefing", lines: [] };
    case LEAD_EVENT.briefingSubmitted: {
      const briefing = context.briefings[str(p.briefingId) ?? ""];
      const reference = briefing?.reference ?? str(p.reference);
      const estimate = briefing?.estimatedMonthlyUsd ?? num(p.estimatedMonthlyUsd);
      return {
        actor: "visitor",
        title: `Submitted the briefing${reference ? ` ${reference}` : ""}`,
        lines:
          estimate !== null && estimate !== undefined
            ? [`Estimate: ${usd.format(estimate)} a month`]
            : [],
        ...(briefing?.sections ? { sections: briefing.sections } : {}),
      };
    }
    case LEAD_EVENT.matchPreviewed: {
      const roles = Array.isArray(p.roles) ? (p.roles as Record<string, unknown>[]) : [];
      return {
        actor: "site",
        title: `Showed the match preview${str(p.reference) ? ` with ${str(p.reference)}` : ""}`,
        lines: [
          ...roles.map((role) => {
            const shown = Array.isArray(role.shown) ? role.shown.map(String) : [];
            return `${str(role.roleId) ?? "A role"}: ${num(role.passed) ?? 0} engineers passed${
              shown.length > 0 ? `; shown ${shown.join(", ")}` : ""
            }`;
          }),
          `Matcher ${str(p.matcherVersion) ?? "unknown"}`,
        ],
      };
    }
    case LEAD_EVENT.bookingCreated: {
      const booking = context.bookings[str(p.bookingId) ?? ""];
      const startsAt = str(p.startsAt) ?? booking?.startsAt;
      return {
        actor: "visitor",
        title: `Booked a call${booking ? ` ${booking.reference}` : ""}`,
        lines: [
          startsAt ? `For ${formatWhen(startsAt)}` : "",
          booking ? `With ${booking.expertName}` : "",
          booking
            ? `Now: ${booking.status === "cancelled" ? "cancelled" : `confirmed for ${formatWhen(booking.startsAt)}`}`
            : "",
        ].filter(Boolean),
      };
    }
    case LEAD_EVENT.bookingRescheduled: {
      const from = str(p.from);
      const to = str(p.to);
      return {
        actor: "visitor",
        title: `Moved the call ${str(p.reference) ?? ""}`.trim(),
        lines: [from && to ? `From ${formatWhen(from)} to ${formatWhen(to)}` : ""].filter(Boolean),
      };
    }
    case LEAD_EVENT.bookingCancelled: {
      const startsAt = str(p.startsAt);
      return {
        actor: "visitor",
        title: `Cancelled the call ${str(p.reference) ?? ""}`.trim(),
        lines: startsAt ? [`It was for ${formatWhen(startsAt)}`] : [],
      };
    }
    case LEAD_EVENT.bookingHeld:
    case LEAD_EVENT.bookingNoShow:
    case LEAD_EVENT.bookingCancelledByUs: {
      const what =
        event.type === LEAD_EVENT.bookingHeld
          ? "held"
          : event.type === LEAD_EVENT.bookingNoShow
            ? "missed by the visitor"
            : "cancelled by us";
      const startsAt = str(p.startsAt);
      return {
        actor: "staff",
        title: [staff, "recorded the call", str(p.reference), "as", what].filter(Boolean).join(" "),
        lines: [
          startsAt ? `It was for ${formatWhen(startsAt)}` : "",
          event.type === LEAD_EVENT.bookingNoShow
            ? "We emailed the visitor a link to book again"
            : "",
        ].filter(Boolean),
        text: str(p.note) ?? "",
      };
    }
    case LEAD_EVENT.bookingLinkResent:
      return {
        actor: "site",
        title: `Emailed the manage link of the call ${str(p.reference) ?? ""} again`.trim(),
        lines: [],
      };
    // Spelled out rather than read from LEAD_EVENT: the name is written by the quote's
    // confirmation mail, and the timeline reads it whether or not that code is deployed.
    case "quote.downloaded": {
      const monthly = num(p.monthlyCents);
      const project = num(p.projectCents);
      const reference = str(p.reference);
      const sent = reference ? context.sentQuotes[reference] : undefined;
      return {
        ...(sent ? { download: { href: sent, label: "Download the quote as sent (PDF)" } } : {}),
        actor: "visitor",
        title: `Downloaded the quote ${str(p.reference) ?? ""}`.trim(),
        lines: [
          [
            monthly !== null ? `${usd.format(monthly / 100)} a month` : null,
            project !== null ? `${usd.format(project / 100)} in total` : null,
          ]
            .filter(Boolean)
            .join(", "),
        ].filter(Boolean),
      };
    }
    case LEAD_EVENT.statusChanged:
      return {
        actor: "staff",
        title: `${staff} changed the status from ${statusLabel(p.from)} to ${statusLabel(p.to)}`,
        lines: [],
      };
    case LEAD_EVENT.ownerChanged: {
      const to = str(p.toName);
      const from = str(p.fromName);
      if (p.rule === "round-robin" && to) {
        return { actor: "site", title: `Assigned to ${to} by round robin`, lines: [] };
      }
      return {
        actor: "staff",
        title: to ? `${staff} gave the lead to ${to}` : `${staff} left the lead without an owner`,
        lines: from ? [`Before: ${from}`] : [],
      };
    }
    case LEAD_EVENT.nextActionSet: {
      const to = str(p.to);
      return {
        actor: "staff",
        title: to
          ? `${staff} set the next action for ${formatDay(to)}`
          : `${staff} cleared the next action date`,
        lines: [],
      };
    }
    case LEAD_EVENT.noteAdded:
      return { actor: "staff", title: `${staff} added a note`, lines: [], text: str(p.text) ?? "" };
    case LEAD_EVENT.applicationAddedToTalentPool: {
      const application = context.applications[str(p.applicationId) ?? ""];
      const reference = application?.reference ?? str(p.reference);
      const position = application?.positionTitle;
      return {
        actor: "staff",
        title: `${staff} added the applicant to the talent pool`,
        lines: [
          position
            ? `From the application for ${position}${reference ? ` (${reference})` : ""}`
            : reference
              ? `From the application ${reference}`
              : "",
          "The applicant was asked by email to agree to be shown to clients.",
        ].filter(Boolean),
      };
    }
    default:
      // A name added later than this code: say what it is rather than hiding it.
      return { actor: "site", title: `Event: ${event.type}`, lines: [] };
  }
}

/** The timeline, newest first (the inbox reads from what happened last). */
export function buildTimeline(
  events: readonly TimelineEvent[],
  context: TimelineContext = EMPTY_CONTEXT,
): TimelineEntry[] {
  return [...events]
    .sort((a, b) => b.id - a.id)
    .map((event) => ({
      id: event.id,
      type: event.type,
      at: new Date(event.occurredAt).toISOString(),
      ...describe(event, context),
    }));
}
