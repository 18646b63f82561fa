import { describe, expect, it } from "vitest";

import { catalogSearchSchema, parseCatalogSearch, toPositionFilter } from "./catalog-search-schema";

const uuid = "3f2b8c1e-9a4d-4c3b-8e2f-1a2b3c4d5e6f";

describe("catalogSearchSchema", () => {
  it("trims the search and defaults both fields", () => {
    expect(catalogSearchSchema.parse({ search: "  react  " })).toEqual({
      search: "react",
      categoryId: "all",
    });
    expect(catalogSearchSchema.parse({})).toEqual({ search: "", categoryId: "all" });
  });

  it("accepts a uuid or 'all' as the category and nothing else", () => {
    expect(catalogSearchSchema.parse({ categoryId: uuid }).categoryId).toBe(uuid);
    expect(catalogSearchSchema.safeParse({ categoryId: "design" }).success).toBe(false);
  });

  it("limits the search to 100 characters", () => {
    expect(catalogSearchSchema.safeParse({ search: "x".repeat(100) }).success).toBe(true);
    expect(catalogSearchSchema.safeParse({ search: "x".repeat(101) }).success).toBe(false);
    expect(catalogSearchSchema.safeParse({ search: ` ${"x".repeat(100)} ` }).success).toBe(true);
  });
});

describe("parseCatalogSearch", () => {
  it("falls back instead of failing on hand-edited URLs", () => {
    const params = new URLSearchParams({ search: "y".repeat(150), categoryId: "nope" });
    expect(parseCatalogSearch(params)).toEqual({ search: "y".repeat(100), categoryId: "all" });
  });

  it("reads valid values and turns them into a query filter", () => {
    const parsed = parseCatalogSearch(new URLSearchParams({ search: " Data ", categoryId: uuid }));
    expect(parsed).toEqual({ search: "Data", categoryId: uuid });
    expect(toPositionFilter(parsed)).toEqual({ search: "Data", categoryId: uuid });
    expect(toPositionFilter({ search: "", categoryId: "all" })).toEqual({});
  });
});
