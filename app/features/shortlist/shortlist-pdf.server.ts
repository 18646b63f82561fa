import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

import { FACTOR_LABELS, formatDay, type PreviewCard } from "~/features/matching/match-preview";
import type { MatchRequirement } from "~/features/matching/matcher";
import {
  countryName,
  EVIDENCE_LABELS,
  formatMonths,
  formatRate,
  SENIORITY_LABELS,
  VETTING_KIND_LABELS,
} from "~/features/talent/talent-labels";
import { withoutStega } from "~/lib/content/stega";
import { embedBrandFonts } from "~/lib/pdf/brand.server";
import { drawLetterhead, PDF_COLORS } from "~/lib/pdf/letterhead.server";
import { printable, wrapText } from "~/lib/pdf/pdf-text.server";

import { decisionText } from "./client-shortlist-names";
import type { ClientEntry, ClientShortlistView, ClientVetting } from "./shortlist";

// The client's shortlist as a document to forward to a hiring team who will never sign in:
// everything the page shows about each engineer, in the quote's letterhead and type. It
// carries what the page carries and nothing more: handles, never names or contact details.

export interface ShortlistPdfOptions {
  /** The client's company, printed as whom the shortlist was prepared for. */
  companyName: string;
  generatedAt: Date;
  brandName?: string;
  compress?: boolean;
}

// The site's colour tokens (app.css: ink-900, ink-600, brand-700, brand-50, ink-50, ink-200),
// as in the quote.
const { ink: INK, muted: MUTED, brand: BRAND, brandTint: BRAND_TINT } = PDF_COLORS;
const { zebra: ZEBRA, rule: RULE } = PDF_COLORS;
const DANGER = rgb(0.73, 0.11, 0.11);

const PAGE = { width: 612, height: 792, margin: 48 } as const;
const FOOTER_SPACE = 40;

const points = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

const knownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return zone !== "";
  } catch {
    return false;
  }
};

/** A date in the client's zone, or in UTC when the stored zone is not one Intl knows. */
function dateText(date: Date, timeZone: string, withTime: boolean): string {
  const zone = knownZone(timeZone) ? timeZone : "UTC";
  const formatted = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
    timeZone: zone,
  }).format(date);
  return withTime ? `${formatted} (${zone})` : formatted;
}

function requirementText(requirement: MatchRequirement): string {
  const priority = requirement.priority === "must" ? "must-have" : "nice-to-have";
  const status =
    requirement.status === "met" ? "met" : requirement.status === "unmet" ? "not met" : "no data";
  const evidence = requirement.evidence ? `, ${EVIDENCE_LABELS[requirement.evidence]}` : "";
  return `${requirement.skill} (${priority}): ${status}${evidence}`;
}

function vettingHeadline(vetting: ClientVetting): string {
  const verdict =
    vetting.passed === true ? " (passed)" : vetting.passed === false ? " (not passed)" : "";
  return `${VETTING_KIND_LABELS[vetting.kind]}: ${vetting.result}${verdict}`;
}

function profileLine(card: PreviewCard): string {
  return `${SENIORITY_LABELS[card.seniority]} · ${card.yearsExperience} years · ${countryName(card.country)}`;
}

/** Text without blank lines, one paragraph per line the writer typed. */
const paragraphsOf = (value: string) =>
  value
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);

export async function renderShortlistPdf(
  view: ClientShortlistView,
  options: ShortlistPdfOptions,
): Promise<Uint8Array> {
  // A PDF is data that leaves the site: an editor's preview marks never reach it.
  view = withoutStega(view);
  const brandName = options.brandName ?? "Near Genius";
  const title = `Shortlist ${view.reference}`;
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedBrandFonts(pdf);
  pdf.setTitle(printable(regular, title));
  pdf.setAuthor(printable(regular, brandName));
  pdf.setSubject(
    printable(
      regular,
      options.companyName ? `Engineers proposed to ${options.companyName}` : "Engineers proposed",
    ),
  );
  pdf.setCreator(brandName);
  pdf.setCreationDate(options.generatedAt);

  const { width, height, margin } = PAGE;
  const contentWidth = width - 2 * margin;
  const bottom = margin + FOOTER_SPACE;
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;

  const text = (value: string, x: number, size = 9.5, font: PDFFont = regular, color = INK) => {
    page.drawText(printable(font, value), { x, y, size, font, color });
  };
  const right = (value: string, xRight: number, size = 9.5, font: PDFFont = bold, color = INK) => {
    const safe = printable(font, value);
    page.drawText(safe, { x: xRight - font.widthOfTextAtSize(safe, size), y, size, font, color });
  };
  const ensure = (space: number) => {
    if (y - space < bottom) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
  };
  /** Wrapped lines from the current line down, each on whichever page has room for it. */
  const paragraph = (value: string, { size = 9.5, font = regular, color = INK } = {}) => {
    const leading = size + 3.5;
    for (const line of wrapText(printable(font, value), font, size, contentWidth)) {
      ensure(leading);
      y -= leading;
      text(line, margin, size, font, color);
    }
  };
  /** A small capitalised heading that keeps at least `keep` points of its content with it. */
  const label = (value: string, keep = 30) => {
    y -= 10;
    ensure(12 + keep);
    y -= 9;
    text(value.toUpperCase(), margin, 7.5, bold, MUTED);
    y -= 2;
  };
  const bullets = (items: readonly string[]) => {
    for (const item of items) {
      const lines = wrapText(printable(regular, item), regular, 9.5, contentWidth - 12);
      ensure(lines.length * 13 + 2);
      lines.forEach((line, index) => {
        y -= 13;
        if (index === 0) text("•", margin, 9.5, bold, BRAND);
        text(line, margin + 12);
      });
      y -= 2;
    }
  };

  // Letterhead: the brand's mark and name, the document's kind and reference.
  y = drawLetterhead(page, {
    bold,
    brandName,
    kind: "SHORTLIST",
    reference: `Reference ${view.reference}`,
    left: margin,
    right: width - margin,
    top: y,
  });
  y -= 10;

  paragraph(title, { size: 18, font: bold });
  y -= 4;
  paragraph(
    `Version ${view.version}, sent ${dateText(new Date(view.sentAt), view.timeZone, false)}` +
      (view.version > 1 ? ". It replaces the earlier version." : ""),
    { size: 10.5 },
  );
  if (options.companyName) {
    paragraph(`Prepared for ${options.companyName}`, { color: MUTED });
  }
  paragraph(`Generated ${dateText(options.generatedAt, view.timeZone, true)}`, { color: MUTED });
  paragraph(
    "Each engineer is named by a handle. Their score is the sum of the factors below; " +
      "every requirement says how we know it.",
    { size: 9, color: MUTED },
  );

  const scoreTable = (card: PreviewCard) => {
    const rowHeight = 17;
    const total = card.factors.reduce((sum, factor) => sum + factor.weight, 0);
    label(`How ${points(card.score)} adds up`, (card.factors.length + 2) * rowHeight + 4);
    const row = (name: string, value: string, shade: typeof ZEBRA | null, font = regular) => {
      if (shade) {
        page.drawRectangle({
          x: margin,
          y: y - rowHeight,
          width: contentWidth,
          height: rowHeight,
          color: shade,
        });
      }
      y -= rowHeight - 5;
      text(name, margin + 8, 9, font);
      right(value, width - margin - 8, 9, font);
      y -= 5;
    };
    y -= 4;
    row("Factor", "Points", BRAND_TINT, bold);
    card.factors.forEach((factor, index) =>
      row(
        FACTOR_LABELS[factor.name],
        `${points(factor.contribution)} of ${factor.weight}`,
        index % 2 === 1 ? ZEBRA : null,
      ),
    );
    page.drawLine({
      start: { x: margin, y },
      end: { x: width - margin, y },
      thickness: 0.75,
      color: RULE,
    });
    row("Score", `${points(card.score)} of ${total}`, null, bold);
  };

  const entryBlock = (entry: ClientEntry) => {
    const { card } = entry;
    // The handle, its profile line and the score stay together on one page.
    y -= 14;
    ensure(60);
    page.drawLine({
      start: { x: margin, y },
      end: { x: width - margin, y },
      thickness: 0.5,
      color: RULE,
    });
    y -= 20;
    text(card.handle, margin, 14, bold);
    right(`${points(card.score)} · ${card.band}`, width - margin, 13, bold, BRAND);
    y -= 3;
    paragraph(profileLine(card), { color: MUTED });
    if (card.sample) paragraph("Sample profile: invented, to show how a shortlist reads.");
    if (entry.unavailable) {
      paragraph(
        `No longer available: ${card.handle} has taken on other work since we sent this shortlist.`,
        { font: bold, color: DANGER },
      );
    }

    scoreTable(card);
    if (card.requirements.length > 0) {
      label("Requirements");
      bullets(card.requirements.map(requirementText));
    }

    label(`Why we propose ${card.handle}`);
    for (const part of paragraphsOf(entry.note)) paragraph(part);

    label("Working hours");
    paragraph(`${points(entry.overlapHours)} h of your 09:00-17:00 (${view.timeZone})`);

    label("Vetting report", 40);
    if (entry.vettings.length === 0) paragraph("No vetting steps are recorded yet.");
    for (const vetting of entry.vettings) {
      ensure(30);
      y -= 3;
      paragraph(vettingHeadline(vetting), { font: bold });
      paragraph(`${formatDay(vetting.assessedOn)}, assessed by our ${vetting.assessorRole}`, {
        color: MUTED,
      });
      for (const part of paragraphsOf(vetting.notes ?? "")) paragraph(part);
    }

    if (card.projects.length > 0) {
      label("Recent projects");
      bullets(
        card.projects.map(
          (project) =>
            `${project.role}, ${project.domain}${project.client ? ` for ${project.client}` : ""}, ` +
            `${formatMonths(project.durationMonths)}: ${project.outcome}`,
        ),
      );
    }

    label("Availability and rate");
    paragraph(
      `Available from ${formatDay(card.availableFrom)} · ${formatRate(card.hourlyRateUsd)}`,
    );

    label("Your answer", 14);
    paragraph(decisionText(entry.decision, entry.declineReason), { font: bold });
  };

  for (const role of view.roles) {
    y -= 18;
    ensure(120);
    paragraph(role.roleTitle, { size: 15, font: bold, color: BRAND });
    paragraph(
      `${role.entries.length} ${role.entries.length === 1 ? "engineer" : "engineers"} proposed`,
      { color: MUTED },
    );
    for (const entry of role.entries) entryBlock(entry);
  }

  // Footer on every page: which shortlist and where this page sits in it.
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    each.drawLine({
      start: { x: margin, y: margin + 14 },
      end: { x: width - margin, y: margin + 14 },
      thickness: 0.5,
      color: RULE,
    });
    each.drawText(printable(regular, `${brandName} · confidential, for your hiring team`), {
      x: margin,
      y: margin,
      size: 7.5,
      font: regular,
      color: MUTED,
    });
    const where = printable(
      regular,
      `${title}, version ${view.version}  ·  Page ${index + 1} of ${pages.length}`,
    );
    each.drawText(where, {
      x: width - margin - regular.widthOfTextAtSize(where, 7.5),
      y: margin,
      size: 7.5,
      font: regular,
      color: MUTED,
    });
  });
  return pdf.save({ useObjectStreams: options.compress ?? true });
}
