import { PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";

import { printable, wrapText } from "./pdf-text.server";

let font: PDFFont;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe("printable", () => {
  it("keeps what the font has, flattens line breaks and marks what it cannot print", () => {
    expect(printable(font, "São Paulo café")).toBe("São Paulo café");
    expect(printable(font, "line one\nline\ttwo")).toBe("line one line two");
    expect(printable(font, "Erdős Łódź")).toBe("Erdos ?ódz");
    expect(printable(font, "東京 Pay")).toBe("?? Pay");
  });
});

describe("wrapText", () => {
  it("breaks at spaces so every line fits the width", () => {
    const text = "Designs and documents REST or GraphQL APIs for the payments team";
    const lines = wrapText(text, font, 10, 120);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
  });

  it("cuts a word longer than a line instead of letting it run off the page", () => {
    const url = `https://example.com/${"a".repeat(120)}`;
    const lines = wrapText(url, font, 10, 100);
    expect(lines.join("")).toBe(url);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
  });

  it("gives no lines for blank text", () => {
    expect(wrapText("   ", font, 10, 100)).toEqual([]);
  });
});
