import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

import type { PlaybookQueryResult } from "~/lib/content/sanity.types";
import { withoutStega } from "~/lib/content/stega";
import { drawBrandMark, embedBrandFonts } from "~/lib/pdf/brand.server";
import { printable, wrapText } from "~/lib/pdf/pdf-text.server";

type Playbook = NonNullable<PlaybookQueryResult>;

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const BRAND = rgb(0.114, 0.204, 0.843); // brand-700
const INK = rgb(0.2, 0.255, 0.333); // ink-700

/** The standard PDF fonts cover WinAnsi only; other characters are replaced, not dropped silently. */
export function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[\u2192]/g, "->")
    .replace(/[^\x20-\x7E\xA0-\xFF\n]/g, "?");
}

function blockText(block: Playbook["body"][number]): string {
  return (block.children ?? [])
    .map((child) => (child._type === "claimRef" ? (child.claim?.value ?? "") : (child.text ?? "")))
    .join("");
}

/** Lays the playbook's CMS content out as an A4 PDF with pdf-lib. */
export async function renderPlaybookPdf(
  playbook: Playbook,
  brandName = "Near Genius",
): Promise<Uint8Array> {
  // A PDF is data that leaves the site: an editor's preview marks never reach it.
  playbook = withoutStega(playbook);
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(playbook.title));
  doc.setAuthor(winAnsi(`${playbook.author.name}, ${brandName}`));
  doc.setSubject(winAnsi(playbook.excerpt));
  doc.setCreator(brandName);
  doc.setCreationDate(new Date(playbook.publishedAt));
  const { regular, bold } = await embedBrandFonts(doc);
  const width = PAGE.width - 2 * MARGIN;

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const newPageIfNeeded = (height: number) => {
    if (y - height < MARGIN) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
  };
  const write = (
    text: string,
    font: PDFFont,
    size: number,
    color = INK,
    indent = 0,
    gapAfter = 6,
  ) => {
    for (const line of wrapText(winAnsi(text), font, size, width - indent)) {
      newPageIfNeeded(size * 1.4);
      y -= size * 1.4;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
    }
    y -= gapAfter;
  };

  drawBrandMark(page, MARGIN, y - 22, 22);
  y -= 22;
  page.drawText(printable(bold, `${brandName.toUpperCase()} PLAYBOOK`), {
    x: MARGIN + 30,
    y: y + 7,
    size: 10,
    font: bold,
    color: BRAND,
  });
  y -= 14;
  write(playbook.title, bold, 22, rgb(0.06, 0.09, 0.16), 0, 8);
  write(playbook.excerpt, regular, 12, INK, 0, 8);
  write(`By ${playbook.author.name}, ${playbook.author.role}`, regular, 10, INK, 0, 18);

  let number = 0;
  for (const block of playbook.body) {
    const text = blockText(block);
    if (!text.trim()) continue;
    if (block.listItem) {
      number = block.listItem === "number" ? number + 1 : 0;
      const marker = block.listItem === "number" ? `${number}.` : "-";
      write(`${marker} ${text}`, regular, 11, INK, 14, 4);
      continue;
    }
    number = 0;
    if (block.style === "h2") write(text, bold, 16, BRAND, 0, 6);
    else if (block.style === "h3") write(text, bold, 13, INK, 0, 4);
    else if (block.style === "blockquote") write(text, regular, 11, INK, 18, 8);
    else write(text, regular, 11, INK, 0, 8);
  }

  const pages = doc.getPages();
  pages.forEach((each, index) => {
    each.drawText(winAnsi(`${playbook.title} - page ${index + 1} of ${pages.length}`), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: INK,
    });
  });
  return doc.save();
}
