import { describe, expect, it } from "vitest";

import routes from "~/routes";

import {
  appRoutePatterns,
  isApiRoute,
  isStaffRoute,
  notInSitemap,
  publicPaths,
  reservedSegments,
} from "./public-routes";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

// Route-config patterns of every registered route, nested paths joined ("" is the index).
function patterns(entries: readonly RouteEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix : [prefix, entry.path ?? ""].filter(Boolean).join("/");
    return [
      ...(entry.index || entry.path !== undefined ? [own] : []),
      ...patterns(entry.children ?? [], own),
    ];
  });
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/").filter(Boolean);
  const have = path.split("/").filter(Boolean);
  return (
    want.length === have.length &&
    want.every((segment, index) => segment.startsWith(":") || segment === have[index])
  );
}

const registered = patterns(routes as RouteEntry[]);

describe("public routes (the sitemap's list)", () => {
  it("lists each path once", () => {
    expect(new Set(publicPaths).size).toBe(publicPaths.length);
  });

  it.each(publicPaths)("%s is a registered route", (path) => {
    expect(registered.filter((pattern) => pattern !== "*").some((p) => matches(p, path))).toBe(
      true,
    );
  });

  it("covers every registered page, or says why a page is left out", () => {
    const unlisted = registered.filter(
      (pattern) =>
        !isApiRoute(pattern) &&
        !isStaffRoute(pattern) &&
        !(pattern in notInSitemap) &&
        !publicPaths.some((path) => matches(pattern, path)),
    );
    expect(unlisted).toEqual([]);
  });

  it("names every registered address pattern outside the reserved segments (pages may not take them)", () => {
    const outside = registered.filter(
      (pattern) => pattern !== "*" && !reservedSegments.includes(pattern.split("/")[0]!),
    );
    expect([...appRoutePatterns].sort()).toEqual(outside.map((pattern) => `/${pattern}`).sort());
  });
});
