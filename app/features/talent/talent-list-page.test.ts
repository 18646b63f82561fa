import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";

import { parseTalentFilters } from "./talent-filters";
import { TalentListPage, type TalentListProps } from "./talent-list-page";

const render = (query: string, nextCursor: string | null = null) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(TalentListPage, {
        filters: parseTalentFilters(new URLSearchParams(query)),
        rows: [],
        nextCursor,
        total: { count: 0, capped: false },
        positions: [],
      } satisfies TalentListProps),
    ),
  );

it("asks for a client's zone, common zones first, and the hours of overlap", () => {
  const html = render("");
  expect(html).toContain(
    '<label for="filter-zone" class="text-sm font-medium text-ink-900">Client&#x27;s time zone</label>',
  );
  expect(html).toMatch(
    /<select id="filter-zone" name="zone"[^>]*><option value="" selected="">Any time zone<\/option><optgroup label="Common time zones"><option value="America\/New_York">America\/New_York<\/option>/,
  );
  expect(html).toContain('<optgroup label="All time zones">');
  expect(html).toContain('<option value="Asia/Tokyo">Asia/Tokyo</option>');
  expect(html).toMatch(
    /<input id="filter-overlap" type="number" inputMode="decimal" min="0.5" max="8" step="0.5"[^>]* name="overlap" value="4"/,
  );
  expect(html).toContain("9:00 AM \u2013 5:00 PM in the client&#x27;s zone, on today&#x27;s date");
});

it("shows the zone and hours the list is filtered by, and carries them to the next page", () => {
  const html = render("zone=Asia/Tokyo&overlap=2.5", "next");
  expect(html).toContain('<option value="Asia/Tokyo" selected="">Asia/Tokyo</option>');
  expect(html).toMatch(/name="overlap"[^>]* value="2.5"/);
  expect(html).toContain('href="/admin/talent?zone=Asia%2FTokyo&amp;overlap=2.5&amp;after=next"');
});
