// The limits of a document a visitor sends us, stated once for the briefing's upload (page and
// server) and for the files attached to a reply by mail.

/** The largest document we keep: 10 MB, counted in binary megabytes. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** What the documents we keep are: PDF, Word (.docx) and plain text. */
export const DOCUMENT_KINDS_TEXT = "a PDF, Word (.docx) or plain-text document";
