import { inflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFRawStream, PDFArray, PDFRef, type PDFObject } from "pdf-lib";

/**
 * Loads a PDF with pdf-lib (so it must be a well-formed PDF) and returns the text drawn on
 * each page. pdf-lib draws standard-font text as hex strings (<48656C6C6F> Tj), which is all
 * this reader decodes: enough to check what our own quote prints.
 */
export async function pdfPageTexts(
  bytes: Uint8Array,
): Promise<{ pageCount: number; texts: string[]; title?: string }> {
  const pdf = await PDFDocument.load(bytes);
  const texts = pdf.getPages().map((page) => {
    const contents = page.node.get(PDFName.of("Contents"));
    const refs: PDFObject[] =
      contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    let out = "";
    for (const ref of refs) {
      const stream = ref instanceof PDFRef ? pdf.context.lookup(ref) : ref;
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of("Filter"));
      const raw = stream.getContents();
      const content = Buffer.from(
        filter?.toString() === "/FlateDecode" ? inflateSync(raw) : raw,
      ).toString("latin1");
      for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        out += `${Buffer.from(match[1]!, "hex").toString("latin1")}\n`;
      }
    }
    return out;
  });
  return { pageCount: pdf.getPageCount(), texts, title: pdf.getTitle() };
}
