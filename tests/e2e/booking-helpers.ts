import { randomUUID } from "node:crypto";

import { type APIRequestContext, expect, type Page, type TestInfo } from "@playwright/test";

import { availability } from "~/features/booking/availability";
import { DEFAULT_BOOKING_RULES } from "~/features/booking/booking-rules";

// Shared by every booking spec. One server and one database serve all e2e tests, desktop and
// mobile in parallel, and a slot has only three places (one per expert): a test that books
// must never take a place another test counts on. Each booking test therefore owns slots of
// its own, chosen by `slotFor(testInfo, key)` with a key no other test uses (see SLOT_KEYS).

/** The zone the working hours are kept in (the e2e content's rules). */
export const RULES_ZONE = DEFAULT_BOOKING_RULES.timeZone;

/** The experts a call can be assigned to. */
export const EXPERT_NAMES = DEFAULT_BOOKING_RULES.experts.map((expert) => expert.name);

/**
 * Who owns which slot key (one slot per key and project). Add new keys here, never reuse one:
 * two tests with the same key book the same places. Keys 0-9 belong to booking.desktop.spec.ts
 * and booking.spec.ts, 10-19 to the manage-link specs, 20 to forms-no-js.desktop.spec.ts, 21-26 are free.
 */
export const SLOT_KEYS = {
  timeZones: 0,
  takenSlot: 1,
  keyboard: 2,
  axeConfirmation: 3,
  manageFirst: 10,
  manageMoved: 11,
  withoutScript: 20,
} as const;

const SLOTS_PER_DAY = 6;
/** Business days after today that the ten-day window always holds (today may not count). */
const FUTURE_DAYS = 9;
const MAX_KEY = Math.floor((FUTURE_DAYS * SLOTS_PER_DAY) / 2) - 1;

/** "YYYY-MM-DD" of an instant on the clock of `zone`. */
export function dateIn(iso: string, zone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));
}

/** "3:00 PM" on the clock of `zone` (no narrow no-break spaces, whatever the ICU version). */
export function timeIn(iso: string, zone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  })
    .format(new Date(iso))
    .replace(/[\u202f\u00a0]/g, " ");
}

/** "Tuesday 24 November 2026" for a calendar date. */
export function longDay(date: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" }).format(noon);
  return `${part({ weekday: "long" })} ${part({ day: "numeric" })} ${part({ month: "long" })} ${part({ year: "numeric" })}`;
}

/** "Europe/Lisbon" -> "Lisbon", "America/Los_Angeles" -> "Los Angeles". */
export function cityOf(zone: string): string {
  return (zone.split("/").at(-1) ?? zone).replace(/_/g, " ");
}

/** A slot button's accessible name: "3:00 PM Lisbon time (10:00 AM New York)". */
export function slotName(iso: string, zone: string): string {
  const here = `${timeIn(iso, zone)} ${cityOf(zone)} time`;
  return zone === RULES_ZONE ? here : `${here} (${timeIn(iso, RULES_ZONE)} ${cityOf(RULES_ZONE)})`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Every slot the rules make on the business days after today (New York), offered or not,
 * one row per day. Today is left out because it drops from the window at midday, which
 * would shift every index; the days after it change only at midnight.
 */
export function slotGrid(now = new Date()): string[][] {
  const today = dateIn(now.toISOString(), RULES_ZONE);
  return availability(DEFAULT_BOOKING_RULES, [], now)
    .filter((day) => day.date !== today)
    .slice(0, FUTURE_DAYS)
    .map((day) => day.slots.map((slot) => slot.startsAt));
}

/** The slot (ISO start) that `key` owns in this test's project: no other test books it. */
export function slotFor(testInfo: TestInfo, key: number): string {
  if (!Number.isInteger(key) || key < 0 || key > MAX_KEY) {
    throw new Error(`slot key ${key} is outside 0-${MAX_KEY}`);
  }
  const position = key * 2 + (testInfo.project.name === "mobile" ? 1 : 0);
  const grid = slotGrid();
  const slot = grid[Math.floor(position / SLOTS_PER_DAY)]?.[position % SLOTS_PER_DAY];
  if (!slot) throw new Error(`no slot at position ${position}: the rules changed?`);
  return slot;
}

/** A fresh address per call, so no test meets another's "you already have a call". */
export function uniqueEmail(prefix: string): string {
  return `${prefix}+${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;
}

/** What the booking form asks for; selects by option value (labels work too in the UI). */
export interface BookingValues {
  name: string;
  email: string;
  company: string;
  role: string;
  projectType: string;
  budget?: string;
  timeline?: string;
  description?: string;
}

/** Complete values for a booking, with a unique email built from `prefix`. */
export function bookingValues(
  prefix: string,
  overrides: Partial<BookingValues> = {},
): BookingValues {
  return {
    name: "Bea Booker",
    email: uniqueEmail(prefix),
    company: "Booker Labs",
    role: "cto",
    projectType: "web-app",
    budget: "50k-100k",
    timeline: "1-month",
    description: "A ledger for small shops; we want to talk team shape.",
    ...overrides,
  };
}

/** Opens the booking page and waits for React (the slot grid's hidden field appears then). */
export async function openBookingPage(page: Page, path = "/contact/book-call") {
  await page.goto(path);
  await expect(page.locator('input[type="hidden"][name="startsAt"]')).toHaveCount(1);
}

/** The zone the page writes times in (the visitor's, or the one chosen). */
export function shownZone(page: Page): Promise<string> {
  return page.getByRole("combobox", { name: "Show times in" }).inputValue();
}

/** The form's field for each value, by its accessible name as a screen reader says it. */
export function bookingField(page: Page, field: keyof BookingValues) {
  const fields: Record<keyof BookingValues, ["textbox" | "combobox", string]> = {
    name: ["textbox", "Name"],
    email: ["textbox", "Work email"],
    company: ["textbox", "Company"],
    role: ["combobox", "Your role"],
    projectType: ["combobox", "Project type"],
    budget: ["combobox", "Budget (optional)"],
    timeline: ["combobox", "Timeline (optional)"],
    description: ["textbox", "What would you like to discuss? (optional)"],
  };
  const [role, name] = fields[field];
  return page.getByRole(role, { name, exact: true });
}

const SELECTS = new Set<keyof BookingValues>(["role", "projectType", "budget", "timeline"]);

/** Types or chooses each given value. */
export async function fillBookingForm(page: Page, values: Partial<BookingValues>) {
  for (const [field, value] of Object.entries(values) as [keyof BookingValues, string][]) {
    if (value === undefined) continue;
    if (SELECTS.has(field)) await bookingField(page, field).selectOption(value);
    else await bookingField(page, field).fill(value);
  }
}

/** Checks every field shows `values` (selects by option value). */
export async function expectBookingForm(page: Page, values: Partial<BookingValues>) {
  for (const [field, value] of Object.entries(values) as [keyof BookingValues, string][]) {
    if (value === undefined) continue;
    await expect(bookingField(page, field)).toHaveValue(value);
  }
}

/** The day button for `iso`'s local date in the page's zone. */
export async function dayButton(page: Page, iso: string) {
  const zone = await shownZone(page);
  return page
    .getByRole("group", { name: "Days" })
    .getByRole("button", { name: new RegExp(`^${escapeRegExp(longDay(dateIn(iso, zone)))},`) });
}

/** The slot button for `iso` among the shown day's times. */
export async function slotButton(page: Page, iso: string) {
  const zone = await shownZone(page);
  return page.getByRole("button", { name: slotName(iso, zone), exact: true });
}

/** Chooses the day and the time of `iso` by their accessible names, as a visitor would. */
export async function pickSlot(page: Page, iso: string) {
  const day = await dayButton(page, iso);
  await day.click();
  await expect(day).toHaveAttribute("aria-pressed", "true");
  const slot = await slotButton(page, iso);
  await slot.click();
  await expect(slot).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator('input[type="hidden"][name="startsAt"]')).toHaveValue(iso);
}

export interface BookedCall {
  /** The private manage link (absolute), as the confirmation page's address has it. */
  manageUrl: string;
  reference: string;
  email: string;
  startsAt: string;
  expert: string;
  values: BookingValues;
}

const MANAGE_URL = /\/contact\/book-call\/manage\/[^/?#]+/;

/** Books `startsAt` through the page (mouse), lands on the confirmation and reads it. */
export async function bookCall(
  page: Page,
  startsAt: string,
  values: BookingValues = bookingValues("booker"),
): Promise<BookedCall> {
  await openBookingPage(page);
  await pickSlot(page, startsAt);
  await fillBookingForm(page, values);
  await page.getByRole("button", { name: "Book my call" }).click();
  return readConfirmation(page, startsAt, values);
}

/** The confirmation page the booking landed on. */
export async function readConfirmation(
  page: Page,
  startsAt: string,
  values: BookingValues,
): Promise<BookedCall> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your call is booked");
  await expect(page).toHaveURL(MANAGE_URL);
  const url = new URL(page.url());
  url.search = "";
  return {
    manageUrl: url.toString(),
    reference: (await page.getByTestId("booking-reference").textContent())!.trim(),
    email: values.email,
    startsAt,
    expert: (await page.getByTestId("booking-expert").textContent())!.trim(),
    values,
  };
}

/**
 * Books `startsAt` with a plain form post (no browser page), as a form without JavaScript
 * would: fast, for filling a slot's places. Fails unless the server answered with the
 * confirmation.
 */
export async function bookDirect(
  request: APIRequestContext,
  startsAt: string,
  values: BookingValues = bookingValues("direct"),
  timeZone = RULES_ZONE,
): Promise<{ manageUrl: string; email: string; startsAt: string }> {
  const answer = await request.post("/contact/book-call", {
    form: {
      ...values,
      startsAt,
      timeZone,
      idempotencyKey: randomUUID(),
    } as Record<string, string>,
  });
  expect(answer.status(), await answer.text().catch(() => "")).toBe(200);
  expect(answer.url()).toMatch(MANAGE_URL);
  const url = new URL(answer.url());
  url.search = "";
  return { manageUrl: url.toString(), email: values.email, startsAt };
}
