import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { mailSinkFile } from "../../playwright.config";

type Received = { to: string[]; raw: string };

export type ReceivedMail = {
  /** Header lines, unfolded. */
  headers: string;
  /** The body as a person reads it (transfer encoding undone). */
  body: string;
};

function decodeBody(body: string, encoding: string): string {
  if (encoding === "quoted-printable") {
    return body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

// The app sends single-part text mail; headers are not transfer-encoded, only the body is,
// so decoding must not touch the headers (a raw "token=4F…" there is not an escape).
function parseMail(raw: string): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase() ?? "";
  return { headers, body: decodeBody(body, encoding) };
}

/** Waits for the app to deliver a mail to `address` through SMTP. */
export async function waitForMailTo(address: string): Promise<ReceivedMail> {
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
  return parseMail(found!.raw);
}

/** The first link in the mail's body whose path starts with `pathPrefix`. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const link = mail.body
    .match(/https?:\/\/[^\s"'<>]+/g)
    ?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
  expect(link, `a ${pathPrefix} link in the mail`).toBeTruthy();
  return link!.replace(/&amp;/g, "&");
}
