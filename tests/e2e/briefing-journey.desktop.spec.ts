import { randomUUID } from "node:crypto";

import { expect, type Locator, type Page, test } from "@playwright/test";

import { linkIn, waitForMailTo } from "./mail";

// The briefing wizard as a visitor meets it: from registration through the team builder to a
// submitted briefing and its mail, a reload and Back in the middle, "Save and finish later"
// on another browser, the summary's links, the keyboard alone, and a submit sent twice.

const REVIEWED = "I have reviewed all information and it's accurate";
const REFERENCE = /NG-B-(\d{4})-\d{4,}/;

const uniqueEmail = (prefix: string) => `${prefix}+${randomUUID().slice(0, 8)}@example.com`;

function stepHeading(page: Page) {
  return page.getByRole("heading", { level: 2 }).and(page.locator("#briefing-step-heading"));
}

/** Next, and the step that follows is the one shown. */
async function next(page: Page, title: string) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(stepHeading(page)).toHaveText(title);
}

/** The value a description list shows for `label` (its <dd>): summary answers, the reference. */
function summaryValue(page: Page, label: string): Locator {
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
    .locator("dd");
}

/** The wizard's next save to the server whose draft contains `fragment`. */
function draftSaved(page: Page, fragment: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/briefing/draft") &&
      response.ok() &&
      (response.request().postData() ?? "").includes(fragment),
  );
}

/** The wizard answers to input once React has hydrated it ("Save and finish later" is client-only). */
async function openWizard(page: Page, path = "/briefing") {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Save and finish later" })).toBeVisible();
}

async function register(page: Page, email: string, company: string, contact: string) {
  await page.goto("/company-registration");
  // What follows the visitor is written by the form's script: it must be running before the
  // form is used, or a slow machine posts the plain form first.
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
  await page.getByRole("main").getByText("Fintech", { exact: true }).click();
  await page.getByLabel("Company Name").fill(company);
  await page.getByLabel("Your Name").fill(contact);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue to Team Selection" }).click();
  await expect(page).toHaveURL(/\/stack-selection$/);
}

/** Step 1's required answers and one role: the least a briefing can be submitted with. */
async function fillMinimum(page: Page, email: string) {
  await page.getByLabel("Company name").fill("Twice Ltd");
  await page.getByLabel("Contact name").fill("Tess Twice");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("main").getByText("Midmarket", { exact: true }).click();
  await page.getByRole("link", { name: "Team Composition" }).click();
  await expect(stepHeading(page)).toHaveText("Team Composition");
  await page.getByRole("button", { name: "QA Engineer", exact: true }).click();
  await expect(page.getByText("1 role selected, 1 person")).toBeVisible();
}

test.describe("the briefing wizard, end to end", () => {
  test("from registration through the team builder to a submitted briefing and its mail", async ({
    page,
  }) => {
    test.slow();
    const email = uniqueEmail("brief");
    await register(page, email, "Journey Pay", "Jo Journey");

    await page.getByRole("checkbox", { name: "Frontend Developer" }).click();
    await page.getByRole("checkbox", { name: "Backend Developer" }).click();
    await page.getByRole("button", { name: /Continue to Calculator/ }).click();
    await expect(page.getByTestId("team-member")).toHaveCount(2);
    // One more developer just before moving on: the briefing must have them even though
    // the calculator's debounced save to the lead has not landed when /briefing loads.
    await page
      .locator('[data-testid="team-member"][data-slug="backend"]')
      .getByRole("button", { name: /More Backend Developers/ })
      .click();
    await page.getByRole("link", { name: "Continue to Briefing" }).click();
    await expect(page).toHaveURL(/\/briefing$/);
    await expect(page.getByRole("button", { name: "Save and finish later" })).toBeVisible();

    // Step 1: what registration asked for is there already.
    await expect(stepHeading(page)).toHaveText("Company Information");
    await expect(page.getByText("Step 1 of 10")).toBeVisible();
    await expect(page.getByLabel("Company name")).toHaveValue("Journey Pay");
    await expect(page.getByLabel("Contact name")).toHaveValue("Jo Journey");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByRole("radio", { name: /^Fintech/ })).toBeChecked();

    await next(page, "Pain Points & Project Needs");
    await page
      .getByRole("textbox", { name: "Requirement", exact: true })
      .fill("PCI DSS experience");
    await page.getByRole("textbox", { name: "Requirement", exact: true }).press("Enter");
    await expect(
      page.getByRole("list", { name: "Critical requirements" }).getByRole("listitem"),
    ).toHaveText([/PCI DSS experience/]);

    // Step 3: the team builder's roles and head count.
    await next(page, "Team Composition");
    await expect(
      page.getByRole("button", { name: "Frontend Developer", exact: true }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(
      page.getByRole("button", { name: "Backend Developer", exact: true }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "QA Engineer", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(page.getByText("2 roles selected, 3 people")).toBeVisible();
    const selected = page.getByRole("list", { name: "Selected roles" });
    await expect(
      selected.getByRole("listitem").filter({ hasText: "Backend Developer" }).getByLabel("People"),
    ).toHaveValue("2");

    await next(page, "Role Details");
    const frontend = page.getByRole("region", { name: /^Frontend Developer/ });
    await frontend
      .getByRole("combobox", { name: "Tech stack for Frontend Developer" })
      .fill("Svelte");
    await frontend
      .getByRole("combobox", { name: "Tech stack for Frontend Developer" })
      .press("Enter");
    await expect(
      frontend.getByRole("list", { name: "Tech stack for Frontend Developer" }),
    ).toContainText("Svelte");
    await frontend.getByLabel("Seniority").selectOption("expert");

    await next(page, "Knowledge and Background");
    await page.getByLabel("Use cases").fill("Merchants take card payments in their shops.");

    await next(page, "Interview Process");
    await page.getByRole("button", { name: "Use the usual process" }).click();
    await expect(
      page.getByRole("list", { name: "Interview stages" }).getByRole("listitem"),
    ).toHaveCount(3);

    await next(page, "Engagement Model");
    await page.getByRole("radio", { name: /Dedicated team/ }).check();

    await next(page, "Budget & Timeline");
    await page.getByLabel("Monthly budget (U.S. dollars)").fill("40000");

    await next(page, "Scheduling");
    await page.getByRole("checkbox", { name: /^Monday morning/ }).check();

    await next(page, "Summary");
    await expect(summaryValue(page, "Company name")).toHaveText("Journey Pay");
    await expect(summaryValue(page, "Email")).toHaveText(email);
    await expect(summaryValue(page, "Company type")).toHaveText("Fintech");
    await expect(summaryValue(page, "Critical requirements")).toHaveText(
      "PCI DSS experience (must-have)",
    );
    await expect(summaryValue(page, "Roles")).toContainText("1 × Frontend Developer");
    await expect(summaryValue(page, "Roles")).toContainText("2 × Backend Developer");
    await expect(summaryValue(page, "Frontend Developer: tech stack")).toHaveText("Svelte");
    await expect(summaryValue(page, "Frontend Developer: seniority")).toHaveText("Expert");
    await expect(summaryValue(page, "Use cases")).toHaveText(
      "Merchants take card payments in their shops.",
    );
    await expect(summaryValue(page, "Interview stages")).toContainText("1. Screening");
    await expect(summaryValue(page, "Interview stages")).toContainText("3. Final interview");
    await expect(summaryValue(page, "Engagement model")).toHaveText("Dedicated team");
    await expect(summaryValue(page, "Monthly budget")).toHaveText("$40,000");
    await expect(summaryValue(page, "Preferred interview slots")).toHaveText("Monday morning");
    // What was left empty says so.
    for (const empty of ["Website", "Pain point", "Industries", "Start date", "Availability"]) {
      await expect(summaryValue(page, empty)).toHaveText("Not provided");
    }

    const submit = page.getByRole("button", { name: "Submit Briefing" });
    await expect(submit).toBeDisabled();
    await page.getByRole("checkbox", { name: REVIEWED }).check();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL(/\/briefing\/submitted$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Briefing submitted");
    const reference = (await summaryValue(page, "Your reference").textContent())!.trim();
    const match = REFERENCE.exec(reference);
    expect(match, `reference ${reference}`).not.toBeNull();
    const submittedAt = await page.locator("time").first().getAttribute("datetime");
    expect(Number(match![1])).toBe(new Date(submittedAt!).getUTCFullYear());
    await expect(page.getByText(`We have sent a confirmation to ${email}`)).toBeVisible();

    const mail = await waitForMailTo(email, new RegExp(reference));
    expect(mail.headers).toMatch(new RegExp(`^Subject: .*${reference}`, "m"));
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toBe("application/pdf");
    expect(mail.attachments[0]!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // The next step: the booking page, its form started with what the briefing said.
    await page.getByRole("link", { name: "Book a call with an expert" }).click();
    await expect(page).toHaveURL(/\/contact\/book-call$/);
    await expect(page.locator("h1")).toHaveText("Book a Call with an Expert");
    await expect(page.getByRole("textbox", { name: "Work email" })).toHaveValue(email);
  });

  test("a reload on step 7 keeps every answer, and Back returns to the step before", async ({
    page,
  }) => {
    const email = uniqueEmail("reload");
    await openWizard(page);
    await page.getByLabel("Company name").fill("Reload Works");
    await page.getByLabel("Contact name").fill("Rae Reload");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Website").fill("reload.example");
    await page.getByRole("main").getByText("Seed+ Startup", { exact: true }).click();

    await next(page, "Pain Points & Project Needs");
    await page.getByLabel("What is the main pain point you want solved?").fill("Slow hiring");
    await page
      .getByRole("textbox", { name: "Requirement", exact: true })
      .fill("On call once a month");
    await page.getByRole("button", { name: "Add requirement" }).click();

    await next(page, "Team Composition");
    await page.getByRole("button", { name: "Data Engineer", exact: true }).click();
    await page.getByRole("button", { name: "One more Data Engineer" }).click();
    await expect(page.getByText("1 role selected, 2 people")).toBeVisible();

    await next(page, "Role Details");
    await page.getByLabel("Seniority").selectOption("mid");
    await page.getByLabel("English level").selectOption("fluent");

    await next(page, "Knowledge and Background");
    await page.getByLabel("Industries").fill("Logistics");

    await next(page, "Interview Process");
    await page.getByRole("button", { name: "Use the usual process" }).click();
    await page.getByLabel("How long may the whole process take?").fill("12");

    await next(page, "Engagement Model");
    await page.getByRole("radio", { name: /Staff augmentation/ }).check();
    await page.getByLabel("Overlap with your working hours").selectOption("4");
    await page.getByLabel("Contract preference").selectOption("trial-first");

    await page.reload();
    await expect(page.getByRole("button", { name: "Save and finish later" })).toBeVisible();
    await expect(stepHeading(page)).toHaveText("Engagement Model");
    await expect(page.getByRole("radio", { name: /Staff augmentation/ })).toBeChecked();
    await expect(page.getByLabel("Overlap with your working hours")).toHaveValue("4");
    await expect(page.getByLabel("Contract preference")).toHaveValue("trial-first");

    await page.goBack();
    await expect(page).toHaveURL(/step=6$/);
    await expect(stepHeading(page)).toHaveText("Interview Process");
    await expect(
      page.getByRole("list", { name: "Interview stages" }).getByRole("listitem"),
    ).toHaveCount(3);
    await expect(page.getByLabel("How long may the whole process take?")).toHaveValue("12");

    const steps = page.getByRole("navigation", { name: "Briefing steps" });
    await steps.getByRole("link", { name: "Company Information" }).click();
    await expect(stepHeading(page)).toHaveText("Company Information");
    await expect(page.getByLabel("Company name")).toHaveValue("Reload Works");
    await expect(page.getByLabel("Contact name")).toHaveValue("Rae Reload");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Website")).toHaveValue("reload.example");
    await expect(page.getByRole("radio", { name: /^Seed\+ Startup/ })).toBeChecked();

    await steps.getByRole("link", { name: "Pain Points & Project Needs" }).click();
    await expect(page.getByLabel("What is the main pain point you want solved?")).toHaveValue(
      "Slow hiring",
    );
    await expect(page.getByRole("list", { name: "Critical requirements" })).toContainText(
      "On call once a month",
    );

    await steps.getByRole("link", { name: "Team Composition" }).click();
    await expect(page.getByText("1 role selected, 2 people")).toBeVisible();

    await steps.getByRole("link", { name: "Role Details" }).click();
    await expect(page.getByLabel("Seniority")).toHaveValue("mid");
    await expect(page.getByLabel("English level")).toHaveValue("fluent");

    await steps.getByRole("link", { name: "Knowledge and Background" }).click();
    await expect(page.getByLabel("Industries")).toHaveValue("Logistics");
  });

  test("Save and finish later mails a link that reopens the briefing in another browser", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("later");
    await register(page, email, "Later Labs", "Lou Later");
    await openWizard(page);
    await expect(page.getByLabel("Company name")).toHaveValue("Later Labs");
    await page.getByLabel("Why are you looking for us?").fill("Our own hiring is too slow.");
    await next(page, "Pain Points & Project Needs");
    await page.getByLabel("Product or service context").fill("A ledger for small shops.");
    await page.getByRole("textbox", { name: "Requirement", exact: true }).fill("Event sourcing");
    await page.getByRole("textbox", { name: "Requirement", exact: true }).press("Enter");

    await page.getByRole("button", { name: "Save and finish later" }).click();
    await expect(
      page.getByText(`We emailed ${email} a private link that reopens this briefing`),
    ).toBeVisible();

    const mail = await waitForMailTo(email, /Continue your .* team briefing/);
    const resume = linkIn(mail, "/resume/");
    const other = await browser.newContext();
    try {
      const device = await other.newPage();
      await device.goto(resume);
      await expect(device).toHaveURL(/\/briefing$/);
      await expect(device.getByRole("button", { name: "Save and finish later" })).toBeVisible();
      await expect(device.getByLabel("Company name")).toHaveValue("Later Labs");
      await expect(device.getByLabel("Why are you looking for us?")).toHaveValue(
        "Our own hiring is too slow.",
      );
      await device.getByRole("button", { name: "Next", exact: true }).click();
      await expect(device.getByLabel("Product or service context")).toHaveValue(
        "A ledger for small shops.",
      );
      await expect(device.getByRole("list", { name: "Critical requirements" })).toContainText(
        "Event sourcing",
      );
    } finally {
      await other.close();
    }
  });

  test("the summary's Change links open their step, and problem links focus the field", async ({
    page,
  }) => {
    await openWizard(page, "/briefing?step=10");
    const titles = [
      "Company Information",
      "Pain Points & Project Needs",
      "Team Composition",
      "Role Details",
      "Knowledge and Background",
      "Interview Process",
      "Engagement Model",
      "Budget & Timeline",
      "Scheduling",
    ];
    for (const [index, title] of titles.entries()) {
      await page.getByRole("link", { name: `Change ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`step=${index + 1}$`));
      await expect(stepHeading(page)).toHaveText(title);
      await expect(stepHeading(page)).toBeFocused();
      await page.goBack();
      await expect(stepHeading(page)).toHaveText("Summary");
    }

    // A visitor with nothing filled in submits: the server lists what is missing.
    const submitEmpty = async () => {
      await page.getByRole("checkbox", { name: REVIEWED }).check();
      await page.getByRole("button", { name: "Submit Briefing" }).click();
      await expect(page.getByRole("alert")).toContainText("Please fix these before you submit:");
    };
    await submitEmpty();
    const problems = page.getByRole("alert").getByRole("link");
    await expect(problems).toHaveText([
      "Company name is required (step 1)",
      "Contact name is required (step 1)",
      "Email is required (step 1)",
      "Please select your company type (step 1)",
      "Select at least one role (step 3)",
    ]);

    await page.getByRole("link", { name: "Email is required (step 1)" }).click();
    await expect(stepHeading(page)).toHaveText("Company Information");
    await expect(page.getByLabel("Email")).toBeFocused();

    await page
      .getByRole("navigation", { name: "Briefing steps" })
      .getByRole("link", { name: "Summary" })
      .click();
    await submitEmpty();
    await page.getByRole("link", { name: "Select at least one role (step 3)" }).click();
    await expect(stepHeading(page)).toHaveText("Team Composition");
    // The role list's field is its first toggle.
    await expect(page.getByRole("button", { name: "Tech Lead", exact: true })).toBeFocused();
  });

  test("the whole wizard by keyboard alone", async ({ page }) => {
    test.slow();
    const email = uniqueEmail("keys");
    /** Presses `key` until `target` has focus, as someone tabbing through the page would. */
    const tabTo = async (target: Locator, key: "Tab" | "Shift+Tab" = "Tab") => {
      // Found once: finding an element by role and name on every press is slow.
      const element = await target.elementHandle();
      try {
        for (let presses = 0; presses < 80; presses += 1) {
          if (await element!.evaluate((node) => node === document.activeElement)) return;
          await page.keyboard.press(key);
        }
      } finally {
        await element!.dispose();
      }
      await expect(target).toBeFocused();
    };
    const nextByKeyboard = async (title: string) => {
      await tabTo(page.getByRole("button", { name: "Next", exact: true }));
      await page.keyboard.press("Enter");
      await expect(stepHeading(page)).toHaveText(title);
      await expect(stepHeading(page)).toBeFocused();
    };

    await openWizard(page);
    await tabTo(page.getByRole("button", { name: "Fill Manually" }));
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Company name")).toBeFocused();
    await page.keyboard.type("Keyboard Co");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Kim Keys");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    // One field too far, and back.
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Website")).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByLabel("Email")).toBeFocused();
    await tabTo(page.getByRole("radio", { name: /^Seed\+ Startup/ }));
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: /^Fintech/ })).toBeChecked();

    await nextByKeyboard("Pain Points & Project Needs");
    await tabTo(page.getByRole("textbox", { name: "Requirement", exact: true }));
    await page.keyboard.type("Typed by keyboard");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("list", { name: "Critical requirements" })).toContainText(
      "Typed by keyboard",
    );

    await nextByKeyboard("Team Composition");
    await tabTo(page.getByRole("button", { name: "Backend Developer", exact: true }));
    await page.keyboard.press("Space");
    await expect(page.getByText("1 role selected, 1 person")).toBeVisible();
    await tabTo(page.getByRole("button", { name: "One more Backend Developer" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("1 role selected, 2 people")).toBeVisible();

    await nextByKeyboard("Role Details");
    const stack = page.getByRole("combobox", { name: "Tech stack for Backend Developer" });
    await tabTo(stack);
    await page.keyboard.type("Postgre");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("list", { name: "Tech stack for Backend Developer" }),
    ).toContainText("PostgreSQL");
    await tabTo(page.getByLabel("Seniority"));
    await page.keyboard.press("ArrowDown");
    await expect(page.getByLabel("Seniority")).toHaveValue("junior");

    await nextByKeyboard("Knowledge and Background");
    await tabTo(page.getByLabel("Use cases"));
    await page.keyboard.type("Route planning for couriers.");

    await nextByKeyboard("Interview Process");
    await tabTo(page.getByRole("button", { name: "Use the usual process" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("list", { name: "Interview stages" }).getByRole("listitem"),
    ).toHaveCount(3);

    await nextByKeyboard("Engagement Model");
    await tabTo(page.getByRole("radio", { name: /Staff augmentation/ }));
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /Dedicated team/ })).toBeChecked();

    await nextByKeyboard("Budget & Timeline");
    await tabTo(page.getByLabel("Monthly budget (U.S. dollars)"));
    await page.keyboard.type("25000");

    await nextByKeyboard("Scheduling");
    await tabTo(page.getByRole("checkbox", { name: /^Tuesday afternoon/ }));
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: /^Tuesday afternoon/ })).toBeChecked();

    await nextByKeyboard("Summary");
    await expect(summaryValue(page, "Roles")).toHaveText("2 × Backend Developer");
    await expect(summaryValue(page, "Monthly budget")).toHaveText("$25,000");
    await tabTo(page.getByRole("checkbox", { name: REVIEWED }));
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Submit Briefing" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/briefing\/submitted$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Briefing submitted");
    await expect(summaryValue(page, "Your reference")).toHaveText(REFERENCE);
  });

  test("the same draft submitted twice is stored once", async ({ page, context }) => {
    const email = uniqueEmail("twice");
    await openWizard(page);
    await fillMinimum(page, email);
    await page.getByRole("link", { name: "Summary" }).click();
    const saved = draftSaved(page, '"reviewed":true');
    await page.getByRole("checkbox", { name: REVIEWED }).check();
    await saved;

    // The same draft open in a second tab (it comes from the server's copy).
    const tab = await context.newPage();
    await openWizard(tab, "/briefing?step=10");
    await expect(summaryValue(tab, "Roles")).toHaveText("1 × QA Engineer");
    await expect(tab.getByRole("checkbox", { name: REVIEWED })).toBeChecked();

    // What the first tab's form posts, kept to post it once more as a resent request would.
    const form = page.locator("form").filter({
      has: page.getByRole("button", { name: "Submit Briefing" }),
    });
    const draft = await form.locator('input[name="draft"]').inputValue();
    const timeZone = await form.locator('input[name="timeZone"]').inputValue();

    await page.getByRole("button", { name: "Submit Briefing" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Briefing submitted");
    const reference = (await summaryValue(page, "Your reference").textContent())!.trim();
    expect(reference).toMatch(REFERENCE);

    await tab.getByRole("button", { name: "Submit Briefing" }).click();
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Briefing submitted");
    await expect(summaryValue(tab, "Your reference")).toHaveText(reference);

    const answer = await page.request.post("/briefing?step=10", { form: { draft, timeZone } });
    expect(answer.url()).toMatch(/\/briefing\/submitted$/);
    expect(await answer.text()).toContain(reference);
    await page.reload();
    await expect(summaryValue(page, "Your reference")).toHaveText(reference);
  });
});
