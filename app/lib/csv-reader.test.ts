import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { toCsv } from "./csv";
import { CsvSyntaxError, readCsv } from "./csv-reader";

const cells = (text: string) => readCsv(text).map((record) => record.cells);

describe("readCsv", () => {
  it("reads records and cells, with CRLF, LF or a lone CR between records", () => {
    for (const end of ["\r\n", "\n", "\r"]) {
      expect(cells(`a,b,c${end}1,2,3${end}`)).toEqual([
        ["a", "b", "c"],
        ["1", "2", "3"],
      ]);
    }
    // Without a line break after the last record, and with one: the same records.
    expect(cells("a,b\r\n1,2")).toEqual(cells("a,b\r\n1,2\r\n"));
  });

  it("drops Excel's byte order mark before the first cell", () => {
    expect(cells("\uFEFFexternal_id,email\r\n")).toEqual([["external_id", "email"]]);
  });

  it("reads quoted cells: commas, line breaks and doubled quotes inside", () => {
    expect(cells('name,note\r\n"Souza, Ana","line one\r\nline ""two"""\r\n')).toEqual([
      ["name", "note"],
      ["Souza, Ana", 'line one\r\nline "two"'],
    ]);
    expect(cells('"",""\n')).toEqual([["", ""]]);
  });

  it("keeps empty cells, a trailing comma's empty cell, and empty lines as one empty cell", () => {
    expect(cells("a,,c,\n\n1,2,3,4\n")).toEqual([["a", "", "c", ""], [""], ["1", "2", "3", "4"]]);
    expect(cells("")).toEqual([]);
    expect(cells("\uFEFF")).toEqual([]);
  });

  it("keeps a quote inside an unquoted cell as typed, as spreadsheets read it", () => {
    expect(cells('5" screen,b\n')).toEqual([['5" screen', "b"]]);
  });

  it("numbers each record by the line it starts on, quoted line breaks counted", () => {
    const records = readCsv('h\r\n"a\r\nb\nc"\r\nd\re\n');
    expect(records.map((record) => record.line)).toEqual([1, 2, 5, 6]);
  });

  it("refuses a quoted cell that is never closed, naming the line it opened on", () => {
    const reading = () => readCsv('a,b\n1,"never closed\nstill\n');
    expect(reading).toThrow(CsvSyntaxError);
    expect(reading).toThrow("Line 2: a quoted cell is never closed");
  });

  it("refuses text after a closing quote", () => {
    expect(() => readCsv('a\n"quoted"tail,b\n')).toThrow(
      "Line 2: a quoted cell must end with a quote followed by a comma or the end of the line",
    );
  });

  it("reads what csv-parse reads, for cells the site's own writer quotes", () => {
    const nasty = [
      "plain",
      "",
      "comma, inside",
      'a "quote"',
      "line\nbreak",
      "crlf\r\nbreak",
      "ends in CR\r",
      "Zoë Çelik — São Paulo 東京",
      " spaced ",
      '""',
      ",",
    ];
    const rows = nasty.map((value, index) => [value, String(index), nasty[(index + 3) % 11]]);
    const written = toCsv(["a", "b", "c"], rows);
    const oracle = parse(written, { bom: true, relax_column_count: false }) as string[][];
    expect(cells(written)).toEqual(oracle);
  });

  it("reads a few megabytes quickly", () => {
    const line = '"Souza, Ana",ana@example.com,"React:5:assessed;Node.js:3:verified",B2\r\n';
    const text = line.repeat(20_000);
    const started = performance.now();
    expect(readCsv(text)).toHaveLength(20_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
