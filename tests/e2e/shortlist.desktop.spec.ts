import { randomUUID } from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { inviteOf, linkIn, waitForMailTo } from "./mail";
import { signInAsStaff, STAFF_RECRUITER } from "./staff-helpers";

// From a submitted briefing to booked interviews: a recruiter picks three engineers with a
// note and sends the shortlist; the client opens the mail's private link in a new browser,
// reads a vetting report, declines one with a reason, chooses the other two, books both
// interviews with the keyboard alone, gets both invites and moves one through its private
// link; the sales inbox then shows the 48-hour clock stopped.

/** axe at the desktop width the test runs at, then at a phone's. */
async function axeAtBothWidths(page: Page) {
  await expectNoAxeViolations(page);
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize(desktop);
}

async function submitBriefing(page: Page, email: string, company: string) {
  const registered = await page.request.post("/company-registration", {
    form: {
      companyType: "fintech",
      companyName: company,
      contactName: "Cleo Client",
      email,
      phone: "",
      idempotencyKey: randomUUID(),
    },
  });
  expect(registered.ok()).toBe(true);
  await page.goto("/briefing?step=3");
  await expect(page.getByRole("button", { name: "AI Assistant" })).toBeVisible();
  // The step is left by a new page load, which reads the server's copy: wait until it has it.
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/briefing/draft") &&
      response.status() === 200 &&
      (response.request().postData() ?? "").includes("ux-designer"),
  );
  await page.getByRole("button", { name: "UX Designer", exact: true }).click();
  await expect(page.getByText("1 role selected, 1 person")).toBeVisible();
  await saved;
  await page.goto("/briefing?step=10");
  await page.getByLabel("I have reviewed all information and it's accurate").check();
  await page.getByRole("button", { name: "Submit Briefing" }).click();
  await expect(page).toHaveURL(/\/briefing\/submitted$/);
}

test("a recruiter sends a shortlist; the client answers it and books two interviews", async ({
  browser,
  page,
}) => {
  test.slow();
  const email = `shortlist+${randomUUID().slice(0, 8)}@example.com`;
  const company = `Shortlist Co ${randomUUID().slice(0, 6)}`;
  await submitBriefing(page, email, company);

  // The recruiter: from the inbox to the builder, two picks, a note, the send.
  const staff = await browser.newContext();
  const recruiter = await staff.newPage();
  await signInAsStaff(recruiter, STAFF_RECRUITER, `/admin?q=${encodeURIComponent(company)}`);
  await recruiter.getByRole("link", { name: company }).click();
  await expect(recruiter.getByRole("heading", { level: 1, name: company })).toBeVisible();
  await recruiter.getByRole("link", { name: "Build shortlist" }).click();
  await expect(recruiter.getByRole("heading", { level: 1 })).toContainText(company);
  const ranking = recruiter.getByRole("list", { name: "Ranking for UX Designer" });
  const picks = ranking.getByRole("button", { name: /^Pick / });
  const names: string[] = [];
  for (let index = 0; index < 3; index++) {
    const button = picks.first();
    names.push(((await button.textContent()) ?? "").replace(/^Pick\s*/, "").trim());
    await button.click();
    await expect(ranking.getByRole("button", { name: `Remove ${names[index]}` })).toBeVisible();
    // The button says "Remove" while the pick is still on its way; picks that overlap are
    // stored in the order they reach the server, so each is awaited (the count is the
    // server's) to keep the order made.
    await expect(
      recruiter.getByRole("heading", { level: 3, name: `Picked: ${index + 1}` }),
    ).toBeVisible();
  }
  await ranking.getByLabel(`Why this person (${names[0]})`).fill("Designed a lending app");
  await ranking.getByRole("button", { name: `Save note for ${names[0]}` }).click();
  await expect(recruiter.getByRole("status").filter({ hasText: "Note saved." })).toBeVisible();
  await recruiter.getByRole("button", { name: "Send shortlist" }).click();
  await expect(
    recruiter.getByRole("status").filter({ hasText: "Shortlist version 1 sent" }),
  ).toBeVisible();
  await staff.close();

  // The client, in a browser that has never seen the site: the link names their lead.
  const mail = await waitForMailTo(email, /shortlist/i);
  const link = linkIn(mail, "/shortlist/open/");
  const fresh = await browser.newContext();
  const client = await fresh.newPage();
  await client.goto(link);
  await expect(client).toHaveURL(/\/shortlist$/);
  await expect(client.getByRole("heading", { level: 1, name: "Your shortlist" })).toBeVisible();
  await expect(client.getByText("Designed a lending app")).toBeVisible();
  await expect(client.getByText("Vetting report").first()).toBeVisible();
  await expectNoAxeViolations(client);
  // The PDF for the hiring team: the link answers with the document itself.
  const pdf = await client.request.get(
    (await client.getByRole("link", { name: "Download as PDF" }).getAttribute("href"))!,
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // Not a fit, with a reason; then the other two for interview.
  const declineForm = client
    .locator("details")
    .filter({ has: client.getByText(`Not a fit: ${names[1]}`) })
    .locator("form");
  await client.getByText(`Not a fit: ${names[1]}`).click();
  await declineForm.getByLabel("Main reason").selectOption("rate");
  await declineForm.getByRole("button", { name: "Not a fit" }).click();
  await expect(client.locator('[data-decision="declined"]')).toHaveCount(1);
  for (const name of [names[0], names[2]]) {
    await client.getByRole("button", { name: `Interview ${name}` }).click();
  }
  await expect(client.locator('[data-decision="selected"]')).toHaveCount(2);

  // Reloaded, the answers are the server's.
  await client.reload();
  await expect(client.locator('[data-decision="declined"]')).toHaveCount(1);
  await expect(client.locator('[data-decision="selected"]')).toHaveCount(2);

  // Booking both interviews with the keyboard alone: a time for each, then the button.
  await client.getByRole("link", { name: "Book interviews" }).click();
  await expect(
    client.getByRole("heading", { level: 1, name: "Book your interviews" }),
  ).toBeVisible();
  await axeAtBothWidths(client);
  for (const name of [names[0], names[2]]) {
    const select = client.getByLabel(`Interview time with ${name}`);
    await select.focus();
    // A few days ahead, so the move below is well before the change cut-off.
    const value = await select
      .locator("option")
      .nth(name === names[0] ? 12 : 16)
      .getAttribute("value");
    await select.selectOption(value!);
    await expect(select).toBeFocused();
  }
  await client.keyboard.press("Tab");
  await expect(client.getByLabel(/Tell the engineers our company's name/)).toBeFocused();
  await client.keyboard.press("Tab");
  await expect(client.getByRole("button", { name: "Book interviews" })).toBeFocused();
  await client.keyboard.press("Enter");
  await expect(client.getByRole("heading", { name: "Interviews booked" })).toBeVisible();
  const booked = client.getByRole("region", { name: "Your interviews" }).getByRole("listitem");
  await expect(booked).toHaveCount(2);
  // The end-to-end pool is the sample pool: every engineer the client sees says so.
  for (const item of await booked.all())
    await expect(item.getByText("Sample profile")).toBeVisible();

  const invites = [];
  for (const name of [names[0], names[2]]) {
    const mail = await waitForMailTo(email, new RegExp(`Interview booked with ${name}`));
    invites.push(inviteOf(mail));
  }
  for (const invite of invites) expect(invite).toMatchObject({ method: "REQUEST", sequence: 0 });

  // Moving the first through its private link: the invite updates the same event.
  await client
    .getByRole("link", { name: `Reschedule or cancel the interview with ${names[0]}` })
    .click();
  await expect(
    client.getByRole("heading", { level: 1, name: `Your interview with ${names[0]}` }),
  ).toBeVisible();
  await expect(client.getByText("Sample profile")).toBeVisible();
  await axeAtBothWidths(client);
  const newTime = client.getByLabel("New time");
  const later = await newTime.locator("option").nth(3).getAttribute("value");
  await newTime.selectOption(later!);
  await client.getByRole("button", { name: "Move the interview" }).click();
  await expect(client.getByRole("heading", { name: "Interview moved" })).toBeVisible();
  const moved = inviteOf(
    await waitForMailTo(email, new RegExp(`Interview with ${names[0]} moved`)),
  );
  expect(moved).toMatchObject({
    method: "REQUEST",
    sequence: 1,
    uid: invites[0]!.uid,
    start: later,
  });
  // Both ways back: to the interview list, and from there to the shortlist.
  await client.getByRole("link", { name: "All your interviews" }).click();
  await expect(
    client.getByRole("heading", { level: 1, name: "Book your interviews" }),
  ).toBeVisible();
  await client.getByRole("link", { name: "Back to your shortlist" }).click();
  await expect(client.getByRole("heading", { level: 1, name: "Your shortlist" })).toBeVisible();
  await fresh.close();

  // The sales inbox: the clock stopped at the first booking.
  const salesContext = await browser.newContext();
  const sales = await salesContext.newPage();
  await signInAsStaff(sales, STAFF_RECRUITER, `/admin?q=${encodeURIComponent(company)}`);
  await expect(sales.getByRole("row").filter({ hasText: company })).toContainText(/stopped after/);
  await salesContext.close();
});

test("a browser without a shortlist finds its way on from every private page", async ({ page }) => {
  /** Follows a link and checks the page it lands on answers with the status and heading given. */
  async function follow(name: string, path: RegExp, heading: string | RegExp, status = 200) {
    await page.getByRole("main").getByRole("link", { name, exact: true }).click();
    // A hydrated page moves on without a document request: ask the server for the address too.
    await expect(page).toHaveURL((url) => path.test(url.pathname));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect((await page.request.get(page.url())).status()).toBe(status);
  }
  const contactHeading = "Let's talk about your team";

  expect((await page.goto("/shortlist/interviews/manage/not-a-token"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link is not valid");
  // No shortlist in this browser, so the interview list says how one arrives, and where to ask.
  await follow("Your interviews", /^\/shortlist\/interviews$/, "No shortlist here yet", 404);
  await follow("Contact us", /^\/contact$/, contactHeading);

  expect((await page.goto("/shortlist"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No shortlist here yet");
  await follow("Contact us", /^\/contact$/, contactHeading);
  await page.goto("/shortlist");
  await follow("Start your briefing", /^\/briefing$/, "Brief us on your team");

  expect((await page.goto(`/shortlist/open/${"x".repeat(43)}`))?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");
  await follow("Ask for a new link", /^\/contact$/, contactHeading);
  await page.goto(`/shortlist/open/${"x".repeat(43)}`);
  await follow("Try your shortlist", /^\/shortlist$/, "No shortlist here yet", 404);
});
