import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";

import { expect, type Page } from "@playwright/test";

import { mailSinkFile } from "../../playwright.config";

/** The addresses the e2e server's allow-list holds (playwright.config.ts). */
export const STAFF_ADMIN = "admin@neargenius.test";
export const STAFF_SALES = "sales@neargenius.test";
export const STAFF_RECRUITER = "recruiter@neargenius.test";
/** A second sales address, for tests that end all of a member's sessions. */
export const STAFF_SALES_2 = "sales-2@neargenius.test";
/** The two-step sign-in test's own address. */
export const STAFF_TOTP = "totp@neargenius.test";

/** Undoes the body encodings nodemailer uses for a plain-text mail. */
function bodyText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trimStart();
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString();
  if (encoding === "quoted-printable") {
    return body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return body;
}

/**
 * Waits for the sign-in mail to `email` that carries `marker` and answers its magic link.
 * The marker tells this request's mail from others to the same address (tests in parallel
 * sign in as the same admin).
 */
export async function waitForSignInLink(email: string, marker: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await readFile(mailSinkFile, "utf8").catch(() => ""))
          .split("\n")
          .filter(Boolean);
        for (const line of lines) {
          const mail = JSON.parse(line) as { to: string[]; raw: string };
          if (!mail.to.includes(email)) continue;
          const found = /https?:\/\/\S+\/magic-link\/verify\?\S+/
            .exec(bodyText(mail.raw))?.[0]
            ?.replace(/&amp;/g, "&");
          if (found?.includes(marker)) link = found;
        }
        return Boolean(link);
      },
      { timeout: 20_000, message: `no sign-in link for ${email} reached the SMTP sink` },
    )
    .toBe(true);
  return link!;
}

/** Asks for a sign-in link on the page as a person would; answers the marker of that link. */
export async function requestSignIn(page: Page, email: string, next = "/admin"): Promise<string> {
  // A fragment goes through the link untouched and never reaches the server's pages.
  const marker = `signin-${randomUUID()}`;
  await page.goto(`/admin/sign-in?next=${encodeURIComponent(`${next}#${marker}`)}`);
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText(
    "If that address belongs to the Near Genius team, a sign-in link is on its way",
  );
  return marker;
}

/**
 * Signs `page` in as the staff member `email` (one on the e2e allow-list: STAFF_ADMIN or
 * STAFF_SALES) through the emailed magic link, and lands on `next` (default /admin).
 */
export async function signInAsStaff(page: Page, email: string, next = "/admin"): Promise<void> {
  const marker = await requestSignIn(page, email, next);
  await page.goto(await waitForSignInLink(email, marker));
  await expect(page).toHaveURL((url) => url.pathname === next.split("?")[0]);
}
