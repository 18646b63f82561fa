// The brand's web font never moves the page: a page that painted before the font arrived keeps
// its fallback face, and the next page, which finds the font cached, is set in Inter. At both
// widths, since where lines break depends on the width.
import { expect, type Page, type Route, test } from "@playwright/test";

const FONT = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

type Shifts = { total: number; moved: string[] };

/**
 * Sum of the page's layout shifts so far, as the CLS metric counts them, and what moved (so
 * that a failure names the element instead of only a number).
 */
function layoutShift(page: Page): Promise<Shifts> {
  return page.evaluate(
    () =>
      new Promise<Shifts>((resolve) => {
        new PerformanceObserver((list) => {
          let total = 0;
          const moved: string[] = [];
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources) {
              const node = source.node;
              const name =
                node instanceof Element
                  ? `<${node.localName} class="${node.getAttribute("class") ?? ""}">`
                  : "text";
              const text = (node?.textContent ?? "").trim().slice(0, 40);
              const { x: x0, y: y0, width: w0, height: h0 } = source.previousRect;
              const { x, y, width: w, height: h } = source.currentRect;
              moved.push(
                `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name} "${text}" ` +
                  `${[x0, y0, w0, h0].map(Math.round).join(",")} -> ${[x, y, w, h].map(Math.round).join(",")}`,
              );
            }
          }
          resolve({ total, moved });
        }).observe({ type: "layout-shift", buffered: true });
        // With no shift at all the observer never calls back.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ total: 0, moved: [] })));
      }),
  );
}

/** The fonts the browser drew the page's main heading with, as the platform names them. */
async function headingFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

for (const path of ["/", "/solutions/fintechs", "/insights/articles"]) {
  test(`${path}: a late web font moves nothing, and the next page is set in it`, async ({
    page,
  }) => {
    // Held until the page has painted in the fallback face, as on a slow connection.
    const held: Route[] = [];
    await page.route(FONT, (route) => {
      held.push(route);
    });
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.waitForLoadState("domcontentloaded");
    const painted = await headingFonts(page);
    expect(painted.join(), "painted in a fallback face").not.toMatch(/inter/i);
    const before = await layoutShift(page);

    for (const route of held) await route.continue();
    // The file arrives and is cached; this page keeps the face it painted with.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .some((entry) => entry.name.includes("/assets/inter-latin-wght-normal-")),
        ),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const after = await layoutShift(page);
    expect(after.total - before.total, `shifts:\n${after.moved.join("\n")}`).toBe(0);
    expect(await headingFonts(page)).toEqual(painted);

    // The next page finds the font in the cache and paints in it from the start.
    await page.unrouteAll();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await headingFonts(page)).join()).toMatch(/inter/i);
  });
}
