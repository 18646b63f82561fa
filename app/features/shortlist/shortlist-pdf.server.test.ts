import { describe, expect, it } from "vitest";

import type { PreviewCard } from "~/features/matching/match-preview";

import { pdfPageTexts } from "../../../tests/pdf-text";
import type { ClientEntry, ClientShortlistView } from "./shortlist";
import { renderShortlistPdf } from "./shortlist-pdf.server";

const card = (id: string, handle: string): PreviewCard => ({
  id,
  handle,
  seniority: "senior",
  yearsExperience: 8,
  country: "BR",
  band: "Strong",
  score: 82.5,
  factors: [
    { name: "skills", weight: 60, contribution: 52.5 },
    { name: "overlap", weight: 40, contribution: 30 },
  ],
  requirements: [
    { skill: "Go", priority: "must", status: "met", evidence: "assessed" },
    { skill: "Kafka", priority: "nice", status: "no_data", evidence: null },
  ],
  vettings: [],
  projects: [
    {
      role: "Backend engineer",
      domain: "payments",
      durationMonths: 18,
      outcome: "Cut settlement time in half.",
      client: null,
    },
  ],
  availableFrom: "2027-04-01",
  hourlyRateUsd: 65,
  sample: false,
});

const entry = (overrides: Partial<ClientEntry> = {}): ClientEntry => ({
  roleId: "backend",
  card: card("9f1e3d5c-7b2a-4c6e-8d0f-1a3b5c7d9e2f", "Dev-42"),
  note: "Built the payments core we need.\nLed a team of four.",
  vettings: [
    {
      kind: "coding-assessment",
      result: "8.5 / 10",
      passed: true,
      assessedOn: "2027-02-10",
      assessorRole: "engineering lead",
      notes: "Strong on concurrency.",
    },
  ],
  overlapHours: 5.5,
  decision: "declined",
  declineReason: "rate",
  unavailable: false,
  ...overrides,
});

const view = (entries: ClientEntry[]): ClientShortlistView => ({
  shortlistId: "5d7e2c1a-1f0b-4a8e-9c3d-2b6f4e8a9c10",
  version: 2,
  sentAt: "2027-03-04T10:00:00.000Z",
  reference: "NG-BRF-1234",
  timeZone: "Europe/Berlin",
  roles: [{ roleId: "backend", roleTitle: "Backend engineer", entries }],
});

const options = { companyName: "Acme Pagamentos", generatedAt: new Date("2027-03-05T08:30:00Z") };

describe("the shortlist PDF", () => {
  it("is a PDF titled with the reference that prints every part of an engineer's report", async () => {
    const bytes = await renderShortlistPdf(view([entry()]), options);
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const { title, texts } = await pdfPageTexts(bytes);
    expect(title).toBe("Shortlist NG-BRF-1234");
    const text = texts.join("\n");
    for (const expected of [
      "Shortlist NG-BRF-1234",
      "Version 2, sent 4 March 2027. It replaces the earlier version.",
      "Prepared for Acme Pagamentos",
      "Generated 5 March 2027 at 09:30 (Europe/Berlin)",
      "Backend engineer",
      "Dev-42",
      "Senior · 8 years · Brazil",
      "82.5 · Strong",
      "Skills",
      "52.5 of 60",
      "30 of 40",
      "82.5 of 100",
      "Go (must-have): met, Assessed",
      "Kafka (nice-to-have): no data",
      "Built the payments core we need.",
      "Led a team of four.",
      "5.5 h of your 09:00-17:00 (Europe/Berlin)",
      "Coding assessment: 8.5 / 10 (passed)",
      "10 Feb 2027, assessed by our engineering lead",
      "Strong on concurrency.",
      "Backend engineer, payments, 1 year 6 months: Cut settlement time in half.",
      "Available from 1 Apr 2027 · $65/h",
      "Not a fit: Rate is too high",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("runs over pages for a long shortlist, each page numbered", async () => {
    const entries = Array.from({ length: 5 }, (_, index) =>
      entry({
        card: card(`00000000-0000-4000-8000-00000000000${index}`, `Dev-${index}`),
        note: "A long reason we propose them. ".repeat(30),
        decision: null,
        declineReason: null,
      }),
    );
    const { pageCount, texts } = await pdfPageTexts(
      await renderShortlistPdf(view(entries), options),
    );
    expect(pageCount).toBeGreaterThan(1);
    const text = texts.join("\n");
    for (let index = 0; index < 5; index++) expect(text).toContain(`Dev-${index}`);
    expect(text).toContain("No decision yet");
    texts.forEach((page, index) =>
      expect(page).toContain(
        `Shortlist NG-BRF-1234, version 2  ·  Page ${index + 1} of ${pageCount}`,
      ),
    );
  });
});
