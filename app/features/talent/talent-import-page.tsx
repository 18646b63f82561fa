import type { ReactNode } from "react";
import { Link } from "react-router";

import { DataTable, type DataTableColumn } from "~/components/data-table";
import { ErrorSummary } from "~/components/form/error-summary";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { Icon } from "~/components/icon";

import type { TalentImportReport } from "./talent-import";
import { IMPORT_FIELDS, type TalentImportResult } from "./talent-import-form";

// The CSV import for recruiters: upload (or paste) a file and check it, read each refused
// row's problems beside its number, then import what passed. Plain forms that work without
// JavaScript; the checked text travels back in a hidden field, so the file is chosen once.

export const TEMPLATE_PATH = "/admin/talent/import/template.csv";

export interface TalentImportPageProps {
  result: TalentImportResult | undefined;
  maxRows: number;
  maxMegabytes: number;
}

type Refusal = TalentImportReport["refused"][number];
type Warning = TalentImportReport["warnings"][number];

function Messages({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-1">
      {items.map((item, index) => (
        // A row may list the same message twice (two unknown roles read alike); the position
        // tells them apart.
        <li key={index} className="break-words">
          {item}
        </li>
      ))}
    </ul>
  );
}

const REFUSED_COLUMNS: readonly DataTableColumn<Refusal>[] = [
  {
    header: "Row",
    rowHeader: true,
    className: "whitespace-nowrap font-semibold tabular-nums",
    cell: (refusal) => refusal.row,
  },
  { header: "Problems", cell: (refusal) => <Messages items={refusal.errors} /> },
];

const WARNING_COLUMNS: readonly DataTableColumn<Warning>[] = [
  {
    header: "Row",
    rowHeader: true,
    className: "whitespace-nowrap font-semibold tabular-nums",
    cell: (warning) => warning.row ?? "File",
  },
  { header: "Warnings", cell: (warning) => <Messages items={warning.messages} /> },
];

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid gap-0.5 rounded-card border border-ink-200 bg-white px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="font-display text-2xl font-bold text-ink-900 tabular-nums">
        {value.toLocaleString("en-US")}
      </dd>
    </div>
  );
}

const rows = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "row" : "rows"}`;

/** The counts, then the refused rows and the warnings, each in its own table. */
function Report({ report }: { report: TalentImportReport }) {
  const will = report.dryRun ? "Would be " : "";
  return (
    <>
      <dl className="grid grid-cols-3 gap-3 sm:max-w-xl">
        <Count label={`${will}created`} value={report.created} />
        <Count label={`${will}updated`} value={report.updated} />
        <Count label="Refused" value={report.refused.length} />
      </dl>
      {report.refused.length > 0 ? (
        <section aria-labelledby="refused-heading" className="grid gap-3">
          <h3 id="refused-heading" className="font-display text-lg font-semibold text-ink-900">
            Refused rows
          </h3>
          <p className="text-sm text-ink-700">
            Rows are numbered from the first under the header. Each problem names its column;
            {report.dryRun
              ? " fix them in the file and check it again, or import the rest now."
              : " fix them in the file and import it again: rows already imported are left as they are."}
          </p>
          <DataTable
            caption="Refused rows and their problems"
            regionLabel="Refused rows"
            columns={REFUSED_COLUMNS}
            rows={report.refused}
            rowKey={(refusal) => refusal.row}
            rowData={(refusal) => ({ "data-row": String(refusal.row) })}
            rowClassName="align-top"
          />
        </section>
      ) : null}
      {report.warnings.length > 0 ? (
        <section aria-labelledby="warnings-heading" className="grid gap-3">
          <h3 id="warnings-heading" className="font-display text-lg font-semibold text-ink-900">
            Warnings
          </h3>
          <p className="text-sm text-ink-700">
            Worth a look; these rows are imported all the same.
          </p>
          <DataTable
            caption="Warnings, by row"
            regionLabel="Warnings"
            columns={WARNING_COLUMNS}
            rows={report.warnings}
            rowKey={(warning) => warning.row ?? "file"}
            rowClassName="align-top"
          />
        </section>
      ) : null}
    </>
  );
}

function Panel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-card border border-ink-200 p-4">
      <h2 id={id} className="font-display text-xl font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CheckResult({
  report,
  csv,
  fileName,
}: {
  report: TalentImportReport;
  csv: string;
  fileName: string | null;
}) {
  const importable = report.created + report.updated;
  return (
    <Panel
      id="check-heading"
      title={fileName ? `Check of ${fileName}` : "Check of the pasted text"}
    >
      <p role="status" className="text-ink-800">
        Nothing has been written yet.{" "}
        {importable > 0
          ? `Importing creates ${rows(report.created)} and updates ${rows(report.updated)}${
              report.refused.length > 0
                ? `; the ${rows(report.refused.length)} refused are skipped`
                : ""
            }.`
          : "No row would change the pool."}
      </p>
      <Report report={report} />
      {importable > 0 ? (
        <form method="post" encType="multipart/form-data" className="grid justify-start gap-2">
          <input type="hidden" name={IMPORT_FIELDS.text} value={csv} />
          {fileName ? <input type="hidden" name={IMPORT_FIELDS.fileName} value={fileName} /> : null}
          <button type="submit" name="intent" value="import" className="btn-primary">
            <Icon name="upload" className="size-4" />
            Import
          </button>
        </form>
      ) : (
        <p className="text-sm text-ink-700">Fix the file and check it again.</p>
      )}
    </Panel>
  );
}

function ImportDone({ report, fileName }: { report: TalentImportReport; fileName: string | null }) {
  return (
    <Panel id="done-heading" title={fileName ? `Imported ${fileName}` : "Import done"}>
      <p role="status" className="text-ink-800">
        {`Created ${rows(report.created)}, updated ${rows(report.updated)}, refused ${rows(report.refused.length)}.`}{" "}
        Each created or updated candidate has a line on their timeline.
      </p>
      <Report report={report} />
      <p className="text-sm">
        <Link to="/admin/talent" className="link">
          See the talent pool
        </Link>
      </p>
    </Panel>
  );
}

export function TalentImportPage({ result, maxRows, maxMegabytes }: TalentImportPageProps) {
  const failure = result && !result.ok ? result : undefined;
  const success = result?.ok ? result : undefined;
  const checked = success && success.report.dryRun && success.csv !== null ? success : undefined;
  const imported = success && !success.report.dryRun ? success : undefined;
  return (
    <div className="grid gap-6">
      <p className="text-sm">
        <Link to="/admin/talent" className="link inline-flex items-center gap-1">
          <Icon name="arrow-left" className="size-4" />
          All candidates
        </Link>
      </p>
      <div className="grid gap-2">
        <h1 className="font-display text-2xl font-bold text-ink-900">Import candidates</h1>
        <p className="max-w-3xl text-ink-700">
          A CSV export of the recruiting system, one candidate per row, matched to the pool by{" "}
          <code>external_id</code>: a new id adds a candidate, a known one updates it. Checking
          writes nothing; you import once the check looks right.
        </p>
        <p className="text-sm">
          <a href={TEMPLATE_PATH} download className="link inline-flex items-center gap-1">
            <Icon name="download" className="size-4" />
            Download the template
          </a>{" "}
          <span className="text-ink-700">(every column, and two example rows).</span>
        </p>
      </div>

      {imported ? <ImportDone report={imported.report} fileName={imported.fileName} /> : null}
      {checked ? (
        <CheckResult report={checked.report} csv={checked.csv!} fileName={checked.fileName} />
      ) : null}

      <form
        method="post"
        encType="multipart/form-data"
        noValidate
        aria-labelledby="upload-heading"
        className="grid max-w-3xl gap-4 rounded-card border border-ink-200 bg-ink-50 p-4"
      >
        <h2 id="upload-heading" className="font-display text-xl font-semibold text-ink-900">
          {checked ? "Check another file" : "Check a file"}
        </h2>
        {failure ? (
          <ErrorSummary
            fieldErrors={failure.fieldErrors}
            formError={failure.formError}
            order={[IMPORT_FIELDS.file, IMPORT_FIELDS.text]}
          />
        ) : null}
        <TextField
          name={IMPORT_FIELDS.file}
          type="file"
          label="CSV file"
          accept=".csv,text/csv"
          hint={`UTF-8 CSV (“CSV UTF-8” in Excel), up to ${maxMegabytes} MB and ${maxRows.toLocaleString("en-US")} rows. The columns are described in the README.`}
          error={failure?.fieldErrors[IMPORT_FIELDS.file]}
          className="bg-white"
        />
        <TextareaField
          name={IMPORT_FIELDS.text}
          label="Or paste the CSV text"
          rows={5}
          spellCheck={false}
          hint="Used when no file is chosen."
          defaultValue={failure?.values[IMPORT_FIELDS.text] ?? ""}
          error={failure?.fieldErrors[IMPORT_FIELDS.text]}
        />
        <div>
          <button type="submit" name="intent" value="check" className="btn-primary">
            Check file
          </button>
        </div>
      </form>
    </div>
  );
}
