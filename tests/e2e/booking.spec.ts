import { expect, type Page, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import {
  bookingValues,
  fillBookingForm,
  openBookingPage,
  pickSlot,
  readConfirmation,
  SLOT_KEYS,
  slotFor,
} from "./booking-helpers";

// The booking page and its confirmation on a desktop and on a phone: no accessibility
// violations with a day and a time chosen, and nothing wider than the screen.

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "page wider than the screen").toBeLessThanOrEqual(clientWidth);
}

test("booking page with a time chosen and the confirmation: accessible, nothing scrolls sideways", async ({
  page,
}, testInfo) => {
  const slot = slotFor(testInfo, SLOT_KEYS.axeConfirmation);
  const values = bookingValues("axe");
  await openBookingPage(page);
  await pickSlot(page, slot);
  await fillBookingForm(page, values);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Book my call" }).click();
  await readConfirmation(page, slot, values);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test.describe("a visitor outside New York", () => {
  test.use({ timezoneId: "Europe/Lisbon" });

  test("the times move to the visitor's clock after load without moving the page", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node | null }>;
        }>) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((source) => {
            const node = source.node;
            return node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 80)
              : (node?.textContent ?? "?").slice(0, 40);
          });
          shifts.push(`${entry.value.toFixed(5)} ${moved.join("; ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await openBookingPage(page);
    // The server wrote New York's times; the browser's own zone replaces them.
    await expect(page.getByRole("combobox", { name: "Show times in" })).toHaveValue(
      "Europe/Lisbon",
    );
    await expect(page.getByText("Times are shown in Lisbon time")).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
    // Inter arriving after the first paint may move text by a fraction of a pixel with its
    // metric-matched fallback (held below 0.001 in brand.spec.ts); the longer sentence
    // wrapping and pushing the slot list down measured 0.0037.
    const total = shifts.reduce((sum, line) => sum + Number(line.split(" ")[0]), 0);
    expect(total, shifts.join("\n")).toBeLessThan(0.001);
  });
});
