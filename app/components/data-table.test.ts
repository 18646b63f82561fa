import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { DataTable, type DataTableColumn, type DataTableProps } from "./data-table";

interface Fruit {
  id: string;
  name: string;
  count: number;
}

const columns: DataTableColumn<Fruit>[] = [
  { header: "Fruit", rowHeader: true, cell: (fruit) => fruit.name },
  {
    header: "Count",
    align: "end",
    className: (fruit) => (fruit.count === 0 ? "text-danger-700" : "text-ink-900"),
    cell: (fruit) => fruit.count,
  },
];

const fruits: Fruit[] = [
  { id: "a", name: "Apple", count: 3 },
  { id: "p", name: "Pear", count: 0 },
];

const render = (props: Partial<DataTableProps<Fruit>>) =>
  renderToStaticMarkup(
    createElement(DataTable<Fruit>, {
      caption: "Fruit in stock",
      columns,
      rows: fruits,
      rowKey: (fruit) => fruit.id,
      ...props,
    }),
  );

describe("DataTable", () => {
  it("shows the empty state instead of the table when there are no rows", () => {
    const html = render({ rows: [], empty: createElement("p", null, "No fruit yet.") });
    expect(html).toBe("<p>No fruit yet.</p>");
  });

  it("keeps the headers of an empty table that has no empty state", () => {
    const html = render({ rows: [] });
    expect(html).toContain("<caption");
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
    expect(html).toMatch(/<tbody[^>]*><\/tbody>/);
  });

  it("captions the table, scopes headers and names each row by its row-header column", () => {
    const html = render({ rowData: (fruit) => ({ "data-fruit": fruit.id }) });
    expect(html).toContain('<caption class="sr-only">Fruit in stock</caption>');
    expect(html).toContain('<th scope="col" class="px-3 py-2 text-right font-semibold">Count</th>');
    expect(html).toContain(
      '<tr data-fruit="p"><th scope="row" class="px-3 py-2 font-normal">Pear</th>' +
        '<td class="px-3 py-2 text-right text-danger-700">0</td></tr>',
    );
    expect(html.indexOf("Apple")).toBeLessThan(html.indexOf("Pear"));
  });

  it("makes the scrolling box a focusable region only when it is given a label", () => {
    expect(render({})).not.toContain("role=");
    expect(render({ regionLabel: "Fruit" })).toMatch(
      /^<div role="region" aria-label="Fruit" tabindex="0"/,
    );
  });
});
