import { readFileSync } from "node:fs";

import { BRIEFING_STEPS } from "~/features/briefing/briefing-steps";
import { FUNNEL_STEPS } from "~/features/funnel/funnel-steps";

/**
 * Every piece of text a visitor reads comes from the studio, except what this ledger
 * explains. Each entry says why its text lives in code:
 * - "label": a form label, option, button or accessible name (the product's fixed wording,
 *   which changes with the form, not with the marketing);
 * - "format": text the site composes from CMS values, dates and numbers;
 * - "legal": a notice the code must keep as it is;
 * - "not yet in the CMS": marketing copy still typed into components. Moving it into the
 *   studio removes its entry; nothing new may be added to this group (it is empty now).
 */
export type CopyReason = "label" | "format" | "legal" | "not yet in the CMS";

export const COPY_LEDGER: readonly { text: string | RegExp; reason: CopyReason }[] = [
  // The site's frame.
  ...[
    "Skip to main content",
    "Menu",
    "Main",
    "Social media",
    "(verified)",
    "(opens in a new tab)",
    "Notifications (F8)",
    "Progress",
    "(completed)",
    "*",
    "(optional)",
    "(required)",
    "Leave this field empty",
    "Previous",
    "Briefing steps",
    // The briefing's assistant panel (shown once the page is hydrated).
    "AI Assistant",
    "Assistant:",
    "Assistant messages",
    "Suggestions",
    "Suggest a tech stack",
    "Suggest role requirements",
    "Schedule a call",
    "Ask a question about working with us",
    "Close the assistant",
    "e.g. Do you sign an NDA?",
    // Names of page regions for screen readers.
    "Key figures",
    "Benefits",
    "Solutions by audience",
    "Client satisfaction figures",
    "At a glance",
    "Focus areas",
  ].map((text) => ({ text, reason: "label" as const })),
  { text: "©", reason: "format" },
  { text: ". All rights reserved.", reason: "legal" },
  // The landing page's cards, drawn from the talent pool: an engineer's handle, level and
  // position, skills and vetting results, the sample label, a team's cost and start, and the
  // parts a score adds up from.
  ...[
    /^\p{Lu}[\p{L}'’-]+ \p{Lu}\.$/u,
    /^(Junior|Mid-level|Senior|Expert) [A-Z][\w./&+ -]+$/,
    /^· [^,]+(, [^,]+)*$/,
    "Sample profile",
    "Passed",
    /^\$[\d,]+\/month$/,
    /^(Now|\d+ (days?|weeks?|months?))$/,
    /^How [\d.]+ adds up$/,
    /^(Skills|Seniority|English|Overlap|Domains|Availability): [\d.]+ of \d+$/,
    /^Score of .+$/,
  ].map((text) => ({ text, reason: "format" as const })),
  // Composed from CMS values, dates, numbers and times.
  ...[
    /^Step \d of \d$/,
    /^Apply for .+$/,
    /^Rated \d out of 5$/,
    /^[A-Z]{2}$/,
    /^[“”"']$/,
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/,
    /^\d+ free$/,
    /^\w+day \d{1,2} \w+ \d{4}, \d+ times? free$/,
    /^Free times on \w+day \d{1,2} \w+ \d{4}$/,
    /^\d{1,2}:\d{2} (AM|PM)( [\w ]+ time)?$/,
    /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
    /^[A-Z][\w/]+ \(UTC[+−]\d{2}:\d{2}\)$/,
    /^UTC \(UTC\+00:00\)$/,
    "New York",
    "UTC",
    // "6 min read": an article's reading time.
    "min read",
    "Days",
    // "Times are shown in <zone>, with our <city> time beside them."
    ", with our",
    "time beside them",
    /^\d{1,2}:\d{2} (AM|PM) [\w ]+ time \(\d{1,2}:\d{2} (AM|PM) [\w ]+\)$/,
  ].map((text) => ({ text, reason: "format" as const })),
  // What the button of a form does, put into the CMS's privacy notice ("By {action} you
  // agree…"): it changes with the form's button.
  ...["continuing", "sending this message", "booking this call"].map((text) => ({
    text,
    reason: "label" as const,
  })),
  // Forms: labels, placeholders, options and buttons.
  ...[
    "Email",
    "Phone",
    "Company Name",
    "Your Name",
    "Message",
    "Email address",
    "Subscribe",
    "you@company.com",
    "acme.com",
    "What type of company are you?",
    "Others",
    "Not listed or prefer not to say",
    "Continue to Team Selection",
    "Book Call with Expert",
    "Send Message",
    "Fill Manually",
    "Company name",
    "Contact name",
    "Website",
    "Company type",
    "Why are you looking for us?",
    "Date and time",
    "Show times in",
    "Times are shown in",
    "Work email",
    "Your role",
    "Choose your role",
    "Product Manager",
    "Other",
    "Project type",
    "Choose a project type",
    "API or backend",
    "Full-stack product",
    "Legacy modernization",
    "Team augmentation",
    "Budget",
    "Choose a range",
    "Under $50k",
    "$50k to $100k",
    "$100k to $250k",
    "$250k to $500k",
    "$500k or more",
    "Not sure yet",
    "Timeline",
    "Choose a timeline",
    "As soon as possible",
    "Within 1 month",
    "In 2 to 3 months",
    "In 3 to 6 months",
    "In 6 months or more",
    "Just exploring",
    "What would you like to discuss?",
    "Book my call",
    "No time selected yet.",
    // The booking form's two parts, a field hint and the promises list's name.
    "Choose a time",
    "Your details",
    "A few lines about the project help the expert prepare.",
    "What to expect",
    "Apply",
    // The badge a position marked "featured" in the studio carries.
    "Featured",
    "Download the playbook (PDF)",
  ].map((text) => ({ text, reason: "label" as const })),
  // The funnel's steps and the briefing's ten, under their fixed names from the code's lists.
  ...[...FUNNEL_STEPS.map((step) => step.label), ...BRIEFING_STEPS.map((step) => step.title)].map(
    (text) => ({ text, reason: "label" as const }),
  ),
];

/**
 * Every string of the published documents of a dataset, whitespace collapsed, one per line;
 * and the strings with `{placeholders}` (filled by the site with rule figures or a
 * visitor's values) as patterns.
 */
export function datasetText(file: string): { text: string; templates: RegExp[] } {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") strings.push(value.replace(/\s+/g, " "));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) if (!key.startsWith("_")) walk(inner);
    }
  };
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const document = JSON.parse(line) as { _id: string };
    if (!document._id.startsWith("drafts.")) walk(document);
  }
  const templates = strings
    .filter((text) => /\{\w+\}/.test(text))
    .map(
      (text) =>
        new RegExp(
          `^${text
            .split(/\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
            .join(".+")}$`,
        ),
    );
  return { text: strings.join("\n"), templates };
}

/** The ledger entry that explains `text`, if any. */
export function ledgerEntry(text: string) {
  return COPY_LEDGER.find((entry) =>
    typeof entry.text === "string" ? entry.text === text : entry.text.test(text),
  );
}

/**
 * Whether a piece of page text needs no explanation: only digits and signs, or found in the
 * dataset as it is, or a CMS title with the brand after it, or CMS words joined by commas.
 */
export function fromTheCms(
  text: string,
  { text: dataset, templates }: ReturnType<typeof datasetText>,
  brand = "Near Genius",
): boolean {
  if (/^[\d\s$%+.,:/–\-—·•|()×#]*$/.test(text)) return true;
  if (dataset.includes(text)) return true;
  if (templates.some((template) => template.test(text))) return true;
  const titled = text.endsWith(` | ${brand}`) ? text.slice(0, -` | ${brand}`.length) : null;
  if (titled && dataset.includes(titled)) return true;
  const parts = text.split(", ");
  return parts.length > 1 && parts.every((part) => dataset.includes(part));
}
