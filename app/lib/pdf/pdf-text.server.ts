import type { PDFFont } from "pdf-lib";

// Text for the fonts of every PDF the site makes (quote, playbook, briefing): a font prints
// only the characters it has glyphs for (Inter's Latin subset, or WinAnsi for pdf-lib's
// standard fonts), and pdf-lib draws no line breaks itself.

const characterSets = new WeakMap<PDFFont, Set<number>>();
function has(font: PDFFont, char: string): boolean {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set.has(char.codePointAt(0)!);
}

/**
 * The text as the font can print it: line breaks and tabs become spaces (a drawn line is
 * one line), an accented letter the font lacks becomes its plain letter, anything else "?"
 * (a company name in another script is marked, never silently dropped).
 */
export function printable(font: PDFFont, text: string): string {
  let out = "";
  for (const char of text.normalize("NFC").replace(/[\u202f\u00a0]/g, " ")) {
    if (char === "\n" || char === "\r" || char === "\t") {
      out += " ";
      continue;
    }
    if (has(font, char)) {
      out += char;
      continue;
    }
    const plain = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    out += plain !== "" && [...plain].every((part) => has(font, part)) ? plain : "?";
  }
  return out;
}

/** Lines of at most `maxWidth`; a word longer than a line (a URL) is cut where it must be. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= maxWidth;
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (fits(next)) {
      current = next;
      continue;
    }
    if (current) lines.push(current);
    current = "";
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines;
}
