import { PDFDocument, type PDFFont, type PDFPage, PDFString } from "pdf-lib";

import { withoutStega } from "~/lib/content/stega";
import { embedBrandFonts } from "~/lib/pdf/brand.server";
import { drawLetterhead, PDF_COLORS } from "~/lib/pdf/letterhead.server";
import { printable, wrapText } from "~/lib/pdf/pdf-text.server";

import { type QuoteDocument, quoteDocument, type QuoteModel } from "./quote.server";

const { ink: INK, muted: MUTED, brand: BRAND, brandTint: BRAND_TINT } = PDF_COLORS;
const { zebra: ZEBRA, rule: RULE } = PDF_COLORS;

const PAGE = { width: 612, height: 792, margin: 48 } as const;
const FOOTER_SPACE = 40;

/**
 * The quote as a designed, at most two-page document for a ten-role team: letterhead, sender
 * and client, the team table, totals, what the rate includes, assumptions, terms in brief,
 * the link to the estimate online and a footer with the sender's contact and page numbers.
 */
export async function renderQuotePdf(
  quote: QuoteModel | QuoteDocument,
  options: { compress?: boolean } = {},
): Promise<Uint8Array> {
  // A PDF is data that leaves the site: an editor's preview marks never reach it.
  quote = withoutStega(quote);
  const facts = "version" in quote ? quote : quoteDocument(quote);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${facts.brandName} quote ${facts.quoteNumber}`);
  pdf.setAuthor(facts.brandName);
  pdf.setSubject(facts.subject);
  pdf.setCreationDate(new Date());
  const { regular, bold } = await embedBrandFonts(pdf);
  const { width, height, margin } = PAGE;
  const contentWidth = width - 2 * margin;
  const bottom = margin + FOOTER_SPACE;

  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;

  const text = (value: string, x: number, size = 9.5, font: PDFFont = regular, color = INK) => {
    page.drawText(printable(font, value), { x, y, size, font, color });
  };
  const right = (
    value: string,
    xRight: number,
    size = 9.5,
    font: PDFFont = regular,
    color = INK,
  ) => {
    const safe = printable(font, value);
    page.drawText(safe, { x: xRight - font.widthOfTextAtSize(safe, size), y, size, font, color });
  };
  const label = (value: string, x: number) => text(value.toUpperCase(), x, 7.5, bold, MUTED);
  const newPage = () => {
    page = pdf.addPage([width, height]);
    y = height - margin;
  };
  const ensure = (space: number) => {
    if (y - space < bottom) newPage();
  };
  const fit = (value: string, font: PDFFont, size: number, maxWidth: number) => {
    let out = printable(font, value);
    if (font.widthOfTextAtSize(out, size) <= maxWidth) return out;
    while (out.length > 1 && font.widthOfTextAtSize(`${out}…`, size) > maxWidth) {
      out = out.slice(0, -1);
    }
    return `${out.trimEnd()}…`;
  };
  /** Wrapped lines of `value` within `maxWidth`, drawn from the current line down. */
  const paragraph = (
    value: string,
    x: number,
    maxWidth: number,
    size = 9,
    color = INK,
    leading = size + 3.5,
  ) => {
    for (const line of wrapText(printable(regular, value), regular, size, maxWidth)) {
      ensure(leading);
      text(line, x, size, regular, color);
      y -= leading;
    }
  };
  const bullets = (items: readonly string[], x: number, maxWidth: number) => {
    for (const item of items) {
      const lines = wrapText(printable(regular, item), regular, 9, maxWidth - 10);
      ensure(lines.length * 12.5 + 3);
      text("•", x, 9, bold, BRAND);
      for (const line of lines) {
        text(line, x + 10, 9);
        y -= 12.5;
      }
      y -= 3;
    }
  };

  // Letterhead: the brand's mark and name, the document's kind and number.
  y = drawLetterhead(page, {
    bold,
    brandName: facts.brandName,
    kind: "TEAM COST ESTIMATE",
    reference: `Quote ${facts.quoteNumber}`,
    left: margin,
    right: width - margin,
    top: y,
  });
  y -= 26;

  // From, prepared for, and the quote's dates, side by side.
  const column = contentWidth / 3;
  const blockTop = y;
  label("From", margin);
  y -= 14;
  facts.sender.forEach((line, index) => {
    text(
      fit(line, index === 0 ? bold : regular, 9, column - 12),
      margin,
      9,
      index === 0 ? bold : regular,
    );
    y -= 12;
  });
  const fromBottom = y;
  y = blockTop;
  label("Prepared for", margin + column);
  y -= 14;
  text(
    fit(facts.companyName ?? "Company not given", bold, 9, column - 12),
    margin + column,
    9,
    facts.companyName ? bold : regular,
    facts.companyName ? INK : MUTED,
  );
  y = blockTop;
  label("Quote", margin + 2 * column);
  y -= 14;
  for (const line of facts.dates) {
    text(line, margin + 2 * column, 9);
    y -= 12;
  }
  y = Math.min(y, fromBottom) - 18;

  // The team.
  const columns = {
    role: margin + 8,
    seniority: margin + 230,
    qty: margin + 350,
    rate: margin + 430,
    monthly: width - margin - 8,
  };
  const tableHeader = () => {
    page.drawRectangle({ x: margin, y: y - 7, width: contentWidth, height: 22, color: BRAND_TINT });
    text("Role", columns.role, 8.5, bold);
    text("Seniority", columns.seniority, 8.5, bold);
    right("Qty", columns.qty, 8.5, bold);
    right("Rate", columns.rate, 8.5, bold);
    right("Monthly", columns.monthly, 8.5, bold);
    y -= 22;
  };
  ensure(60);
  tableHeader();
  facts.rows.forEach(([title, seniority, qty, rate, monthly], index) => {
    if (y - 20 < bottom) {
      newPage();
      tableHeader();
    }
    if (index % 2 === 1) {
      page.drawRectangle({ x: margin, y: y - 7, width: contentWidth, height: 20, color: ZEBRA });
    }
    text(fit(title!, regular, 9.5, columns.seniority - columns.role - 12), columns.role);
    text(seniority!, columns.seniority);
    right(qty!, columns.qty);
    right(rate!, columns.rate);
    right(monthly!, columns.monthly, 9.5, bold);
    y -= 20;
  });
  page.drawLine({
    start: { x: margin, y: y + 12 },
    end: { x: width - margin, y: y + 12 },
    thickness: 0.75,
    color: RULE,
  });
  y -= 8;

  // Settings on the left, totals in a tinted box on the right.
  ensure(90);
  const totalsX = margin + contentWidth / 2 + 20;
  const totalsTop = y;
  for (const line of facts.settings) {
    text(line, margin, 9, regular, MUTED);
    y -= 13;
  }
  if (facts.fallbackNote) {
    paragraph(facts.fallbackNote, margin, contentWidth / 2 - 10, 8, MUTED);
  }
  const settingsBottom = y;
  y = totalsTop;
  const boxHeight = facts.totals.length * 20 + 14;
  page.drawRectangle({
    x: totalsX - 12,
    y: y - boxHeight + 16,
    width: width - margin - totalsX + 12,
    height: boxHeight,
    color: BRAND_TINT,
  });
  facts.totals.forEach(([name, value], index) => {
    const last = index === facts.totals.length - 1;
    text(name, totalsX, last ? 10.5 : 9.5, last ? bold : regular);
    right(value, width - margin - 8, last ? 12 : 10, bold, last ? BRAND : INK);
    y -= 20;
  });
  y = Math.min(y - 4, settingsBottom) - 18;

  // What the rate includes and the assumptions, side by side when both fit on the page.
  const half = (contentWidth - 24) / 2;
  const sideBySide = (left: readonly string[], rightItems: readonly string[]) => {
    const lines = (items: readonly string[]) =>
      items.reduce(
        (sum, item) => sum + wrapText(printable(regular, item), regular, 9, half - 10).length,
        0,
      );
    ensure(Math.max(lines(left), lines(rightItems)) * 12.5 + 40);
    const top = y;
    label("What the rate includes", margin);
    y -= 15;
    bullets(left, margin, half);
    const leftBottom = y;
    y = top;
    label("Assumptions", margin + half + 24);
    y -= 15;
    bullets(rightItems, margin + half + 24, half);
    y = Math.min(y, leftBottom) - 12;
  };
  sideBySide(facts.rateIncludes, facts.assumptions);

  ensure(60);
  label("Terms in brief", margin);
  y -= 15;
  bullets(facts.termsSummary, margin, contentWidth);
  y -= 2;
  paragraph(facts.terms, margin, contentWidth, 8.5, MUTED);

  if (facts.shareUrl) {
    y -= 8;
    ensure(30);
    text("See and change this estimate online:", margin, 9, bold);
    y -= 13;
    // The whole address, wrapped rather than cut, so a printed copy still leads there.
    for (const line of wrapText(facts.shareUrl, regular, 8.5, contentWidth)) {
      ensure(12);
      text(line, margin, 8.5, regular, BRAND);
      addLink(pdf, page, facts.shareUrl, {
        x: margin,
        y: y - 2,
        width: regular.widthOfTextAtSize(line, 8.5),
        height: 11,
      });
      y -= 11;
    }
  }

  // Footer on every page: the sender's contact and where this page sits in the document.
  const pages = pdf.getPages();
  const contact = facts.contact;
  pages.forEach((each, index) => {
    each.drawLine({
      start: { x: margin, y: margin + 14 },
      end: { x: width - margin, y: margin + 14 },
      thickness: 0.5,
      color: RULE,
    });
    each.drawText(fit(contact, regular, 7.5, contentWidth - 170), {
      x: margin,
      y: margin,
      size: 7.5,
      font: regular,
      color: MUTED,
    });
    const where = `Quote ${facts.quoteNumber}  ·  Page ${index + 1} of ${pages.length}`;
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

/** A clickable area over drawn text: pdf-lib draws text but has no link helper. */
function addLink(
  pdf: PDFDocument,
  page: PDFPage,
  url: string,
  rect: { x: number; y: number; width: number; height: number },
) {
  const annotation = pdf.context.register(
    pdf.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height],
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    }),
  );
  page.node.addAnnot(annotation);
}
