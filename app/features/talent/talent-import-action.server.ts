import { data, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";

import { requireStaff, staffRequestAddress } from "~/features/staff-auth/staff-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import type { FieldError } from "~/lib/forms/form-result";
import { z } from "~/lib/forms/zod-mini";
import { MULTIPART_ALLOWANCE, readFormData } from "~/lib/http/request-body.server";

import { TALENT_IMPORT_MAX_BYTES, TalentCsvError } from "./talent-import";
import { importTalentCsv } from "./talent-import.server";
import {
  IMPORT_FIELDS,
  IMPORT_INTENTS,
  IMPORT_MESSAGES,
  type ImportIntent,
  PASTE_ECHO_MAX,
  type TalentImportResult,
} from "./talent-import-form";

// The staff page's action: a dry run of the uploaded file ("check"), or the import of the
// text the dry run showed ("import"). The body carries a whole file, so it is read up to the
// import's cap plus the multipart envelope: far above the 64 kB of every other form, and
// under the largest cap any action has, a briefing document's 10 MB (decision 079).

const importFormSchema = z.object({
  intent: z.enum(IMPORT_INTENTS),
  csv: z.optional(z.string()),
  fileName: z.optional(z.string().check(z.maxLength(255))),
});

/** A file, a pasted text and the multipart envelope around them. */
export const IMPORT_BODY_MAX_BYTES = TALENT_IMPORT_MAX_BYTES + MULTIPART_ALLOWANCE;

type Answer = DataWithResponseInit<TalentImportResult>;

function refused(fieldErrors: Record<string, FieldError>, pasted = "", status = 422): Answer {
  return data<TalentImportResult>(
    {
      ok: false,
      fieldErrors,
      // A short paste comes back to be fixed; a file cannot be put back into its input.
      values: { [IMPORT_FIELDS.text]: pasted.length <= PASTE_ECHO_MAX ? pasted : "" },
    },
    { status },
  );
}

const tooLarge = () =>
  `The file is larger than ${TALENT_IMPORT_MAX_BYTES / 1024 / 1024} MB: split it and import the parts one after another`;

export type ImportSubmission = { intent: ImportIntent; pasted: string } & (
  { csv: string; fileName: string | null; field: string } | { error: [string, FieldError] }
);

/**
 * The intent and the CSV text a submission carries (the file's when one was chosen, else the
 * pasted or returned text), or the reason it carries none that can be read. Throws a 400 for
 * a submission no form of the page sends.
 */
export async function readImportSubmission(form: FormData): Promise<ImportSubmission> {
  const fields = importFormSchema.safeParse({
    intent: form.get("intent") ?? undefined,
    csv: form.get(IMPORT_FIELDS.text) ?? undefined,
    fileName: form.get(IMPORT_FIELDS.fileName) ?? undefined,
  });
  if (!fields.success) throw data("Unknown action.", { status: 400 });
  const { intent } = fields.data;
  const pasted = fields.data.csv ?? "";
  const refuse = (name: string, error: FieldError): ImportSubmission => ({
    intent,
    pasted,
    error: [name, error],
  });

  const file = form.get(IMPORT_FIELDS.file);
  if (intent === "check" && file instanceof File && file.size > 0) {
    if (file.size > TALENT_IMPORT_MAX_BYTES) {
      return refuse(IMPORT_FIELDS.file, { code: "too_long", message: tooLarge() });
    }
    try {
      // A spreadsheet saved as plain "CSV" on Windows is Windows-1252: refused rather than
      // imported with its accents turned into question marks.
      const csv = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
      return { intent, pasted, csv, fileName: file.name.slice(0, 255), field: IMPORT_FIELDS.file };
    } catch {
      return refuse(IMPORT_FIELDS.file, { code: "invalid", message: IMPORT_MESSAGES.notText });
    }
  }
  if (pasted.trim() === "") {
    const message = intent === "check" ? IMPORT_MESSAGES.noFile : IMPORT_MESSAGES.lost;
    return refuse(IMPORT_FIELDS.file, { code: "required", message });
  }
  if (pasted.length > TALENT_IMPORT_MAX_BYTES) {
    return refuse(IMPORT_FIELDS.text, { code: "too_long", message: tooLarge() });
  }
  // An import's text is the checked file coming back: what is wrong with it is the file's.
  return intent === "import"
    ? {
        intent,
        pasted,
        csv: pasted,
        fileName: fields.data.fileName ?? null,
        field: IMPORT_FIELDS.file,
      }
    : { intent, pasted, csv: pasted, fileName: null, field: IMPORT_FIELDS.text };
}

/** Checks or imports; recruiters and admins only. */
export async function talentImportAction(request: Request): Promise<Answer> {
  const staff = await requireStaff(request, { roles: ["recruiter"] });
  const form = await readFormData(request, {
    maxBytes: IMPORT_BODY_MAX_BYTES,
    // A NUL in the file is the file's problem, said next to it, not a refused request.
    refuseNul: false,
  });
  const source = await readImportSubmission(form);
  const { intent, pasted } = source;
  if ("error" in source) {
    const [name, error] = source.error;
    return refused({ [name]: error }, intent === "check" ? pasted : "");
  }
  const db = await requireDatabase();
  try {
    const report = await importTalentCsv(db, source.csv, {
      dryRun: intent === "check",
      actor: { staffUserId: staff.id, email: staff.email, ipAddress: staffRequestAddress(request) },
    });
    return data<TalentImportResult>({
      ok: true,
      report,
      csv: intent === "check" ? source.csv : null,
      fileName: source.fileName,
    });
  } catch (error) {
    if (!(error instanceof TalentCsvError)) throw error;
    return refused(
      { [source.field]: { code: "invalid", message: error.problems.join(" ") } },
      intent === "check" ? pasted : "",
    );
  }
}
