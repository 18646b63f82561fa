import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { toCsv } from "./csv";

const BOM = "\uFEFF";

/** The document without its byte order mark, for assertions on the text itself. */
function body(csv: string): string {
  expect(csv.startsWith(BOM)).toBe(true);
  return csv.slice(BOM.length);
}

/** One cell as written, after a one-column header "h". */
function cell(value: unknown): string {
  return body(toCsv(["h"], [[value]])).slice("h\r\n".length, -"\r\n".length);
}

describe("toCsv", () => {
  it("writes a header and rows with CRLF line ends and a UTF-8 byte order mark", () => {
    const csv = toCsv(
      ["reference", "company"],
      [
        ["NG-1", "Acme"],
        ["NG-2", "Globex"],
      ],
    );
    expect(csv).toBe(`${BOM}reference,company\r\nNG-1,Acme\r\nNG-2,Globex\r\n`);
    // The mark is the three bytes Excel looks for.
    expect([...Buffer.from(csv, "utf8").subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["+1", `"'+1"`],
    ["-1+2", `"'-1+2"`],
    ["\t=1", `"'\t=1"`],
    ["\r=1", `"'\r=1"`],
    ["\uFF1D1+1", `"'\uFF1D1+1"`],
  ])("neutralises a formula: %j is prefixed with a quote and quoted", (input, written) => {
    expect(cell(input)).toBe(written);
  });

  it("leaves text that only contains a formula character further in alone", () => {
    expect(cell("a=b")).toBe("a=b");
    expect(cell("ann@example.com")).toBe("ann@example.com");
    expect(cell("Smith-Jones")).toBe("Smith-Jones");
  });

  it("keeps a negative number a number: quoted, never prefixed", () => {
    expect(cell(-5)).toBe(`"-5"`);
    expect(cell(42)).toBe("42");
  });

  it("quotes cells with quotes, commas and line breaks the RFC 4180 way", () => {
    expect(cell('say "hi"')).toBe(`"say ""hi"""`);
    expect(cell("Lisbon, Portugal")).toBe(`"Lisbon, Portugal"`);
    expect(cell("line one\nline two")).toBe(`"line one\nline two"`);
    expect(cell("line one\r\nline two")).toBe(`"line one\r\nline two"`);
    expect(cell("ends in CR\r")).toBe(`"ends in CR\r"`);
  });

  it("writes non-ASCII text as UTF-8 unchanged", () => {
    expect(cell("Zoë Çelik — São Paulo 東京")).toBe("Zoë Çelik — São Paulo 東京");
  });

  it("writes empty cells for null and undefined, ISO dates, booleans and JSON", () => {
    const line = body(
      toCsv(
        ["a", "b", "c", "d", "e", "f"],
        [[null, undefined, new Date("2026-11-24T12:00:00Z"), true, false, { k: "v" }]],
      ),
    ).split("\r\n")[1];
    expect(line).toBe(`,,2026-11-24T12:00:00.000Z,true,false,"{""k"":""v""}"`);
  });

  it("neutralises a formula in the header too", () => {
    expect(body(toCsv(["=1+1"], [])).startsWith(`"'=1+1"\r\n`)).toBe(true);
  });

  it("reads back, by a CSV parser, as the cells that went in (formulas as text)", () => {
    const rows = [
      ['=HYPERLINK("http://evil","x")', 'Zoë, "the boss"\nsecond line', "-1+2"],
      ["@SUM(A1)", "plain", "\t=1"],
    ];
    const parsed = parse(body(toCsv(["a", "b", "c"], rows)), { record_delimiter: "\r\n" });
    expect(parsed).toEqual([
      ["a", "b", "c"],
      [`'=HYPERLINK("http://evil","x")`, 'Zoë, "the boss"\nsecond line', "'-1+2"],
      ["'@SUM(A1)", "plain", "'\t=1"],
    ]);
  });
});
