import { fetchContent } from "~/lib/content/content.server";
import { bookingContentQuery, contactPageQuery } from "~/lib/content/queries";
import type { BookingContentQueryResult, ContactPageQueryResult } from "~/lib/content/sanity.types";
import { describeError, log } from "~/lib/log.server";

import { type BookingRules, bookingRulesSchema, DEFAULT_BOOKING_RULES } from "./booking-rules";
import { type InterviewRules, interviewRulesFrom } from "./interview-rules";

// The booking page's texts and scheduling rules come from the bookingSettings document in the
// CMS. A broken edit there must not take the page down: rules that fail validation are
// replaced as a whole by the built-in defaults (mixing fields of two rule sets could offer
// times nobody chose), and the problem is logged for the team.

export interface BookingPageTexts {
  heroTitle: string;
  heroBody: string;
  /** Shown beside the calendar, figures already filled in from the rules. */
  promises: string[];
}

export interface BookingContent {
  page: BookingPageTexts;
  rules: BookingRules;
  /** Interviews with shortlisted engineers: the CMS's event type on top of the call rules. */
  interview: InterviewRules;
}

/** The rules a page text may quote as "{name}"; the studio offers the same names. */
export const RULE_PLACEHOLDERS = [
  "callMinutes",
  "bufferMinutes",
  "minNoticeHours",
  "businessDays",
  "changeCutoffHours",
] as const satisfies readonly (keyof BookingRules)[];

type RulePlaceholder = (typeof RULE_PLACEHOLDERS)[number];

/** The page's texts when the CMS has none; placeholders as in the CMS. */
export const FALLBACK_BOOKING_PAGE: BookingPageTexts = {
  heroTitle: "Book a Call with an Expert",
  heroBody:
    "Pick a time that suits you and talk your project through with a Near Genius expert. Tell us what you are building, and we come to the call with the roles, team shape and options that fit.",
  promises: [
    "A 30–{callMinutes} minute consultation with one of our experts",
    "We reply within 24 hours",
    "Reschedule or cancel up to {changeCutoffHours} hours before the call",
  ],
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

function isRulePlaceholder(name: string): name is RulePlaceholder {
  return (RULE_PLACEHOLDERS as readonly string[]).includes(name);
}

/**
 * Replaces each "{ruleName}" by that rule's value. Null when a placeholder names no rule: a
 * text with a hole in it is not shown.
 */
export function fillRuleFigures(text: string, rules: BookingRules): string | null {
  let unknown = false;
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    if (isRulePlaceholder(name)) return String(rules[name]);
    unknown = true;
    return whole;
  });
  return unknown ? null : filled;
}

function warn(message: string) {
  log.warn(`[booking] ${message}`);
}

function normaliseRules(settings: NonNullable<BookingContentQueryResult>): BookingRules {
  const candidate = {
    timeZone: settings.timeZone,
    weeklyHours: settings.weeklyHours,
    callMinutes: settings.callMinutes,
    bufferMinutes: settings.bufferMinutes,
    minNoticeHours: settings.minNoticeHours,
    businessDays: settings.businessDays,
    holidays: settings.holidays ?? [],
    changeCutoffHours: settings.changeCutoffHours,
    // Inactive experts keep their calls already booked but take no new ones.
    experts: (settings.experts ?? [])
      .filter((expert) => expert.active !== false)
      .map(({ id, name, title, email, meetingUrl, timeOff }) => ({
        id,
        name,
        title,
        email,
        ...(meetingUrl ? { meetingUrl } : {}),
        timeOff: timeOff ?? [],
      })),
  };
  const parsed = bookingRulesSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .map((issue) => `${issue.path.join(".") || "(rules)"}: ${issue.message}`)
    .join("; ");
  warn(`the scheduling rules in bookingSettings are invalid (${problems}); using the defaults`);
  return structuredClone(DEFAULT_BOOKING_RULES);
}

function interviewRules(rules: BookingRules, event: unknown): InterviewRules {
  const { rules: interview, problems } = interviewRulesFrom(rules, event);
  if (problems.length > 0)
    warn(
      `the candidate interview in bookingSettings is unusable (${problems.join("; ")}); using the default`,
    );
  return interview;
}

function pageTexts(settings: BookingContentQueryResult, rules: BookingRules): BookingPageTexts {
  const fill = (text: string, where: string) => {
    const filled = fillRuleFigures(text, rules);
    if (filled === null) warn(`${where} names a placeholder that is not a rule; left out`);
    return filled;
  };
  const fallback = (text: string) => fillRuleFigures(text, rules) ?? text;

  const heroTitle = settings?.heroTitle?.trim() || FALLBACK_BOOKING_PAGE.heroTitle;
  const heroBody =
    (settings?.heroBody?.trim() && fill(settings.heroBody.trim(), "the hero text")) ||
    fallback(FALLBACK_BOOKING_PAGE.heroBody);
  const promises = (settings?.promises ?? [])
    .map((text) => text.trim())
    .filter((text) => text !== "")
    .map((text) => fill(text, `the promise "${text}"`))
    .filter((text): text is string => text !== null);
  return {
    heroTitle,
    heroBody,
    promises: promises.length > 0 ? promises : FALLBACK_BOOKING_PAGE.promises.map(fallback),
  };
}

/** Page texts and rules from the query's answer, with the fallbacks described above. */
export function normaliseBookingContent(raw: BookingContentQueryResult): BookingContent {
  if (!raw) {
    warn("no bookingSettings document in the content; using the default texts and rules");
    const rules = structuredClone(DEFAULT_BOOKING_RULES);
    // The missing document is reported above; the interview's own fallback needs no second line.
    return {
      page: pageTexts(null, rules),
      rules,
      interview: interviewRulesFrom(rules, null).rules,
    };
  }
  const rules = normaliseRules(raw);
  return {
    page: pageTexts(raw, rules),
    rules,
    interview: interviewRules(rules, raw.candidateInterview),
  };
}

/** The booking page's CMS content: its texts and the scheduling rules it books by. */
export async function loadBookingContent(): Promise<BookingContent> {
  return normaliseBookingContent(
    await fetchContent<BookingContentQueryResult>(bookingContentQuery),
  );
}

/**
 * How to reach a person when booking online does not work (the database is down, the call
 * is too close to change): the contact page's email and phone, or nulls when even the CMS
 * cannot answer, so the booking pages still render.
 */
export async function bookingTeamContact(): Promise<{
  email: string | null;
  phone: string | null;
}> {
  try {
    const page = await fetchContent<ContactPageQueryResult>(contactPageQuery);
    return { email: page?.email ?? null, phone: page?.phone ?? null };
  } catch (error) {
    log.error("[booking] contact details unavailable", { error: describeError(error) });
    return { email: null, phone: null };
  }
}
