import { describe, expect, it } from "vitest";

import { internalLinkProblem, pagePathProblem } from "./link-targets";
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

  it("accepts a page an editor published, unless the site's own page holds its address", () => {
    const published = new Set(["/partners", "/contact-us"]);
    expect(internalLinkProblem("/partners")).toMatch(/No page on this site answers at/);
    expect(internalLinkProblem("/partners", published)).toBeUndefined();
    expect(internalLinkProblem("/partners#team", published)).toBeUndefined();
    expect(internalLinkProblem("/pricing", published)).toMatch(/No page on this site answers at/);
  });
});

describe("pagePathProblem", () => {
  it("leaves free addresses and the built-in pages' own addresses to Page documents", () => {
    for (const path of ["/partners", "/solutions/fintechs/faq", "/why/track-record", "/terms"]) {
      expect(pagePathProblem(path), path).toBeUndefined();
    }
    expect(pagePathProblem("/insights/articles")).toBeUndefined();
  });

  it("refuses the addresses the site's own pages answer at, and the site's reserved areas", () => {
    for (const path of ["/", "/contact", "/briefing", "/calculator", "/solutions/fintechs"]) {
      expect(pagePathProblem(path), path).toMatch(/The site's own page answers at/);
    }
    expect(pagePathProblem("/insights/articles/some-article")).toMatch(/own page answers/);
    // A route with a parameter takes every address of its shape.
    expect(pagePathProblem("/solutions/partners")).toMatch(/own page answers/);
    expect(pagePathProblem("/healthz")).toMatch(/own page answers/);
    expect(pagePathProblem("/admin/help")).toMatch(/Addresses under \/admin belong to the site/);
    expect(pagePathProblem("/api/pages")).toMatch(/under \/api/);
  });
});
