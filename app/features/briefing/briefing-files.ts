import { DOCUMENT_MAX_BYTES } from "~/lib/files/document-limits";

import { BRIEFING_LIMITS, type UploadedDocument } from "./briefing-draft";

// The rules of briefing documents that the page and the server both state: the page checks
// the size before it sends a byte, the server checks everything again.

/** 10 MB, counted in binary megabytes as `formatFileSize` shows them. */
export const BRIEFING_FILE_MAX_BYTES = DOCUMENT_MAX_BYTES;

/** For the file input: the extensions and the media types the server accepts. */
export const BRIEFING_FILE_ACCEPT =
  ".pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain";

export const BRIEFING_FILE_MESSAGES = {
  noLead:
    "Enter your company name, your name and your email on step 1 first, so we know whose document this is.",
  tooLarge: "That file is larger than 10 MB. Please choose a file of 10 MB or less.",
  wrongType: "That file is not a PDF, Word (.docx) or plain-text document.",
  empty: "That file is empty. Please choose the document itself.",
  missing: "Choose a file to upload.",
  unreadable: "The upload did not arrive complete. Please try again.",
  tooMany: `You can upload up to ${BRIEFING_LIMITS.documents} documents. Remove one to add another.`,
  notFound: "That document was not found. It may have been removed already.",
  failed: "The document could not be saved. Please try again in a moment.",
  removeFailed: "The document could not be removed. Please try again in a moment.",
  method: "Use POST.",
} as const;

/** What both endpoints answer. */
export type BriefingFileAnswer =
  | { ok: true; document: UploadedDocument }
  | { ok: true; removed: string }
  | { ok: false; error: string };

export const BRIEFING_FILES_PATH = "/api/briefing/files";

export function briefingFileDeletePath(id: string): string {
  return `${BRIEFING_FILES_PATH}/${encodeURIComponent(id)}/delete`;
}

/** "840 bytes", "12 KB", "2.4 MB": one decimal below 10 of a unit, none above. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const units = ["KB", "MB", "GB"] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (Math.round(value) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? value.toFixed(1).replace(/\.0$/, "") : String(Math.round(value));
  return `${shown} ${units[unit]}`;
}
