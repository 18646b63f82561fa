// HTTP-level checks of what crawlers read: sitemap, robots.txt, titles, JSON-LD.
import { expect, test } from "@playwright/test";

import { articlesBasePath, publicPaths } from "~/features/seo/public-routes";

import { baseURL } from "../../playwright.config";
import { decodeEntities, isArticleUrl, jsonLd, sitemapUrls } from "./seo-helpers";

test("the sitemap lists every public page and every article, as absolute URLs", async ({
  request,
}) => {
  const urls = await sitemapUrls(request);
  expect(new Set(urls).size).toBe(urls.length);
  for (const path of publicPaths) expect(urls).toContain(new URL(path, baseURL).href);
  const articles = urls.filter(isArticleUrl);
  expect(articles.length).toBeGreaterThan(0);
  // Nothing else: every URL is a listed page or an article.
  expect(urls.length).toBe(publicPaths.length + articles.length);
  for (const url of urls) expect(url.startsWith(`${baseURL}/`)).toBe(true);

  // Articles the listing page links to are all in the sitemap.
  const listing = await (await request.get(articlesBasePath)).text();
  const linked = new Set(
    [...listing.matchAll(/href="(\/insights\/articles\/[^"/?#]+)"/g)].map(
      (match) => new URL(decodeEntities(match[1]!), baseURL).href,
    ),
  );
  expect(linked.size).toBeGreaterThan(0);
  for (const url of linked) expect(articles).toContain(url);
});

test("robots.txt allows crawling, keeps out of the APIs and health probe, names the sitemap", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines).toContain("Disallow: /api/");
  expect(lines).toContain("Disallow: /healthz");
  expect(lines).toContain("Disallow: /admin");
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("every sitemap page has its own title and description, a canonical URL and JSON-LD", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const url of await sitemapUrls(request)) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));

    const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? "").trim();
    expect(title, `${url} title`).toMatch(/\S+ \| Near Genius$|^Near Genius$/);
    expect(titles.get(title), `${url} repeats the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, url);

    const descriptionTag = /<meta name="description" content="([^"]*)"\/?>/.exec(head);
    const description = decodeEntities(descriptionTag?.[1] ?? "").trim();
    expect(description.length, `${url} description`).toBeGreaterThanOrEqual(50);
    expect(
      descriptions.get(description),
      `${url} repeats the description of ${descriptions.get(description)}`,
    ).toBeUndefined();
    descriptions.set(description, url);

    expect(head).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(head).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(head).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(head).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"\/>/);

    const ld = jsonLd(html);
    const organization = ld.filter((item) => item["@type"] === "Organization");
    expect(organization, `${url} Organization JSON-LD`).toHaveLength(1);
    expect(organization[0]).toMatchObject({
      "@context": "https://schema.org",
      name: "Near Genius",
      url: `${baseURL}/`,
      logo: `${baseURL}/icon-512.png`,
      parentOrganization: { "@type": "Organization", name: "Luby", url: "https://luby.co" },
    });
    expect(organization[0]!.sameAs).toEqual(
      expect.arrayContaining([expect.stringMatching(/linkedin\.com/)]),
    );

    const articles = ld.filter((item) => item["@type"] === "Article");
    if (isArticleUrl(url)) {
      expect(head).toContain('<meta property="og:type" content="article"/>');
      expect(articles, `${url} Article JSON-LD`).toHaveLength(1);
      const article = articles[0]!;
      expect(article.headline).toEqual(expect.any(String));
      expect(article.description).toBe(description);
      expect(Number.isNaN(Date.parse(String(article.datePublished)))).toBe(false);
      expect(article.author).toMatchObject({ "@type": "Person", name: expect.any(String) });
      expect(article.publisher).toMatchObject({ "@type": "Organization", name: "Near Genius" });
    } else {
      expect(head).toContain('<meta property="og:type" content="website"/>');
      expect(articles, `${url} has no Article JSON-LD`).toHaveLength(0);
    }
  }
});

test("an unknown article or audience is a 404 that asks not to be indexed", async ({ request }) => {
  for (const path of ["/insights/articles/no-such-article", "/solutions/no-such-audience"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  }
});

test("every sitemap page is shared with a 1200x630 PNG card, its own title's where it has one", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const cards = new Map<string, string>();
  for (const url of await sitemapUrls(request)) {
    const head = (await (await request.get(url)).text()).split("</head>")[0]!;
    const property = (name: string) =>
      decodeEntities(
        new RegExp(`<meta property="${name}" content="([^"]*)"/>`).exec(head)?.[1] ?? "",
      );
    const image = property("og:image");
    expect(image, `${url} og:image`).toMatch(new RegExp(`^${baseURL}/`));
    expect(property("og:image:width"), url).toBe("1200");
    expect(property("og:image:height"), url).toBe("630");
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');

    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toBe("image/png");
    const png = await response.body();
    // A PNG's IHDR chunk holds width and height as big-endian integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
    cards.set(url, png.toString("base64"));
  }
  // Pages with titles of their own get cards of their own.
  const home = cards.get(`${baseURL}/`);
  const fintechs = cards.get(`${baseURL}/solutions/fintechs`);
  expect(home).toBeDefined();
  expect(fintechs).not.toBe(home);

  // Words no page carries as its title get the plain brand card, never drawn as asked.
  const plain = await (await request.get("/social-card.png")).body();
  const forged = await (
    await request.get(`/social-card.png?title=${encodeURIComponent("Near Genius is closing")}`)
  ).body();
  expect(forged.equals(plain)).toBe(true);
  expect(forged.toString("base64")).not.toBe(fintechs);
});
