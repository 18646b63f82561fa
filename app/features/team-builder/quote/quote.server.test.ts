import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { pdfPageTexts } from "../../../../tests/pdf-text";
import { teamFromEstimate, type TeamPosition } from "../team";
import { buildQuoteModel, type QuoteCopy, quoteNumber, quoteSender } from "./quote.server";
import { renderQuotePdf } from "./quote-pdf.server";

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

const sender = quoteSender(
  {
    contactName: "Client partnerships team",
    contactTitle: "Sales",
    email: "hello@neargenius.com",
    phone: "+1 (305) 555-0142",
    addressLines: ["1111 Brickell Avenue, Suite 1100", "Miami, FL 33131"],
  },
  "Near Genius",
  "https://neargenius.example",
);
const copy: QuoteCopy = {
  validityDays: 30,
  terms: "Estimate based on current rates.",
  rateIncludes: ["Salary and benefits", "Recruiting and vetting"],
  termsSummary: ["Month to month or a fixed term.", "Invoiced monthly in U.S. dollars."],
};

function model(companyName?: string, shareUrl?: string) {
  const team = teamFromEstimate(estimate, positions);
  return buildQuoteModel({
    sender,
    copy,
    estimate,
    members: team.members,
    settings: team.settings,
    companyName,
    issuedAt,
    shareUrl,
  });
}

/** The URIs of the link annotations on each page. */
async function linkTargets(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const annots = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
    if (!annots) return [];
    return annots.asArray().flatMap((ref) => {
      const annot = pdf.context.lookup(ref, PDFDict);
      const action = annot.lookupMaybe(PDFName.of("A"), PDFDict);
      const uri = action?.lookupMaybe(PDFName.of("URI"), PDFString);
      return uri ? [uri.decodeText()] : [];
    });
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
      "PREPARED FOR",
      "Acme Ünicorn ????",
      "FROM",
      "1111 Brickell Avenue, Suite 1100",
      "Client partnerships team, Sales",
      "hello@neargenius.com",
      "+1 (305) 555-0142",
      "WHAT THE RATE INCLUDES",
      "Salary and benefits",
      "Billed per 160-hour month at full time: hourly rate × hours per week × 4 (160 hours a month at 40 hours a week).",
      "TERMS IN BRIEF",
      "Month to month or a fixed term.",
      "Estimate based on current rates.",
      "Page 1 of 1",
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
      // Long lines wrap: compare with the line breaks read as spaces.
      expect(text.replaceAll("\n", " ")).toContain(expected);
    }
    expect(text).toMatch(/Quote NG-20261121-[0-9A-F]{6}/);
  });

  it("leaves the company line out when the company is unknown, and paginates long teams", async () => {
    const { texts } = await pdfPageTexts(await renderQuotePdf(model()));
    expect(texts.join("\n")).toContain("Company not given");

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
          sender,
          copy,
          estimate: big,
          members: team.members,
          settings: team.settings,
          issuedAt,
        }),
      ),
    );
    expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
    const last = pdf.texts[pdf.pageCount - 1]!;
    expect(last).toContain("Project total (6 months)");
    expect(last).toContain(`Page ${pdf.pageCount} of ${pdf.pageCount}`);
    // The table's header is repeated on the page the rows continue on.
    expect(pdf.texts[1]).toContain("Seniority");
  });

  it("fits a ten-role team with every section on at most two pages", async () => {
    const ten = {
      ...estimate,
      members: Array.from({ length: 10 }, (_, i) => ({
        position: i % 2 ? "frontend" : "backend",
        seniority: (["senior", "lead"] as const)[i % 2]!,
        quantity: 1 + (i % 3),
      })),
    };
    const team = teamFromEstimate(ten, positions);
    const bytes = await renderQuotePdf(
      buildQuoteModel({
        sender,
        copy: {
          ...copy,
          rateIncludes: Array.from({ length: 6 }, () =>
            "An item of a realistic length, ".repeat(3),
          ),
          termsSummary: Array.from({ length: 5 }, () => "A term of a realistic length, ".repeat(4)),
          terms: "Longer terms. ".repeat(30),
        },
        estimate: ten,
        members: team.members,
        settings: team.settings,
        companyName: "Acme",
        issuedAt,
        shareUrl: "https://neargenius.example/calculator?estimate=v1.abc",
      }),
    );
    const pdf = await pdfPageTexts(bytes);
    expect(pdf.pageCount).toBeLessThanOrEqual(2);
    expect(pdf.texts.join("\n")).toContain("See and change this estimate online:");
  });

  it("links the estimate online at the address it prints", async () => {
    const url = "https://neargenius.example/calculator?estimate=v1.abc";
    const bytes = await renderQuotePdf(model("Acme", url));
    expect((await pdfPageTexts(bytes)).texts.join("\n")).toContain(url);
    expect((await linkTargets(bytes)).flat()).toEqual([url]);
  });

  it("prints a long estimate address whole, over several lines, each line a link to it", async () => {
    const url = `https://neargenius.example/calculator?e=v1.${"a1b2c3d4".repeat(40)}`;
    const bytes = await renderQuotePdf(model("Acme", url));
    const { texts } = await pdfPageTexts(bytes);
    const lines = texts.join("\n").split("\n");
    const start = lines.findIndex((line) => url.startsWith(line) && line.length > 20);
    let printed = "";
    for (let i = start; printed.length < url.length && i < lines.length; i++) printed += lines[i];
    expect(printed).toBe(url);
    const targets = (await linkTargets(bytes)).flat();
    expect(targets.length).toBeGreaterThan(1);
    expect(new Set(targets)).toEqual(new Set([url]));
  });

  it("prints estimates in whole dollars", async () => {
    const cents = {
      ...estimate,
      members: [{ position: "odd", seniority: "senior" as const, quantity: 1 }],
    };
    const odd: TeamPosition[] = [
      { ...positions[0]!, id: "od", slug: "odd", rates: { senior: 33.33 } },
    ];
    const team = teamFromEstimate(cents, odd);
    const { texts } = await pdfPageTexts(
      await renderQuotePdf(
        buildQuoteModel({
          sender,
          copy,
          estimate: cents,
          members: team.members,
          settings: team.settings,
          issuedAt,
        }),
      ),
    );
    const text = texts.join("\n");
    expect(text).toContain("$33/h");
    expect(text).toContain("$5,333"); // 33.33 × 160 = 5,332.80
    expect(text).not.toMatch(/\$[\d,]+\.\d{2}/);
  });
});
