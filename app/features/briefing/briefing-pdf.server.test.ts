import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { pdfPageTexts } from "../../../tests/pdf-text";
import { type BriefingDraft, emptyDraft } from "./briefing-draft";
import { renderBriefingPdf } from "./briefing-pdf.server";
import { BRIEFING_STEPS } from "./briefing-steps";

const ID = "6f1c1a3e-8a3b-4c1e-9b7e-2d1e5f6a7b8c";
const submittedAt = new Date("2026-12-01T15:30:00Z");

function answered(): BriefingDraft {
  const draft = emptyDraft(ID);
  return {
    ...draft,
    companyInfo: {
      ...draft.companyInfo,
      name: "Acme Pagamentos",
      contactName: "Ana Souza",
      email: "ana@acme.example",
      companyType: "fintech",
    },
    projectNeeds: {
      ...draft.projectNeeds,
      painPoint: "Our payments team cannot ship fast enough.",
      criticalRequirements: [
        { text: "PCI DSS experience", priority: "must" },
        { text: "Portuguese", priority: "nice" },
      ],
    },
    teamComposition: {
      ...draft.teamComposition,
      selectedRoles: ["backend", "qa-engineer"],
      quantities: { backend: 2 },
    },
    summary: { reviewed: true, approved: false },
  };
}

describe("briefing PDF", () => {
  it("is a PDF that loads back, titled and headed with the reference, every step in order", async () => {
    const bytes = await renderBriefingPdf(
      {
        reference: "NG-B-2026-0042",
        submittedAt,
        answers: answered(),
        estimate: {
          monthlyTotalCents: 2_560_000,
          lines: [
            {
              roleId: "backend",
              quantity: 2,
              seniority: "senior",
              hourlyRate: 55,
              monthlyCents: 1_760_000,
            },
            {
              roleId: "qa-engineer",
              quantity: 1,
              seniority: "senior",
              hourlyRate: 50,
              monthlyCents: 800_000,
            },
          ],
        },
      },
      { timeZone: "America/Sao_Paulo" },
    );
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1);
    const { title, texts } = await pdfPageTexts(bytes);
    expect(title).toBe("Near Genius team briefing NG-B-2026-0042");
    const text = texts.join("\n");
    expect(text).toContain("Reference: NG-B-2026-0042");
    expect(text).toContain("Submitted: December 1, 2026 at 12:30 PM (America/Sao_Paulo)");

    const positions = BRIEFING_STEPS.map((step) => text.indexOf(`${step.number}. ${step.title}`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    for (const expected of [
      "Acme Pagamentos",
      "Fintech",
      "Our payments team cannot ship fast enough.",
      "- PCI DSS experience (must-have)",
      "- Portuguese (nice-to-have)",
      "- 2 × Backend Developer",
      "- 1 × QA Engineer",
      "$25,600 a month",
      "- 2 x Backend Developer, Senior: $55/h, $17,600 a month",
      "Yes",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("says 'Not provided' for every unanswered question", async () => {
    const bytes = await renderBriefingPdf({
      reference: "NG-B-2026-0001",
      submittedAt,
      answers: emptyDraft(ID),
    });
    const text = (await pdfPageTexts(bytes)).texts.join("\n");
    const lines = text.split("\n");
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    for (const label of [
      "Company name",
      "Pain point",
      "Roles",
      "Use cases",
      "Interview stages",
      "Engagement model",
      "Monthly budget",
      "Estimated monthly cost",
      "Preferred interview slots",
    ]) {
      expect(after(label), label).toBe("Not provided");
    }
    // The duration has a default (6 months), so it is answered even in an empty draft.
    expect(after("Duration")).toBe("6 months");
  });

  it("wraps long answers across pages instead of cutting them off", async () => {
    const short = await renderBriefingPdf({
      reference: "NG-B-2026-0002",
      submittedAt,
      answers: answered(),
    });
    const base = answered();
    const sentence = "We need engineers who have shipped card issuing on regulated rails. ";
    const long: BriefingDraft = {
      ...base,
      projectNeeds: {
        ...base.projectNeeds,
        painPoint: sentence.repeat(55).trim(),
        productContext: `${"x".repeat(300)} ${sentence.repeat(50).trim()}`,
      },
      knowledge: { useCases: sentence.repeat(55).trim(), industries: "", frameworks: "" },
    };
    const bytes = await renderBriefingPdf({
      reference: "NG-B-2026-0002",
      submittedAt,
      answers: long,
    });
    const before = (await pdfPageTexts(short)).pageCount;
    const { pageCount, texts } = await pdfPageTexts(bytes);
    expect(pageCount).toBeGreaterThan(before);
    const text = texts.join("\n");
    // Every sentence is there (a line may break inside one, never inside a word).
    expect(text.split("regulated").length - 1).toBe(55 + 50 + 55);
    expect(text.split("rails.").length - 1).toBe(55 + 50 + 55);
    // The 300-character word is cut across lines, not dropped.
    expect(text.replace(/\n/g, "")).toContain("x".repeat(300));
    texts.forEach((page, index) =>
      expect(page).toContain(`Briefing NG-B-2026-0002 - page ${index + 1} of ${pageCount}`),
    );
  });
});
