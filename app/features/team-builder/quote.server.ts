import { createHash } from "node:crypto";
import { PDFDocument, StandardFonts, rgb, type PDFPage } from "pdf-lib";
import { printable, wrapText } from "~/lib/pdf/pdf-text.server";
import { computeCosts, formatUsd, type CostSummary } from "~/features/catalog/cost";
import { hoursPerWeekOptions, type EstimateInput } from "./estimate-schema";
import { encodeEstimate } from "./share-link";
import { seniorityLabel } from "~/features/catalog/seniority";
import type { TeamMember, TeamSettings } from "./team";

export interface QuoteModel {
  brandName: string;
  quoteNumber: string;
  issuedOn: string;
  validUntil: string;
  companyName?: string;
  members: TeamMember[];
  settings: TeamSettings;
  summary: CostSummary;
  terms: string;
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
  brandName: string;
  estimate: EstimateInput;
  members: TeamMember[];
  settings: TeamSettings;
  companyName?: string;
  issuedAt: Date;
  validityDays: number;
  terms: string;
  shareUrl?: string;
}): QuoteModel {
  const validUntil = new Date(input.issuedAt.getTime() + input.validityDays * 86_400_000);
  return {
    brandName: input.brandName,
    quoteNumber: quoteNumber(input.estimate, input.companyName, input.issuedAt),
    issuedOn: dateFormat.format(input.issuedAt),
    validUntil: dateFormat.format(validUntil),
    companyName: input.companyName,
    members: input.members,
    settings: input.settings,
    summary: computeCosts(input.members, input.settings),
    terms: input.terms,
    shareUrl: input.shareUrl,
  };
}

function hoursLabel(hours: number): string {
  return hoursPerWeekOptions.find((option) => option.value === hours)?.label ?? `${hours} hours`;
}

/** The quote's facts as lines of text, in reading order (the PDF prints exactly these). */
export function quoteFacts(model: QuoteModel) {
  return {
    header: [
      `Quote ${model.quoteNumber}`,
      `Date: ${model.issuedOn}`,
      `Valid until: ${model.validUntil}`,
      ...(model.companyName ? [`Prepared for: ${model.companyName}`] : []),
    ],
    rows: model.members.map((member, index) => {
      const line = model.summary.lines[index]!;
      return [
        member.title,
        seniorityLabel(member.seniority),
        String(member.quantity),
        `${formatUsd(Math.round(line.hourlyRate * 100))}/h${line.fallback ? "*" : ""}`,
        formatUsd(line.monthlyCents),
      ];
    }),
    settings: [
      `Hours per week: ${hoursLabel(model.settings.hoursPerWeek)}`,
      `Duration: ${model.settings.durationMonths} month${model.settings.durationMonths === 1 ? "" : "s"}`,
      `Team size: ${model.summary.headcount} ${model.summary.headcount === 1 ? "person" : "people"}`,
    ],
    totals: [
      ["Total hourly rate", `${formatUsd(model.summary.totalHourlyCents)}/h`],
      ["Monthly total", formatUsd(model.summary.monthlyTotalCents)],
      [
        `Project total (${model.settings.durationMonths} months)`,
        formatUsd(model.summary.projectTotalCents),
      ],
    ] as const,
    hasFallback: model.summary.lines.some((line) => line.fallback),
  };
}

const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const BRAND = rgb(0.11, 0.2, 0.84);

export async function renderQuotePdf(
  model: QuoteModel,
  options: { compress?: boolean } = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${model.brandName} quote ${model.quoteNumber}`);
  pdf.setAuthor(model.brandName);
  pdf.setSubject(
    `Team estimate: ${formatUsd(model.summary.projectTotalCents)} over ${model.settings.durationMonths} months`,
  );
  pdf.setCreationDate(new Date());
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const facts = quoteFacts(model);

  const margin = 50;
  const width = 612;
  const height = 792;
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;

  const text = (value: string, x: number, size = 10, font = regular, color = INK) => {
    page.drawText(printable(font, value), { x, y, size, font, color });
  };
  const right = (value: string, xRight: number, size = 10, font = regular) => {
    const safe = printable(font, value);
    page.drawText(safe, {
      x: xRight - font.widthOfTextAtSize(safe, size),
      y,
      size,
      font,
      color: INK,
    });
  };
  const ensure = (space: number) => {
    if (y - space < margin) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
  };

  text(model.brandName, margin, 20, bold, BRAND);
  y -= 26;
  text("Team cost estimate", margin, 14, bold);
  y -= 22;
  for (const line of facts.header) {
    text(line, margin, 10, regular, MUTED);
    y -= 14;
  }
  y -= 10;

  const columns = { role: margin, seniority: 250, qty: 370, rate: 460, monthly: width - margin };
  const header = () => {
    text("Role", columns.role, 9, bold);
    text("Seniority", columns.seniority, 9, bold);
    right("Qty", columns.qty, 9, bold);
    right("Rate", columns.rate, 9, bold);
    right("Monthly", columns.monthly, 9, bold);
    y -= 6;
    page.drawLine({
      start: { x: margin, y },
      end: { x: width - margin, y },
      thickness: 0.5,
      color: MUTED,
    });
    y -= 14;
  };
  header();
  for (const [title, seniority, qty, rate, monthly] of facts.rows) {
    ensure(18);
    if (y === height - margin) header();
    text(title!.length > 36 ? `${title!.slice(0, 35)}…` : title!, columns.role);
    text(seniority!, columns.seniority);
    right(qty!, columns.qty);
    right(rate!, columns.rate);
    right(monthly!, columns.monthly);
    y -= 16;
  }
  y -= 8;
  ensure(60);
  for (const line of facts.settings) {
    text(line, margin, 10, regular, MUTED);
    y -= 14;
  }
  y -= 8;
  ensure(70);
  page.drawLine({
    start: { x: 300, y: y + 10 },
    end: { x: width - margin, y: y + 10 },
    thickness: 0.5,
    color: MUTED,
  });
  for (const [label, value] of facts.totals) {
    text(label, 300, 11, bold);
    right(value, columns.monthly, 11, bold);
    y -= 18;
  }
  if (facts.hasFallback) {
    ensure(20);
    text(
      "* No rate on file for this seniority; priced at the standard 50 USD per hour.",
      margin,
      8,
      regular,
      MUTED,
    );
    y -= 14;
  }
  y -= 10;
  ensure(60);
  for (const line of wrapText(printable(regular, model.terms), regular, 9, width - 2 * margin)) {
    ensure(14);
    text(line, margin, 9, regular, MUTED);
    y -= 12;
  }
  if (model.shareUrl) {
    y -= 6;
    ensure(14);
    text(`Open this estimate online: ${model.shareUrl}`, margin, 8, regular, MUTED);
  }
  return pdf.save({ useObjectStreams: options.compress ?? true });
}
