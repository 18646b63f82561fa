import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

import { expect, type Page, test } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { waitForMailTo } from "./mail";
import { signInAsStaff, STAFF_ADMIN, STAFF_SALES } from "./staff-helpers";

// The sales team's mail with a lead: a salesperson previews and sends a reply from the lead's
// page, the visitor's answer arrives as Postmark's inbound webhook posts it and shows on the
// timeline with its file; an answer to an address naming no lead waits in the admins'
// unmatched list until threaded. And two leads of one person are merged into one.

const INBOUND_AUTH = "postmark:e2e-inbound-secret-0123456789";
const FIXTURE = JSON.parse(
  readFileSync(new URL("../fixtures/postmark/inbound-reply.json", import.meta.url), "utf8"),
) as Record<string, unknown>;

async function register(page: Page, companyName: string, email: string) {
  const context = await page.context().browser()!.newContext();
  const answer = await context.request.post("/company-registration", {
    form: {
      companyType: "fintech",
      companyName,
      contactName: "Dana Rivera",
      email,
      phone: "",
      idempotencyKey: randomUUID(),
    },
  });
  expect(answer.ok()).toBe(true);
  await context.close();
}

/** Posts a mail to the inbound webhook as Postmark would, addressed to `recipient`. */
async function postInbound(page: Page, recipient: string, changes: Record<string, unknown> = {}) {
  const token = /^reply\+([^@]+)@/.exec(recipient)?.[1] ?? "";
  const answer = await page.request.post("/api/inbound-mail", {
    headers: {
      authorization: `Basic ${Buffer.from(INBOUND_AUTH).toString("base64")}`,
      "content-type": "application/json",
    },
    data: {
      ...FIXTURE,
      To: `"Near Genius" <${recipient}>`,
      ToFull: [{ Email: recipient, Name: "Near Genius", MailboxHash: token }],
      OriginalRecipient: recipient,
      MailboxHash: token,
      MessageID: randomUUID(),
      ...changes,
    },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { matched: boolean };
}

test("a salesperson replies from the lead and reads the visitor's answer on its timeline", async ({
  page,
}) => {
  const word = `mail${randomUUID().slice(0, 6)}`;
  const email = `dana+${word}@acme-fintech.example`;
  const company = `Acme Fintech ${word}`;
  await register(page, company, email);

  await signInAsStaff(page, STAFF_SALES, `/admin?q=${encodeURIComponent(word)}`);
  await page.getByRole("link", { name: company }).click();
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  const box = page.getByRole("region", { name: "Reply by mail" });
  await box.getByLabel("Message").fill("Hello Dana,\nCould we talk on Tuesday at 10?");
  await box.getByRole("button", { name: "Preview" }).click();

  const preview = page.getByRole("region", { name: "Preview: the mail as it will be sent" });
  await expect(preview).toContainText("at Near Genius");
  await expect(preview).toContainText(/reply\+[0-9a-f]{24}@reply\.neargenius\.test/);
  await expect(preview).toContainText("Could we talk on Tuesday at 10?");
  // What was typed survives the preview.
  await expect(box.getByLabel("Message")).toHaveValue(
    "Hello Dana,\nCould we talk on Tuesday at 10?",
  );
  await expectNoAxeViolations(page);
  await box.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toContainText("Reply sent");
  await expect(page.getByText(/replied by mail/)).toBeVisible();

  const mail = await waitForMailTo(email, /Your enquiry with Near Genius/);
  const replyTo = /^Reply-To:\s*(\S+)/im.exec(mail.headers)?.[1] ?? "";
  expect(replyTo).toMatch(/^reply\+[0-9a-f]{24}@reply\.neargenius\.test$/);
  expect(mail.headers).toMatch(/^From:.*at Near Genius/im);
  expect(mail.body).toContain("Could we talk on Tuesday at 10?");

  expect(await postInbound(page, replyTo)).toMatchObject({ matched: true });
  await page.reload();
  const answer = page.getByRole("listitem").filter({ hasText: "Answered by mail" });
  await expect(answer).toContainText("Tuesday at 10 works for us");
  await expect(answer).toContainText("Not kept: setup.exe");
  // The file came with the answer; staff download it.
  const file = answer.getByRole("link", { name: /job-description\.pdf/ });
  const download = await page.request.get((await file.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toContain("attachment");
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});

test("an answer to an address that names no lead waits for an admin to thread it", async ({
  page,
}) => {
  const word = `lost${randomUUID().slice(0, 6)}`;
  const email = `lost+${word}@acme-fintech.example`;
  const company = `Lost Mail ${word}`;
  await register(page, company, email);
  const result = await postInbound(page, "reply+ffffffffffffffffffffffff@reply.neargenius.test", {
    From: email,
    FromFull: { Email: email, Name: "Dana Rivera", MailboxHash: "" },
    Subject: `Re: lost ${word}`,
    Attachments: [],
  });
  expect(result).toMatchObject({ matched: false });

  await signInAsStaff(page, STAFF_ADMIN, "/admin");
  await page.getByRole("link", { name: "Unmatched mail" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Unmatched mail" })).toBeVisible();
  const item = page.getByRole("article", { name: `Re: lost ${word}` });
  // The sender's address suggests the lead; its reference is filled in.
  await expect(item.getByLabel("Lead reference")).toHaveValue(/^NG-/);
  await expectNoAxeViolations(page);
  await item.getByRole("button", { name: "Thread onto lead" }).click();
  await expect(page.getByRole("status")).toContainText("Threaded onto");
  await page.getByRole("status").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  await expect(page.getByText("Threaded onto this lead by")).toBeVisible();
});

test("a salesperson merges two leads of one person into one", async ({ page }) => {
  const word = `merge${randomUUID().slice(0, 6)}`;
  const email = `twice+${word}@example.com`;
  const companies = [`Merge Co ${word}`, `Merge Company ${word} Ltd`] as const;
  for (const company of companies) await register(page, company, email);

  await signInAsStaff(page, STAFF_SALES, `/admin?q=${encodeURIComponent(word)}`);
  await page.getByRole("link", { name: companies[0] }).click();
  await expect(page.getByRole("heading", { level: 1, name: companies[0] })).toBeVisible();
  const keptUrl = page.url();
  await page
    .getByRole("region", { name: "Possible duplicates" })
    .getByRole("link", { name: /Compare and merge/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Merge two leads" })).toBeVisible();
  expect((await page.request.get(page.url())).status()).toBe(200);
  const other = page.getByRole("region", { name: companies[1] });
  const otherReference = (await other.locator("dd.font-mono").first().textContent())!.trim();
  const otherUrl = new URL(
    (await other.getByRole("link", { name: companies[1] }).getAttribute("href"))!,
    page.url(),
  ).toString();
  await expectNoAxeViolations(page);

  // The lead that stays is this one; the confirmation must name the other.
  await page.getByLabel("Type the reference of the lead that goes away").fill("NG-0000-0000");
  await page.getByRole("button", { name: "Merge, cannot be undone" }).click();
  await expect(page.getByRole("alert")).toContainText(`Type ${otherReference}`);
  await page.getByLabel("Type the reference of the lead that goes away").fill(otherReference);
  await page.getByRole("button", { name: "Merge, cannot be undone" }).click();

  await expect(page).toHaveURL(`${keptUrl}?done=merged`);
  await expect(page.getByRole("status")).toContainText("Leads merged");
  await expect(page.getByText(`merged ${otherReference} into this lead`)).toBeVisible();
  // The merged lead's old address and its reference both lead here now.
  await page.goto(otherUrl);
  await expect(page.getByRole("heading", { level: 1, name: companies[0] })).toBeVisible();
  await page.goto(`/admin?q=${otherReference}`);
  await expect(page.getByRole("link", { name: companies[0] })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(keptUrl);
  await expectNoAxeViolations(page);
});
