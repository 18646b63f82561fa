// Every page of the sitemap in a real browser, at desktop and phone widths: status,
// one h1, head tags, no console errors, axe, and a keyboard walk through the page.
import { type ConsoleMessage, expect, type Page, type Request, test } from "@playwright/test";

import { publicPaths } from "~/features/seo/public-routes";

import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./axe";
import { isArticleUrl, sitemapUrls } from "./seo-helpers";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

async function checkPage(page: Page, url: string) {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  // Names the address behind a "Failed to load resource" line.
  const onRequestFailed = (request: Request) =>
    errors.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  page.on("requestfailed", onRequestFailed);
  try {
    await checkPageBody(page, url);
  } finally {
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    page.off("requestfailed", onRequestFailed);
  }
  expect(errors, `console errors on ${url}`).toEqual([]);
}

async function checkPageBody(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const title = await page.title();
  expect(title.trim()).not.toBe("");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{3,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);

  await expectNoAxeViolations(page);
  await expectKeyboardReachable(page);
  await expectSkipLinkWorks(page);
}

async function expectSkipLinkWorks(page: Page) {
  // The walk above proved it is the first Tab stop; here: visible when focused, and it works.
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await skip.focus();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
}

const TAB_BATCH = 8;

/**
 * Tabs from the top of the page through to the end and checks that every visible
 * link and control got focus, each with a visible focus indicator, in an order that
 * starts with the skip link and passes the main navigation before the footer.
 */
async function expectKeyboardReachable(page: Page) {
  const expected = await page.evaluate((selector) => {
    const radioGroups = new Set<string>();
    const visible = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      if (!element.checkVisibility() || element.tabIndex < 0) return false;
      // A native radio group is one Tab stop (arrow keys move within it): expect one
      // radio per group and accept any of the group's radios as reaching it.
      if (element instanceof HTMLInputElement && element.type === "radio" && element.name) {
        if (radioGroups.has(element.name)) return false;
        radioGroups.add(element.name);
        const group = document.querySelectorAll(
          `input[type="radio"][name="${CSS.escape(element.name)}"]`,
        );
        group.forEach((radio) => radio.setAttribute("data-kbd-group", element.name));
      }
      return true;
    });
    visible.forEach((element, index) => {
      const name = element.getAttribute("data-kbd-group");
      const members = name
        ? document.querySelectorAll(`[data-kbd-group="${CSS.escape(name)}"]`)
        : [element];
      members.forEach((member) => member.setAttribute("data-kbd", String(index)));
    });
    return visible.map((element) => ({
      id: String(visible.indexOf(element)),
      label: `${element.tagName.toLowerCase()} ${
        (element.textContent ?? "").trim().slice(0, 40) ||
        element.getAttribute("aria-label") ||
        element.getAttribute("name") ||
        element.id
      }`,
      region: element.closest("footer")
        ? "footer"
        : element.closest("header")
          ? "header"
          : element.closest("main")
            ? "main"
            : "other",
    }));
  }, FOCUSABLE);

  // A focus log kept by the page itself: one round trip per key press, one to read it.
  await page.evaluate(() => {
    const log: { id: string | null; outline: boolean }[] = [];
    (window as unknown as { __focusLog: typeof log }).__focusLog = log;
    document.addEventListener("focusin", (event) => {
      const active = event.target as HTMLElement;
      const style = getComputedStyle(active);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      log.push({
        id: active.getAttribute("data-kbd"),
        outline: outline || style.boxShadow !== "none",
      });
    });
  });
  // The presses go in small batches sent without waiting for each answer (the browser still
  // handles them one after another, in order): a round trip per stop made this walk the slowest
  // part of the end-to-end run, and a hundred presses in flight at once once left one of them
  // unanswered on a loaded machine.
  const presses = expected.length + 2;
  for (let sent = 0; sent < presses; sent += TAB_BATCH) {
    const batch = Math.min(TAB_BATCH, presses - sent);
    await Promise.all(Array.from({ length: batch }, () => page.keyboard.press("Tab")));
  }
  const log = await page.evaluate(
    () =>
      (window as unknown as { __focusLog: { id: string | null; outline: boolean }[] }).__focusLog,
  );
  // One pass through the page: up to the first element focused a second time.
  const reached: typeof log = [];
  for (const step of log) {
    if (reached.some((seen) => seen.id !== null && seen.id === step.id)) break;
    reached.push(step);
  }

  const reachedIds = reached.map((step) => step.id);
  const missed = expected.filter((item) => !reachedIds.includes(item.id));
  expect(
    missed.map((item) => item.label),
    "not reachable by Tab",
  ).toEqual([]);
  expect(
    reached.filter((step) => !step.outline),
    "focus without a visible indicator",
  ).toEqual([]);

  const firstLabel = expected.find((item) => item.id === reachedIds[0])?.label ?? "";
  expect(firstLabel, "the first Tab stop").toMatch(/Skip to main content/);
  const regions = reachedIds.map((id) => expected.find((item) => item.id === id)?.region);
  expect(regions).toContain("header");
  expect(regions).toContain("footer");
  expect(regions.lastIndexOf("header")).toBeLessThan(regions.indexOf("footer"));
}

test.describe("every public page of the sitemap", () => {
  for (const path of publicPaths) {
    test(`${path}`, async ({ page }) => {
      await checkPage(page, new URL(path, baseURL).href);
    });
  }
});

test("every article of the sitemap", async ({ context, request }, testInfo) => {
  const all = (await sitemapUrls(request)).filter(isArticleUrl);
  expect(all.length).toBeGreaterThan(0);
  // Articles share one template and differ only in their content, whose faults (an image
  // without alt text, a skipped heading level, a link without a name) show at any width: every
  // article is checked on desktop, and the template once at phone width.
  const articles = testInfo.project.name === "mobile" ? all.slice(0, 1) : all;
  test.setTimeout(articles.length * 20_000);
  for (const url of articles) {
    await test.step(new URL(url).pathname, async () => {
      // A fresh tab per article, so each keyboard walk starts at the top of a new document.
      const page = await context.newPage();
      await checkPage(page, url);
      await page.close();
    });
  }
});
