import { parsePhoneNumberFromString } from "libphonenumber-js/min";

import type { RateCard } from "~/features/catalog/cost";
import { isCountryCode } from "~/lib/country-codes";
import { CsvSyntaxError, readCsv } from "~/lib/csv-reader";
import type { CandidateSeniority, CandidateStatus, CefrLevel } from "~/lib/db/enums";

import { rateWarning } from "./rate-band";
import {
  type CellContext,
  type CellValues,
  columnSchemas,
  type ImportedSkill,
  quoted,
} from "./talent-import-cells";
import { ALL_COLUMNS, REQUIRED_COLUMNS, type TalentImportColumn } from "./talent-import-columns";

// The talent pool's CSV import, as far as it needs no database: reading and checking every
// row of a file, and the report an import answers with. The server module
// (talent-import.server.ts) compares the rows with the pool and writes them; the staff page
// and the API show the same report. The columns, each cell's reading and the template have
// modules of their own; callers take the contract from here.
export type { ImportedSkill } from "./talent-import-cells";
export {
  OPTIONAL_COLUMNS,
  REQUIRED_COLUMNS,
  type TalentImportColumn,
} from "./talent-import-columns";
export { talentImportTemplate } from "./talent-import-template";

/** What an import did, or would do on a dry run. */
export interface TalentImportReport {
  dryRun: boolean;
  created: number;
  updated: number;
  /** Rows not imported; `row` is the data row, 1-based, the header not counted. */
  refused: { row: number; errors: string[] }[];
  /** Worth a look, imported all the same; `row` null for the file as a whole. */
  warnings: { row: number | null; messages: string[] }[];
}

/**
 * The most one import takes. Rows bound the work (one transaction holds them all); bytes
 * bound the request that carries the file, which its reader caps before this module sees it.
 * A typical row is about 400 bytes, so 10,000 rows fit in a fraction of the byte cap.
 */
export const TALENT_IMPORT_MAX_ROWS = 10_000;
export const TALENT_IMPORT_MAX_BYTES = 8 * 1024 * 1024;

/** The assessor of the coding records the import writes; also how a re-import finds them. */
export const IMPORT_SOURCE = "CSV import";

/** The whole file is refused: not CSV, too many rows, or a required column missing. */
export class TalentCsvError extends Error {
  override name = "TalentCsvError";
  constructor(readonly problems: string[]) {
    super(problems.join(" "));
  }
}

/** One row, read and checked. A null optional value leaves what is stored alone. */
export interface TalentImportRow {
  row: number;
  externalId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Catalog position slugs, the main role first. */
  roleIds: string[];
  seniority: CandidateSeniority;
  yearsExperience: number;
  skills: ImportedSkill[];
  englishLevel: CefrLevel;
  country: string;
  timeZone: string;
  workStartMinutes: number;
  workEndMinutes: number;
  availableFrom: string;
  hourlyRateUsd: number;
  /** The coding assessment's score out of 10 and its day; null when the row has none. */
  coding: { score: number; assessedOn: string } | null;
  /** The industries the candidate has worked in; checked, not stored yet (decision 079). */
  domains: string[];
  consentToShow: boolean;
  consentDate: string | null;
  consentVersion: string | null;
  status: CandidateStatus | null;
  /** E.164. */
  phone: string | null;
  linkedinUrl: string | null;
}

export interface TalentCsvContext extends CellContext {
  /** Rate cards by position slug, for the warning on a rate far from the main role's card. */
  rateCards?: ReadonlyMap<string, RateCard>;
}

export interface TalentCsvParse {
  rows: TalentImportRow[];
  refused: TalentImportReport["refused"];
  warnings: TalentImportReport["warnings"];
}

/** The header's columns by position, or the file's refusal. */
function readHeader(cells: readonly string[]): {
  columns: Map<TalentImportColumn, number>;
  unknown: string[];
} {
  const columns = new Map<TalentImportColumn, number>();
  const unknown: string[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    const name = cell.trim();
    if (name === "") return;
    if (seen.has(name)) problems.push(`The column "${name}" appears twice in the first line.`);
    seen.add(name);
    if ((ALL_COLUMNS as readonly string[]).includes(name)) {
      columns.set(name as TalentImportColumn, index);
    } else {
      unknown.push(name);
    }
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length > 0) {
    problems.push(
      `The first line must name every required column; missing: ${missing.join(", ")}.`,
    );
  }
  if (problems.length > 0) throw new TalentCsvError(problems);
  return { columns, unknown };
}

/** Checks between columns, once each column is read: what no single cell can say. */
function crossChecks(values: Partial<CellValues>, errors: string[]): string | null {
  if (
    values.work_start !== undefined &&
    values.work_end !== undefined &&
    values.work_start === values.work_end
  ) {
    errors.push("work_end: the same time as work_start");
  }
  const score = values.coding_score;
  const assessedOn = values.coding_assessed_on;
  if (score !== undefined && assessedOn !== undefined) {
    if (score !== null && assessedOn === null) {
      errors.push("coding_assessed_on: required with a coding_score");
    }
    if (score === null && assessedOn !== null) {
      errors.push("coding_score: required with a coding_assessed_on");
    }
  }
  if (values.consent_to_show === true) {
    // The database refuses a consent without its date and version.
    if (values.consent_date === null) {
      errors.push("consent_date: required when consent_to_show is true");
    }
    if (values.consent_version === null) {
      errors.push("consent_version: required when consent_to_show is true");
    }
  }
  // A number without its country code is read as one of the candidate's country.
  const phone = values.phone;
  if (phone === undefined || phone === null) return null;
  const country = values.country && isCountryCode(values.country) ? values.country : undefined;
  const parsed = parsePhoneNumberFromString(
    phone,
    country as Parameters<typeof parsePhoneNumberFromString>[1],
  );
  if (!parsed?.isValid()) {
    errors.push(`phone: ${quoted(phone)} is not a valid phone number`);
    return null;
  }
  return parsed.number;
}

/**
 * Reads a CSV export into rows to import, rows refused with the reason for each problem (a
 * message naming its column), and warnings that do not refuse a row. Throws TalentCsvError
 * when the file as a whole cannot be imported.
 */
export function parseTalentCsv(csv: string, context: TalentCsvContext): TalentCsvParse {
  if (csv.includes("\u0000")) {
    throw new TalentCsvError(["The file holds a NUL character: it is not a CSV text file."]);
  }
  let records;
  try {
    records = readCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw new TalentCsvError([`The file is not valid CSV: ${error.message}.`]);
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header || header.cells.every((cell) => cell.trim() === "")) {
    throw new TalentCsvError(["The file is empty: the first line must name the columns."]);
  }
  if (data.length > TALENT_IMPORT_MAX_ROWS) {
    throw new TalentCsvError([
      `The file has ${data.length.toLocaleString("en-US")} rows; at most ${TALENT_IMPORT_MAX_ROWS.toLocaleString("en-US")} are imported at once, so split it.`,
    ]);
  }
  const { columns, unknown } = readHeader(header.cells);
  const schemas = columnSchemas(context);
  const rateCards = context.rateCards ?? new Map<string, RateCard>();

  const rows: TalentImportRow[] = [];
  const refused: TalentCsvParse["refused"] = [];
  const warnings: TalentCsvParse["warnings"] = [];
  if (unknown.length > 0) {
    warnings.push({
      row: null,
      messages: unknown.map(
        (name) => `The column "${name}" is not one the import knows; it is ignored.`,
      ),
    });
  }
  const rowOfExternalId = new Map<string, number>();
  const rowOfEmail = new Map<string, number>();

  data.forEach((record, index) => {
    const row = index + 1;
    // A blank line, or a spreadsheet's row of empty cells, is no candidate.
    if (record.cells.every((cell) => cell.trim() === "")) return;
    const errors: string[] = [];
    const notes: string[] = [];
    const extra = record.cells.slice(header.cells.length);
    if (extra.some((cell) => cell.trim() !== "")) {
      errors.push(
        `The row has ${record.cells.length} cells and the first line ${header.cells.length} columns: a comma too many, or a cell that needed quotes?`,
      );
    }
    const values: Partial<CellValues> = {};
    for (const column of ALL_COLUMNS) {
      const position = columns.get(column);
      const cell = position === undefined ? "" : (record.cells[position] ?? "");
      const result = schemas[column].safeParse(cell);
      if (result.success) {
        (values as Record<string, unknown>)[column] = result.data;
      } else {
        for (const issue of result.error.issues) errors.push(`${column}: ${issue.message}`);
      }
    }
    const phone = crossChecks(values, errors);

    const externalId = values.external_id;
    if (externalId !== undefined) {
      const earlier = rowOfExternalId.get(externalId);
      if (earlier !== undefined) {
        errors.push(`external_id: ${quoted(externalId)} is also on row ${earlier}`);
      } else {
        rowOfExternalId.set(externalId, row);
      }
    }
    const email = values.email;
    if (email !== undefined) {
      const earlier = rowOfEmail.get(email);
      if (earlier !== undefined) notes.push(`email: the same address as on row ${earlier}`);
      else rowOfEmail.set(email, row);
    }
    if (
      values.hourly_rate_usd !== undefined &&
      values.seniority !== undefined &&
      values.role_ids !== undefined &&
      values.role_ids.length > 0
    ) {
      const warning = rateWarning(
        values.hourly_rate_usd,
        rateCards.get(values.role_ids[0]!),
        values.seniority,
      );
      if (warning) notes.push(`hourly_rate_usd: ${warning}`);
    }

    if (errors.length > 0) {
      refused.push({ row, errors });
      return;
    }
    if (notes.length > 0) warnings.push({ row, messages: notes });
    const v = values as CellValues;
    rows.push({
      row,
      externalId: v.external_id,
      firstName: v.first_name,
      lastName: v.last_name,
      email: v.email,
      roleIds: v.role_ids,
      seniority: v.seniority,
      yearsExperience: v.years_experience,
      skills: v.skills,
      englishLevel: v.english_level,
      country: v.country,
      timeZone: v.time_zone,
      workStartMinutes: v.work_start,
      workEndMinutes: v.work_end,
      availableFrom: v.available_from,
      hourlyRateUsd: v.hourly_rate_usd,
      coding:
        v.coding_score !== null && v.coding_assessed_on !== null
          ? { score: v.coding_score, assessedOn: v.coding_assessed_on }
          : null,
      domains: v.domains,
      consentToShow: v.consent_to_show,
      consentDate: v.consent_date,
      consentVersion: v.consent_version,
      status: v.status,
      phone,
      linkedinUrl: v.linkedin_url,
    });
  });
  if (data.length === 0) {
    warnings.push({ row: null, messages: ["The file has no rows under its first line."] });
  }
  return { rows, refused, warnings };
}
