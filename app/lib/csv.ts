import { stringify } from "csv-stringify/sync";

// Spreadsheet programs run a cell that starts with one of these as a formula, so a visitor
// who types `=HYPERLINK(...)` into a form could make staff's Excel fetch or run something.
// OWASP's advice for CSV injection: prefix such a cell with a single quote (the spreadsheet
// then shows it as text) and quote the cell. The full-width forms are read as the ASCII ones
// by some spreadsheet programs (Apple Numbers normalises them).
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One CSV document for staff to open in a spreadsheet: RFC 4180 quoting, CRLF line ends, a
 * UTF-8 byte order mark (without it Excel reads the bytes as the local code page and mangles
 * accents), and every cell that a spreadsheet would run as a formula neutralised.
 *
 * Cells: strings as they are, numbers and bigints as digits (a negative number is a number,
 * not a formula, so it is left alone), booleans as true/false, dates as ISO 8601 in UTC,
 * null and undefined as an empty cell, anything else as JSON (then escaped like text).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify([header, ...rows].map((row) => [...row]) as unknown[][], {
    bom: true,
    record_delimiter: "windows",
    // Giving record_delimiter turns off quoting of a lone \n or \r inside a cell, which would
    // then split the row in two when read back; RFC 4180 wants such cells quoted.
    quote_record_delimiter: true,
    escape_formulas: true,
    // escape_formulas only adds the quote character; the cell must also be quoted. The match
    // runs on the cell's text before the prefix is added, numbers included, so a negative
    // number is quoted (harmless) but never prefixed.
    quoted_match: FORMULA_START,
    cast: {
      boolean: (value) => (value ? "true" : "false"),
      date: (value) => value.toISOString(),
      bigint: (value) => value.toString(),
    },
  });
}
