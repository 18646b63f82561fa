import { expect, it } from "vitest";

import { isFiltered, SEARCH_MAX, SKILL_MAX, talentFiltersQuery } from "./talent-filter-query";
import { parseTalentFilters } from "./talent-filters";

const parse = (query: string) => parseTalentFilters(new URLSearchParams(query));

it("reads every filter from the query string", () => {
  expect(
    parse(
      "q=+Mariana+&role=backend&seniority=senior&skill=k8s&english=B2&available=2026-12-15&status=available&after=abc",
    ),
  ).toEqual({
    q: "Mariana",
    role: "backend",
    seniority: "senior",
    skill: "k8s",
    english: "B2",
    available: "2026-12-15",
    status: "available",
    after: "abc",
  });
});

it("drops a malformed or empty filter instead of refusing the page", () => {
  const filters = parse(
    "q=+++&role=Back%20End&seniority=lead&skill=&english=c1&available=2026-02-30&status=hired&unknown=1",
  );
  expect(filters).toEqual({});
  expect(isFiltered(filters)).toBe(false);
  expect(parse(`role=${"a".repeat(61)}`).role).toBeUndefined();
  expect(parse("available=soon").available).toBeUndefined();
  expect(parse(`after=${"x".repeat(121)}`).after).toBeUndefined();
  // A repeated key keeps its last value, as the form sends only one.
  expect(parse("status=placed&status=available").status).toBe("available");
});

it("cuts an overlong search or skill instead of refusing it", () => {
  expect(parse(`q=${"x".repeat(SEARCH_MAX + 50)}`).q).toHaveLength(SEARCH_MAX);
  expect(parse(`skill=${"y".repeat(SKILL_MAX + 1)}`).skill).toHaveLength(SKILL_MAX);
  expect(parse("skill=+C%2B%2B+").skill).toBe("C++");
});

it("writes the filters back as a query string, the page cursor only when asked", () => {
  const filters = parse("english=C1&skill=React.js&q=ana+souza&after=zzz");
  expect(isFiltered(filters)).toBe(true);
  expect(talentFiltersQuery(filters)).toBe("?q=ana+souza&skill=React.js&english=C1");
  expect(talentFiltersQuery(filters, "next")).toBe(
    "?q=ana+souza&skill=React.js&english=C1&after=next",
  );
  expect(talentFiltersQuery(parse(""))).toBe("");
  expect(isFiltered(parse("after=zzz"))).toBe(false);
  // What it writes, it reads back the same.
  const all = parse("role=qa-engineer&seniority=mid&available=2027-01-31&status=interviewing");
  expect(parse(talentFiltersQuery(all).slice(1))).toEqual(all);
});

it("reads a client's zone and the hours of overlap as a pair", () => {
  expect(parse("zone=America%2FNew_York&overlap=4.5")).toEqual({
    zone: "America/New_York",
    overlap: 4.5,
  });
  // The runtime's own spelling, so the select shows it chosen.
  expect(parse("zone=america/sao_paulo&overlap=2").zone).toBe("America/Sao_Paulo");
  // A zone alone asks for the form's default; hours alone, or with an unknown zone, mean nothing.
  expect(parse("zone=Europe/Berlin")).toEqual({ zone: "Europe/Berlin", overlap: 4 });
  expect(parse("zone=&overlap=4")).toEqual({});
  expect(parse("zone=Mars/Olympus_Mons&overlap=4")).toEqual({});
  // Hours outside a working day or between half hours are dropped, leaving the default.
  for (const overlap of ["0", "8.5", "2.25", "-1", "four", "Infinity"]) {
    expect(parse(`zone=UTC&overlap=${overlap}`).overlap, overlap).toBe(4);
  }
  expect(parse("zone=UTC&overlap=8").overlap).toBe(8);
  expect(parse(`zone=${"A".repeat(65)}`).zone).toBeUndefined();
});

it("writes the zone and hours back, and counts them as a filter", () => {
  const filters = parse("zone=America/Bogota&overlap=6&status=available");
  expect(isFiltered(filters)).toBe(true);
  expect(talentFiltersQuery(filters)).toBe("?status=available&zone=America%2FBogota&overlap=6");
  expect(parse(talentFiltersQuery(filters).slice(1))).toEqual(filters);
  expect(isFiltered(parse("overlap=6"))).toBe(false);
});
