import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails with the list of WCAG 2.2 AA violations axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    // Only violations are read; collecting every passing node doubled axe's own time. Set
    // before the tags: options() replaces the whole options object, tags included.
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    // One axe.run in the page. The default runs axe in each frame and merges the results in a
    // new blank tab, into which it loads axe again: two thirds of each check's time, for
    // cross-origin frames the site does not have (same-origin frames are still checked).
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
