import { describe, expect, it } from "vitest";
import { pdfPageTexts } from "../../../tests/pdf-text";
import { buildQuoteModel, quoteNumber, renderQuotePdf } from "./quote.server";
import { teamFromEstimate, type TeamPosition } from "./team";

const category = { id: "c", slug: "development", name: "Development", icon: "code" };
const positions: TeamPosition[] = [
  {
    id: "fe",
    slug: "frontend",
    title: "Frontend Developer",
    category,
    rates: { senior: 50, mid: 35 },
  },
  { id: "be", slug: "backend", title: "Backend Developer", category, rates: { lead: 70 } },
];
const estimate = {
  members: [
    { position: "frontend", seniority: "senior" as const, quantity: 1 },
    { position: "backend", seniority: "lead" as const, quantity: 2 },
    { position: "backend", seniority: "architect" as const, quantity: 1 },
  ],
  durationMonths: 6,
  hoursPerWeek: 40 as const,
};
const issuedAt = new Date("2026-11-21T10:00:00Z");

function model(companyName?: string) {
  const team = teamFromEstimate(estimate, positions);
  return buildQuoteModel({
    brandName: "Near Genius",
    estimate,
    members: team.members,
    settings: team.settings,
    companyName,
    issuedAt,
    validityDays: 30,
    terms: "Estimate based on current rates.",
  });
}

describe("quote number", () => {
  it("is stable for the same estimate, company and day, and differs otherwise", () => {
    const number = quoteNumber(estimate, "Acme", issuedAt);
    expect(number).toMatch(/^NG-20261121-[0-9A-F]{6}$/);
    expect(quoteNumber(estimate, "Acme", new Date("2026-11-21T23:00:00Z"))).toBe(number);
    expect(quoteNumber(estimate, "Other", issuedAt)).not.toBe(number);
    expect(quoteNumber({ ...estimate, durationMonths: 7 }, "Acme", issuedAt)).not.toBe(number);
  });
});

describe("quote PDF", () => {
  it("is a real PDF carrying the team, settings, totals, dates and company", async () => {
    const bytes = await renderQuotePdf(model("Acme Ünicorn 株式会社"));
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const { pageCount, texts, title } = await pdfPageTexts(bytes);
    expect(pageCount).toBe(1);
    expect(title).toMatch(/^Near Genius quote NG-20261121-/);
    const text = texts.join("\n");
    for (const expected of [
      "Date: November 21, 2026",
      "Valid until: December 21, 2026",
      "Prepared for: Acme Ünicorn ????",
      "Frontend Developer",
      "Senior",
      "$50/h",
      "$8,000", // 50 × 40 × 4
      "Tech Lead",
      "$22,400", // 70 × 40 × 4 × 2
      "Architect",
      "$50/h*", // no architect rate on file: the fallback
      "Hours per week: 40 hours (Full-time)",
      "Duration: 6 months",
      "$240/h", // 50 + 140 + 50
      "$38,400", // 8,000 + 22,400 + 8,000
      "$230,400", // × 6
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Quote NG-20261121-[0-9A-F]{6}/);
  });

  it("leaves the company line out when the company is unknown, and paginates long teams", async () => {
    const { texts } = await pdfPageTexts(await renderQuotePdf(model()));
    expect(texts.join("\n")).not.toContain("Prepared for");

    const big = {
      ...estimate,
      members: Array.from({ length: 40 }, (_, i) => ({
        position: i % 2 ? "frontend" : "backend",
        seniority: (["junior", "mid", "senior", "lead", "architect"] as const)[i % 5]!,
        quantity: 1,
      })),
    };
    const team = teamFromEstimate(big, positions);
    const pdf = await pdfPageTexts(
      await renderQuotePdf(
        buildQuoteModel({
          brandName: "Near Genius",
          estimate: big,
          members: team.members,
          settings: team.settings,
          issuedAt,
          validityDays: 30,
          terms: "t",
        }),
      ),
    );
    expect(pdf.pageCount).toBe(2);
    expect(pdf.texts[1]).toContain("Project total (6 months)");
  });
});
