import { expect, it } from "vitest";

import { leadSources } from "~/lib/db/schema";

import {
  isFiltered,
  LEAD_SOURCES,
  leadFiltersQuery,
  parseLeadFilters,
  SEARCH_MAX,
} from "./lead-filters";

const parse = (query: string) => parseLeadFilters(new URLSearchParams(query));

it("keeps the browser's list of lead sources equal to the database enum's", () => {
  expect([...LEAD_SOURCES]).toEqual([...leadSources]);
});

it("reads every filter from the query string", () => {
  expect(
    parse(
      "q=+Acme+&status=call-booked&type=fintech&source=booking&from=2026-11-01&to=2026-11-30&owner=unassigned&after=abc",
    ),
  ).toEqual({
    q: "Acme",
    status: "call-booked",
    type: "fintech",
    source: "booking",
    from: "2026-11-01",
    to: "2026-11-30",
    owner: "unassigned",
    after: "abc",
  });
});

it("drops a malformed or empty filter instead of refusing the page", () => {
  const filters = parse(
    "q=&status=archived&type=&source=fax&from=2026-02-30&to=yesterday&owner=a%20b&unknown=1",
  );
  expect(filters).toEqual({});
  expect(isFiltered(filters)).toBe(false);
  expect(parse(`q=${"x".repeat(SEARCH_MAX + 50)}`).q).toHaveLength(SEARCH_MAX);
});

it("reads the guarantee filter and the order, which travels along but filters nothing", () => {
  expect(parse("guarantee=due-12h&sort=guarantee-due")).toEqual({
    guarantee: "due-12h",
    sort: "guarantee-due",
  });
  expect(parse("guarantee=late&sort=oldest")).toEqual({});
  const sorted = parse("sort=guarantee-due");
  expect(isFiltered(sorted)).toBe(false);
  expect(leadFiltersQuery(sorted)).toBe("?sort=guarantee-due");
  expect(leadFiltersQuery(parse("guarantee=missed&status=won"))).toBe(
    "?status=won&guarantee=missed",
  );
});

it("writes the filters back as a query string, the page cursor only when asked", () => {
  const filters = parse("status=won&q=acme+ltd&after=zzz");
  expect(isFiltered(filters)).toBe(true);
  expect(leadFiltersQuery(filters)).toBe("?q=acme+ltd&status=won");
  expect(leadFiltersQuery(filters, "next")).toBe("?q=acme+ltd&status=won&after=next");
  expect(leadFiltersQuery(parse(""))).toBe("");
});
