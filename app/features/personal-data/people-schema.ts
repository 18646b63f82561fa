import { z } from "~/lib/forms/zod";

// The staff page that finds a person by address, hands out a copy of their data and erases
// it. Shared by the page and its loader and action.

export const PEOPLE_MESSAGES = {
  emailRequired: "Enter the person's email address.",
  emailInvalid: "Enter an email address like name@example.com.",
  confirmRequired: "Type the address again to confirm the erasure.",
  confirmMismatch: "This is not the same address as the one above. Type it exactly again.",
  eraseFailed: "Nothing was erased: the database did not finish the erasure. Try again.",
} as const;

const address = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(254, "An email address is at most 254 characters.")
    .pipe(z.email(PEOPLE_MESSAGES.emailInvalid));

export const PEOPLE_LOOKUP_FIELDS = ["email"] as const;

export const peopleLookupSchema = z.object({ email: address(PEOPLE_MESSAGES.emailRequired) });

export const PEOPLE_ERASE_FIELDS = ["email", "confirmEmail"] as const;

/** The erasure form: the address looked up, and the same address typed again by hand. */
export const peopleEraseSchema = z
  .object({
    email: address(PEOPLE_MESSAGES.emailRequired),
    confirmEmail: z.string().trim().min(1, PEOPLE_MESSAGES.confirmRequired),
  })
  .superRefine((value, context) => {
    if (value.confirmEmail.toLowerCase() !== value.email.toLowerCase()) {
      context.addIssue({
        code: "custom",
        path: ["confirmEmail"],
        message: PEOPLE_MESSAGES.confirmMismatch,
        params: { reason: "invalid" },
      });
    }
  });

/** How each kind of record is named on the page, in the order it lists them. */
export const PERSONAL_DATA_KINDS = [
  ["leads", "Leads"],
  ["leadEvents", "Timeline entries"],
  ["resumeLinks", "Resume links"],
  ["orders", "Company registrations"],
  ["contacts", "Messages"],
  ["newsletterSubscriptions", "Newsletter subscriptions"],
  ["jobApplications", "Job applications"],
  ["playbookDownloads", "Playbook downloads"],
  ["briefingDrafts", "Briefing drafts"],
  ["briefings", "Briefings"],
  ["briefingFiles", "Briefing documents"],
  ["bookings", "Booked calls"],
  ["mail", "Emails to or about them"],
  ["leadMessages", "Mail with the sales team"],
  ["leadMerges", "Merged leads"],
  ["webhookMessages", "Webhook messages"],
  ["candidates", "Talent pool profiles"],
  ["mentionsRedacted", "Mentions redacted elsewhere"],
  ["files", "Uploaded files removed"],
  ["erasureRecords", "Earlier erasures"],
] as const;

export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number][0];

/** The kinds with a count, labelled and in the page's order; kinds absent from `counts` skipped. */
export function labelledCounts(
  counts: Partial<Record<string, number>>,
): { kind: string; label: string; count: number }[] {
  return PERSONAL_DATA_KINDS.filter(([kind]) => counts[kind] !== undefined).map(
    ([kind, label]) => ({ kind, label, count: counts[kind] ?? 0 }),
  );
}
