import { describe, expect, it } from "vitest";

import {
  absoluteUrl,
  buildPageMeta,
  canonicalPath,
  documentTitle,
  organizationJsonLd,
  pageMeta,
  rootMeta,
  type RootSeoData,
  serializeJsonLd,
  siteSummary,
  twitterHandle,
} from "./seo";

const site = {
  siteUrl: "https://neargenius.example/",
  siteName: "Near Genius",
  twitterUrl: "https://twitter.com/neargenius",
};

function find(meta: ReturnType<typeof buildPageMeta>, key: string, value: string) {
  return meta.filter((item) => (item as Record<string, unknown>)[key] === value);
}

function content(meta: ReturnType<typeof buildPageMeta>, key: string, value: string) {
  const hits = find(meta, key, value);
  expect(hits, `${key}=${value}`).toHaveLength(1);
  return (hits[0] as { content: string }).content;
}

describe("URLs and titles", () => {
  it("canonical paths drop query, hash and trailing slashes", () => {
    expect(canonicalPath("/about/story/?utm=x#team")).toBe("/about/story");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("")).toBe("/");
    expect(canonicalPath("//")).toBe("/");
    expect(canonicalPath("why/track-record")).toBe("/why/track-record");
  });

  it("absolute URLs join SITE_URL (with or without slash or base path) and the path", () => {
    expect(absoluteUrl("https://a.example", "/x?y=1")).toBe("https://a.example/x");
    expect(absoluteUrl("https://a.example/", "/")).toBe("https://a.example/");
    expect(absoluteUrl("https://a.example/base/", "/x/")).toBe("https://a.example/base/x");
  });

  it("titles read '{page} | {site}', never the site name twice", () => {
    expect(documentTitle("Our Story", "Near Genius")).toBe("Our Story | Near Genius");
    expect(documentTitle("Near Genius", "Near Genius")).toBe("Near Genius");
    expect(documentTitle("  ", "Near Genius")).toBe("Near Genius");
  });

  it("finds the X/Twitter handle of a profile URL only", () => {
    expect(twitterHandle("https://twitter.com/neargenius")).toBe("@neargenius");
    expect(twitterHandle("https://x.com/@NearGenius/")).toBe("@NearGenius");
    expect(twitterHandle("https://twitter.com/neargenius/status/1")).toBeUndefined();
    expect(twitterHandle("https://www.linkedin.com/company/x")).toBeUndefined();
    expect(twitterHandle(undefined)).toBeUndefined();
  });
});

describe("buildPageMeta", () => {
  const seo = { title: "Hybrid Delivery", description: "U.S. leadership, LATAM engineers." };

  it("gives title, description, canonical, Open Graph and Twitter tags", () => {
    const meta = buildPageMeta({ site, pathname: "/how-it-works/hybrid-delivery/?a=1", seo });
    const url = "https://neargenius.example/how-it-works/hybrid-delivery";
    expect(meta.filter((item) => "title" in item)).toEqual([
      { title: "Hybrid Delivery | Near Genius" },
    ]);
    expect(content(meta, "name", "description")).toBe(seo.description);
    expect(find(meta, "rel", "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: url },
    ]);
    expect(content(meta, "property", "og:title")).toBe("Hybrid Delivery");
    expect(content(meta, "property", "og:description")).toBe(seo.description);
    expect(content(meta, "property", "og:url")).toBe(url);
    expect(content(meta, "property", "og:type")).toBe("website");
    expect(content(meta, "property", "og:site_name")).toBe("Near Genius");
    // A page without an image of its own is shared with its drawn card.
    const card = "https://neargenius.example/social-card.png?title=Hybrid%20Delivery";
    expect(content(meta, "property", "og:image")).toBe(card);
    expect(content(meta, "property", "og:image:width")).toBe("1200");
    expect(content(meta, "property", "og:image:height")).toBe("630");
    expect(content(meta, "property", "og:image:alt")).toBe("Hybrid Delivery");
    expect(content(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "name", "twitter:image")).toBe(card);
    expect(content(meta, "name", "twitter:title")).toBe("Hybrid Delivery");
    expect(content(meta, "name", "twitter:description")).toBe(seo.description);
    expect(content(meta, "name", "twitter:site")).toBe("@neargenius");
    expect(meta.some((item) => "script:ld+json" in item)).toBe(false);
    expect(find(meta, "name", "robots")).toEqual([]);
  });

  it("adds og:image and a large Twitter card when the page has an image", () => {
    const meta = buildPageMeta({
      site,
      pathname: "/",
      seo: { ...seo, image: { url: "/images/team.jpg", alt: "The team", width: 1200 } },
    });
    expect(content(meta, "property", "og:image")).toBe(
      "https://neargenius.example/images/team.jpg",
    );
    expect(content(meta, "property", "og:image:alt")).toBe("The team");
    expect(content(meta, "property", "og:image:width")).toBe("1200");
    expect(content(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "name", "twitter:image")).toBe(
      "https://neargenius.example/images/team.jpg",
    );
  });

  it("describes articles as articles, with Article JSON-LD", () => {
    const meta = buildPageMeta({
      site,
      pathname: "/insights/articles/hiring-in-latam",
      seo: { title: "Hiring in LATAM", description: "What to know." },
      article: { publishedAt: "2026-10-01", author: "Ana Souza" },
    });
    expect(content(meta, "property", "og:type")).toBe("article");
    expect(content(meta, "property", "article:published_time")).toBe("2026-10-01");
    expect(content(meta, "property", "article:author")).toBe("Ana Souza");
    const ld = meta.filter((item) => "script:ld+json" in item);
    expect(ld).toHaveLength(1);
    expect((ld[0] as Record<string, unknown>)["script:ld+json"]).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Hiring in LATAM",
      description: "What to know.",
      url: "https://neargenius.example/insights/articles/hiring-in-latam",
      mainEntityOfPage: {
        "@type": "WebPage",
        "@id": "https://neargenius.example/insights/articles/hiring-in-latam",
      },
      datePublished: "2026-10-01",
      dateModified: "2026-10-01",
      author: { "@type": "Person", name: "Ana Souza" },
      image: ["https://neargenius.example/social-card.png?title=Hiring%20in%20LATAM"],
      publisher: {
        "@type": "Organization",
        name: "Near Genius",
        url: "https://neargenius.example/",
        logo: { "@type": "ImageObject", url: "https://neargenius.example/icon-512.png" },
      },
    });
  });

  it("keeps noindex pages out of the index and gives them no canonical", () => {
    const meta = buildPageMeta({ site, pathname: "/nope", seo, noindex: true });
    expect(content(meta, "name", "robots")).toBe("noindex");
    expect(find(meta, "rel", "canonical")).toEqual([]);
  });
});

describe("pageMeta (route adapter)", () => {
  const root: RootSeoData = {
    siteUrl: "https://ng.example",
    site: {
      brandName: "Brand From CMS",
      twitterUrl: "https://x.com/brand",
      notFound: { title: "Oops! Page not found", body: "It moved." },
    },
  };
  const matches = [{ id: "root", loaderData: root }, { id: "routes/page" }];

  it("reads the site name and URL from the root loader and the page's seo from its loader", () => {
    const meta = pageMeta({
      location: { pathname: "/about/story" },
      matches,
      loaderData: { seo: { title: "Our Story", description: "How we began." } },
    });
    expect(meta[0]).toEqual({ title: "Our Story | Brand From CMS" });
    expect(find(meta, "rel", "canonical")[0]).toMatchObject({
      href: "https://ng.example/about/story",
    });
    expect(content(meta, "name", "twitter:site")).toBe("@brand");
  });

  it("describes a page whose loader failed as not found, noindex", () => {
    const meta = pageMeta({
      location: { pathname: "/solutions/unknown" },
      matches,
      loaderData: undefined,
      error: new Error("404"),
    });
    expect(meta[0]).toEqual({ title: "Oops! Page not found | Brand From CMS" });
    expect(content(meta, "name", "robots")).toBe("noindex");
  });
});

describe("Organization JSON-LD", () => {
  it("names the company, its logo, social profiles and parent", () => {
    expect(
      organizationJsonLd({
        siteUrl: "https://ng.example/",
        name: "Near Genius",
        description: "Nearshore teams.",
        sameAs: ["https://www.linkedin.com/company/near-genius"],
        parent: { name: "Luby", url: "https://luby.co" },
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://ng.example/#organization",
      name: "Near Genius",
      url: "https://ng.example/",
      logo: "https://ng.example/icon-512.png",
      description: "Nearshore teams.",
      sameAs: ["https://www.linkedin.com/company/near-genius"],
      parentOrganization: { "@type": "Organization", name: "Luby", url: "https://luby.co" },
    });
  });

  it("serialises so CMS text cannot close the script element, and parses back unchanged", () => {
    const value = { name: "</script><script>alert(1)</script> & \u2028" };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("siteSummary", () => {
  const shell = {
    settings: {
      brandName: "Near Genius",
      companyBlurb: "Nearshore teams.",
      parentCompany: { name: "Luby", url: "https://luby.co" },
      notFound: { title: "Oops! Page not found", body: "Gone.", homeLinkLabel: "Return to Home" },
    },
    footer: {
      socialLinks: [
        { platform: "linkedin", url: "https://www.linkedin.com/company/near-genius" },
        { platform: "twitter", url: "https://x.com/neargenius" },
      ],
    },
  };

  it("carries what the head tags and the 404 page read, and the organization as JSON-LD", () => {
    const summary = siteSummary(shell, "https://ng.example");
    expect(summary).toMatchObject({
      brandName: "Near Genius",
      twitterUrl: "https://x.com/neargenius",
      notFound: shell.settings.notFound,
    });
    expect(JSON.parse(summary.organizationJsonLd)).toEqual(
      organizationJsonLd({
        siteUrl: "https://ng.example",
        name: "Near Genius",
        description: "Nearshore teams.",
        sameAs: shell.footer.socialLinks.map((link) => link.url),
        parent: shell.settings.parentCompany,
      }),
    );
  });

  it("has no Twitter address when the footer links none", () => {
    const summary = siteSummary(
      { ...shell, footer: { socialLinks: [shell.footer.socialLinks[0]!] } },
      "https://ng.example",
    );
    expect(summary.twitterUrl).toBeNull();
  });
});

describe("rootMeta (error pages)", () => {
  const root: RootSeoData = {
    siteUrl: "https://ng.example",
    site: {
      brandName: "Near Genius",
      twitterUrl: null,
      notFound: { title: "Oops! Page not found", body: "Gone." },
    },
  };
  const matches = [{ id: "root", loaderData: root }];

  it("adds nothing when there is no error", () => {
    expect(rootMeta({ location: { pathname: "/" }, matches, loaderData: root })).toEqual([]);
  });

  it("describes a 404 as not found, noindex, whatever the root loader returned", () => {
    const meta = rootMeta({
      location: { pathname: "/insights/articles/nope" },
      matches,
      loaderData: root,
      error: { status: 404, statusText: "Not Found", data: null },
    });
    expect(meta[0]).toEqual({ title: "Oops! Page not found | Near Genius" });
    expect(content(meta, "name", "robots")).toBe("noindex");
    expect(find(meta, "rel", "canonical")).toEqual([]);
  });

  it("describes other errors as unavailable, noindex, even without root data", () => {
    expect(rootMeta({ location: { pathname: "/" }, matches: [], error: { status: 503 } })).toEqual([
      { title: "This page is temporarily unavailable | Near Genius" },
      { name: "robots", content: "noindex" },
    ]);
  });
});
