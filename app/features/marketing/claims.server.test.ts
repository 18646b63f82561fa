import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { contentPagePaths } from "~/features/seo/public-routes";
import { setContentSourceForTests } from "~/lib/content/content.server";
import { withMeasuredFigures } from "~/lib/content/measured-figures";
import { editedDatasets, seedDocuments } from "~/lib/content/test-datasets.server";

import {
  loadArticle,
  loadArticleList,
  loadCareers,
  loadClientSuccess,
  loadLandingPage,
  loadLeadership,
  loadPage,
  loadSolutions,
} from "./marketing.server";

// Decision 006: every figure is a claim document that pages reference. These tests edit
// claims in a copy of the bundled dataset and look at what each page's loader returns.

type Doc = { _id: string; _type: string; value?: string; slug?: { current: string } };

const { datasetWithEdits } = editedDatasets();
let seedDocs: Doc[];

beforeAll(async () => {
  seedDocs = (await seedDocuments()) as Doc[];
});

afterEach(() => {
  setContentSourceForTests(undefined);
});

/** Writes a copy of the seed with some claims' figures replaced, and reads content from it. */
async function useDatasetWith(values: Record<string, string>) {
  setContentSourceForTests(
    await datasetWithEdits((doc) =>
      doc._type === "claim" && doc._id in values ? { ...doc, value: values[doc._id] } : doc,
    ),
  );
}

const staticPages = contentPagePaths;

/** Every public page and what its loader returns, as text. */
async function allPages(
  shown: (answer: unknown) => unknown = (answer) => answer,
): Promise<Map<string, string>> {
  const loaders: [string, () => Promise<unknown>][] = [
    ["/", loadLandingPage],
    ...["startups", "midmarket", "fintechs", "enterprise", "consulting"].map(
      (type) =>
        [`/solutions/${type}`, () => loadSolutions(type)] as [string, () => Promise<unknown>],
    ),
    ...staticPages.map((page) => [page, () => loadPage(page)] as [string, () => Promise<unknown>]),
    ["/insights/client-success", () => loadClientSuccess("/insights/client-success")],
    ["/insights/articles", () => loadArticleList("/insights/articles")],
    ["/about/leadership", () => loadLeadership("/about/leadership")],
    ["/about/careers", () => loadCareers("/about/careers")],
    ...seedDocs
      .filter((doc) => doc._type === "article" && !doc._id.startsWith("drafts."))
      .map(
        (doc) =>
          [`/insights/articles/${doc.slug!.current}`, () => loadArticle(doc.slug!.current)] as [
            string,
            () => Promise<unknown>,
          ],
      ),
  ];
  const pages = new Map<string, string>();
  for (const [route, load] of loaders) pages.set(route, JSON.stringify(shown(await load())));
  return pages;
}

function claims(): Doc[] {
  return seedDocs.filter((doc) => doc._type === "claim");
}

describe("one source for claims", () => {
  it("a changed claim shows its new figure on every page that showed it, and the old one nowhere", async () => {
    const original = await allPages();
    const showing = [...original].filter(([, text]) => text.includes("20+")).map(([r]) => r);
    // The parent company's age is stated on these pages at least.
    expect(showing).toEqual(
      expect.arrayContaining([
        "/how-it-works/hybrid-delivery",
        "/why/powered-by-luby",
        "/why/track-record",
        "/about/story",
      ]),
    );

    await useDatasetWith({ "claim.parent-years": "27+" });
    const changed = await allPages();
    for (const route of showing) {
      expect(changed.get(route), route).toContain("27+");
    }
    for (const [route, text] of changed) {
      expect(text.includes("20+"), `${route} still says 20+`).toBe(false);
    }
  });

  it("maps which pages show which claim, and every claim is shown somewhere", async () => {
    const sentinel = (id: string) => `<<${id}>>`;
    await useDatasetWith(
      Object.fromEntries(claims().map((claim) => [claim._id, sentinel(claim._id)])),
    );
    const pages = await allPages();
    const shownOn = (id: string) =>
      [...pages].filter(([, text]) => text.includes(sentinel(id))).map(([route]) => route);

    for (const claim of claims()) {
      expect(shownOn(claim._id), `${claim._id} is shown on no page`).not.toEqual([]);
    }
    // Figures that once contradicted each other, each resolved to one claim shown where it
    // matters (decision 006).
    expect(shownOn("claim.interview-window")).toEqual(
      expect.arrayContaining(["/", "/how-it-works/ai-sourcing", "/about/story"]),
    );
    expect(shownOn("claim.team-matching")).toEqual(
      expect.arrayContaining(["/solutions/midmarket", "/how-it-works/ai-sourcing"]),
    );
    expect(shownOn("claim.average-savings")).toEqual(
      expect.arrayContaining(["/", "/solutions/startups", "/why/track-record"]),
    );
    expect(shownOn("claim.parent-projects")).toEqual(
      expect.arrayContaining(["/why/powered-by-luby", "/solutions/enterprise"]),
    );
    expect(shownOn("claim.match-time")).toEqual(expect.arrayContaining(["/"]));
    expect(shownOn("claim.education-budget")).toEqual(["/about/careers"]);
  });

  it("a claim the site measures shows the measured figure wherever the claim is shown", async () => {
    await useDatasetWith({ "claim.match-time": "<<typed>>" });
    const typed = await allPages();
    const showing = [...typed].filter(([, text]) => text.includes("<<typed>>")).map(([r]) => r);
    expect(showing).toContain("/");

    // The figures apply to content answers as they are fetched: every projection that shows
    // the claim has to carry its measure for this to reach the page.
    const figures = new Map([["briefing-to-interview", "<<measured>>"]] as const);
    const measured = await allPages((answer) => withMeasuredFigures(answer, figures));
    for (const route of showing) expect(measured.get(route), route).toContain("<<measured>>");
    for (const [route, text] of measured) {
      expect(text.includes("<<typed>>"), `${route} still shows the typed figure`).toBe(false);
    }
  });

  it("writes every duration one way, in words: '48 hours', never '48hrs' or '48h'", () => {
    const durations = claims()
      .map((claim) => claim.value ?? "")
      .filter((value) => /\d\s*(hrs?|h|hours?|days?|weeks?|minutes?|mins?)\b/i.test(value));
    expect(durations.length).toBeGreaterThan(3);
    for (const value of durations) {
      expect(value, "a duration in a claim").toMatch(
        /^[\d–-]+ (business )?(hours|days|weeks|minutes)$/,
      );
    }
  });

  it("no page types a claim's figure into its copy instead of referencing the claim", async () => {
    await useDatasetWith(
      Object.fromEntries(claims().map((claim) => [claim._id, `<<${claim._id}>>`])),
    );
    const pages = await allPages();
    // Figures distinctive enough not to occur in unrelated text (sample data such as the
    // 98% skill match is not a claim). Also the figures decision 006 retired.
    const figures = [
      ...claims()
        .map((claim) => claim.value!)
        .filter((value) => !["98%", "100%", "5%"].includes(value)),
      "15+ years",
      "150+",
      "5-10 business days",
    ];
    // A client's own results (testimonial metrics and story) are that case's figures, not
    // claims: "40% margin improvement" in one case is not the 40% average saving.
    const caseText = seedDocs
      .filter((doc) => doc._type === "testimonial")
      .flatMap((doc) => {
        const { metrics, story } = doc as Doc & { metrics: string[]; story: string };
        return [...metrics, story].map((text) => JSON.stringify(text).slice(1, -1));
      });
    const typed = [...pages].flatMap(([route, text]) => {
      const copy = caseText.reduce((rest, own) => rest.split(own).join(""), text);
      return figures
        .filter((figure) => copy.includes(figure))
        .map((figure) => `${route}: ${figure}`);
    });
    expect(typed).toEqual([]);
  });
});
