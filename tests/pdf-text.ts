import { inflateSync } from "node:zlib";

import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from "pdf-lib";

/**
 * Loads a PDF with pdf-lib (so it must be a well-formed PDF) and returns the text drawn on
 * each page, one line per text-showing operator. pdf-lib draws text as hex strings
 * (<...> Tj): bytes of WinAnsi for the standard fonts, two-byte glyph ids for an embedded
 * font such as Inter, which the font's ToUnicode map turns back into characters. That is
 * all this reader decodes: enough to check what our own PDFs print.
 */
export async function pdfPageTexts(
  bytes: Uint8Array,
): Promise<{ pageCount: number; texts: string[]; title?: string }> {
  const pdf = await PDFDocument.load(bytes);
  const streamText = (object: PDFObject | undefined): string => {
    const stream = object instanceof PDFRef ? pdf.context.lookup(object) : object;
    if (!(stream instanceof PDFRawStream)) return "";
    const filter = stream.dict.get(PDFName.of("Filter"));
    const raw = stream.getContents();
    return Buffer.from(filter?.toString() === "/FlateDecode" ? inflateSync(raw) : raw).toString(
      "latin1",
    );
  };

  /** Glyph id (4 hex digits) → text, from a ToUnicode CMap's bfchar and bfrange entries. */
  const toUnicode = (cmap: string): Map<string, string> => {
    const map = new Map<string, string>();
    const utf16 = (hex: string) => Buffer.from(hex, "hex").swap16().toString("utf16le");
    for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, from, to] of body!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
        map.set(from!.toUpperCase(), utf16(to!));
      }
    }
    for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, low, high, to] of body!.matchAll(
        /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
      )) {
        const start = Number.parseInt(low!, 16);
        const target = Number.parseInt(to!, 16);
        for (let code = start; code <= Number.parseInt(high!, 16); code++) {
          const hex = (target + code - start).toString(16).padStart(to!.length, "0");
          map.set(code.toString(16).padStart(4, "0").toUpperCase(), utf16(hex));
        }
      }
    }
    return map;
  };

  const texts = pdf.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string> | undefined>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = pdf.context.lookup(ref, PDFDict);
      const cmap = font.get(PDFName.of("ToUnicode"));
      fonts.set(name.toString(), cmap ? toUnicode(streamText(cmap)) : undefined);
    }

    const contents = page.node.get(PDFName.of("Contents"));
    const refs: PDFObject[] =
      contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    let out = "";
    let glyphs: Map<string, string> | undefined;
    for (const ref of refs) {
      const content = streamText(ref);
      for (const match of content.matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (match[1]) {
          glyphs = fonts.get(match[1]);
        } else if (glyphs) {
          out += `${(match[2]!.toUpperCase().match(/.{4}/g) ?? []).map((id) => glyphs!.get(id) ?? "\uFFFD").join("")}\n`;
        } else {
          out += `${Buffer.from(match[2]!, "hex").toString("latin1")}\n`;
        }
      }
    }
    return out;
  });
  return { pageCount: pdf.getPageCount(), texts, title: pdf.getTitle() };
}
