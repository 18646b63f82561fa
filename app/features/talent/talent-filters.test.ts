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
