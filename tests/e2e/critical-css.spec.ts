// Reading pages carry their own critical CSS inline and link the full stylesheet at the end of
// the body, so the first response alone paints the page. The test that the inlined CSS is
// complete: the page drawn with the stylesheet request refused is the page drawn with it,
// pixel for pixel, at both widths (line breaks and layout depend on the width).
import { expect, type Page, test } from "@playwright/test";

const STYLESHEET = /\/assets\/app-[\w-]+\.css$/;

const FONT = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

async function draw(page: Page, path: string): Promise<Buffer> {
  // Both drawings use the fallback face: the web font is optional, so whether a page painted
  // in it depends on how fast it arrived, and that is not what is compared here.
  await page.route(FONT, (route) => route.abort());
  await page.goto(path, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  // Pictures below the fold load lazily, so how many a full-page capture shows would depend on
  // its timing: both drawings load and decode every picture first.
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => {
        image.loading = "eager";
        return image.decode().catch(() => undefined);
      }),
    ),
  );
  // In CSS pixels: at the phone's 2.6 device pixels per CSS pixel the two full-page captures
  // were seven times larger and took most of the test's time; a missing rule still shows.
  return page.screenshot({ fullPage: true, animations: "disabled", scale: "css" });
}

for (const path of ["/", "/solutions/fintechs", "/insights/articles", "/why/track-record"]) {
  test(`${path}: the inlined CSS draws the page exactly as the full stylesheet does`, async ({
    page,
    browser,
  }, testInfo) => {
    const response = await page.request.get(path);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, "the critical CSS is in the head").toMatch(/<style>[^<]*@font-face/);
    expect(head, "no stylesheet blocks the first paint").not.toMatch(/rel="stylesheet"/);
    expect(html, "the full stylesheet follows the content").toMatch(
      /<\/main>[\s\S]*<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"[^>]*><\/body>/,
    );

    const full = await draw(page, path);
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    });
    try {
      const critical = await context.newPage();
      let refused = 0;
      await critical.route(STYLESHEET, (route) => {
        refused += 1;
        return route.abort();
      });
      const inlineOnly = await draw(critical, path);
      expect(refused, "the stylesheet was asked for, and refused").toBeGreaterThan(0);
      expect(inlineOnly.equals(full), `${path} differs without the full stylesheet`).toBe(true);
    } finally {
      await context.close();
    }
  });
}
