import type { MetaDescriptor } from "react-router";

import { withoutStega } from "./content/stega";

/**
 * Search and sharing metadata for a page: one function builds the whole `meta` array
 * (title, description, canonical link, Open Graph, Twitter card, Article JSON-LD) so no
 * route can forget a tag, and the Organization JSON-LD that the root layout renders on
 * every page. Pure: the site's address and name come in as arguments (the root loader
 * reads the site address from siteOrigin(request) and the name from the CMS; route `meta`
 * functions find both in `matches`).
 */

export type SeoImage = { url: string; alt?: string | null; width?: number; height?: number };

/** What a page's loader returns as `seo`, from the CMS. */
export type PageSeo = {
  title: string;
  description: string;
  image?: SeoImage | null;
};

export type SeoSite = {
  /**
   * The public address: SITE_URL (scheme, host and optional base path, with or without a
   * trailing slash), or the origin the request came to when SITE_URL is unset.
   */
  siteUrl: string;
  /** siteSettings.brandName */
  siteName: string;
  /** The site's X/Twitter profile URL, if it has one; becomes `twitter:site`. */
  twitterUrl?: string | null;
};

export type ArticleSeo = {
  publishedAt: string;
  modifiedAt?: string | null;
  author: string;
};

export type PageMetaInput = {
  site: SeoSite;
  pathname: string;
  seo: PageSeo;
  /** Set on article pages: og:type becomes "article" and Article JSON-LD is added. */
  article?: ArticleSeo | null;
  /** Pages that must not be indexed (404, error pages). They get no canonical link. */
  noindex?: boolean;
};

/** The canonical form of a path: no query or hash, no trailing slash except the root. */
export function canonicalPath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] || "/";
  const withSlash = path.startsWith("/") ? path : `/${path}`;
  const trimmed = withSlash.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** SITE_URL + path, as an absolute URL. SITE_URL may carry a base path. */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  const path = canonicalPath(pathname);
  return path === "/" ? `${base}/` : `${base}${path}`;
}

/** "{page title} | {site name}"; a page titled like the site itself keeps one name. */
export function documentTitle(title: string, siteName: string): string {
  const page = title.trim();
  if (page === "" || page === siteName) return siteName;
  return `${page} | ${siteName}`;
}

/** An image's address under SITE_URL, kept as given: its query (a size, a card's title) is
 * part of the address, unlike a page's canonical path. */
function resolveUrl(siteUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${siteUrl.replace(/\/+$/, "")}${url.startsWith("/") ? url : `/${url}`}`;
}

/** "@handle" from an x.com / twitter.com profile URL, else undefined. */
export function twitterHandle(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const match = /^https?:\/\/(?:www\.)?(?:twitter|x)\.com\/@?([A-Za-z0-9_]{1,15})\/?$/i.exec(url);
  return match ? `@${match[1]}` : undefined;
}

export function articleJsonLd(input: {
  site: SeoSite;
  url: string;
  title: string;
  description: string;
  article: ArticleSeo;
  image?: string;
  logoUrl: string;
}) {
  const { site, url, title, description, article, image, logoUrl } = input;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: title,
    description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: article.publishedAt,
    dateModified: article.modifiedAt ?? article.publishedAt,
    author: { "@type": "Person", name: article.author },
    publisher: {
      "@type": "Organization",
      name: site.siteName,
      url: absoluteUrl(site.siteUrl, "/"),
      logo: { "@type": "ImageObject", url: logoUrl },
    },
    ...(image ? { image: [image] } : {}),
  };
}

// A raster logo: search engines take PNG for an organisation's logo (at least 112 px).
export const LOGO_PATH = "/icon-512.png";

export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

/**
 * The sharing card drawn for a page without an image of its own. The card prints `title`
 * only when a published page carries it as its SEO title (social-card.server.tsx), so the
 * address can be built here, where no secret is at hand.
 */
export function socialCardPath(title: string): string {
  return `/social-card.png?title=${encodeURIComponent(title)}`;
}

/** The `meta` array of one page. */
export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { site, pathname, seo, article, noindex } = input;
  const url = absoluteUrl(site.siteUrl, pathname);
  const title = documentTitle(seo.title, site.siteName);
  const description = seo.description.trim();
  // Every page that may be shared gets a picture: its own from the CMS, else its card.
  const shownImage: SeoImage | undefined = seo.image?.url
    ? seo.image
    : noindex
      ? undefined
      : {
          url: socialCardPath(seo.title.trim() || site.siteName),
          alt: seo.title.trim() || site.siteName,
          width: SOCIAL_CARD_WIDTH,
          height: SOCIAL_CARD_HEIGHT,
        };
  const image = shownImage ? resolveUrl(site.siteUrl, shownImage.url) : undefined;
  const handle = twitterHandle(site.twitterUrl);

  const meta: MetaDescriptor[] = [{ title }];
  if (description) meta.push({ name: "description", content: description });
  if (noindex) {
    meta.push({ name: "robots", content: "noindex" });
  } else {
    meta.push({ tagName: "link", rel: "canonical", href: url });
  }

  meta.push(
    { property: "og:site_name", content: site.siteName },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:title", content: seo.title.trim() || site.siteName },
    { property: "og:url", content: url },
  );
  if (description) meta.push({ property: "og:description", content: description });
  if (image) {
    meta.push({ property: "og:image", content: image });
    if (shownImage?.alt) meta.push({ property: "og:image:alt", content: shownImage.alt });
    if (shownImage?.width)
      meta.push({ property: "og:image:width", content: String(shownImage.width) });
    if (shownImage?.height) {
      meta.push({ property: "og:image:height", content: String(shownImage.height) });
    }
  }
  if (article) {
    meta.push({ property: "article:published_time", content: article.publishedAt });
    if (article.modifiedAt) {
      meta.push({ property: "article:modified_time", content: article.modifiedAt });
    }
    meta.push({ property: "article:author", content: article.author });
  }

  meta.push(
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title.trim() || site.siteName },
  );
  if (description) meta.push({ name: "twitter:description", content: description });
  if (image) meta.push({ name: "twitter:image", content: image });
  if (image && shownImage?.alt) {
    meta.push({ name: "twitter:image:alt", content: shownImage.alt });
  }
  if (handle) meta.push({ name: "twitter:site", content: handle });

  if (article) {
    meta.push({
      "script:ld+json": articleJsonLd({
        site,
        url,
        title: seo.title.trim(),
        description,
        article,
        image,
        logoUrl: absoluteUrl(site.siteUrl, LOGO_PATH),
      }),
    });
  }
  return meta;
}

export type OrganizationInput = {
  siteUrl: string;
  name: string;
  description?: string | null;
  sameAs: string[];
  parent?: { name: string; url: string } | null;
};

export function organizationJsonLd(input: OrganizationInput) {
  const url = absoluteUrl(input.siteUrl, "/");
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${url}#organization`,
    name: input.name,
    url,
    logo: absoluteUrl(input.siteUrl, LOGO_PATH),
    ...(input.description ? { description: input.description } : {}),
    ...(input.sameAs.length > 0 ? { sameAs: input.sameAs } : {}),
    ...(input.parent
      ? {
          parentOrganization: {
            "@type": "Organization",
            name: input.parent.name,
            url: input.parent.url,
          },
        }
      : {}),
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` become
 * \u escapes so CMS text such as "</script>" cannot end the element, and U+2028/2029
 * are escaped for old JavaScript parsers. The result is still the same JSON value.
 */
export function serializeJsonLd(value: unknown): string {
  // Structured data is read by machines: an editor's preview marks never reach it.
  return JSON.stringify(withoutStega(value))
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

// ---------------------------------------------------------------------------
// The adapter route modules call from their `meta` export.

/** What the root loader tells every page about the site, made from its shell's content. */
export type SiteSummary = {
  brandName: string;
  twitterUrl: string | null;
  notFound: { title: string; body: string; homeLinkLabel: string };
  /** The Organization JSON-LD every page's head carries, serialised. */
  organizationJsonLd: string;
};

/** The part of the site shell's content the summary is made from (see app/root.tsx). */
type ShellForSummary = {
  settings: {
    brandName: string;
    companyBlurb: string;
    parentCompany: { name: string; url: string } | null;
    notFound: { title: string; body: string; homeLinkLabel: string };
  };
  footer: { socialLinks: { platform: string; url: string }[] };
};

/**
 * The few values of the site's shell that head tags and the 404 page need in the browser:
 * a page that hydrates carries these rather than the whole shell, whose header and footer it
 * takes over as the server drew them.
 */
export function siteSummary(shell: ShellForSummary, siteUrl: string): SiteSummary {
  const { settings, footer } = shell;
  return {
    brandName: settings.brandName,
    twitterUrl: footer.socialLinks.find((link) => link.platform === "twitter")?.url ?? null,
    notFound: settings.notFound,
    organizationJsonLd: serializeJsonLd(
      organizationJsonLd({
        siteUrl,
        name: settings.brandName,
        description: settings.companyBlurb,
        sameAs: footer.socialLinks.map((link) => link.url),
        parent: settings.parentCompany,
      }),
    ),
  };
}

/** The part of the root loader's data this module reads (see app/root.tsx). */
export type RootSeoData = {
  siteUrl: string;
  site: Pick<SiteSummary, "brandName" | "twitterUrl"> & {
    notFound: { title: string; body: string };
  };
};

type MetaArgsLike = {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  loaderData?: unknown;
  error?: unknown;
};

export const FALLBACK_SITE_NAME = "Near Genius";

export function rootSeoData(matches: MetaArgsLike["matches"]): RootSeoData | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    Partial<RootSeoData> | undefined;
  return root?.site && typeof root.siteUrl === "string" ? (root as RootSeoData) : undefined;
}

function isPageSeo(value: unknown): value is PageSeo {
  const seo = value as Partial<PageSeo> | null | undefined;
  return typeof seo?.title === "string" && typeof seo.description === "string";
}

/**
 * A route's `meta`: `export const meta = (args: Route.MetaArgs) => pageMeta(args)` reads
 * `loaderData.seo` and the root loader's site data. Without page SEO data (the loader
 * threw, e.g. an unknown slug) the page is described as "not found" and kept out of the
 * index.
 */
export function pageMeta(
  args: MetaArgsLike,
  options: { seo?: PageSeo; article?: ArticleSeo | null; noindex?: boolean } = {},
): MetaDescriptor[] {
  // Titles, descriptions and structured data are read by search engines and link previews:
  // an editor's preview marks never reach them.
  return withoutStega(describePage(args, options));
}

function describePage(
  args: MetaArgsLike,
  options: { seo?: PageSeo; article?: ArticleSeo | null; noindex?: boolean },
): MetaDescriptor[] {
  const root = rootSeoData(args.matches);
  const siteName = root?.site.brandName ?? FALLBACK_SITE_NAME;
  const site: SeoSite = {
    // Without the root data no origin is known; root-relative links beat a guessed host.
    siteUrl: root?.siteUrl ?? "",
    siteName,
    twitterUrl: root?.site.twitterUrl,
  };
  const fromLoader = (args.loaderData as { seo?: unknown } | null | undefined)?.seo;
  const seo = options.seo ?? (isPageSeo(fromLoader) ? fromLoader : undefined);
  if (!seo) {
    return buildPageMeta({
      site,
      pathname: args.location.pathname,
      seo: {
        title: root?.site.notFound.title ?? "Page not found",
        description: root?.site.notFound.body ?? "",
      },
      noindex: true,
    });
  }
  return buildPageMeta({
    site,
    pathname: args.location.pathname,
    seo,
    article: options.article,
    noindex: options.noindex,
  });
}

/**
 * The root's `meta`, which React Router uses for error pages (the root holds the error
 * boundary, so a page whose loader threw is described here) and for routes without
 * their own `meta`. Error pages are never indexed.
 */
export function rootMeta(args: MetaArgsLike): MetaDescriptor[] {
  if (args.error === undefined || args.error === null) return [];
  const status = (args.error as { status?: unknown }).status;
  if (status === 404) return pageMeta({ ...args, loaderData: undefined });
  const siteName = withoutStega(rootSeoData(args.matches)?.site.brandName ?? FALLBACK_SITE_NAME);
  return [
    { title: documentTitle("This page is temporarily unavailable", siteName) },
    { name: "robots", content: "noindex" },
  ];
}
