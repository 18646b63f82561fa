import { describe, expect, it } from "vitest";
import { internalLinkProblem } from "./link-targets";
import { publicPaths } from "./public-routes";

describe("internalLinkProblem", () => {
  it("accepts every page of the sitemap, the team builder's steps, articles and applications", () => {
    for (const path of [
      ...publicPaths,
      "/stack-selection",
      "/calculator",
      "/insights/articles/nearshore-vs-offshore-true-cost",
      "/about/careers/senior-backend-engineer/apply",
    ]) {
      expect(internalLinkProblem(path), path).toBeUndefined();
    }
  });

  it("allows a query string or a fragment after the path", () => {
    expect(internalLinkProblem("/briefing#form")).toBeUndefined();
    expect(internalLinkProblem("/company-registration?type=fintechs")).toBeUndefined();
    expect(internalLinkProblem("#main")).toBeUndefined();
  });

  it("names a path no page answers at, a stray trailing slash and a malformed slug", () => {
    expect(internalLinkProblem("/solutions/nope")).toMatch(/No page on this site answers at/);
    expect(internalLinkProblem("/pricing")).toMatch(/\/pricing/);
    expect(internalLinkProblem("/contact/")).toMatch(/Leave out the "\/" at the end: \/contact/);
    expect(internalLinkProblem("/insights/articles/Some Title")).toMatch(/not a valid slug/);
    expect(internalLinkProblem("/about/careers/x")).toMatch(/No page on this site/);
  });
});
