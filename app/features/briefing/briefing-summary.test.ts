import { describe, expect, it } from "vitest";

import { emptyDraft } from "./briefing-draft";
import { briefingSummary, NOT_PROVIDED, summaryText } from "./briefing-summary";

const ID = "6f1c1a3e-8a3b-4c1e-9b7e-2d1e5f6a7b8c";

describe("briefingSummary", () => {
  it("groups the answers under steps 1 to 9, empty ones as not provided", () => {
    const sections = briefingSummary(emptyDraft(ID));
    expect(sections.map((section) => section.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const company = sections[0]!;
    expect(company.items.find((item) => item.label === "Company name")?.value).toBeNull();
    expect(summaryText(null)).toBe(NOT_PROVIDED);
  });

  it("shows what was entered, with labels a person reads", () => {
    const draft = emptyDraft(ID);
    const sections = briefingSummary({
      ...draft,
      companyInfo: { ...draft.companyInfo, name: "Acme", companyType: "consulting" },
      projectNeeds: {
        ...draft.projectNeeds,
        criticalRequirements: [{ text: "PCI DSS", priority: "must" }],
      },
      teamComposition: {
        ...draft.teamComposition,
        selectedRoles: ["backend", "qa-engineer"],
        quantities: { backend: 2 },
      },
      roleDetails: [
        {
          roleId: "backend",
          techStack: ["Go", "PostgreSQL"],
          seniority: "expert",
          englishLevel: "fluent",
          domainKnowledge: "",
          responsibilities: "",
        },
      ],
      budget: { ...draft.budget, totalBudget: 25000, duration: "ongoing" },
    });
    const value = (step: number, label: string) =>
      sections.find((section) => section.step === step)?.items.find((item) => item.label === label)
        ?.value;
    expect(value(1, "Company name")).toBe("Acme");
    expect(value(1, "Company type")).toBe("Strategy & Tech Consulting");
    expect(value(2, "Critical requirements")).toEqual(["PCI DSS (must-have)"]);
    expect(value(3, "Roles")).toEqual(["2 × Backend Developer", "1 × QA Engineer"]);
    expect(value(4, "Backend Developer: tech stack")).toEqual(["Go", "PostgreSQL"]);
    expect(value(4, "Backend Developer: seniority")).toBe("Expert");
    expect(value(4, "QA Engineer: seniority")).toBeNull();
    expect(value(8, "Monthly budget")).toBe("$25,000");
    expect(value(8, "Duration")).toBe("Ongoing");
  });
});
