import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { normaliseSiteShell } from "~/features/site-shell/site-shell.server";

import { DEFAULT_DATASET_FILE } from "./content.server";
import { createDatasetSource } from "./content-source.server";
import * as queries from "./queries";
import type {
  BriefingContentQueryResult,
  LeadershipQueryResult,
  MatchingModelCardQueryResult,
  PageQueryResult,
  ReportRequestQueryResult,
  SiteShellQueryResult,
} from "./sanity.types";

const source = createDatasetSource(path.resolve(DEFAULT_DATASET_FILE));

/** Parameters for the queries that take some: a value the seed has content for. */
const QUERY_PARAMS: Record<string, Record<string, unknown>> = {
  pageQuery: { path: "/why/track-record" },
  articleQuery: { slug: "nearshore-vs-offshore-true-cost" },
  careerPositionQuery: { slug: "senior-data-engineer" },
  playbookQuery: { slug: "first-90-days-nearshore-team" },
  reportRequestQuery: { id: "trustItem.iso-27001" },
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
  it("gives the navigation's six groups with their fixed routes", async () => {
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

  it("links the matcher's model card from the footer", async () => {
    const shell = normaliseSiteShell(
      await source.fetch<SiteShellQueryResult>(queries.siteShellQuery),
    );
    const hrefs = shell.footer.columns.flatMap((column) => column.links.map((link) => link.href));
    expect(hrefs).toContain("/how-matching-works");
  });

  it("refuses a dataset without site settings instead of rendering an empty shell", async () => {
    const raw = await source.fetch<SiteShellQueryResult>(queries.siteShellQuery);
    expect(() => normaliseSiteShell({ ...raw, settings: null })).toThrow(
      /missing the siteSettings document/,
    );
  });
});

describe("matchingModelCardQuery", () => {
  it("gives the model card's words: every heading, and each list with keys to match", async () => {
    const card = await source.fetch<MatchingModelCardQueryResult>(queries.matchingModelCardQuery);
    expect(card?.title).toBe("How matching works");
    expect(card?.seo?.title).toBeTruthy();
    for (const list of [card?.inputs, card?.filters, card?.factors, card?.bands, card?.evidence]) {
      expect(list?.length).toBeGreaterThan(0);
      for (const entry of list ?? [])
        expect(Object.keys(entry).sort()).toEqual(["key", "label", "text"]);
    }
    expect(card?.questionLinkLabel).toBeTruthy();
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
      measure: null,
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
      expect.arrayContaining([{ _id: "claim.interview-window", value: "48 hours", measure: null }]),
    );
    for (const faq of result.faqs) {
      expect(faq.question.length).toBeGreaterThan(0);
      expect(faq.keywords.length).toBeGreaterThan(0);
    }
  });
});

describe("certifications and their proof", () => {
  // Dates around the real today: the queries compare with now().
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const item = (id: string, fields: Record<string, unknown>) => ({
    _id: id,
    _type: "trustItem",
    name: id,
    type: "certification",
    verified: true,
    reportOnRequest: true,
    ...fields,
  });
  const docs = [
    item("current", { validUntil: day(30), issuer: "An auditor", reference: "C-1" }),
    item("lastDay", { validUntil: day(0) }),
    item("expired", { validUntil: day(-1) }),
    item("noExpiry", { reportOnRequest: false }),
    item("unverified", { verified: false }),
    {
      _id: "page.trust",
      _type: "page",
      path: "/trust",
      blocks: [
        {
          _key: "certifications",
          _type: "certificationsBlock",
          items: ["current", "lastDay", "expired", "noExpiry", "unverified"].map((id) => ({
            _key: id,
            _type: "reference",
            _ref: id,
          })),
        },
      ],
    },
  ];

  async function withDataset<T>(
    run: (source: ReturnType<typeof createDatasetSource>) => Promise<T>,
  ) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "trust-"));
    try {
      const file = path.join(dir, "dataset.ndjson");
      writeFileSync(file, docs.map((doc) => JSON.stringify(doc)).join("\n") + "\n");
      return await run(createDatasetSource(file));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("shows verified items up to their last valid day, with what backs them", async () => {
    const page = await withDataset((dataset) =>
      dataset.fetch<PageQueryResult>(queries.pageQuery, { path: "/trust" }),
    );
    const block = page?.blocks?.[0];
    if (block?._type !== "certificationsBlock") throw new Error("no certifications block");
    expect(block.items.map((trust) => trust._id)).toEqual(["current", "lastDay", "noExpiry"]);
    expect(block.items[0]).toMatchObject({
      issuer: "An auditor",
      reference: "C-1",
      validUntil: day(30),
      reportOnRequest: true,
    });
  });

  it("offers the report only for an item that is verified, offered and not expired", async () => {
    const names = await withDataset((dataset) =>
      Promise.all(
        ["current", "expired", "noExpiry", "unverified", "nothing"].map((id) =>
          dataset.fetch<ReportRequestQueryResult>(queries.reportRequestQuery, { id }),
        ),
      ),
    );
    expect(names).toEqual([{ name: "current" }, null, null, null, null]);
  });
});

describe("pageQuery's blocks", () => {
  it("gives a track record its client stories with their results and logos", async () => {
    const page = await source.fetch<PageQueryResult>(queries.pageQuery, {
      path: "/why/track-record",
    });
    const stories = page?.blocks?.find((block) => block._type === "testimonialsBlock");
    if (stories?._type !== "testimonialsBlock") throw new Error("no testimonials block");
    expect(stories.style).toBe("results");
    expect(stories.testimonials.map((story) => story.company)).toEqual([
      "LedgerLine",
      "Northbeam Logistics",
      "Atlas Capital Group",
    ]);
    expect(stories.testimonials[0]?.metrics.length).toBeGreaterThan(0);
    expect(stories.testimonials[0]?.logo?.asset?.extension).toBe("svg");
  });

  it("names the page by its hero's title, which the articles and the preview read", async () => {
    const page = await source.fetch<PageQueryResult>(queries.pageQuery, {
      path: "/insights/articles",
    });
    const hero = page?.blocks?.[0];
    expect(hero?._type).toBe("heroBlock");
    expect(page?.title).toBe(hero?._type === "heroBlock" ? hero.title : undefined);
  });
});

describe("leadershipQuery", () => {
  it("labels an example profile and never gives it a face", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "people-"));
    const photo = {
      _type: "image",
      alt: "A portrait",
      asset: { _type: "reference", _ref: "image-abc-10x10-jpg" },
    };
    const person = (id: string, profile: string) => ({
      _id: id,
      _type: "teamMember",
      name: id,
      leadership: true,
      order: id === "real" ? 1 : 2,
      profile,
      photo,
    });
    const docs = [
      {
        _id: "siteSettings",
        _type: "siteSettings",
        testimonialNotes: { exampleProfile: "Example" },
      },
      { _id: "image-abc-10x10-jpg", _type: "sanity.imageAsset", extension: "jpg" },
      person("real", "real"),
      person("example", "example"),
    ];
    try {
      const file = path.join(dir, "dataset.ndjson");
      writeFileSync(file, docs.map((doc) => JSON.stringify(doc)).join("\n") + "\n");
      const people = await createDatasetSource(file).fetch<LeadershipQueryResult>(
        queries.leadershipQuery,
      );
      expect(
        people.map(({ _id, note, photo }) => ({ _id, note, alt: photo?.alt ?? null })),
      ).toEqual([
        { _id: "real", note: null, alt: "A portrait" },
        { _id: "example", note: "Example", alt: null },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("marks every bundled leader as an example: the bundled people are not staff", async () => {
    const people = await source.fetch<LeadershipQueryResult>(queries.leadershipQuery);
    expect(people.length).toBeGreaterThan(0);
    for (const person of people) expect(person.note).toBe("Example profile, not a member of staff");
  });
});
