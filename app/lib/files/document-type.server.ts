import { fileTypeFromBuffer } from "file-type";

// What a document a visitor sends us really is (a briefing's job description, a file attached
// to a reply), judged by its bytes: a file name and a Content-Type are claims, and a renamed
// executable or archive must not pass as a job description.

export type DocumentContentType =
  | "application/pdf"
  | "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
  | "text/plain";

export interface DocumentType {
  contentType: DocumentContentType;
  /** The extension the stored copy gets, whatever the visitor named it. */
  extension: "pdf" | "docx" | "txt";
}

export const PDF: DocumentType = { contentType: "application/pdf", extension: "pdf" };
export const DOCX: DocumentType = {
  contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  extension: "docx",
};
export const TXT: DocumentType = { contentType: "text/plain", extension: "txt" };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * Plain text: valid UTF-8 with no control characters but tab, line feed, form feed and
 * carriage return. NUL and the rest are what binary files are made of; C1 controls
 * (U+0080 to U+009F) only appear when another encoding's bytes were mislabelled.
 */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/.test(text);
}

/**
 * The document's type from its content, or null when it is none of PDF, Word (.docx) and
 * plain text. A PDF starts with "%PDF-". Text is tested before the binary formats, whose
 * short signatures ("BM", "ID3") would otherwise claim a note that happens to start with
 * them. A .docx is a ZIP package whose [Content_Types].xml names a WordprocessingML main
 * document (word/document.xml): `file-type` reads the archive to find it, so a plain ZIP, a
 * spreadsheet or a macro-enabled .docm is not taken for one.
 */
export async function detectDocumentType(bytes: Uint8Array): Promise<DocumentType | null> {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, PDF_MAGIC)) return PDF;
  if (isPlainText(bytes)) return TXT;
  const detected = await fileTypeFromBuffer(bytes);
  return detected?.mime === DOCX.contentType ? DOCX : null;
}
