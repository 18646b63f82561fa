import type { FormResult } from "~/lib/forms/form-result";

import type { TalentImportReport } from "./talent-import";

// The staff import page's two forms, read by the page and the action alike: "Check file"
// posts the upload (or pasted text) for a dry run; "Import" posts the same text back from a
// hidden field, so the file is not chosen twice.

export const IMPORT_FIELDS = { file: "file", text: "csv", fileName: "fileName" } as const;

export const IMPORT_INTENTS = ["check", "import"] as const;

export type ImportIntent = (typeof IMPORT_INTENTS)[number];

export const IMPORT_MESSAGES = {
  noFile: "Choose a CSV file, or paste its text below",
  notText: "The file is not UTF-8 text: save it from the spreadsheet as “CSV UTF-8” and try again",
  lost: "The checked file did not come back with the import: choose it again and check it",
} as const;

/** What the page echoes of a pasted text after a failure; a longer one is not sent back. */
export const PASTE_ECHO_MAX = 64 * 1024;

/**
 * What the action answers: the report, and after a check the text that was checked (the
 * import form sends it back) with the file's name.
 */
export type TalentImportResult = FormResult<{
  report: TalentImportReport;
  csv: string | null;
  fileName: string | null;
}>;
