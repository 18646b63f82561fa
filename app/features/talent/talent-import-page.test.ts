import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { parseTalentFilters } from "./talent-filters";
import type { TalentImportReport } from "./talent-import";
import { TalentImportPage, type TalentImportPageProps } from "./talent-import-page";
import { TalentListPage, type TalentListProps } from "./talent-list-page";

function inRouter<Props extends object>(page: (props: Props) => ReactElement, props: Props) {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(page, props)));
}

const render = (result: TalentImportPageProps["result"]) =>
  inRouter(TalentImportPage, { result, maxRows: 10_000, maxMegabytes: 8 });

const headings = (html: string) => [...html.matchAll(/<h([1-6])/g)].map((match) => match[1]);

const report: TalentImportReport = {
  dryRun: true,
  created: 2,
  updated: 1,
  refused: [
    { row: 3, errors: ['role_ids: unknown role "backnd"', "email: not an email address"] },
    { row: 7, errors: ["consent_date: required when consent_to_show is true"] },
  ],
  warnings: [
    { row: null, messages: ['The column "notes" is not one the import knows; it is ignored.'] },
    { row: 2, messages: ["hourly_rate_usd: $120/h is above the rate card's band for senior"] },
  ],
};

describe("the talent import page", () => {
  it("offers the upload, the pasted text and the template, each field labelled", () => {
    const html = render(undefined);
    expect(headings(html)).toEqual(["1", "2"]);
    expect(html).toMatch(/<form [^>]*encType="multipart\/form-data"[^>]*method="post"/);
    expect(html).toMatch(/<label for="file"[^>]*>CSV file/);
    expect(html).toMatch(/<input [^>]*type="file"[^>]*id="file" aria-describedby="file-hint"/);
    expect(html).toMatch(/<label for="csv"[^>]*>Or paste the CSV text/);
    expect(html).toContain('href="/admin/talent/import/template.csv"');
    expect(html).toMatch(/<button type="submit" value="check"[^>]*name="intent">Check file/);
    expect(html).not.toContain('value="import"');
  });

  it("shows a check's refused rows by number and its warnings apart, then offers the import", () => {
    const csv = 'external_id,first_name\r\nats-1,"Ana, ""Nina"""\r\n';
    const html = render({ ok: true, report, csv, fileName: "export.csv" });
    expect(html).toContain("Check of export.csv");
    expect(html).toContain("Nothing has been written yet.");
    expect(html).toContain(
      "Importing creates 2 rows and updates 1 row; the 2 rows refused are skipped.",
    );
    expect(html).toContain('<caption class="sr-only">Refused rows and their problems</caption>');
    expect(html).toMatch(
      /<tr class="align-top" data-row="3"><th scope="row"[^>]*>3<\/th><td[^>]*><ul[^>]*><li[^>]*>role_ids: unknown role &quot;backnd&quot;<\/li><li[^>]*>email: not an email address<\/li>/,
    );
    expect(html).toContain('<caption class="sr-only">Warnings, by row</caption>');
    expect(html).toMatch(/<th scope="row"[^>]*>File<\/th>/);
    // The checked text goes back with the import, so the file is not chosen again.
    expect(html).toContain(
      `<input type="hidden" name="csv" value="external_id,first_name\r\nats-1,&quot;Ana, &quot;&quot;Nina&quot;&quot;&quot;\r\n"/>`,
    );
    expect(html).toContain('<input type="hidden" name="fileName" value="export.csv"/>');
    expect(html).toMatch(/<button type="submit" value="import"[^>]*name="intent">/);
    expect(headings(html)).toEqual(["1", "2", "3", "3", "2"]);
  });

  it("offers no import when no row would change the pool", () => {
    const html = render({
      ok: true,
      report: { ...report, created: 0, updated: 0 },
      csv: "x",
      fileName: null,
    });
    expect(html).toContain("Check of the pasted text");
    expect(html).toContain("No row would change the pool.");
    expect(html).not.toContain('value="import"');
  });

  it("reports an import's counts and links to the pool", () => {
    const html = render({
      ok: true,
      report: { ...report, dryRun: false, refused: [], warnings: [] },
      csv: null,
      fileName: "export.csv",
    });
    expect(html).toContain("Imported export.csv");
    expect(html).toContain("Created 2 rows, updated 1 row, refused 0 rows.");
    expect(html).toContain('href="/admin/talent"');
    expect(html).not.toContain("<table");
  });

  it("puts a refused file's reason on the file field, in the summary and beside it", () => {
    const message = "The first line must name every required column; missing: email.";
    const html = render({
      ok: false,
      fieldErrors: { file: { code: "invalid", message } },
      values: { csv: "" },
    });
    expect(html).toContain("There is a problem");
    expect(html).toContain(`<a href="#file"`);
    expect(html).toMatch(
      /<input [^>]*id="file" aria-invalid="true" aria-describedby="file-hint file-error"/,
    );
    expect(html).toContain(`<p id="file-error" data-reason="invalid"`);
  });
});

describe("the talent list's way to the import", () => {
  const props: TalentListProps = {
    filters: parseTalentFilters(new URLSearchParams()),
    rows: [],
    nextCursor: null,
    total: { count: 0, capped: false },
    positions: [],
  };

  it("is shown to those who may import, and to nobody else", () => {
    expect(inRouter(TalentListPage, { ...props, canImport: true })).toContain(
      'href="/admin/talent/import"',
    );
    expect(inRouter(TalentListPage, props)).not.toContain('href="/admin/talent/import"');
  });
});
