import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import {
  bookCall,
  bookingValues,
  dateIn,
  longDay,
  pickSlot,
  SLOT_KEYS,
  slotFor,
  timeIn,
} from "./booking-helpers";
import { inviteOf, linkIn, readInvite, waitForMailTo } from "./mail";

// The private manage link from the confirmation mail: the call as it is now, moved and then
// cancelled, with each change mailed as an invite that updates (same UID, higher SEQUENCE)
// or removes (METHOD:CANCEL) the event in the visitor's calendar.

const VISITOR_ZONE = "Europe/Lisbon";
test.use({ timezoneId: VISITOR_ZONE });

/** "Wednesday 25 November 2026, 3:00 PM" on the visitor's clock, as the page writes it. */
function localWhen(iso: string) {
  return `${longDay(dateIn(iso, VISITOR_ZONE))}, ${timeIn(iso, VISITOR_ZONE)}`;
}

test("the manage link reschedules and then cancels the call, and each change reaches the calendar", async ({
  page,
}, testInfo) => {
  test.slow(); // a booking, two changes, three mails and two axe runs
  const first = slotFor(testInfo, SLOT_KEYS.manageFirst);
  const moved = slotFor(testInfo, SLOT_KEYS.manageMoved);
  const values = bookingValues("manage");
  const booked = await bookCall(page, first, values);

  // The confirmation mail's link is the page the booking landed on.
  const confirmation = await waitForMailTo(values.email, /is booked/);
  const link = linkIn(confirmation, "/contact/book-call/manage/");
  expect(link).toBe(booked.manageUrl);
  const invite = inviteOf(confirmation);
  expect(invite).toMatchObject({ method: "REQUEST", sequence: 0, start: first });

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your call with Near Genius");
  await expect(page.getByTestId("booking-time-visitor")).toContainText(localWhen(first));
  await expect(page.getByTestId("booking-reference")).toHaveText(booked.reference);
  // The call's room: the one the mail and the invite name.
  const room = await page.getByTestId("booking-room").getAttribute("href");
  expect(room).toMatch(/^https:\/\/meet\.jit\.si\/NearGenius-[0-9a-f]{32}$/);
  expect(confirmation.body).toContain(`Join the call: ${room}`);
  expect(invite.location).toBe(room);
  await expectNoAxeViolations(page);

  // Reschedule to another free time.
  await page.getByRole("button", { name: "Reschedule" }).click();
  const panel = page.getByRole("region", { name: "Reschedule" });
  await expect(panel).toBeVisible();
  await pickSlot(page, moved);
  await panel.getByRole("button", { name: "Move my call" }).click();
  await expect(page.getByTestId("manage-status")).toContainText(
    `Your call has moved to ${localWhen(moved)}`,
  );
  await expect(page.getByTestId("booking-time-visitor")).toContainText(localWhen(moved));

  const movedMail = await waitForMailTo(values.email, /has moved/);
  expect(inviteOf(movedMail)).toMatchObject({
    method: "REQUEST",
    uid: invite.uid,
    sequence: 1,
    start: moved,
  });

  // The old link (the same address) shows the call as it is now.
  await page.goto(link);
  await expect(page.getByTestId("booking-time-visitor")).toContainText(localWhen(moved));

  // Cancel, with a confirm step.
  await page.getByRole("button", { name: "Cancel call" }).click();
  await page.getByRole("button", { name: "Yes, cancel the call" }).click();
  await expect(page.getByTestId("manage-status")).toContainText("Your call is cancelled.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your call was cancelled");
  await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Book a new call" }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const cancelMail = await waitForMailTo(values.email, /is cancelled/);
  expect(inviteOf(cancelMail)).toMatchObject({
    method: "CANCEL",
    status: "CANCELLED",
    uid: invite.uid,
    sequence: 2,
  });

  // The download now removes the event too.
  const ics = await page.request.get(`${link}/invite.ics`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect(readInvite(await ics.text())).toMatchObject({ method: "CANCEL", sequence: 2 });

  // A second cancel through the same link changes nothing and says why.
  const again = await page.request.post(link, { form: { intent: "cancel" } });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain("This call is already cancelled.");
  // And the old link cannot put the call back on a calendar.
  const reschedule = await page.request.post(link, {
    form: { intent: "reschedule", startsAt: first, timeZone: VISITOR_ZONE },
  });
  expect(reschedule.status()).toBe(409);
});

test("a tampered manage link answers 404 with a way on", async ({ page }) => {
  const response = await page.goto(
    "/contact/book-call/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  );
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link is not valid");
  await page
    .getByRole("link", { name: /Book a (new )?call/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Call with an Expert");
  const ics = await page.request.get(
    "/contact/book-call/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/invite.ics",
  );
  expect(ics.status()).toBe(404);
});
