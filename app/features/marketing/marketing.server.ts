import { randomUUID } from "node:crypto";

import { data } from "react-router";

import { fetchContent } from "~/lib/content/content.server";
import { ContentUnavailableError } from "~/lib/content/content-source.server";
import {
  articleListQuery,
  articleQuery,
  careersQuery,
  landingPageQuery,
  leadershipQuery,
  newsletterBoxQuery,
  pagePathsQuery,
  pageQuery,
  solutionsPageQuery,
  testimonialsQuery,
} from "~/lib/content/queries";
import type {
  ArticleListQueryResult,
  ArticleQueryResult,
  CareersQueryResult,
  LandingPageQueryResult,
  LeadershipQueryResult,
  NewsletterBoxQueryResult,
  PagePathsQueryResult,
  PageQueryResult,
  SolutionsPageQueryResult,
  TestimonialsQueryResult,
} from "~/lib/content/sanity.types";
import { log } from "~/lib/log.server";
import { PRIVATE_PAGE_CACHE } from "~/lib/page-cache-headers";

import type { AudienceShown } from "./blocks/audience";
import type { LiveSamples } from "./blocks/match-teaser";
import { hasLiveBlock, needsFormKey, type PageContent } from "./blocks/page-block";
import type { BlockData } from "./content-page";
import {
  type LandingPool,
  type LandingPoolOptions,
  loadLandingPoolOrNothing,
} from "./landing-pool.server";

/** Answers 404 (the root error boundary renders the 404 page), logged like unknown routes. */
function notFound(pathname: string): never {
  log.warn("404 Error: User attempted to access non-existent route", { pathname });
  throw data(null, { status: 404 });
}

/** Loads the home page. Without its document the site cannot render it: 503, not 404. */
export async function loadLandingPage() {
  const page = await fetchContent<LandingPageQueryResult>(landingPageQuery);
  if (!page) throw new ContentUnavailableError("content is missing the landingPage document");
  return page;
}

/**
 * The home page: its words, and the cards drawn from the talent pool (null when the pool
 * cannot be read; the page then renders without them).
 */
export async function loadHomePage(options: LandingPoolOptions = {}) {
  const content = await loadLandingPage();
  return { content, pool: await loadLandingPoolOrNothing(content, options) };
}

/**
 * The Page document published at this address, or null. The list of addresses is one cached
 * query, so a stream of made-up addresses costs no query each.
 */
export async function findPage(path: string) {
  const paths = await fetchContent<PagePathsQueryResult>(pagePathsQuery);
  if (!paths.includes(path)) return null;
  return fetchContent<PageQueryResult>(pageQuery, { path });
}

/**
 * What the page's blocks need beyond its content: a form key for a contact or playbook form,
 * the pool's answer to the home page's sample briefs (the live blocks). `headers` keeps a page
 * with a form key out of every shared cache (the key is this visitor's), and one whose pool
 * could not be read (the next visitor gets it back as soon as the database answers).
 */
export async function loadBlockData(
  page: PageContent,
): Promise<{ blockData: BlockData; headers: HeadersInit }> {
  const formKey = needsFormKey(page.blocks) ? randomUUID() : null;
  const samples = hasLiveBlock(page.blocks) ? await loadLiveSamples() : null;
  const shared = formKey === null && (samples === null || samples.pool !== null);
  return {
    blockData: { formKey, samples },
    headers: shared ? {} : { "Cache-Control": PRIVATE_PAGE_CACHE },
  };
}

async function loadLiveSamples(): Promise<LiveSamples> {
  const content = await loadLandingPage();
  return liveSamples(content, await loadLandingPoolOrNothing(content));
}

/** The home page's sample briefs' words, with the pool's answer to them. */
export function liveSamples(
  content: NonNullable<LandingPageQueryResult>,
  pool: LandingPool | null,
): LiveSamples {
  return { pool, profileWords: content.sampleProfile, previewWords: content.matchPreview };
}

/** A static page by its path; an unpublished page is a 404. */
export async function loadPage(path: string) {
  const page = await fetchContent<PageQueryResult>(pageQuery, { path });
  if (!page) notFound(path);
  return page;
}

/** /solutions/:type: the page's blocks, the audience shown, and every audience for the links. */
export async function loadSolutions(type: string) {
  const { page, solutions } = await fetchContent<SolutionsPageQueryResult>(solutionsPageQuery);
  const current = solutions.find((solution) => solution.audience === type);
  if (!current) notFound(`/solutions/${type}`);
  if (!page) throw new ContentUnavailableError("content is missing the solutionsPage document");
  const audience: AudienceShown = {
    current,
    solutions,
    others: solutions.filter((solution) => solution !== current),
    hasDetails: page.blocks.some((block) => block._type === "audienceDetailsBlock"),
  };
  return { blocks: page.blocks, audience, seo: current.seo };
}

export async function loadClientSuccess(path: string) {
  const [page, testimonials] = await Promise.all([
    loadPage(path),
    fetchContent<TestimonialsQueryResult>(testimonialsQuery),
  ]);
  return { page, testimonials, seo: page.seo };
}

export async function loadArticleList(path: string) {
  const [page, articles, newsletter] = await Promise.all([
    loadPage(path),
    fetchContent<ArticleListQueryResult>(articleListQuery),
    fetchContent<NewsletterBoxQueryResult>(newsletterBoxQuery),
  ]);
  if (!newsletter) throw new ContentUnavailableError("content is missing the newsletter box");
  return { page, articles, newsletter, seo: page.seo };
}

/** An article, with the articles page's closing call to action under it. */
export async function loadArticle(slug: string) {
  const [article, index] = await Promise.all([
    fetchContent<ArticleQueryResult>(articleQuery, { slug }),
    fetchContent<PageQueryResult>(pageQuery, { path: "/insights/articles" }),
  ]);
  if (!article) notFound(`/insights/articles/${slug}`);
  if (!index) throw new ContentUnavailableError("content is missing the /insights/articles page");
  const band = index.blocks?.findLast((block) => block._type === "ctaBlock");
  if (band?._type !== "ctaBlock" || !index.title) {
    throw new ContentUnavailableError("the /insights/articles page has no hero or no closing band");
  }
  const closing = {
    heading: band.heading,
    text: band.text,
    primary: band.primary,
    secondary: band.secondary,
  };
  // The way back names the list by its own page's title.
  return { ...article, closing, indexTitle: index.title, seo: article.seo };
}

export async function loadLeadership(path: string) {
  const [page, people] = await Promise.all([
    loadPage(path),
    fetchContent<LeadershipQueryResult>(leadershipQuery),
  ]);
  return { page, people, seo: page.seo };
}

export async function loadCareers(path: string) {
  const [page, careers] = await Promise.all([
    loadPage(path),
    fetchContent<CareersQueryResult>(careersQuery),
  ]);
  // The studio requires both headings on this page; a dataset from before they existed gets
  // plain ones rather than a list without a heading.
  const headings = {
    benefits: page.careersHeadings?.benefits?.trim() || "Benefits",
    requirements: page.careersHeadings?.requirements?.trim() || "Requirements",
  };
  return { page, ...careers, headings, seo: page.seo };
}
