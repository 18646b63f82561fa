import { createHash } from "node:crypto";

import { z } from "zod";

import { computeCosts, type CostSummary, formatWholeUsd } from "~/features/catalog/cost";
import { seniorityLabel } from "~/features/catalog/seniority";

import { type EstimateInput, hoursPerWeekOptions } from "../estimate-schema";
import { encodeEstimate } from "../share-link";
import type { TeamMember, TeamSettings } from "../team";

/** Who the quote is from: the brand, the contact page's details and the quote's contact. */
export interface QuoteSender {
  brandName: string;
  contactName: string;
  contactTitle?: string;
  email?: string;
  phone?: string;
  addressLines: string[];
  /** The public site (SITE_URL), printed in the footer. */
  website?: string;
}

/** The quote's fixed texts, edited in the CMS (teamBuilderSettings.quote). */
export interface QuoteCopy {
  validityDays: number;
  terms: string;
  rateIncludes: string[];
  termsSummary: string[];
}

/** The sender block from the CMS's quote settings, the brand and the public site's address. */
export function quoteSender(
  quote: Omit<QuoteSender, "brandName" | "website">,
  brandName: string,
  website: string,
): QuoteSender {
  return {
    brandName,
    contactName: quote.contactName,
    contactTitle: quote.contactTitle,
    email: quote.email,
    phone: quote.phone,
    addressLines: quote.addressLines,
    website: website.replace(/^https?:\/\//, ""),
  };
}

export interface QuoteModel {
  brandName: string;
  quoteNumber: string;
  issuedOn: string;
  validUntil: string;
  companyName?: string;
  members: TeamMember[];
  settings: TeamSettings;
  summary: CostSummary;
  sender: QuoteSender;
  terms: string;
  rateIncludes: string[];
  termsSummary: string[];
  shareUrl?: string;
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/**
 * A quote number that is the same for the same estimate, company and day (downloading twice
 * does not mint two quotes) and differs otherwise: NG-20261121-3FA9C2.
 */
export function quoteNumber(
  estimate: EstimateInput,
  companyName: string | undefined,
  issuedAt: Date,
): string {
  const day = issuedAt.toISOString().slice(0, 10).replaceAll("-", "");
  const digest = createHash("sha256")
    .update(`${encodeEstimate(estimate)}\u0000${companyName ?? ""}\u0000${day}`)
    .digest("hex")
    .slice(0, 6)
    .toUpperCase();
  return `NG-${day}-${digest}`;
}

export function buildQuoteModel(input: {
  sender: QuoteSender;
  copy: QuoteCopy;
  estimate: EstimateInput;
  members: TeamMember[];
  settings: TeamSettings;
  companyName?: string;
  issuedAt: Date;
  shareUrl?: string;
}): QuoteModel {
  const validUntil = new Date(input.issuedAt.getTime() + input.copy.validityDays * 86_400_000);
  return {
    brandName: input.sender.brandName,
    quoteNumber: quoteNumber(input.estimate, input.companyName, input.issuedAt),
    issuedOn: dateFormat.format(input.issuedAt),
    validUntil: dateFormat.format(validUntil),
    companyName: input.companyName,
    members: input.members,
    settings: input.settings,
    summary: computeCosts(input.members, input.settings),
    sender: input.sender,
    terms: input.copy.terms,
    rateIncludes: input.copy.rateIncludes,
    termsSummary: input.copy.termsSummary,
    shareUrl: input.shareUrl,
  };
}

const wholeUsd = formatWholeUsd;

function hoursLabel(hours: number): string {
  return hoursPerWeekOptions.find((option) => option.value === hours)?.label ?? `${hours} hours`;
}

/**
 * Everything the quote prints, as text: what the buyer received, kept on the lead's timeline
 * so staff can download the same document later (rates and CMS texts may have changed since).
 */
export const quoteDocumentSchema = z.object({
  version: z.literal(1),
  brandName: z.string(),
  quoteNumber: z.string(),
  subject: z.string(),
  companyName: z.string().optional(),
  /** Date and validity lines. */
  dates: z.array(z.string()),
  sender: z.array(z.string()),
  /** The footer's contact line. */
  contact: z.string(),
  rows: z.array(z.tuple([z.string(), z.string(), z.string(), z.string(), z.string()])),
  settings: z.array(z.string()),
  totals: z.array(z.tuple([z.string(), z.string()])),
  fallbackNote: z.string().optional(),
  rateIncludes: z.array(z.string()),
  assumptions: z.array(z.string()),
  termsSummary: z.array(z.string()),
  terms: z.string(),
  shareUrl: z.string().optional(),
});

export type QuoteDocument = z.infer<typeof quoteDocumentSchema>;

/** The quote's text in reading order: the PDF prints exactly these. */
export function quoteDocument(model: QuoteModel): QuoteDocument {
  const { sender, settings, summary } = model;
  return {
    version: 1,
    brandName: model.brandName,
    quoteNumber: model.quoteNumber,
    subject: `Team estimate: ${wholeUsd(summary.projectTotalCents)} over ${settings.durationMonths} months`,
    companyName: model.companyName,
    dates: [`Date: ${model.issuedOn}`, `Valid until: ${model.validUntil}`],
    sender: [
      sender.brandName,
      ...sender.addressLines,
      [sender.contactName, sender.contactTitle].filter(Boolean).join(", "),
      ...(sender.email ? [sender.email] : []),
      ...(sender.phone ? [sender.phone] : []),
    ],
    contact: [model.brandName, sender.email, sender.phone, sender.website]
      .filter(Boolean)
      .join("  ·  "),
    rows: model.members.map((member, index) => {
      const line = summary.lines[index]!;
      return [
        member.title,
        seniorityLabel(member.seniority),
        String(member.quantity),
        `${wholeUsd(Math.round(line.hourlyRate * 100))}/h${line.fallback ? "*" : ""}`,
        wholeUsd(line.monthlyCents),
      ] as [string, string, string, string, string];
    }),
    settings: [
      `Hours per week: ${hoursLabel(settings.hoursPerWeek)}`,
      `Duration: ${settings.durationMonths} month${settings.durationMonths === 1 ? "" : "s"}`,
      `Team size: ${summary.headcount} ${summary.headcount === 1 ? "person" : "people"}`,
    ],
    totals: [
      ["Total hourly rate", `${wholeUsd(summary.totalHourlyCents)}/h`],
      ["Monthly total", wholeUsd(summary.monthlyTotalCents)],
      [`Project total (${settings.durationMonths} months)`, wholeUsd(summary.projectTotalCents)],
    ],
    fallbackNote: summary.lines.some((line) => line.fallback)
      ? "* No rate on file for this seniority; priced at the standard 50 USD per hour."
      : undefined,
    rateIncludes: model.rateIncludes,
    assumptions: [
      `Billed per 160-hour month at full time: hourly rate × hours per week × 4 (${settings.hoursPerWeek * 4} hours a month at ${settings.hoursPerWeek} hours a week).`,
      "Amounts in U.S. dollars, rounded to whole dollars, before taxes.",
      `Prices valid until ${model.validUntil}.`,
    ],
    termsSummary: model.termsSummary,
    terms: model.terms,
    shareUrl: model.shareUrl,
  };
}
