import { CalendarIcon } from "@sanity/icons/Calendar";
import { defineArrayMember, defineField, defineType } from "sanity";

/**
 * Figures the page texts may take from the scheduling rules, written in braces. The site fills
 * them in from the rules it actually enforces, so the page can never promise a cancellation
 * window or call length the booking system does not keep.
 */
const RULE_PLACEHOLDERS = [
  "callMinutes",
  "bufferMinutes",
  "minNoticeHours",
  "businessDays",
  "changeCutoffHours",
] as const;

const PLACEHOLDER = /\{([^{}]*)\}/g;

function checkRulePlaceholders(text: string | undefined): true | string {
  for (const [, name] of (text ?? "").matchAll(PLACEHOLDER)) {
    if (!(RULE_PLACEHOLDERS as readonly string[]).includes(name ?? ""))
      return `{${name}} is not a scheduling rule. Only ${RULE_PLACEHOLDERS.map((item) => `{${item}}`).join(", ")} can be written in braces.`;
  }
  return true;
}

const WEEKDAYS = [
  { value: 1, title: "Monday" },
  { value: 2, title: "Tuesday" },
  { value: 3, title: "Wednesday" },
  { value: 4, title: "Thursday" },
  { value: 5, title: "Friday" },
  { value: 6, title: "Saturday" },
  { value: 7, title: "Sunday" },
];

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const EXPERT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const minutesOfDay = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

type Window = { weekday?: number; from?: string; to?: string };
type ExpertEntry = { id?: string; active?: boolean };

/**
 * One opening in the weekly hours. Sales calls and candidate interviews share the shape, so an
 * editor who knows one list knows the other; only the words name what starts in the window.
 */
const weeklyWindowMember = (event: "call" | "interview") =>
  defineArrayMember({
    type: "object",
    name: "weeklyWindow",
    title: "Window",
    fields: [
      defineField({
        name: "weekday",
        title: "Weekday",
        description: `The day of the week this window is open for ${event}s.`,
        type: "number",
        options: { list: WEEKDAYS },
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: "from",
        title: "From (HH:MM)",
        description: `When the first ${event} may start, in the team's time zone (e.g. 09:00).`,
        type: "string",
        validation: (rule) => rule.required().regex(HH_MM, { name: "24-hour time such as 09:00" }),
      }),
      defineField({
        name: "to",
        title: "To (HH:MM)",
        description: `When the last ${event} must end, in the team's time zone (e.g. 17:00).`,
        type: "string",
        validation: (rule) =>
          rule
            .required()
            .regex(HH_MM, { name: "24-hour time such as 17:00" })
            .custom((to, context) => {
              const from = (context.parent as Window | undefined)?.from;
              if (!to || !from || !HH_MM.test(to) || !HH_MM.test(from)) return true;
              return minutesOfDay(from) < minutesOfDay(to)
                ? true
                : "The window must end after it starts.";
            }),
      }),
    ],
    preview: {
      select: { weekday: "weekday", from: "from", to: "to" },
      prepare: ({ weekday, from, to }) => ({
        title: WEEKDAYS.find((day) => day.value === weekday)?.title ?? "No weekday",
        subtitle: `${from ?? "?"}–${to ?? "?"}`,
      }),
    },
  });

/** Overlapping windows on one day would offer the same hour twice. */
function checkWindowsDoNotOverlap(windows: Window[] | undefined): true | string {
  const list = (windows ?? []).filter((window) => window.from && window.to && window.weekday);
  for (const [index, window] of list.entries()) {
    const clash = list.find(
      (other, otherIndex) =>
        otherIndex < index &&
        other.weekday === window.weekday &&
        minutesOfDay(other.from!) < minutesOfDay(window.to!) &&
        minutesOfDay(window.from!) < minutesOfDay(other.to!),
    );
    if (clash) {
      const day = WEEKDAYS.find((item) => item.value === window.weekday)?.title;
      return `Two windows on ${day} overlap (${clash.from}–${clash.to} and ${window.from}–${window.to}).`;
    }
  }
  return true;
}

const wholeNumber = (name: string, title: string, description: string, min: number, max: number) =>
  defineField({
    name,
    title,
    type: "number",
    group: "rules",
    description,
    validation: (rule) => rule.required().integer().min(min).max(max),
  });

/**
 * The /contact/book-call page: its texts, when calls can be booked (weekly hours in one time
 * zone, call length, buffer, notice, holidays, the change deadline) and the experts who take
 * the calls. A booking goes to the expert who owns the lead when they are free, else to the
 * free expert with the fewest upcoming calls.
 */
export const bookingSettingsType = defineType({
  name: "bookingSettings",
  title: "Book a call",
  type: "document",
  icon: CalendarIcon,
  groups: [
    { name: "page", title: "Page texts", default: true },
    { name: "rules", title: "Scheduling rules" },
    { name: "experts", title: "Experts" },
    { name: "interviews", title: "Candidate interviews" },
  ],
  fields: [
    defineField({
      name: "heroTitle",
      title: "Heading",
      type: "string",
      group: "page",
      description: "The page's main heading.",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "heroBody",
      title: "Text under the heading",
      type: "text",
      rows: 3,
      group: "page",
      description:
        "One or two sentences: who the visitor talks to and what they get from the call. A figure from the scheduling rules is written in braces, e.g. {callMinutes}.",
      validation: (rule) =>
        rule
          .required()
          .min(40)
          .max(300)
          .custom((text) => checkRulePlaceholders(text)),
    }),
    defineField({
      name: "promises",
      title: "What the visitor can count on",
      type: "array",
      group: "page",
      description:
        "Short promises listed beside the calendar. Figures from the scheduling rules are written in braces so they always match what the booking system enforces: {callMinutes}, {bufferMinutes}, {minNoticeHours}, {businessDays}, {changeCutoffHours}. Other figures are plain text; keep them true.",
      of: [
        defineArrayMember({
          type: "string",
          validation: (rule) =>
            rule
              .required()
              .min(10)
              .max(120)
              .custom((text) => checkRulePlaceholders(text)),
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6).unique(),
    }),
    defineField({
      name: "timeZone",
      title: "Time zone",
      type: "string",
      group: "rules",
      description:
        'The zone the weekly hours and holidays are in, as an IANA name ("America/New_York"). Visitors see every time in their own zone as well.',
      validation: (rule) =>
        rule
          .required()
          .custom((zone) =>
            !zone || isTimeZone(zone) ? true : `"${zone}" is not an IANA time zone name.`,
          ),
    }),
    defineField({
      name: "weeklyHours",
      title: "Weekly hours",
      type: "array",
      group: "rules",
      description:
        "When calls can start, per weekday, in the time zone above. A day can have several windows (e.g. 09:00–12:00 and 14:00–17:00). Calls start at the beginning of a window and then every call length plus buffer, as long as the call ends inside the window.",
      of: [weeklyWindowMember("call")],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((windows) => checkWindowsDoNotOverlap(windows as Window[] | undefined)),
    }),
    wholeNumber(
      "callMinutes",
      "Call length (minutes)",
      "How long a call is blocked in the experts' calendars and shown in the invite.",
      5,
      480,
    ),
    wholeNumber(
      "bufferMinutes",
      "Buffer after each call (minutes)",
      "Kept free after every call, so an expert never goes straight from one call into the next.",
      0,
      240,
    ),
    wholeNumber(
      "minNoticeHours",
      "Minimum notice (hours)",
      "The earliest time offered is this many hours from now.",
      0,
      720,
    ),
    wholeNumber(
      "businessDays",
      "Days offered",
      "How many business days ahead the calendar shows (days with weekly hours that are not holidays).",
      1,
      60,
    ),
    wholeNumber(
      "changeCutoffHours",
      "Change deadline (hours before the call)",
      "Visitors can reschedule or cancel through their private link until this many hours before the call.",
      0,
      720,
    ),
    defineField({
      name: "holidays",
      title: "Holidays",
      type: "array",
      group: "rules",
      description:
        "Days without calls, in the time zone above. Add next year's before the year ends.",
      of: [
        defineArrayMember({
          type: "object",
          name: "bookingHoliday",
          title: "Holiday",
          fields: [
            defineField({
              name: "date",
              title: "Date",
              description: "No calls are offered on this day.",
              type: "date",
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: "name",
              title: "Name",
              description: 'What the day is, e.g. "Thanksgiving".',
              type: "string",
              validation: (rule) => rule.required().max(80),
            }),
          ],
          preview: { select: { title: "name", subtitle: "date" } },
        }),
      ],
      validation: (rule) =>
        rule.custom((holidays) => {
          const dates = ((holidays ?? []) as { date?: string }[]).map((item) => item.date);
          const twice = dates.find((date, index) => date && dates.indexOf(date) !== index);
          return twice ? `${twice} is listed twice.` : true;
        }),
    }),
    defineField({
      name: "experts",
      title: "Experts",
      type: "array",
      group: "experts",
      description:
        "Who takes the calls. A time is offered while at least one active expert is free; a booking goes to the expert who owns the lead when they are free, otherwise to the free expert with the fewest upcoming calls, ties in this order.",
      of: [
        defineArrayMember({
          type: "object",
          name: "bookingExpert",
          title: "Expert",
          fields: [
            defineField({
              name: "id",
              title: "Key",
              type: "string",
              description:
                'Stored with every booking, e.g. "maria-silva". Never change it once the expert has calls; add a new expert instead.',
              validation: (rule) =>
                rule.required().regex(EXPERT_ID, { name: "lowercase words joined by hyphens" }),
            }),
            defineField({
              name: "name",
              title: "Name",
              description: "The expert's full name, shown to the visitor choosing a call.",
              type: "string",
              validation: (rule) => rule.required().max(80),
            }),
            defineField({
              name: "title",
              title: "Job title",
              type: "string",
              description: 'Shown to the visitor with the name, e.g. "Solutions Architect".',
              validation: (rule) => rule.required().max(80),
            }),
            defineField({
              name: "email",
              title: "Email",
              type: "string",
              description:
                "The address this expert signs in to the admin with; calls of leads they own go to them. Receives the calendar invite for each call.",
              validation: (rule) => rule.required().email(),
            }),
            defineField({
              name: "meetingUrl",
              title: "Video room",
              type: "url",
              description:
                "Optional: the expert's own meeting room (https), written into every invite. Left empty, each call gets a video room of its own.",
              validation: (rule) => rule.uri({ scheme: ["https"] }),
            }),
            defineField({
              name: "photo",
              title: "Photo",
              description: "Optional portrait; set its hotspot on the face so every crop keeps it.",
              type: "image",
              options: { hotspot: true },
            }),
            defineField({
              name: "timeOff",
              title: "Days off",
              type: "array",
              description: "Days this expert takes no calls, in the time zone of the rules.",
              of: [defineArrayMember({ type: "date" })],
              validation: (rule) => rule.unique(),
            }),
            defineField({
              name: "active",
              title: "Takes calls",
              type: "boolean",
              description:
                "Switch off to stop new bookings for this expert; calls already booked stay.",
              initialValue: true,
              validation: (rule) => rule.required(),
            }),
          ],
          preview: {
            select: { title: "name", subtitle: "title", media: "photo", active: "active" },
            prepare: ({ title, subtitle, media, active }) => ({
              title,
              subtitle: active === false ? `${subtitle ?? ""} (takes no calls)` : subtitle,
              media,
            }),
          },
        }),
      ],
      validation: (rule) =>
        rule.required().custom((experts) => {
          const list = (experts ?? []) as ExpertEntry[];
          const ids = list.map((expert) => expert.id);
          const twice = ids.find((id, index) => id && ids.indexOf(id) !== index);
          if (twice) return `Two experts have the key "${twice}".`;
          return list.some((expert) => expert.active !== false)
            ? true
            : "At least one expert must take calls, or no time can be booked.";
        }),
    }),
    defineField({
      name: "candidateInterview",
      title: "Candidate interviews",
      type: "object",
      group: "interviews",
      description:
        "When a client can interview an engineer on their shortlist. The minimum notice, days offered, holidays, change deadline and time zone are the same as for sales calls; a time is only offered when it also falls in the engineer's own working hours.",
      fields: [
        defineField({
          name: "title",
          title: "Name of the interview",
          type: "string",
          description:
            'What the interview is called in calendar invites and emails, e.g. "Candidate interview".',
          validation: (rule) => rule.required().max(80),
        }),
        defineField({
          name: "minutes",
          title: "Interview length (minutes)",
          type: "number",
          description: "How long an interview is blocked in the calendars and shown in the invite.",
          initialValue: 45,
          validation: (rule) => rule.required().integer().min(15).max(120),
        }),
        defineField({
          name: "bufferMinutes",
          title: "Buffer after each interview (minutes)",
          type: "number",
          description:
            "Kept free after every interview, so an engineer never goes straight from one interview into the next.",
          initialValue: 15,
          validation: (rule) => rule.required().integer().min(0).max(60),
        }),
        defineField({
          name: "weeklyHours",
          title: "Weekly hours",
          type: "array",
          description:
            "When interviews can start, per weekday, in the time zone of the scheduling rules. Interviews start at the beginning of a window and then every interview length plus buffer, as long as the interview ends inside the window.",
          of: [weeklyWindowMember("interview")],
          validation: (rule) =>
            rule
              .required()
              .min(1)
              .custom((windows) => checkWindowsDoNotOverlap(windows as Window[] | undefined)),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Book a call" }) },
});
