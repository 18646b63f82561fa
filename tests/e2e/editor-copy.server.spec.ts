import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { type Browser, expect, type Page, test } from "@playwright/test";

import { baseURL, MAIL_SINK_PORT } from "../../playwright.config";
import { waitForMailTo } from "./mail";
import { type ServerProcess, startProductionServer } from "./server-process";
import { requestSignIn, waitForSignInLink } from "./staff-helpers";

// A marketer rewords the site in the studio and nobody touches the code: one sentence of each
// page type, the registration intro, a company type's description, a briefing step's
// introduction, a careers heading, a confirmation mail's subject and the newsletter's consent.
// Run on the production server with a copy of the bundled dataset edited as publishing those
// changes in the studio would leave it; each new text is found where a visitor meets it: on
// the page, in the mail, and in the consent stored with a subscription.

test.describe.configure({ mode: "serial" });
const ADMIN = "copy-admin@neargenius.test";
const EDITED = {
  homeIntro: "Edited in the studio: senior engineers, every vetting report in the open.",
  storySummary: "Edited in the studio: how Near Genius began, told again.",
  articleExcerpt: "Edited in the studio: what an offshore team really costs.",
  solutionDescription: "Edited in the studio: fintech teams that pass audits and ship.",
  careersBenefits: "Edited: what working with us gives you",
  registrationIntro: "Edited in the studio: pick the card that fits, then tell us who you are.",
  startupSubtitle: "Edited: from first commit to Series A",
  needsIntro: "Edited in the studio: what is not working, in your own words.",
  contactHero: "Edited in the studio: tell us about the team you need.",
  bookingHero: "Edited in the studio: choose a time and talk to an engineer.",
  contactSubject: "Edited subject: we have your note {reference}",
  newsletterConsent: "Edited consent: send me the Near Genius letter; I can leave any time.",
};
let server: ServerProcess;
const folder = mkdtempSync(path.join(tmpdir(), "ng-editor-copy-e2e-"));

type Doc = Record<string, unknown> & { _id: string; _type: string };

test.beforeAll(async () => {
  const lines = readFileSync("studio/seed/production.ndjson", "utf8").trim().split("\n");
  const docs = lines.map((line) => JSON.parse(line) as Doc);
  const byId = (id: string) => docs.find((doc) => doc._id === id)!;
  // The home page's introduction is its hero block's, as a story page's is.
  const homeBlocks = byId("landingPage").blocks as Record<string, unknown>[];
  homeBlocks.find((block) => block._type === "liveHeroBlock")!.intro = EDITED.homeIntro;
  // The story page's introduction is its hero block's.
  const storyBlocks = byId("page.story").blocks as Record<string, unknown>[];
  storyBlocks.find((block) => block._type === "heroBlock")!.summary = EDITED.storySummary;
  byId("article.nearshore-vs-offshore-true-cost").excerpt = EDITED.articleExcerpt;
  byId("solution.fintechs").description = EDITED.solutionDescription;
  (byId("page.careers").careersHeadings as Record<string, string>).benefits =
    EDITED.careersBenefits;
  byId("teamBuilderSettings").registrationIntro = EDITED.registrationIntro;
  byId("solution.startups").subtitle = EDITED.startupSubtitle;
  (byId("briefingSettings").stepIntros as Record<string, string>).needs = EDITED.needsIntro;
  byId("contactPage").heroBody = EDITED.contactHero;
  byId("bookingSettings").heroBody = EDITED.bookingHero;
  (byId("mailCopy").contact as Record<string, string>).subject = EDITED.contactSubject;
  byId("consentTexts").newsletter = EDITED.newsletterConsent;
  // A client who agreed to be quoted by name.
  Object.assign(byId("testimonial.ledgerline"), { attribution: "named", personName: "Dana Ruiz" });
  const dataset = path.join(folder, "production.ndjson");
  writeFileSync(dataset, `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  const port = Number(new URL(baseURL).port) + 7;
  server = await startProductionServer({
    // After the config's three ports and those the other server specs take.
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(folder, "data"),
    CONTENT_DATASET_FILE: dataset,
    SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_PORT}`,
    STAFF_ADMIN_EMAILS: ADMIN,
    RATE_LIMIT_MAX: "10000",
  });
});

test.afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  rmSync(folder, { recursive: true, force: true });
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

test("each page type shows the sentence the editor changed", async ({ browser }) => {
  const page = await newPage(browser);
  const pages: [string, string][] = [
    ["/", EDITED.homeIntro],
    ["/about/story", EDITED.storySummary],
    ["/insights/articles/nearshore-vs-offshore-true-cost", EDITED.articleExcerpt],
    ["/solutions/fintechs", EDITED.solutionDescription],
    ["/about/careers", EDITED.careersBenefits],
    ["/company-registration", EDITED.registrationIntro],
    ["/contact", EDITED.contactHero],
    ["/contact/book-call", EDITED.bookingHero],
  ];
  for (const [url, text] of pages) {
    const answer = await page.goto(url);
    expect(answer?.status(), url).toBe(200);
    await expect(page.getByText(text, { exact: true }).first(), url).toBeVisible();
  }

  // The company type's description, from the audience's own document, on both forms that
  // offer the choice.
  await page.goto("/company-registration");
  await expect(page.getByText(EDITED.startupSubtitle, { exact: true })).toBeVisible();
  await expect(page.getByText("Racing to MVP and funding")).toHaveCount(0);
  await page.goto("/briefing");
  await expect(page.getByText(EDITED.startupSubtitle, { exact: true })).toBeVisible();
  await page.goto("/briefing?step=2");
  await expect(page.getByText(EDITED.needsIntro, { exact: true })).toBeVisible();

  // A named client is quoted by name, with its rating; an example keeps its label.
  await page.goto("/insights/client-success");
  const named = page.locator("article", { has: page.getByRole("heading", { name: "LedgerLine" }) });
  await expect(named).toContainText("Dana Ruiz, CTO, LedgerLine");
  await expect(named.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(named).not.toContainText("Illustrative example");
  const example = page.locator("article", {
    has: page.getByRole("heading", { name: "Cartwheel" }),
  });
  await expect(example).toContainText("Illustrative example, not a client of record");
});

test("the contact confirmation mail goes out with the subject the editor wrote", async ({
  browser,
}) => {
  const page = await newPage(browser);
  const email = `copy-contact+${Date.now()}@example.com`;
  await page.goto("/contact");
  // The thanks by name come from the form's script: a message sent before it runs is answered
  // by the page without it.
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  const field = (name: string) =>
    page.getByRole("textbox", { name: new RegExp(`^${name}( \\*| \\(optional\\))?$`) });
  await field("Name").fill("Casey Copy");
  await field("Email").fill(email);
  await field("Company").fill("Copy Checks Ltd");
  await field("Message").fill("Checking that the studio words our mails.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank you, Casey Copy!" })).toBeVisible();
  const mail = await waitForMailTo(email, /^Edited subject: we have your note NG-/);
  expect(mail.headers).toMatch(/^Subject: Edited subject: we have your note NG-M-\d{4}-\d{4,}$/m);
});

test("a subscription stores the consent wording the page showed, and refuses one it did not", async ({
  browser,
}) => {
  const page = await newPage(browser);
  const email = `copy-consent+${Date.now()}@example.com`;
  await page.goto("/insights/articles");
  const box = page.locator("form[action='/newsletter/subscribe']");
  await expect(box.getByText(EDITED.newsletterConsent)).toBeVisible();

  // What a page opened before the wording changed would post: the old wording's version. The
  // articles page ships no script, so the box posts as a plain form.
  await box
    .locator("input[name=consentVersion]")
    .evaluate((input: HTMLInputElement) => (input.value = "0".repeat(64)));
  await box.getByLabel("Email address").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription not completed");
  await expect(page.locator("#newsletter-email-error")).toHaveText(
    "The wording of this consent changed while the page was open. Read it again and confirm.",
  );
  await expect(page.getByLabel("Email address")).toHaveValue(email);
  await expect(page.getByText(EDITED.newsletterConsent)).toBeVisible();

  // The box shown again carries the current wording's version: subscribing goes through.
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thanks for subscribing!");

  // What the site holds about the subscriber names the wording agreed to, and its version.
  const admin = await newPage(browser);
  const marker = await requestSignIn(admin, ADMIN, "/admin/people");
  await admin.goto(await waitForSignInLink(ADMIN, marker));
  await admin.getByLabel("Email address").fill(email);
  await admin.getByRole("button", { name: "Look up" }).click();
  const downloading = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Download their data (JSON)" }).click();
  const file = await (await downloading).path();
  const copy = JSON.parse(await readFile(file, "utf8")) as {
    newsletterSubscriptions: { consentText: string; consentVersionId: string | null }[];
  };
  expect(copy.newsletterSubscriptions).toHaveLength(1);
  expect(copy.newsletterSubscriptions[0]?.consentText).toBe(EDITED.newsletterConsent);
  expect(copy.newsletterSubscriptions[0]?.consentVersionId).toMatch(/^[0-9a-f-]{36}$/);
});
