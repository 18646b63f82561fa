import { readFile } from "node:fs/promises";

import { expect, type Page, test } from "@playwright/test";

import { brokenDatabaseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./axe";
import { waitForMailTo } from "./mail";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test.describe("newsletter", () => {
  test("Subscribe stores the address and asks to confirm by email", async ({ page }) => {
    test.slow();
    await page.goto("/insights/articles");
    const box = page.locator("#newsletter");
    await expect(box.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expectNoAxeViolations(page);
    await box.getByLabel("Email address").fill(`reader-${Date.now()}@example.com`);
    await box.getByRole("button", { name: "Subscribe" }).click();
    // The articles page is not hydrated (decision 030): the plain post answers with the
    // confirmation page, not a toast.
    await expect(page).toHaveURL(/\/newsletter\/subscribe\?subscribed=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thanks for subscribing!");
    await expect(page.getByRole("status")).toContainText("Check your inbox");
  });

  test("an invalid address gets its message", async ({ page }) => {
    await page.goto("/insights/articles");
    const box = page.locator("#newsletter");
    await box.getByLabel("Email address").fill("not-an-email");
    await box.getByRole("button", { name: "Subscribe" }).click();
    // The plain post's answer has the message next to the field and in the summary above.
    await expect(box.getByRole("status")).toHaveText("Please enter a valid email address");
    await expect(box.getByRole("alert")).toContainText("Please enter a valid email address");
    await expect(box.getByLabel("Email address")).toHaveValue("not-an-email");
  });

  test("server failure: 'Failed to subscribe. Please try again.', address kept", async ({
    page,
  }) => {
    await page.goto(`${brokenDatabaseURL}/insights/articles`);
    const box = page.locator("#newsletter");
    await box.getByLabel("Email address").fill("reader@example.com");
    await box.getByRole("button", { name: "Subscribe" }).click();
    // The plain post's answer has the message next to the field and in the summary above.
    await expect(box.getByRole("status")).toHaveText("Failed to subscribe. Please try again.");
    await expect(box.getByRole("alert")).toContainText("Failed to subscribe. Please try again.");
    await expect(box.getByLabel("Email address")).toHaveValue("reader@example.com");
  });

  test("a confirmation or unsubscribe link that is not valid says so", async ({ page }) => {
    await page.goto("/newsletter/confirm?token=nope");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link not valid");
    await page.goto("/newsletter/unsubscribe?token=" + "x".repeat(32));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link not valid");
    // RFC 8058 one-click: mail clients POST to the same address.
    const oneClick = await page.request.post("/newsletter/unsubscribe?token=" + "x".repeat(32), {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status()).toBe(404);
  });
});

test.describe("careers: Apply", () => {
  async function openForm(page: Page) {
    await page.goto("/about/careers");
    await page.getByRole("link", { name: /^Apply for DevOps Engineer/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("DevOps Engineer");
    // Hydrated: the browser's own validation is off once React runs.
    await expect(page.locator("form[novalidate]")).toHaveCount(1);
  }

  async function fill(page: Page) {
    await page.getByLabel("Name").fill("Ana Souza");
    await page.getByLabel("Email").fill("ana@example.com");
    await page.getByLabel("LinkedIn or portfolio URL").fill("https://www.linkedin.com/in/ana");
    await page.getByLabel("Short note").fill("<script>alert(1)</script> I love CI/CD.");
    await page.getByRole("checkbox").click();
  }

  test("happy path: the application and its CV are stored", async ({ page }) => {
    test.slow();
    await openForm(page);
    await expectNoAxeViolations(page);
    await fill(page);
    await page
      .getByLabel(/^CV/)
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "Send Application" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, Ana Souza!" })).toBeVisible();
  });

  for (const [label, file, message] of [
    [
      "wrong type",
      { name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
      "The CV must be a PDF file",
    ],
    [
      "empty",
      { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) },
      "The CV file is empty; please choose another file",
    ],
    [
      "oversize",
      {
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]),
      },
      "The CV must be 5 MB or smaller",
    ],
    [
      "not really a PDF",
      { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("PK\u0003\u0004 zip") },
      "The CV must be a PDF file",
    ],
  ] as const) {
    test(`a ${label} CV gets a clear message, fields kept`, async ({ page }) => {
      await openForm(page);
      await fill(page);
      await page.getByLabel(/^CV/).setInputFiles({ ...file, buffer: Buffer.from(file.buffer) });
      await page.getByRole("button", { name: "Send Application" }).click();
      // Next to the field (and, for what only the server can see, in the summary too).
      await expect(page.locator("#apply-cv-error")).toHaveText(message);
      await expect(page.getByLabel("Name")).toHaveValue("Ana Souza");
    });
  }
});

test.describe("playbook download", () => {
  test("email, unticked optional consent, then a real PDF", async ({ page }) => {
    test.slow();
    await page.goto("/insights/articles/first-90-days-nearshore-team");
    await page.getByRole("link", { name: "Download the playbook (PDF)" }).click();
    await expect(page.locator("form[novalidate]")).toHaveCount(1);
    const consent = page.getByRole("checkbox");
    await expect(consent).not.toBeChecked();
    await expectNoAxeViolations(page);
    // Its own address, so the mail read below is this request's.
    const email = `cto+${Date.now()}@example.com`;
    await page.getByLabel("Work email").fill(email);
    await page.getByRole("button", { name: "Download the playbook" }).click();
    await expect(page.getByRole("heading", { name: "Your playbook is ready" })).toBeVisible();
    const shown = page.getByRole("status").getByText(/^Your reference: NG-P-\d{4}-\d{4}$/);
    await expect(shown).toBeVisible();
    const reference = (await shown.textContent())!.replace("Your reference: ", "");
    const mail = await waitForMailTo(email, /Your playbook:/);
    expect(mail.body).toContain(`Your reference: ${reference}`);
    expect(mail.body).toContain("/insights/articles/first-90-days-nearshore-team/download/");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("first-90-days-nearshore-team.pdf");
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("an invalid email gets its message; server failure keeps the address", async ({ page }) => {
    await page.goto("/insights/articles/first-90-days-nearshore-team/download");
    await expect(page.locator("form[novalidate]")).toHaveCount(1);
    await page.getByLabel("Work email").fill("cto@");
    await page.getByRole("button", { name: "Download the playbook" }).click();
    await expect(page.locator("#playbook-email-error")).toHaveText(
      "Please enter a valid email address",
    );

    await page.goto(`${brokenDatabaseURL}/insights/articles/first-90-days-nearshore-team/download`);
    await expect(page.locator("form[novalidate]")).toHaveCount(1);
    await page.getByLabel("Work email").fill("cto@example.com");
    await page.getByRole("button", { name: "Download the playbook" }).click();
    await expect(
      toasts(page).getByText("Failed to prepare your download. Please try again."),
    ).toBeVisible();
    await expect(page.getByLabel("Work email")).toHaveValue("cto@example.com");
  });
});
