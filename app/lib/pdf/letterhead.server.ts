import { type PDFFont, type PDFPage, rgb } from "pdf-lib";

import { drawBrandMark } from "./brand.server";
import { printable } from "./pdf-text.server";

// The site's documents (the quote, the shortlist) share one palette and one letterhead, so a
// client who forwards both to a hiring team sees one company's paper.

/** The site's colour tokens (app.css: ink-900, ink-600, brand-700, brand-50, ink-50, ink-200). */
export const PDF_COLORS = {
  ink: rgb(0.06, 0.09, 0.16),
  muted: rgb(0.28, 0.33, 0.41),
  brand: rgb(0.11, 0.2, 0.84),
  brandTint: rgb(0.93, 0.95, 1),
  zebra: rgb(0.97, 0.98, 0.99),
  rule: rgb(0.85, 0.87, 0.9),
} as const;

/**
 * The brand's mark and name on the left, the document's kind and reference on the right, a
 * brand-coloured rule under both. Answers the y of the rule, for the caller to go on below.
 */
export function drawLetterhead(
  page: PDFPage,
  input: {
    bold: PDFFont;
    brandName: string;
    kind: string;
    reference: string;
    left: number;
    right: number;
    top: number;
  },
): number {
  const { bold, left, right } = input;
  const drawRight = (text: string, y: number, size: number, color: typeof PDF_COLORS.ink) => {
    const safe = printable(bold, text);
    page.drawText(safe, {
      x: right - bold.widthOfTextAtSize(safe, size),
      y,
      size,
      font: bold,
      color,
    });
  };
  const mark = 30;
  drawBrandMark(page, left, input.top - mark + 8, mark);
  // Baseline near the mark's middle, so name and mark read as one logo.
  page.drawText(printable(bold, input.brandName), {
    x: left + mark + 10,
    y: input.top - mark / 2 + 1.5,
    size: 17,
    font: bold,
    color: PDF_COLORS.ink,
  });
  drawRight(input.kind, input.top, 8, PDF_COLORS.muted);
  drawRight(input.reference, input.top - 16, 12, PDF_COLORS.brand);
  const rule = input.top - 30;
  page.drawRectangle({ x: left, y: rule, width: right - left, height: 2, color: PDF_COLORS.brand });
  return rule;
}
