import type { Key, ReactNode } from "react";

export interface DataTableColumn<Row> {
  /** The column header; a node, so an actions column can name itself to screen readers only. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes for the column's body cells, beyond the shared padding; per row when a function. */
  className?: string | ((row: Row) => string);
  /** "end" right-aligns the header and the cells, for figures. */
  align?: "start" | "end";
  /** The column names its row: its cells are row headers (`<th scope="row">`). */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers; sighted staff have the page's heading. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown instead of the table when there are no rows; without it the headers still show. */
  empty?: ReactNode;
  /**
   * Makes the scrolling box a labelled, focusable region. A table without a link or button
   * needs it, or keyboard users cannot scroll it sideways on a narrow screen.
   */
  regionLabel?: string;
  /** Classes for the scrolling box around the table, such as its margin. */
  className?: string;
  /** Classes for the table itself, such as the minimum width below which it scrolls. */
  tableClassName?: string;
  rowClassName?: string;
  /** Data attributes for a row, for tests and styles that pick a row by what it holds. */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  /** "caps": small uppercase headers on a darker band, for a long list of short columns. */
  head?: "plain" | "caps";
}

const HEAD = {
  plain: { row: "bg-ink-50 text-ink-700", cell: "font-semibold" },
  caps: { row: "bg-ink-100 text-xs font-semibold tracking-wide text-ink-700 uppercase", cell: "" },
} as const;

const classes = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(" ");

/** The staff area's table: a captioned table in a box that scrolls sideways when narrow. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  regionLabel,
  className,
  tableClassName,
  rowClassName,
  rowData,
  head = "plain",
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const alignClass = (column: DataTableColumn<Row>) => column.align === "end" && "text-right";
  return (
    <div
      role={regionLabel ? "region" : undefined}
      aria-label={regionLabel}
      tabIndex={regionLabel ? 0 : undefined}
      className={classes("overflow-x-auto rounded-card border border-ink-200", className)}
    >
      <table className={classes("w-full text-left text-sm", tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className={HEAD[head].row}>
          <tr>
            {columns.map((column, index) => (
              <th
                // Columns are fixed for a table's life, so their position is a stable key.
                key={index}
                scope="col"
                className={classes("px-3 py-2", alignClass(column), HEAD[head].cell)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-200">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName} {...rowData?.(row)}>
              {columns.map((column, index) => {
                const cellClass = classes(
                  "px-3 py-2",
                  alignClass(column),
                  column.rowHeader && "font-normal",
                  typeof column.className === "function" ? column.className(row) : column.className,
                );
                return column.rowHeader ? (
                  <th key={index} scope="row" className={cellClass}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={cellClass}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
