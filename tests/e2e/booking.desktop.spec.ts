import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";

import {
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
  type TestInfo,
} from "@playwright/test";

import { brokenDatabaseURL } from "../../playwright.config";
import {
  bookDirect,
  bookingField,
  bookingValues,
  cityOf,
  dateIn,
  dayButton,
  expectBookingForm,
  EXPERT_NAMES,
  fillBookingForm,
  longDay,
  openBookingPage,
  pickSlot,
  readConfirmation,
  RULES_ZONE,
  SLOT_KEYS,
  slotFor,
  slotGrid,
  timeIn,
  uniqueEmail,
} from "./booking-helpers";
import { linkIn, waitForMailTo } from "./mail";

// Booking a call as visitors meet it: the same free time on two continents' clocks, the
// required fields asked for by the browser and again by the server, two people taking a
// slot's last place at once, a booking made with the keyboard alone down to its invite and
// mail, a registered visitor's details filled in, and the page with its database down.

const CALL_MINUTES = 45;

/** A second browser (no cookies, its own clock) on the same server as the test's page. */
function otherBrowser(browser: Browser, testInfo: TestInfo, timezoneId?: string) {
  const { baseURL, viewport, userAgent, deviceScaleFactor } = testInfo.project.use;
  return browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, timezoneId });
}

/** "20261203T150000": a moment as the invite writes it on the rules' clock. */
function icsLocal(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** "Thursday 3 December 2026, 8:00 PM – 8:45 PM Lisbon time", as the confirmation writes it. */
function callTime(iso: string, zone: string): string {
  const end = new Date(new Date(iso).getTime() + CALL_MINUTES * 60_000).toISOString();
  return `${longDay(dateIn(iso, zone))}, ${timeIn(iso, zone)} – ${timeIn(end, zone)} ${cityOf(zone)} time`;
}

/** Presses Tab until `target` has focus: the keyboard's way to a control. */
async function tabTo(page: Page, target: Locator, reverse = false) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(reverse ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The position of the focused button among `buttons`, and of the one named `name`. */
async function rovingPositions(buttons: Locator, name: RegExp) {
  return buttons.evaluateAll((elements, source) => {
    const pattern = new RegExp(source);
    return {
      focused: elements.findIndex((element) => element === document.activeElement),
      target: elements.findIndex((element) => pattern.test(element.textContent ?? "")),
    };
  }, name.source);
}

/** Moves focus along a roving row with the arrow keys, to the button named `name`. */
async function arrowTo(page: Page, buttons: Locator, name: RegExp) {
  const { focused, target } = await rovingPositions(buttons, name);
  expect(focused, "focus is in the row").toBeGreaterThanOrEqual(0);
  expect(target, `a button named ${name}`).toBeGreaterThanOrEqual(0);
  const key = target > focused ? "ArrowRight" : "ArrowLeft";
  for (let step = 0; step < Math.abs(target - focused); step += 1) await page.keyboard.press(key);
  await expect(buttons.nth(target)).toBeFocused();
}

test.describe("time zones", () => {
  test.use({ timezoneId: "Europe/Lisbon" });

  test("a visitor in Lisbon and one in Los Angeles see the same slot on their own clocks, the zone named", async ({
    page,
    browser,
  }, testInfo) => {
    const slot = slotFor(testInfo, SLOT_KEYS.timeZones);
    const newYork = timeIn(slot, RULES_ZONE);

    const visitors = [
      { page, zone: "Europe/Lisbon", city: "Lisbon" },
      {
        page: await (await otherBrowser(browser, testInfo, "America/Los_Angeles")).newPage(),
        zone: "America/Los_Angeles",
        city: "Los Angeles",
      },
    ];
    for (const visitor of visitors) {
      await openBookingPage(visitor.page);
      await expect(visitor.page.getByRole("combobox", { name: "Show times in" })).toHaveValue(
        visitor.zone,
      );
      await expect(visitor.page.getByText(/^Times are shown in/)).toHaveText(
        `Times are shown in ${visitor.city} time, with our New York time beside them.`,
      );
      const local = timeIn(slot, visitor.zone);
      expect(local, "the two clocks differ").not.toBe(newYork);
      await (await dayButton(visitor.page, slot)).click();
      const button = visitor.page
        .getByRole("group", { name: `Free times on ${longDay(dateIn(slot, visitor.zone))}` })
        .getByRole("button", {
          name: `${local} ${visitor.city} time (${newYork} New York)`,
          exact: true,
        });
      // What the eye reads says the same: the local time with its place, New York's under it.
      await expect(button).toContainText(`${local}${visitor.city} time${newYork} New York`);
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(visitor.page.getByTestId("slot-selection")).toHaveText(
        `Selected: ${longDay(dateIn(slot, visitor.zone))}, ${local} ${visitor.city} time (${newYork} New York time)`,
      );
      await expect(visitor.page.locator('input[name="startsAt"]')).toHaveValue(slot);
    }
    await visitors[1]!.page.context().close();
  });

  test("every other zone is listed once the visitor reaches for the select, and the times follow it", async ({
    page,
  }) => {
    await openBookingPage(page);
    const select = page.getByRole("combobox", { name: "Show times in" });
    const tokyo = select.locator('option[value="Asia/Tokyo"]');
    // Until then the page carries the common zones only (the full list is built on demand).
    await expect(tokyo).toHaveCount(0);
    await select.focus();
    await expect(tokyo).toHaveText("Asia/Tokyo (UTC+09:00)");
    await select.selectOption("Asia/Tokyo");
    await expect(page.getByText(/^Times are shown in/)).toHaveText(
      "Times are shown in Tokyo time, with our New York time beside them.",
    );
  });
});

test("required fields: asked for by the browser and by the server, beside each field, nothing typed lost", async ({
  page,
}) => {
  await openBookingPage(page);
  const required = ["name", "email", "company", "role", "projectType"] as const;
  for (const field of required) {
    await expect(bookingField(page, field)).toHaveJSProperty("required", true);
  }
  const typed = { budget: "not-sure", description: "Please keep this note." };
  await fillBookingForm(page, typed);

  const messages = {
    name: "Name is required",
    email: "Email is required",
    company: "Company is required",
    role: "Role is required",
    projectType: "Project type is required",
  };
  const expectMessagesBesideFields = async () => {
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
    for (const [field, message] of Object.entries(messages)) {
      await expect(bookingField(page, field as keyof typeof messages)).toHaveAccessibleDescription(
        message,
      );
    }
    // The time's message sits on the grid's fieldset.
    await expect(
      page.getByRole("group", { name: "Date and time (required)" }),
    ).toHaveAccessibleDescription("Choose a time for the call");
    await expectBookingForm(page, typed);
  };

  // The script's check, before anything is sent.
  await page.getByRole("button", { name: "Book my call" }).click();
  await expectMessagesBesideFields();

  // The server's own check: the same form posted as a browser without JavaScript posts it.
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().endsWith("/contact/book-call"),
  );
  await page.evaluate(() => {
    // Marks this document, so the messages checked next are the new page's, not these.
    document.body.dataset.beforePost = "";
    const form = document.querySelector<HTMLFormElement>('form[aria-label="Book a call"]')!;
    form.querySelector('input[name="_enhanced"]')?.remove();
    form.noValidate = true;
    // submit() skips the submit event, so the script's check does not run.
    HTMLFormElement.prototype.submit.call(form);
  });
  expect((await answer).status()).toBe(400);
  await expect(page.locator("body[data-before-post]")).toHaveCount(0);
  await expectMessagesBesideFields();
});

test("two visitors take a slot's last place at the same moment: one is booked, the other told and kept", async ({
  page,
  browser,
}, testInfo) => {
  const slot = slotFor(testInfo, SLOT_KEYS.takenSlot);
  // Two of the three experts' places go first.
  await Promise.all([
    bookDirect(page.request, slot, bookingValues("early-one")),
    bookDirect(page.request, slot, bookingValues("early-two")),
  ]);

  const other = await otherBrowser(browser, testInfo);
  const visitors = [
    { page, values: bookingValues("race-ann", { name: "Ann Rival", company: "Ann & Co" }) },
    {
      page: await other.newPage(),
      values: bookingValues("race-ben", {
        name: "Ben Rival",
        company: "Ben GmbH",
        role: "founder",
        projectType: "mvp",
        timeline: "asap",
        description: "Typed by Ben, who must not lose it.",
      }),
    },
  ];
  for (const visitor of visitors) {
    await openBookingPage(visitor.page);
    await pickSlot(visitor.page, slot);
    await fillBookingForm(visitor.page, visitor.values);
  }
  await Promise.all(
    visitors.map((visitor) => visitor.page.getByRole("button", { name: "Book my call" }).click()),
  );

  const outcomes = await Promise.all(
    visitors.map(async (visitor) => {
      const booked = visitor.page.getByRole("heading", { name: "Your call is booked" });
      const taken = visitor.page.getByTestId("slot-notice");
      await expect(booked.or(taken)).toBeVisible();
      return (await booked.isVisible()) ? "booked" : "taken";
    }),
  );
  expect([...outcomes].sort()).toEqual(["booked", "taken"]);

  const winner = visitors[outcomes.indexOf("booked")]!;
  const loser = visitors[outcomes.indexOf("taken")]!;
  const confirmation = await readConfirmation(winner.page, slot, winner.values);
  expect(EXPERT_NAMES).toContain(confirmation.expert);

  const notice = loser.page.getByTestId("slot-notice");
  await expect(notice).toContainText("Someone booked that time a moment ago.");
  await expect(notice).toBeFocused();
  const nearest = notice.getByRole("group", { name: "Nearest free times" }).getByRole("button");
  expect(await nearest.count()).toBeGreaterThan(0);
  for (const name of await nearest.evaluateAll((buttons) =>
    buttons.map((button) => button.querySelector(".sr-only")?.textContent ?? ""),
  )) {
    expect(name).toMatch(/^\w+day \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [AP]M \S.* time/);
  }
  await expect(loser.page.getByTestId("slot-selection")).toHaveText("No time selected yet.");
  await expectBookingForm(loser.page, loser.values);
  await other.close();
});

test.describe("the keyboard alone", () => {
  test.use({ timezoneId: "America/Sao_Paulo" });

  test("books a call, gets the confirmation with both clocks and the expert, the invite file and the mail", async ({
    page,
  }, testInfo) => {
    const slot = slotFor(testInfo, SLOT_KEYS.keyboard);
    const zone = "America/Sao_Paulo";
    const email = uniqueEmail("keys");
    await openBookingPage(page);

    // The day: one tab stop for the row, arrows along it, Enter to choose.
    const days = page.getByRole("group", { name: "Days" }).getByRole("button");
    await tabTo(page, days.and(page.locator('[tabindex="0"]')));
    const day = longDay(dateIn(slot, zone));
    await arrowTo(page, days, new RegExp(`^${day},`));
    await page.keyboard.press("Enter");
    await expect(await dayButton(page, slot)).toHaveAttribute("aria-pressed", "true");

    // The time: Tab into the day's times, arrows, Space.
    const times = page.getByRole("group", { name: `Free times on ${day}` }).getByRole("button");
    await page.keyboard.press("Tab");
    await expect(times.and(page.locator('[tabindex="0"]'))).toBeFocused();
    await arrowTo(page, times, new RegExp(`^${timeIn(slot, zone)} Sao Paulo time`));
    await page.keyboard.press("Space");
    await expect(page.locator('input[name="startsAt"]')).toHaveValue(slot);

    await tabTo(page, bookingField(page, "name"));
    await page.keyboard.type("Kim Keys");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Keyboard Co");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Product");
    await expect(bookingField(page, "role")).toHaveValue("product-manager");
    await page.keyboard.press("Tab");
    await page.keyboard.type("API");
    await expect(bookingField(page, "projectType")).toHaveValue("api-backend");
    await tabTo(page, page.getByRole("button", { name: "Book my call" }));
    await page.keyboard.press("Enter");

    const booked = await readConfirmation(page, slot, bookingValues("unused", { email }));
    await expect(page.getByRole("heading", { name: "Your call is booked" })).toBeFocused();
    await expect(page.getByTestId("booking-time-visitor")).toHaveText(callTime(slot, zone));
    await expect(page.getByTestId("booking-time-rules")).toHaveText(callTime(slot, RULES_ZONE));
    expect(EXPERT_NAMES).toContain(booked.expert);
    expect(booked.reference).toMatch(/^NG-C-\d{4}-\d{4,}$/);

    // The invite file, downloaded from the keyboard.
    const invite = page.getByRole("link", { name: "Add to calendar (.ics)" });
    await tabTo(page, invite);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.keyboard.press("Enter"),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, "utf8");
    const start = `DTSTART;TZID=${RULES_ZONE}:${icsLocal(slot, RULES_ZONE)}`;
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(start);
    const served = await page.request.get((await invite.getAttribute("href"))!);
    expect(served.headers()["content-type"]).toMatch(/^text\/calendar\b/);

    // The confirmation mail carries the same invite and the private link.
    const mail = await waitForMailTo(email, /is booked/);
    const attached = mail.attachments.find((file) => file.contentType === "text/calendar");
    expect(attached, "an invite attached").toBeTruthy();
    const attachedText = attached!.content.toString("utf8");
    expect(attachedText).toContain("METHOD:REQUEST");
    expect(attachedText).toContain(start);
    expect(attachedText).toContain(booked.reference);
    expect(linkIn(mail, "/contact/book-call/manage/")).toBe(booked.manageUrl);
  });
});

test("a registered visitor finds their name, email and company filled in", async ({ page }) => {
  const email = uniqueEmail("prefill");
  // The registration form's post, as a browser without JavaScript sends it: the answer sets
  // the lead cookie in this browser, as the page would.
  const registered = await page.request.post("/company-registration", {
    form: {
      companyType: "fintech",
      companyName: "Prefill Pay",
      contactName: "Pat Prefill",
      email,
      idempotencyKey: randomUUID(),
    },
  });
  expect(registered.url()).toMatch(/\/stack-selection$/);

  await openBookingPage(page);
  await expectBookingForm(page, { name: "Pat Prefill", email, company: "Prefill Pay" });
});

test("with the database down the page says so, keeps the form, and a submission keeps what was typed", async ({
  page,
}) => {
  await page.goto(`${brokenDatabaseURL}/contact/book-call`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Call with an Expert");
  await expect(page.getByTestId("availability-unavailable")).toContainText(
    "We can't load the free times right now.",
  );
  await expect(page.locator('input[name="_enhanced"]')).toHaveCount(1);
  const values = bookingValues("down");
  await fillBookingForm(page, values);

  // With no times to choose from, the form asks for one and sends nothing.
  await page.getByRole("button", { name: "Book my call" }).click();
  const problems = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(problems).toContainText("Choose a time for the call");
  // The problem's link leads to the notice that says why there are no times.
  await problems.getByRole("link", { name: /Choose a time for the call/ }).click();
  await expect(page.getByTestId("availability-unavailable")).toBeFocused();
  await expectBookingForm(page, values);

  // A time picked before the outage (the page loaded while the database answered) is what
  // such a visitor would send.
  const startsAt = slotGrid()[8]!.at(-1)!;
  await page.evaluate((value) => {
    const input = document.createElement("input");
    Object.assign(input, { type: "hidden", name: "startsAt", value });
    document.querySelector('form[aria-label="Book a call"]')!.append(input);
  }, startsAt);
  await page.getByRole("button", { name: "Book my call" }).click();
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByRole("listitem"),
  ).toContainText("We could not book your call.");
  await expect(page).toHaveURL(/\/contact\/book-call$/);
  await expectBookingForm(page, values);
  await expect(page.getByRole("button", { name: "Book my call" })).toBeEnabled();
});
