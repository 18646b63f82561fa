import { describe, expect, it } from "vitest";

import { docx, docxEntries, pdf, png, utf8, xlsx, zip } from "../../../tests/fixtures/documents";
import { detectDocumentType, DOCX, isPlainText, PDF, TXT } from "./document-type.server";

describe("document type by content", () => {
  it("knows a real PDF by its header, whatever it is called", async () => {
    expect(await detectDocumentType(await pdf())).toEqual(PDF);
  });

  it("knows a real .docx, deflated or stored, with its parts in any order", async () => {
    expect(await detectDocumentType(docx())).toEqual(DOCX);
    expect(await detectDocumentType(docx({ deflate: false }))).toEqual(DOCX);
    // Producers may write [Content_Types].xml after the document itself.
    expect(await detectDocumentType(zip(docxEntries().reverse(), { deflate: true }))).toEqual(DOCX);
  });

  it("accepts UTF-8 text with tabs, line breaks, form feeds and non-Latin letters", async () => {
    const text = utf8("Role:\tBackend\r\nStack: Go, Kafka\fPage 2: São Paulo, 東京, ✓\n");
    expect(await detectDocumentType(text)).toEqual(TXT);
  });

  it("takes text that happens to start like a binary signature for text", async () => {
    // "BM" opens a bitmap, "ID3" an MP3, "PK" a ZIP: a note can start with any of them.
    for (const start of ["BMW fleet telematics", "ID3 tags in our media app", "PK: mid-level"]) {
      expect(await detectDocumentType(utf8(start))).toEqual(TXT);
    }
  });

  it("refuses a renamed image, a plain ZIP, a spreadsheet and an archive without content types", async () => {
    expect(await detectDocumentType(png())).toBeNull();
    expect(await detectDocumentType(zip([{ name: "notes.txt", text: "hello" }]))).toBeNull();
    expect(await detectDocumentType(xlsx())).toBeNull();
    const wordPartsOnly = docxEntries().filter((entry) => entry.name !== "[Content_Types].xml");
    expect(await detectDocumentType(zip(wordPartsOnly, { deflate: true }))).toBeNull();
  });

  it("refuses text with NUL or other control characters, and bytes that are not UTF-8", async () => {
    expect(await detectDocumentType(utf8("job\u0000description"))).toBeNull();
    expect(await detectDocumentType(utf8("bell \u0007 here"))).toBeNull();
    expect(await detectDocumentType(utf8("escape \u001b[31m red"))).toBeNull();
    expect(await detectDocumentType(utf8("C1 \u0085 control"))).toBeNull();
    // Latin-1 "São" is not valid UTF-8.
    expect(await detectDocumentType(Uint8Array.from([0x53, 0xe3, 0x6f]))).toBeNull();
    expect(await detectDocumentType(new Uint8Array())).toBeNull();
  });

  it("isPlainText draws the line at exactly the allowed controls", () => {
    expect(isPlainText(utf8("\t\n\f\r"))).toBe(true);
    expect(isPlainText(utf8("\u000b"))).toBe(false); // vertical tab
    expect(isPlainText(utf8("\u007f"))).toBe(false); // DEL
    expect(isPlainText(utf8("\u00a0"))).toBe(true); // no-break space is text
  });
});
