import { describe, expect, it } from "vitest";

import { readImportSubmission } from "./talent-import-action.server";
import { IMPORT_MESSAGES } from "./talent-import-form";

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const csvFile = (text: string | Uint8Array<ArrayBuffer>, name = "export.csv") =>
  new File([text], name, { type: "text/csv" });

describe("readImportSubmission", () => {
  it("checks the chosen file before any pasted text", async () => {
    const submission = await readImportSubmission(
      form({ intent: "check", file: csvFile("\uFEFFexternal_id\r\n"), csv: "pasted" }),
    );
    expect(submission).toEqual({
      intent: "check",
      pasted: "pasted",
      // The byte order mark is the reader's to drop; the text is passed on as decoded.
      csv: "external_id\r\n",
      fileName: "export.csv",
      field: "file",
    });
  });

  it("checks the pasted text when no file is chosen, and puts its problems on the text", async () => {
    const submission = await readImportSubmission(
      form({ intent: "check", file: csvFile("", ""), csv: "a,b\n" }),
    );
    expect(submission).toMatchObject({ csv: "a,b\n", fileName: null, field: "csv" });
  });

  it("refuses a file that is not UTF-8, and a check with nothing to check", async () => {
    const latin1 = new Uint8Array([0x4a, 0x6f, 0xe3, 0x6f]); // "João" in Windows-1252
    expect(
      await readImportSubmission(form({ intent: "check", file: csvFile(latin1) })),
    ).toMatchObject({
      error: ["file", { code: "invalid", message: IMPORT_MESSAGES.notText }],
    });
    expect(await readImportSubmission(form({ intent: "check", csv: "  " }))).toMatchObject({
      error: ["file", { code: "required", message: IMPORT_MESSAGES.noFile }],
    });
  });

  it("imports the text the check sent back, with the file's name, ignoring any file", async () => {
    const submission = await readImportSubmission(
      form({ intent: "import", csv: "a,b\n", fileName: "export.csv", file: csvFile("other") }),
    );
    expect(submission).toMatchObject({ csv: "a,b\n", fileName: "export.csv", field: "file" });
    expect(await readImportSubmission(form({ intent: "import" }))).toMatchObject({
      error: ["file", { code: "required", message: IMPORT_MESSAGES.lost }],
    });
  });

  it("answers 400 to a submission no form of the page sends", async () => {
    const submissions: Record<string, string | File>[] = [
      {},
      { intent: "delete" },
      { intent: "check", csv: csvFile("x") },
    ];
    for (const fields of submissions) {
      const thrown = await readImportSubmission(form(fields)).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ init: { status: 400 } });
    }
  });
});
