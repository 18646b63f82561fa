import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { defineField, defineType } from "sanity";

/**
 * The confirmation mail each visitor submission gets: its subject, an opening paragraph and
 * what happens next. The site writes the greeting, the reference line (the registration's
 * opening must keep {reference} instead), the links, times and attachments and the
 * signature itself, so a mail can never go out without the reference the visitor quotes to
 * us. Values from the submission are written in braces; each kind offers its own. The site
 * checks the same rules (notifications/mail-copy.server.ts) and falls back on its own texts.
 */
const KINDS = [
  {
    name: "contact",
    title: "Contact message",
    description: "Sent when a visitor writes to us through the contact page.",
    placeholders: ["name", "reference"],
  },
  {
    name: "application",
    title: "Job application",
    description: "Sent to a candidate who applied for an open position.",
    placeholders: ["name", "reference", "position"],
  },
  {
    name: "quote",
    title: "Downloaded quote",
    description:
      "Sent when a registered visitor downloads a quote from the calculator (the reference is the quote number).",
    placeholders: ["name", "reference"],
  },
  {
    name: "playbook",
    title: "Playbook request",
    description:
      "Sent with the download link when a visitor asks for a playbook. The link follows the opening paragraph, then the reference line.",
    placeholders: ["reference", "title"],
  },
  {
    name: "registration",
    title: "Registration",
    description:
      "Sent when a company registers; the private link to continue follows what happens next. The opening paragraph must keep {reference}. {days} is how long the link opens.",
    placeholders: ["name", "reference", "company", "days"],
  },
  {
    name: "briefing",
    title: "Team briefing",
    description:
      'Sent with the briefing as a PDF. "What happens next" follows the numbered steps of the briefing settings, then the link to book a call. {forCompany} is " for <company>", or nothing when none was given; {hours} and {deadline} are the interview promise and its date on the visitor\'s clock.',
    placeholders: ["name", "reference", "forCompany", "hours", "deadline"],
  },
  {
    name: "booking",
    title: "Booked call",
    description:
      "Sent with the calendar invite; the call's time and reference lines follow the opening paragraph, the private link to reschedule follows what happens next. {forCompany} is \" for <company>\", {expert} the expert's name and title, {time} the start on the visitor's clock.",
    placeholders: ["name", "reference", "forCompany", "expert", "time"],
  },
] as const;

/** Placeholders a field must keep: the registration mail says its reference only there. */
const REQUIRED: Partial<Record<string, Partial<Record<string, readonly string[]>>>> = {
  registration: { intro: ["reference"] },
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

function checkPlaceholders(
  text: string | undefined,
  allowed: readonly string[],
  required: readonly string[] = [],
): true | string {
  for (const [, name] of (text ?? "").matchAll(PLACEHOLDER)) {
    if (!allowed.includes(name ?? ""))
      return `{${name}} is not offered here. Only ${allowed.map((item) => `{${item}}`).join(", ")} can be written in braces.`;
  }
  const missing = required.filter((name) => !(text ?? "").includes(`{${name}}`));
  if (text && missing.length > 0)
    return `Keep ${missing.map((name) => `{${name}}`).join(", ")}: the mail says it nowhere else.`;
  return true;
}

export const mailCopyType = defineType({
  name: "mailCopy",
  title: "Confirmation mails",
  type: "document",
  icon: EnvelopeIcon,
  fields: [
    ...KINDS.map((kind) =>
      defineField({
        name: kind.name,
        title: kind.title,
        type: "object",
        description: `${kind.description} You can write ${kind.placeholders.map((item) => `{${item}}`).join(", ")}.`,
        validation: (rule) => rule.required(),
        fields: [
          defineField({
            name: "subject",
            title: "Subject",
            type: "string",
            description: `The mail's subject line. Values you may use: ${kind.placeholders.map((name) => `{${name}}`).join(", ")}.`,
            validation: (rule) =>
              rule
                .required()
                .max(120)
                .custom((text) => checkPlaceholders(text, kind.placeholders)),
          }),
          defineField({
            name: "intro",
            title: "Opening paragraph",
            type: "text",
            rows: 3,
            description: 'Follows "Hello <name>,".',
            validation: (rule) =>
              rule
                .required()
                .max(600)
                .custom((text) =>
                  checkPlaceholders(text, kind.placeholders, REQUIRED[kind.name]?.intro),
                ),
          }),
          defineField({
            name: "nextSteps",
            title: "What happens next",
            type: "text",
            rows: 4,
            description:
              "The paragraph after the reference: what we do now and when the visitor hears from us.",
            validation: (rule) =>
              rule
                .required()
                .max(800)
                .custom((text) => checkPlaceholders(text, kind.placeholders)),
          }),
        ],
      }),
    ),
    defineField({
      name: "replySignature",
      title: "Signature under staff replies",
      type: "text",
      rows: 4,
      description:
        "Closes every reply a salesperson sends from a lead's page. Write {staffName} where the sender's name goes.",
      validation: (rule) =>
        rule
          .required()
          .max(500)
          .custom((text) =>
            typeof text === "string" && !text.includes("{staffName}")
              ? "Keep {staffName}: the reply is signed by the person who wrote it."
              : checkPlaceholders(text, ["staffName"]),
          ),
    }),
  ],
  preview: { prepare: () => ({ title: "Confirmation mails" }) },
});
