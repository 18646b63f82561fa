import { inflateSync } from "node:zlib";

import fontkit from "@pdf-lib/fontkit";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it, vi } from "vitest";

import { interWoff } from "~/lib/inter-woff.server";

import { pdfPageTexts } from "../../../tests/pdf-text";
import { drawBrandMark, embedBrandFonts } from "./brand.server";
import { printable } from "./pdf-text.server";

async function brandedPdf(text: string) {
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedBrandFonts(pdf);
  const page = pdf.addPage([300, 200]);
  drawBrandMark(page, 20, 150, 30);
  page.drawText(printable(bold, text), { x: 60, y: 160, size: 14, font: bold });
  page.drawText(printable(regular, text), { x: 60, y: 130, size: 10, font: regular });
  return PDFDocument.load(await pdf.save());
}

describe("PDF brand", () => {
  it("embeds Inter regular and bold, subset to the glyphs drawn", async () => {
    const pdf = await brandedPdf("Quote for São Paulo — $1,200");
    const fonts = pdf.getPages()[0]!.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
    const names = fonts
      .values()
      .map((ref) => pdf.context.lookup(ref, PDFDict).get(PDFName.of("BaseFont"))!.toString());
    // pdf-lib names a subset after the font, with a number of its own.
    expect(names.sort()).toEqual([
      expect.stringMatching(/^\/Inter-Bold-\d+$/),
      expect.stringMatching(/^\/Inter-Regular-\d+$/),
    ]);
    expect((await pdf.save()).length).toBeLessThan(40_000);
  });

  it("prints accents, dashes and currency as typed, and marks what Inter's Latin lacks", async () => {
    const { texts } = await pdfPageTexts(
      await (await brandedPdf("São Paulo — €1,200 · 東京")).save(),
    );
    expect(texts[0]!.split("\n").filter(Boolean)).toEqual([
      "São Paulo — €1,200 · ??",
      "São Paulo — €1,200 · ??",
    ]);
  });

  it("keeps every character's text in a document made after one that drew a colon", async () => {
    // A fresh copy of the module: its fonts are made on first use and kept for the process.
    vi.resetModules();
    const fresh = await import("./brand.server");
    const textOf = async (text: string) => {
      const pdf = await PDFDocument.create();
      const { regular } = await fresh.embedBrandFonts(pdf);
      pdf.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 10, font: regular });
      return (await pdfPageTexts(await pdf.save())).texts.join("").trim();
    };
    // Inter's colon is built from two of its periods: subsetting the first document reaches
    // the period's glyph without its character.
    expect(await textOf("Call at 12:30")).toBe("Call at 12:30");
    expect(await textOf("Acme Payments Inc.")).toBe("Acme Payments Inc.");
  });

  it("draws the mark in the brand's blue with the gold point", async () => {
    const pdf = await brandedPdf("Near Genius");
    const contents = pdf.getPages()[0]!.node.Contents()!;
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const content = streams
      .map((ref) => pdf.context.lookup(ref))
      .filter((stream) => stream instanceof PDFRawStream)
      .map((stream) => inflateSync(stream.getContents()).toString("latin1"))
      .join("\n");
    // A fill colour operator: each channel as a fraction, written to many places.
    const fill = (hex: string) =>
      new RegExp(
        `${[1, 3, 5]
          .map((at) => String(Number.parseInt(hex.slice(at, at + 2), 16) / 255).slice(0, 6))
          .map((channel) => `${channel.replace(".", "\\.")}\\d*`)
          .join(" ")} rg`,
      );
    expect(content).toMatch(fill("#1d34d7"));
    expect(content).toMatch(fill("#fbbf24"));
    // The N's three strokes end round (line cap 1).
    expect(content.match(/\b1 J\b/g)).toHaveLength(3);
  });

  it("measures text as pdf-lib's own shaping does, from each character's kept advance", async () => {
    const pdf = await PDFDocument.create();
    const { regular } = await embedBrandFonts(pdf);
    pdf.registerFontkit(fontkit);
    // The same file, measured by pdf-lib's own shaping.
    const shaped = await pdf.embedFont(interWoff(400));
    for (const text of [
      "Quote NG-20261121-6C7AB9",
      "São Paulo — €1,200 · 40% (Full-time)",
      "https://neargenius.example/calculator?share=abc",
      "",
    ]) {
      expect(regular.widthOfTextAtSize(text, 9.5)).toBeCloseTo(
        shaped.widthOfTextAtSize(text, 9.5),
        9,
      );
    }
  });
});
