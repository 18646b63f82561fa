import fontkit, { type Font } from "@pdf-lib/fontkit";
import { LineCapStyle, type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

import { BRAND_BLUE, BRAND_GOLD } from "~/lib/brand-colors";
import { interWoff } from "~/lib/inter-woff.server";

// The site's type and mark in every PDF it makes (quote, playbook, briefing), so a document
// forwarded to a buyer's colleagues looks like the site they will visit.

type InterFile = { bytes: Buffer; metrics: Font; advances: Map<number, number> };
let interFiles: { regular: InterFile; bold: InterFile } | undefined;

function interFile(weight: 400 | 700): InterFile {
  const bytes = interWoff(weight);
  const metrics = fontkit.create(bytes);
  // fontkit keeps each glyph with the characters it was first made for, and the font is
  // shared by every document (below). Subsetting reaches the glyphs a composite is built from
  // (Inter's colon is two periods) with no characters: the period kept that way had no text
  // in every later document, so copying, searching or reading it aloud found nothing. Each
  // character's glyph is made first, with its character.
  for (const codePoint of metrics.characterSet) metrics.glyphForCodePoint(codePoint);
  return { bytes, metrics, advances: new Map() };
}

/**
 * pdf-lib parses the font file again for every document, and fontkit keeps what it learns
 * while shaping (glyphs, lookup tables) on the parsed font: handing pdf-lib the same parsed
 * Inter each time makes every document after the first cost a fraction of it. fontkit's
 * fonts are only read from after parsing, so documents made at the same time can share one.
 */
const sharedFontkit: typeof fontkit = {
  ...fontkit,
  create(buffer: Uint8Array, postscriptName?: string) {
    for (const file of [interFiles?.regular, interFiles?.bold]) {
      if (file && file.bytes === buffer && postscriptName === undefined) return file.metrics;
    }
    return fontkit.create(buffer, postscriptName);
  },
};

/**
 * pdf-lib measures an embedded font's text by shaping it whole with fontkit, about a
 * millisecond a call; wrapping a quote's lines measures thousands of strings, which took a
 * quote from 40 ms to 600 ms. The width it computes is the sum of the glyphs' advances, so
 * each character's advance is kept once per process and summed instead.
 */
function withKeptAdvances(font: PDFFont, { metrics, advances }: InterFile): PDFFont {
  const advance = (codePoint: number) => {
    let width = advances.get(codePoint);
    if (width === undefined) {
      width = metrics.glyphForCodePoint(codePoint).advanceWidth / metrics.unitsPerEm;
      advances.set(codePoint, width);
    }
    return width;
  };
  font.widthOfTextAtSize = (text: string, size: number) => {
    let width = 0;
    for (const char of text) width += advance(char.codePointAt(0)!);
    return width * size;
  };
  return font;
}

/**
 * Inter 400 and 700, Latin subset, embedded with only the glyphs the document draws (the
 * site's own variable WOFF2 would embed as its default weight only).
 */
export async function embedBrandFonts(
  pdf: PDFDocument,
): Promise<{ regular: PDFFont; bold: PDFFont }> {
  interFiles ??= { regular: interFile(400), bold: interFile(700) };
  pdf.registerFontkit(sharedFontkit);
  const { regular, bold } = interFiles;
  return {
    regular: withKeptAdvances(await pdf.embedFont(regular.bytes, { subset: true }), regular),
    bold: withKeptAdvances(await pdf.embedFont(bold.bytes, { subset: true }), bold),
  };
}

function hexColor(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/**
 * The mark of app/components/brand-mark.tsx, drawn as vectors `size` points square with its
 * lower left corner at (x, y). Its 32-unit drawing is reused as is: drawSvgPath flips SVG's
 * downward y axis and scales the stroke width with the drawing.
 */
export function drawBrandMark(page: PDFPage, x: number, y: number, size: number): void {
  const scale = size / 32;
  const top = y + size;
  page.drawSvgPath("M8 0H24A8 8 0 0 1 32 8V24A8 8 0 0 1 24 32H8A8 8 0 0 1 0 24V8A8 8 0 0 1 8 0Z", {
    x,
    y: top,
    scale,
    color: hexColor(BRAND_BLUE),
  });
  // Three strokes with round ends, so the N's corners are round as the SVG's round joins.
  for (const stroke of ["M10 22.5V9.5", "M10 9.5L22 22.5", "M22 22.5V14.5"]) {
    page.drawSvgPath(stroke, {
      x,
      y: top,
      scale,
      borderColor: rgb(1, 1, 1),
      borderWidth: 3.2,
      borderLineCap: LineCapStyle.Round,
    });
  }
  page.drawCircle({
    x: x + 22 * scale,
    y: top - 9.25 * scale,
    size: 2.5 * scale,
    color: hexColor(BRAND_GOLD),
  });
}
