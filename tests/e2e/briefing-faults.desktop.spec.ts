import { randomUUID } from "node:crypto";

import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";

import { BRIEFING_LIMITS } from "~/features/briefing/briefing-draft";
import { BRIEFING_FILE_MESSAGES, formatFileSize } from "~/features/briefing/briefing-files";

import { pdf, png } from "../fixtures/documents";
import { linkIn, waitForMailTo } from "./mail";
import { FROM_SITE } from "./same-site";

// What goes wrong in the briefing, and what the visitor sees then: an answer too long to
// keep, a file that is not what its name says, a resume link that was tampered with, and
// the assistant asked something its FAQ does not cover.

const WHY_US = "Why are you looking for us?";

/**
 * Registers a company through /company-registration as the form posts without JavaScript.
 * The request context given keeps the lead cookie (a page's `page.request` shares it with
 * the page).
 */
async function register(request: APIRequestContext): Promise<string> {
  const email = `faults+${randomUUID().slice(0, 8)}@example.com`;
  const response = await request.post("/company-registration", {
    form: {
      companyType: "fintech",
      companyName: "Fault Pay",
      contactName: "Fay Fault",
      email,
      phone: "",
      idempotencyKey: randomUUID(),
    },
  });
  expect(response.ok()).toBe(true);
  return email;
}

/** The next draft save the server accepts whose body contains `text`. */
function draftSaved(page: Page, text: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/briefing/draft") &&
      response.status() === 200 &&
      (response.request().postData() ?? "").includes(text),
  );
}

async function openHydrated(page: Page, step: number) {
  await page.goto(`/briefing?step=${step}`);
  // The assistant's toggle renders only once the page is hydrated.
  await expect(page.getByRole("button", { name: "AI Assistant" })).toBeVisible();
}

test("an over-long answer cannot be typed, and the server refuses it naming the field", async ({
  page,
  request,
}) => {
  await openHydrated(page, 1);
  const whyUs = page.getByLabel(WHY_US);
  await expect(whyUs).toHaveAttribute("maxlength", String(BRIEFING_LIMITS.longText));
  // Pasting more than fits keeps only what fits; typing on at the limit adds nothing.
  await whyUs.fill("a".repeat(BRIEFING_LIMITS.longText + 25));
  await expect(whyUs).toHaveValue("a".repeat(BRIEFING_LIMITS.longText));
  await whyUs.press("End");
  await page.keyboard.type("more");
  await expect(whyUs).toHaveValue("a".repeat(BRIEFING_LIMITS.longText));

  // A client that ignores maxlength is refused: 400, the problem at the field, nothing cut.
  const answer = await request.post("/api/briefing/draft", {
    headers: FROM_SITE,
    data: {
      draft: {
        id: randomUUID(),
        companyInfo: { name: "Long Pay", whyUs: "a".repeat(BRIEFING_LIMITS.longText + 1) },
      },
    },
  });
  expect(answer.status()).toBe(400);
  const body = await answer.json();
  expect(body).toMatchObject({ ok: false, error: "Some answers cannot be saved as they are." });
  expect(body.problems).toEqual([
    {
      path: ["companyInfo", "whyUs"],
      message: `${WHY_US} must be at most ${BRIEFING_LIMITS.longText} characters`,
      step: 1,
      fieldId: "briefing-companyInfo-whyUs",
    },
  ]);
});

test("a renamed image is refused beside the upload; a real PDF is listed and removed", async ({
  page,
}) => {
  await register(page.request);
  await openHydrated(page, 2);
  const painPoint = page.getByLabel("What is the main pain point you want solved?");
  const saved = draftSaved(page, "Releases slip every sprint");
  await painPoint.fill("Releases slip every sprint");
  await saved;

  const input = page.getByLabel("Upload a document");
  const refused = page.waitForResponse((response) =>
    response.url().endsWith("/api/briefing/files"),
  );
  await input.setInputFiles({
    name: "brief.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(png()),
  });
  expect((await refused).status()).toBe(415);
  const problem = `brief.pdf: ${BRIEFING_FILE_MESSAGES.wrongType}`;
  await expect(page.getByRole("alert")).toHaveText(problem);
  await expect(input).toHaveAccessibleDescription(new RegExp(escape(problem)));
  await expect(page.getByRole("list", { name: "Uploaded documents" })).toHaveCount(0);
  await expect(painPoint).toHaveValue("Releases slip every sprint");

  const bytes = await pdf();
  const uploaded = draftSaved(page, "Job description.pdf");
  await input.setInputFiles({
    name: "Job description.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(bytes),
  });
  const list = page.getByRole("list", { name: "Uploaded documents" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText("Job description.pdf");
  await expect(list.getByRole("listitem")).toContainText(formatFileSize(bytes.length));
  await expect(page.getByRole("alert")).toHaveCount(0);
  await uploaded;

  // The server's copy holds both the answer and the document.
  await page.reload();
  await expect(painPoint).toHaveValue("Releases slip every sprint");
  await expect(list.getByRole("listitem")).toContainText("Job description.pdf");

  const removed = page.waitForResponse((response) =>
    /\/api\/briefing\/files\/.+\/delete$/.test(response.url()),
  );
  await list.getByRole("button", { name: "Remove Job description.pdf" }).click();
  expect((await removed).status()).toBe(200);
  await expect(list).toHaveCount(0);
  await expect(input).toBeFocused();
  await expect(painPoint).toHaveValue("Releases slip every sprint");
});

test("a tampered resume link answers 410 with a way on that works", async ({ page, request }) => {
  const email = await register(request);
  const link = new URL(linkIn(await waitForMailTo(email), "/resume/"));
  const token = link.pathname.slice("/resume/".length);
  // One character changed in the middle of the token, where every bit counts.
  const middle = Math.floor(token.length / 2);
  const tampered = `${token.slice(0, middle)}${token[middle] === "A" ? "B" : "A"}${token.slice(middle + 1)}`;

  for (const path of [`/resume/${tampered}`, "/resume/not-a-token%20at-all"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");
  }
  const start = page.getByRole("main").getByRole("link", { name: "Start with your company" });
  const href = await start.getAttribute("href");
  await start.click();
  await expect(page).toHaveURL(/\/company-registration$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tell us about your company");
  expect((await page.request.get(href!)).status()).toBe(200);
});

test("the assistant suggests a stack, answers from the FAQ and says when it cannot", async ({
  page,
}) => {
  await register(page.request);
  await openHydrated(page, 3);
  await page.getByRole("button", { name: "Backend Developer" }).click();
  await page.getByRole("button", { name: "Frontend Developer" }).click();
  await expect(page.getByText("2 roles selected, 2 people")).toBeVisible();

  await page.getByRole("button", { name: "AI Assistant" }).click();
  const panel = page.getByRole("region", { name: "AI Assistant" });
  const log = panel.getByRole("log", { name: "Assistant messages" });
  await panel.getByRole("button", { name: "Suggest a tech stack" }).click();
  const backend = log.getByText(/^Added .+ to Backend Developer\.$/);
  const frontend = log.getByText(/^Added .+ to Frontend Developer\.$/);
  await expect(backend).toBeVisible();
  await expect(frontend).toBeVisible();
  // "Added Node.js, PostgreSQL and Docker to Backend Developer." names what was added.
  const tagsOf = async (line: Locator) =>
    /^Added (.+) to /
      .exec((await line.textContent()) ?? "")![1]!
      .split(/, | and /)
      .map((tag) => tag.trim());
  const suggested = {
    "Backend Developer": await tagsOf(backend),
    "Frontend Developer": await tagsOf(frontend),
  };

  await log.getByRole("link", { name: "Review the stacks on step 4: Role Details" }).click();
  await expect(page.getByText("Step 4 of 10")).toBeVisible();
  for (const [title, tags] of Object.entries(suggested)) {
    expect(tags.length).toBeGreaterThan(0);
    const stack = page.getByRole("main").getByRole("list", { name: `Tech stack for ${title}` });
    for (const tag of tags) {
      const chip = stack
        .getByRole("listitem")
        .filter({ hasText: new RegExp(`^\\s*${escape(tag)}\\s*$`) });
      await expect(chip).toBeVisible();
    }
  }

  const question = panel.getByLabel("Ask a question about working with us");
  await question.fill("do you sign an NDA");
  await question.press("Enter");
  await expect(log.getByText(/^From our FAQ: .*\bNDA\b/)).toBeVisible();
  await expect(question).toHaveValue("");

  await question.fill("purple elephants juggling quantum bananas");
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(log.getByText("I could not find that in our FAQ.")).toBeVisible();
  const contact = log.getByRole("link", { name: "Ask our team on the contact page" });
  await expect(contact).toHaveAttribute("href", "/contact");
  await contact.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await page.request.get("/contact")).status()).toBe(200);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
