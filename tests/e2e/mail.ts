import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { mailSinkFile } from "../../playwright.config";

type Received = { to: string[]; raw: string };

// Mail bodies arrive quoted-printable: undo soft line breaks and =XX escapes.
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the app to deliver a mail to `address` through SMTP; returns its decoded source. */
export async function waitForMailTo(address: string): Promise<string> {
  let found: Received | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await readFile(mailSinkFile, "utf8")).split("\n").filter(Boolean);
        found = lines
          .map((line) => JSON.parse(line) as Received)
          .find((mail) => mail.to.includes(address));
        return Boolean(found);
      },
      { timeout: 20_000, message: `no mail to ${address} reached the SMTP sink` },
    )
    .toBe(true);
  return decodeQuotedPrintable(found!.raw);
}

/** The first link in a mail whose path starts with `pathPrefix`. */
export function linkIn(mail: string, pathPrefix: string): string {
  const link = mail
    .match(/https?:\/\/[^\s"'<>]+/g)
    ?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
  expect(link, `a ${pathPrefix} link in the mail`).toBeTruthy();
  return link!.replace(/&amp;/g, "&");
}
