import { PDFDocument, type PDFPage, rgb } from "pdf-lib";

import { formatUsd } from "~/features/catalog/cost";
import { withoutStega } from "~/lib/content/stega";
import { drawBrandMark, embedBrandFonts } from "~/lib/pdf/brand.server";
import { printable, wrapText } from "~/lib/pdf/pdf-text.server";

import { type BriefingDraft } from "./briefing-draft";
import { BRIEFING_SENIORITIES, briefingRoleTitle } from "./briefing-options";
import { BRIEFING_STEPS } from "./briefing-steps";
import { briefingSummary, NOT_PROVIDED, type SummaryValue } from "./briefing-summary";

// The briefing as the team receives it and the visitor keeps it: every answer, grouped by
// the wizard's steps, from the same summary the visitor reviewed before submitting.

/** The server's estimate of a briefing (briefing-estimate.ts), as far as the PDF prints it. */
export interface PdfEstimate {
  monthlyTotalCents: number;
  lines: readonly {
    roleId: string;
    quantity: number;
    seniority: string;
    hourlyRate: number;
    monthlyCents: number;
  }[];
}

export interface BriefingPdfInput {
  reference: string;
  submittedAt: Date;
  answers: BriefingDraft;
  estimate?: PdfEstimate | null;
}

export interface BriefingPdfOptions {
  brandName?: string;
  /** The zone the submission time is printed in; UTC when not given. */
  timeZone?: string;
  compress?: boolean;
}

const PAGE = { width: 612, height: 792 }; // US Letter, as the quote
const MARGIN = 50;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const BRAND = rgb(0.11, 0.2, 0.84);

function submittedAtText(date: Date, timeZone: string | undefined): string {
  const zone = timeZone || "UTC";
  const formatted = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(date);
  return `${formatted} (${zone})`;
}

function seniorityLabel(value: string): string {
  return BRIEFING_SENIORITIES.find((level) => level.value === value)?.label ?? value;
}

export async function renderBriefingPdf(
  briefing: BriefingPdfInput,
  options: BriefingPdfOptions = {},
): Promise<Uint8Array> {
  // A PDF is data that leaves the site: an editor's preview marks never reach it.
  briefing = withoutStega(briefing);
  const brandName = options.brandName ?? "Near Genius";
  const answers = briefing.answers;
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedBrandFonts(pdf);
  pdf.setTitle(printable(regular, `${brandName} team briefing ${briefing.reference}`));
  pdf.setAuthor(printable(regular, answers.companyInfo.contactName || brandName));
  pdf.setSubject(
    printable(regular, `Team briefing from ${answers.companyInfo.name || "a client"}`),
  );
  pdf.setCreator(brandName);
  pdf.setCreationDate(briefing.submittedAt);

  const width = PAGE.width - 2 * MARGIN;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const ensure = (space: number) => {
    if (y - space < MARGIN) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
  };
  const write = (
    value: string,
    { font = regular, size = 10, color = INK, indent = 0, after = 2 } = {},
  ) => {
    for (const line of wrapText(printable(font, value), font, size, width - indent)) {
      ensure(size * 1.35);
      y -= size * 1.35;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
    }
    y -= after;
  };
  const item = (label: string, value: SummaryValue) => {
    // A label and at least its first line stay together on one page.
    ensure(30);
    write(label, { font: bold, size: 9, color: MUTED, after: 1 });
    if (value === null) write(NOT_PROVIDED, { color: MUTED, after: 7 });
    else if (typeof value === "string") {
      const paragraphs = value.split(/\n+/).filter((part) => part.trim() !== "");
      paragraphs.forEach((part, index) =>
        write(part, { after: index === paragraphs.length - 1 ? 7 : 3 }),
      );
    } else {
      value.forEach((entry, index) =>
        write(`- ${entry}`, { indent: 8, after: index === value.length - 1 ? 7 : 1 }),
      );
    }
  };
  const heading = (value: string) => {
    y -= 8;
    ensure(48);
    write(value, { font: bold, size: 13, color: BRAND, after: 4 });
    page.drawLine({
      start: { x: MARGIN, y: y + 1 },
      end: { x: PAGE.width - MARGIN, y: y + 1 },
      thickness: 0.5,
      color: MUTED,
    });
    y -= 8;
  };

  // The mark beside the brand's name, its foot on the name's baseline.
  drawBrandMark(page, MARGIN, y - 27 + 3, 24);
  y -= 27;
  page.drawText(printable(bold, brandName), {
    x: MARGIN + 32,
    y: y + 4,
    size: 20,
    font: bold,
    color: BRAND,
  });
  y -= 10;
  write("Team briefing", { font: bold, size: 14, after: 6 });
  write(`Reference: ${briefing.reference}`, { size: 11, after: 1 });
  write(`Submitted: ${submittedAtText(briefing.submittedAt, options.timeZone)}`, {
    color: MUTED,
    after: 1,
  });
  if (answers.companyInfo.name) {
    write(`Company: ${answers.companyInfo.name}`, { color: MUTED, after: 1 });
  }

  for (const section of briefingSummary(answers)) {
    heading(`${section.step}. ${section.title}`);
    for (const entry of section.items) item(entry.label, entry.value);
    if (section.step === 8) {
      const estimate = briefing.estimate;
      item(
        "Estimated monthly cost",
        estimate ? `${formatUsd(estimate.monthlyTotalCents)} a month` : null,
      );
      if (estimate && estimate.lines.length > 0) {
        item(
          "Estimate by role",
          estimate.lines.map(
            (line) =>
              `${line.quantity} x ${briefingRoleTitle(line.roleId)}, ${seniorityLabel(line.seniority)}: ` +
              `${formatUsd(Math.round(line.hourlyRate * 100))}/h, ${formatUsd(line.monthlyCents)} a month`,
          ),
        );
      }
    }
  }
  const last = BRIEFING_STEPS[BRIEFING_STEPS.length - 1]!;
  heading(`${last.number}. ${last.title}`);
  item("Reviewed and confirmed accurate by the client", answers.summary.reviewed ? "Yes" : null);

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    each.drawText(
      printable(regular, `Briefing ${briefing.reference} - page ${index + 1} of ${pages.length}`),
      { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: MUTED },
    );
  });
  return pdf.save({ useObjectStreams: options.compress ?? true });
}
