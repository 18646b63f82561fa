// Reading CSV that people send us (an export from a recruiting system, a spreadsheet saved as
// CSV): RFC 4180 quoting, any of CRLF, LF or a lone CR between records, and Excel's UTF-8 byte
// order mark. Kept apart from ./csv.ts, which writes CSV through csv-stringify: that package
// touches Node's Buffer as it loads, and this reader must also run in the browser.

const BOM = "\uFEFF";

export interface CsvRecord {
  cells: string[];
  /** The line the record starts on, 1-based; a quoted cell with line breaks spans several. */
  line: number;
}

/** The text is not CSV: a quote left open, or text after a closing quote. */
export class CsvSyntaxError extends Error {
  override name = "CsvSyntaxError";
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}

/** Line breaks in text[from, to): CRLF counts once, as does a lone CR or LF. */
function breaksIn(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const char = text.charCodeAt(i);
    if (char === 10) count++;
    else if (char === 13 && text.charCodeAt(i + 1) !== 10) count++;
  }
  return count;
}

/**
 * Every record of the text, cells as written (not trimmed). A quoted cell keeps its commas,
 * line breaks and doubled quotes (as one quote); a quote inside an unquoted cell is kept as
 * typed (`5" screen`), as spreadsheets read it. An empty line is a record of one empty cell;
 * the line break after the last record does not start another. Throws CsvSyntaxError for a
 * quoted cell that is never closed or has text after its closing quote.
 */
export function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const end = text.length;
  let i = text.startsWith(BOM) ? BOM.length : 0;
  let line = 1;

  while (i < end) {
    const record: CsvRecord = { cells: [], line };
    for (;;) {
      let cell: string;
      if (text[i] === '"') {
        const opened = line;
        i++;
        cell = "";
        for (;;) {
          const quote = text.indexOf('"', i);
          if (quote === -1) throw new CsvSyntaxError(opened, "a quoted cell is never closed");
          line += breaksIn(text, i, quote);
          cell += text.slice(i, quote);
          i = quote + 1;
          if (text[i] !== '"') break;
          // A doubled quote is one quote inside the cell.
          cell += '"';
          i++;
        }
        if (i < end && text[i] !== "," && text[i] !== "\r" && text[i] !== "\n") {
          throw new CsvSyntaxError(
            line,
            "a quoted cell must end with a quote followed by a comma or the end of the line",
          );
        }
      } else {
        const start = i;
        while (i < end && text[i] !== "," && text[i] !== "\r" && text[i] !== "\n") i++;
        cell = text.slice(start, i);
      }
      record.cells.push(cell);
      if (text[i] === ",") {
        i++;
        continue;
      }
      // The end of the record: a line break (CRLF counts as one) or the end of the text.
      if (text[i] === "\r") {
        i++;
        if (text[i] === "\n") i++;
      } else if (text[i] === "\n") {
        i++;
      }
      line++;
      break;
    }
    records.push(record);
  }
  return records;
}
