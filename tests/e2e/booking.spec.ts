import { expect, test, type Page } from "@playwright/test";
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
