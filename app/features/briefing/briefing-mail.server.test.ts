import { describe, expect, it } from "vitest";

import { pdfPageTexts } from "../../../tests/pdf-text";
import { emptyDraft } from "./briefing-draft";
import {
  briefingConfirmationMail,
  briefingResumeMail,
  DEFAULT_BRIEFING_TIME_ZONE,
  interviewDeadline,
} from "./briefing-mail.server";

describe("interview deadline", () => {
  it("adds the promise to the submit time and writes it on the visitor's clock", () => {
    const deadline = interviewDeadline(new Date("2026-12-01T13:30:00Z"), 48, "Asia/Tokyo");
    expect(deadline.at.toISOString()).toBe("2026-12-03T13:30:00.000Z");
    expect(deadline.text).toBe("Thursday, December 3, 2026 at 10:30 PM (Asia/Tokyo)");
    expect(deadline.local).toBe("Thursday, December 3, 2026 at 10:30 PM");
  });

  it("keeps 48 real hours across a daylight-saving change, so the wall clock moves", () => {
    // New York leaves daylight saving on November 1, 2026: 12:00 EDT on Oct 31 plus 48 h is
    // 11:00 EST on Nov 2.
    const deadline = interviewDeadline(new Date("2026-10-31T16:00:00Z"), 48, "America/New_York");
    expect(deadline.text).toBe("Monday, November 2, 2026 at 11:00 AM (America/New_York)");
  });

  it("falls back to New York when the zone is empty or unknown", () => {
    const at = new Date("2026-12-01T13:30:00Z");
    for (const zone of ["", null, undefined, "Mars/Olympus_Mons"]) {
      const deadline = interviewDeadline(at, 48, zone);
      expect(deadline.timeZone).toBe(DEFAULT_BRIEFING_TIME_ZONE);
      expect(deadline.text).toBe("Thursday, December 3, 2026 at 8:30 AM (America/New_York)");
    }
  });
});

describe("confirmation mail", () => {
  it("carries the reference, next steps, the deadline, the booking link and the PDF", async () => {
    const answers = emptyDraft("6f1c1a3e-8a3b-4c1e-9b7e-2d1e5f6a7b8c");
    const mail = await briefingConfirmationMail({
      to: "ana@acme.example",
      contactName: "Ana Souza",
      companyName: "Acme",
      reference: "NG-B-2026-0042",
      submittedAt: new Date("2026-12-01T13:30:00Z"),
      answers,
      timeZone: "Europe/Lisbon",
      content: { nextSteps: ["We read it.", "We book interviews."], interviewPromiseHours: 24 },
      siteOrigin: "https://neargenius.test/base/",
    });
    expect(mail.to).toBe("ana@acme.example");
    expect(mail.subject).toBe("Your team briefing NG-B-2026-0042 was received");
    expect(mail.text).toContain("Hello Ana Souza,");
    expect(mail.text).toContain("for Acme. Your reference is NG-B-2026-0042.");
    expect(mail.text).toContain("1. We read it.\n2. We book interviews.");
    expect(mail.text).toContain(
      "within 24 hours: by Wednesday, December 2, 2026 at 1:30 PM (Europe/Lisbon).",
    );
    // SITE_URL may carry a base path; the link keeps it.
    expect(mail.text).toContain("https://neargenius.test/base/contact/book-call");
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments!;
    expect(pdf).toMatchObject({
      filename: "briefing-NG-B-2026-0042.pdf",
      contentType: "application/pdf",
    });
    const { texts } = await pdfPageTexts(pdf!.content);
    expect(texts.join("\n")).toContain("Submitted: December 1, 2026 at 1:30 PM (Europe/Lisbon)");
  });
});

describe("confirmation mail copy", () => {
  const base = {
    to: "ana@acme.example",
    contactName: "Ana Souza",
    reference: "NG-B-2026-0042",
    submittedAt: new Date("2026-12-01T13:30:00Z"),
    answers: emptyDraft("6f1c1a3e-8a3b-4c1e-9b7e-2d1e5f6a7b8c"),
    timeZone: "Europe/Lisbon",
    content: { nextSteps: ["We read it."], interviewPromiseHours: 24 },
    siteOrigin: "https://neargenius.test",
  };

  it("takes its subject, opening and promise from the CMS, around the steps, link and PDF", async () => {
    const mail = await briefingConfirmationMail({
      ...base,
      companyName: "Acme",
      copy: {
        subject: "Got your briefing, {name} ({reference})",
        intro: "Noted{forCompany}.",
        nextSteps: "Interviews by {deadline} ({hours} h).",
      },
    });
    expect(mail.subject).toBe("Got your briefing, Ana Souza (NG-B-2026-0042)");
    expect(mail.text).toContain(
      "Hello Ana Souza,\n\nNoted for Acme.\n\nWhat happens next:\n1. We read it.",
    );
    expect(mail.text).toContain(
      "Interviews by Wednesday, December 2, 2026 at 1:30 PM (Europe/Lisbon) (24 h).",
    );
    expect(mail.text).toContain("https://neargenius.test/contact/book-call");
    expect(mail.text).toContain("Quote NG-B-2026-0042 when you write to us.");
    expect(mail.attachments).toHaveLength(1);
  });

  it("leaves the company out of the built-in opening when none was given", async () => {
    const mail = await briefingConfirmationMail({ ...base, companyName: "" });
    expect(mail.text).toContain(
      "Thank you for briefing us on the team you need. Your reference is NG-B-2026-0042.",
    );
  });
});

describe("resume mail", () => {
  it("gives the private link with its lifetime and a warning not to forward it", () => {
    const mail = briefingResumeMail({
      to: "ana@acme.example",
      contactName: "",
      companyName: "Acme",
      link: "https://neargenius.test/resume/abc",
      days: 30,
    });
    expect(mail.subject).toBe("Continue your Near Genius team briefing");
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain("Your team briefing for Acme is saved");
    expect(mail.text).toContain("(valid for 30 days):\nhttps://neargenius.test/resume/abc\n");
    expect(mail.text).toContain("Do not forward it");
  });
});
