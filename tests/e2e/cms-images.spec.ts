// The studio's pictures on the pages that show them, at both widths: each one loads, in the
// best format the browser takes, with its text for screen readers and its space kept; the one
// at the top of an article comes first, the rest only when scrolled to.
import { readFileSync } from "node:fs";

import { expect, type Locator, type Page, type Response, test } from "@playwright/test";

type Doc = { _id: string; _type: string } & Record<string, unknown>;
const seed = readFileSync("studio/seed/production.ndjson", "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc);
// A page's picture beside its title is its hero block's.
const altOf = (id: string, field: string) => {
  const doc = seed.find((each) => each._id === id)!;
  const host =
    field === "heroImage"
      ? (doc.blocks as Record<string, unknown>[]).find((block) => block._type === "heroBlock")!
      : doc;
  return (host[field === "heroImage" ? "image" : field] as { alt: string }).alt;
};

const isPicture = (response: Response) =>
  new URL(response.url()).pathname.startsWith("/media/images/");

/** Waits until the picture is drawn and gives the size of the file the browser chose. */
async function loaded(image: Locator) {
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => ({
    naturalWidth: element.naturalWidth,
    currentSrc: element.currentSrc,
    // The space it takes before it loads: width and height attributes give the proportions.
    attributes: [element.getAttribute("width"), element.getAttribute("height")],
    box: element.getBoundingClientRect().width,
  }));
}

function recordPictures(page: Page) {
  const responses: Response[] = [];
  page.on("response", (response) => {
    if (isPicture(response)) responses.push(response);
  });
  return responses;
}

test("an article's cover comes first, as AVIF, sized for the screen", async ({ page }) => {
  const pictures = recordPictures(page);
  await page.goto("/insights/articles/soc-2-with-a-nearshore-team");
  const cover = page.getByRole("img", {
    name: altOf("article.soc-2-with-a-nearshore-team", "coverImage"),
  });
  await expect(cover).toHaveAttribute("fetchpriority", "high");
  await expect(cover).toHaveAttribute("loading", "eager");
  const drawn = await loaded(cover);
  expect(drawn.attributes.every((value) => Number(value) > 0)).toBe(true);
  // Of the srcset's files the browser took one about as wide as the picture is drawn in device
  // pixels: never one wider than the first that covers it, never one of half the width.
  const ratio = await page.evaluate(() => window.devicePixelRatio);
  const needed = drawn.box * ratio;
  const offered = ((await cover.getAttribute("srcset")) ?? "")
    .split(", ")
    .map((entry) => Number(entry.split(" ")[1]!.slice(0, -1)));
  const chosen = Number(new URL(drawn.currentSrc).searchParams.get("w"));
  expect(offered).toContain(chosen);
  expect(chosen).toBeLessThanOrEqual(
    offered.find((width) => width >= needed) ?? Math.max(...offered),
  );
  expect(chosen).toBeGreaterThanOrEqual(Math.min(needed, Math.max(...offered)) / 2);

  const answer = pictures.find((response) => response.url() === drawn.currentSrc)!;
  expect(answer.status()).toBe(200);
  expect(await answer.headerValue("content-type")).toBe("image/avif");
  expect(await answer.headerValue("cache-control")).toBe("public, max-age=31536000, immutable");
});

test("the article list's covers are lazy, and drawn once scrolled to", async ({ page }) => {
  const pictures = recordPictures(page);
  await page.goto("/insights/articles");
  const covers = page.getByRole("main").getByRole("img");
  await expect(covers).toHaveCount(5);
  for (const cover of await covers.all()) {
    await expect(cover).toHaveAttribute("loading", "lazy");
    await expect(cover).toHaveAttribute("alt", /\S{3,}/);
  }
  // Chromium fetches lazy pictures some way ahead of the viewport, so when the last card's
  // picture starts loading is not fixed; that it is drawn once scrolled to is.
  const last = covers.last();
  const lastSrc = await last.getAttribute("src");
  await last.scrollIntoViewIfNeeded();
  const drawn = await loaded(last);
  expect(drawn.currentSrc).not.toBe("");
  expect(lastSrc).toMatch(/^\/media\/images\/bundled\/production\/\w+-1600x900\.jpg\?/);
  expect(pictures.every((response) => response.status() === 200)).toBe(true);
});

for (const [path, id, field, file] of [
  ["/solutions/fintechs", "solution.fintechs", "image", "-1200x900.jpg"],
  ["/how-it-works/hybrid-delivery", "page.hybrid-delivery", "heroImage", "-1600x1000.jpg"],
] as const) {
  test(`${path} shows its picture beside the headline on a wide screen only`, async ({
    page,
  }, testInfo) => {
    const pictures = recordPictures(page);
    await page.goto(path);
    const picture = page.getByRole("img", { name: altOf(id, field) });
    if (testInfo.project.name === "mobile") {
      await expect(picture).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      // Hidden and lazy: a phone never downloads it.
      expect(pictures.map((response) => response.url())).not.toContainEqual(
        expect.stringContaining(file),
      );
    } else {
      await expect(picture).toBeVisible();
      const drawn = await loaded(picture);
      const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
      const box = (await picture.boundingBox())!;
      // Beside the headline, not under it.
      expect(box.x).toBeGreaterThan(heading!.x + heading!.width - 1);
      expect(drawn.naturalWidth).toBeGreaterThan(0);
    }
  });
}

test("client logos are drawings, sent whole", async ({ page }) => {
  const pictures = recordPictures(page);
  await page.goto("/insights/client-success");
  const logo = page.getByRole("img", { name: altOf("testimonial.ledgerline", "logo") });
  await logo.scrollIntoViewIfNeeded();
  const drawn = await loaded(logo);
  expect(drawn.currentSrc).toMatch(/\.svg$/);
  const answer = pictures.find((response) => response.url() === drawn.currentSrc)!;
  expect(await answer.headerValue("content-type")).toBe("image/svg+xml");
});
