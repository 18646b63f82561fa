import { readFile } from "node:fs/promises";

import { expect } from "@playwright/test";
import ICAL from "ical.js";

import { mailSinkFile } from "../../playwright.config";

type Received = { to: string[]; raw: string };

export type ReceivedAttachment = { filename: string; contentType: string; content: Buffer };

export type ReceivedMail = {
  /** Header lines, unfolded. */
  headers: string;
  /** The body as a person reads it (transfer encoding undone; the text part of a multipart mail). */
  body: string;
  /** Files sent with the mail (parts with Content-Disposition: attachment). */
  attachments: ReceivedAttachment[];
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

// Headers are not transfer-encoded, only bodies are, so decoding must not touch the headers
// (a raw "token=4F…" there is not an escape). A multipart mail (one with an attachment) is
// split at its boundary: the text part is the body, attachment parts are decoded to bytes.
function splitHeaders(raw: string): { headers: string; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  if (split < 0) return { headers: raw.replace(/\r?\n[ \t]+/g, " "), body: "" };
  return {
    headers: raw.slice(0, split).replace(/\r?\n[ \t]+/g, " "),
    body: raw.slice(split).replace(/^\r?\n\r?\n/, ""),
  };
}

const header = (headers: string, name: string) =>
  new RegExp(`^${name}:\\s*(.+)$`, "im").exec(headers)?.[1] ?? "";

function parseMail(raw: string): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const type = header(headers, "Content-Type");
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) {
    const encoding = header(headers, "Content-Transfer-Encoding").trim().toLowerCase();
    return { headers, body: decodeBody(body, encoding), attachments: [] };
  }
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith("--"))
    .map((part) => splitHeaders(part.replace(/^\r?\n/, "")));
  const attachments: ReceivedAttachment[] = [];
  let text = "";
  for (const part of parts) {
    const partType = header(part.headers, "Content-Type");
    const encoding = header(part.headers, "Content-Transfer-Encoding").trim().toLowerCase();
    const disposition = header(part.headers, "Content-Disposition");
    if (/^multipart\//i.test(partType)) {
      const nested = parseMail(`${part.headers}\r\n\r\n${part.body}`);
      attachments.push(...nested.attachments);
      text ||= nested.body;
    } else if (/attachment/i.test(disposition)) {
      attachments.push({
        filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? "",
        contentType: partType.split(";")[0]!.trim(),
        content:
          encoding === "base64"
            ? Buffer.from(part.body.replace(/\s+/g, ""), "base64")
            : Buffer.from(part.body, "utf8"),
      });
    } else if (!text && /^text\/plain/i.test(partType)) {
      text = decodeBody(part.body, encoding);
    }
  }
  return { headers, body: text, attachments };
}

/** Waits for the app to deliver a mail to `address` through SMTP. */
export async function waitForMailTo(
  address: string,
  /** Only a mail whose subject matches (a visitor gets several mails). */
  subject?: RegExp,
  /** Only a mail whose body holds this text (a shared mailbox gets many alike). */
  bodyContains?: string,
): Promise<ReceivedMail> {
  let found: Received | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await readFile(mailSinkFile, "utf8")).split("\n").filter(Boolean);
        found = lines
          .map((line) => JSON.parse(line) as Received)
          .find(
            (mail) =>
              mail.to.includes(address) &&
              (!subject || subject.test(header(splitHeaders(mail.raw).headers, "Subject"))) &&
              (!bodyContains || parseMail(mail.raw).body.includes(bodyContains)),
          );
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

/** An iCalendar text as a calendar reads it: method, UID, SEQUENCE, status, start and place. */
export function readInvite(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: event.getFirstPropertyValue("status"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    location: event.getFirstPropertyValue("location"),
  };
}

/** The calendar invite a mail carries, read with ical.js as a calendar would. */
export function inviteOf(mail: ReceivedMail) {
  const file = mail.attachments.find((part) => part.contentType.startsWith("text/calendar"));
  expect(file, "the mail carries a calendar invite").toBeTruthy();
  return readInvite(file!.content.toString("utf8"));
}
