import path from "node:path";
import { describe, expect, it } from "vitest";
import { normaliseSiteShell } from "~/features/site-shell/site-shell.server";
import { createDatasetSource } from "./content-source.server";
import { DEFAULT_DATASET_FILE } from "./content.server";
import * as queries from "./queries";
import type { BriefingContentQueryResult, SiteShellQueryResult } from "./sanity.types";

const source = createDatasetSource(path.resolve(DEFAULT_DATASET_FILE));

/** Parameters for the queries that take some: a value the seed has content for. */
const QUERY_PARAMS: Record<string, Record<string, unknown>> = {
  pageQuery: { path: "/why/track-record" },
  articleQuery: { slug: "nearshore-vs-offshore-true-cost" },
  careerPositionQuery: { slug: "senior-data-engineer" },
  playbookQuery: { slug: "first-90-days-nearshore-team" },
};

describe("every GROQ query of the content layer, on the bundled dataset", () => {
  const all = Object.entries(queries);

  it("exports queries", () => {
    expect(all.length).toBeGreaterThan(0);
  });

  it.each(all)("%s parses, runs and finds content", async (name, query) => {
    const result = await source.fetch<unknown>(query, QUERY_PARAMS[name] ?? {});
    expect(result).not.toBeNull();
    expect(result).not.toEqual([]);
  });
});

describe("siteShellQuery", () => {
  it("gives the navigation's six groups with the spec's routes", async () => {
    const shell = normaliseSiteShell(
      await source.fetch<SiteShellQueryResult>(queries.siteShellQuery),
    );
    expect(shell.navigation.groups.map((group) => group.label)).toEqual([
      "Solutions",
      "How It Works",
      "Why Near Genius",
      "Insights",
      "About Us",
      "Contact",
    ]);
    const hrefs = shell.navigation.groups.flatMap((group) => group.links.map((link) => link.href));
    for (const href of [
      "/solutions/startups",
      "/solutions/midmarket",
      "/solutions/fintechs",
      "/solutions/enterprise",
      "/solutions/consulting",
      "/how-it-works/hybrid-delivery",
      "/how-it-works/ai-sourcing",
      "/why/powered-by-luby",
      "/why/banking-quality",
      "/why/track-record",
      "/insights/client-success",
      "/insights/articles",
      "/about/story",
      "/about/leadership",
      "/about/careers",
      "/contact",
      "/contact/book-call",
    ]) {
      expect(hrefs).toContain(href);
    }
    const highlighted = shell.navigation.groups
      .flatMap((group) => group.links)
      .filter((link) => link.highlighted);
    expect(highlighted.map((link) => [link.label, link.href])).toEqual([
      ["Start Your Briefing", "/briefing"],
    ]);
    expect(shell.navigation.cta).toEqual({ label: "Start Your Briefing", href: "/briefing" });
  });

  it("gives the footer's columns, dereferenced certifications, legal and social links", async () => {
    const shell = normaliseSiteShell(
      await source.fetch<SiteShellQueryResult>(queries.siteShellQuery),
    );
    expect(shell.settings.notFound.title).toBe("Oops! Page not found");
    expect(shell.footer.columns.length).toBeGreaterThanOrEqual(3);
    expect(shell.footer.certifications.map((item) => item.name)).toEqual(
      expect.arrayContaining(["ISO 27001", "SOC 2 Type II", "PCI DSS", "GDPR"]),
    );
    expect(shell.footer.legalLinks.map((link) => link.href)).toEqual([
      "/privacy-policy",
      "/terms",
      "/security-compliance",
    ]);
    expect(shell.footer.socialLinks.map((link) => link.platform).sort()).toEqual([
      "linkedin",
      "twitter",
      "youtube",
    ]);
    for (const link of shell.footer.socialLinks) expect(link.url).toMatch(/^https:\/\//);
  });

  it("refuses a dataset without site settings instead of rendering an empty shell", async () => {
    const raw = await source.fetch<SiteShellQueryResult>(queries.siteShellQuery);
    expect(() => normaliseSiteShell({ ...raw, settings: null })).toThrow(
      /missing the siteSettings document/,
    );
  });
});

describe("contentHealthQuery", () => {
  it("counts exactly one siteSettings document", async () => {
    await expect(source.fetch(queries.contentHealthQuery)).resolves.toBe(1);
  });
});

describe("briefingContentQuery", () => {
  it("gives the briefing settings with the interview promise claim dereferenced", async () => {
    const result = await source.fetch<BriefingContentQueryResult>(queries.briefingContentQuery);
    expect(result.settings?.assistantGreeting).toMatch(/FAQ/);
    expect(result.settings?.interviewPromise).toEqual({
      _id: "claim.interview-window",
      value: "48 hours",
    });
    expect(result.interviewClaim).toEqual(result.settings?.interviewPromise);
    expect(result.settings?.requirementTemplates?.map((template) => template.role)).toHaveLength(
      10,
    );
    expect(result.settings?.nextSteps.length).toBeGreaterThanOrEqual(4);
  });

  it("gives every FAQ entry in order, with the claims its answer names", async () => {
    const result = await source.fetch<BriefingContentQueryResult>(queries.briefingContentQuery);
    expect(result.faqs.length).toBeGreaterThanOrEqual(10);
    expect(result.faqs.map((faq) => faq._id).slice(0, 3)).toEqual([
      "faq.pricing",
      "faq.matching",
      "faq.interviews",
    ]);
    const interviews = result.faqs.find((faq) => faq._id === "faq.interviews");
    expect(interviews?.answer).toContain("{interview-window}");
    expect(interviews?.figures).toEqual(
      expect.arrayContaining([{ _id: "claim.interview-window", value: "48 hours" }]),
    );
    for (const faq of result.faqs) {
      expect(faq.question.length).toBeGreaterThan(0);
      expect(faq.keywords.length).toBeGreaterThan(0);
    }
  });
});
