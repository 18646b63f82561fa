import { TALENT_IMPORT_MAX_BYTES, TalentCsvError } from "~/features/talent/talent-import";
import { importTalentCsv } from "~/features/talent/talent-import.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { mediaType, readBodyBytes } from "~/lib/http/request-body.server";

import { authenticateApi, recordApiAction } from "./api-auth.server";
import { ApiError, apiJson } from "./api-response.server";

// POST /api/v1/talent/import: the staff page's CSV import for a recruiting system. The body
// is the file itself (text/csv), up to the import's byte cap, which only this route and the
// staff import read: a recruiting system sends its whole export at once, and 5,000 rows of
// about 400 bytes are some 2 MB. Each call, whatever its outcome once the token is accepted,
// is one line in the staff audit log; the candidates it changes get their own lines from the
// importer.

const CSV_TYPES = ["text/csv", "application/csv"];

/** `?dry_run=`: true or false (1 or 0); any other parameter or value is the client's mistake. */
export function parseImportQuery(params: URLSearchParams): { dryRun: boolean } {
  const problems: { parameter: string; message: string }[] = [];
  for (const key of new Set(params.keys())) {
    if (key !== "dry_run") problems.push({ parameter: key, message: "is not known" });
  }
  const values = params.getAll("dry_run");
  let dryRun = false;
  if (values.length > 1) problems.push({ parameter: "dry_run", message: "is repeated" });
  else if (values.length === 1) {
    const value = values[0]!.toLowerCase();
    if (value === "true" || value === "1") dryRun = true;
    else if (value !== "false" && value !== "0") {
      problems.push({ parameter: "dry_run", message: "must be true or false" });
    }
  }
  if (problems.length > 0) {
    throw new ApiError(400, "invalid_request", "The query string is not valid.", problems);
  }
  return { dryRun };
}

/** The body as text, within the import's cap; its refusals in the API's shape. */
async function readCsvBody(request: Request): Promise<string> {
  if (!CSV_TYPES.includes(mediaType(request))) {
    throw new ApiError(
      415,
      "unsupported_media_type",
      "Send the file as the body, with Content-Type: text/csv.",
    );
  }
  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(request, TALENT_IMPORT_MAX_BYTES);
  } catch (refusal) {
    if (refusal instanceof Response && refusal.status === 413) {
      throw new ApiError(
        413,
        "payload_too_large",
        `The file is larger than ${TALENT_IMPORT_MAX_BYTES / 1024 / 1024} MB; split it.`,
      );
    }
    if (refusal instanceof Response) {
      throw new ApiError(400, "invalid_request", "The body could not be read.");
    }
    throw refusal;
  }
  try {
    // A byte order mark (Excel writes one) is dropped; bytes that are not UTF-8 are refused
    // rather than turned into replacement characters in someone's name.
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, "invalid_csv", "The file is not UTF-8 text.", [
      "Save the file as CSV UTF-8.",
    ]);
  }
}

export async function importTalentFromApi(request: Request): Promise<Response> {
  const db = await requireDatabase();
  const principal = await authenticateApi(request, db, "talent:write");
  const audit = (details: Record<string, unknown>) =>
    recordApiAction(db, principal, "api.talent.import", details);
  let dryRun: boolean | null = null;
  try {
    ({ dryRun } = parseImportQuery(new URL(request.url).searchParams));
    const csv = await readCsvBody(request);
    let report;
    try {
      report = await importTalentCsv(db, csv, { dryRun, actor: principal.actor });
    } catch (error) {
      if (error instanceof TalentCsvError) {
        throw new ApiError(400, "invalid_csv", "The file cannot be imported.", error.problems);
      }
      throw error;
    }
    await audit({
      dryRun,
      outcome: "imported",
      created: report.created,
      updated: report.updated,
      refused: report.refused.length,
    });
    return apiJson(report);
  } catch (error) {
    if (error instanceof ApiError) {
      await audit({ dryRun, outcome: "refused", status: error.status, code: error.code });
    }
    throw error;
  }
}
