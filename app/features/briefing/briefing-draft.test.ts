import { describe, expect, it } from "vitest";

import { skillSeeds } from "~/lib/db/seed/catalog-data";

import {
  BRIEFING_LIMITS,
  type BriefingDraft,
  briefingDraftSchema,
  emptyDraft,
  readDraft,
} from "./briefing-draft";
import { fieldLocation, submissionProblems } from "./briefing-problems";
import { BRIEFING_STEPS, parseStep } from "./briefing-steps";

const ID = "6f1c1a3e-8a3b-4c1e-9b7e-2d1e5f6a7b8c";

function ready(): BriefingDraft {
  const draft = emptyDraft(ID);
  return {
    ...draft,
    companyInfo: {
      ...draft.companyInfo,
      name: "Acme Payments",
      contactName: "Ana Souza",
      email: "Ana@Acme.example",
      companyType: "fintech",
    },
    teamComposition: { ...draft.teamComposition, selectedRoles: ["backend"] },
    summary: { reviewed: true, approved: true },
  };
}

describe("briefing steps", () => {
  it("has the ten titles in order", () => {
    expect(BRIEFING_STEPS.map((step) => step.title)).toEqual([
      "Company Information",
      "Pain Points & Project Needs",
      "Team Composition",
      "Role Details",
      "Knowledge and Background",
      "Interview Process",
      "Engagement Model",
      "Budget & Timeline",
      "Scheduling",
      "Summary",
    ]);
  });

  it("reads the step from the address, anything else is step 1", () => {
    expect(parseStep("7")).toBe(7);
    expect(parseStep("10")).toBe(10);
    for (const bad of [null, "", "0", "11", "2.5", "abc", "-1"]) expect(parseStep(bad)).toBe(1);
  });
});

describe("the draft schema", () => {
  it("fills every section of an empty draft with defaults (duration 6 months)", () => {
    const draft = emptyDraft(ID);
    expect(draft.budget.duration).toBe("6");
    expect(draft.projectNeeds.criticalRequirements).toEqual([]);
    expect(draft.summary).toEqual({ reviewed: false, approved: false });
  });

  it("refuses over-long text instead of cutting it", () => {
    const draft = emptyDraft(ID);
    const long = "x".repeat(BRIEFING_LIMITS.longText + 1);
    const result = briefingDraftSchema.safeParse({
      ...draft,
      knowledge: { ...draft.knowledge, useCases: long },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["knowledge", "useCases"]);
  });

  it("refuses duplicate requirements, roles and unknown choices", () => {
    const draft = emptyDraft(ID);
    const dup = briefingDraftSchema.safeParse({
      ...draft,
      projectNeeds: {
        ...draft.projectNeeds,
        criticalRequirements: [
          { text: "PCI DSS", priority: "must" },
          { text: "pci dss", priority: "nice" },
        ],
      },
    });
    expect(dup.success).toBe(false);
    const roles = briefingDraftSchema.safeParse({
      ...draft,
      teamComposition: { ...draft.teamComposition, selectedRoles: ["backend", "backend"] },
    });
    expect(roles.success).toBe(false);
    const unknown = briefingDraftSchema.safeParse({
      ...draft,
      teamComposition: { ...draft.teamComposition, selectedRoles: ["astronaut"] },
    });
    expect(unknown.success).toBe(false);
  });

  it("accepts a website with or without its scheme, refuses one that is not an address", () => {
    const draft = emptyDraft(ID);
    const withSite = (website: string) =>
      briefingDraftSchema.safeParse({ ...draft, companyInfo: { ...draft.companyInfo, website } })
        .success;
    expect(withSite("acme.com")).toBe(true);
    expect(withSite("https://www.acme.com/about")).toBe(true);
    expect(withSite("not a site")).toBe(false);
  });

  it("refuses an unknown time zone and a date that is not a date", () => {
    const draft = emptyDraft(ID);
    expect(
      briefingDraftSchema.safeParse({
        ...draft,
        scheduling: { ...draft.scheduling, timeZone: "Mars/Olympus" },
      }).success,
    ).toBe(false);
    expect(
      briefingDraftSchema.safeParse({
        ...draft,
        engagementModel: { ...draft.engagementModel, startDate: "2026-02-30" },
      }).success,
    ).toBe(false);
  });

  it("stores each technology once, under the skill vocabulary's name", () => {
    const draft = emptyDraft(ID);
    const stackOf = (techStack: string[]) => {
      const result = briefingDraftSchema.safeParse({
        ...draft,
        roleDetails: [{ roleId: "backend", techStack }],
      });
      return result.success ? result.data.roleDetails[0]!.techStack : result.error.issues;
    };
    expect(stackOf(["k8s", "nodejs", "postgres", "golang", " Elixir "])).toEqual([
      "Kubernetes",
      "Node.js",
      "PostgreSQL",
      "Go",
      "Elixir",
    ]);
    // Spellings of one skill collapse to the first; unknown tags that differ only in case,
    // spaces or punctuation do too.
    expect(stackOf(["React", "React.js", "REACTJS", "Svelte", "svelte"])).toEqual([
      "React",
      "Svelte",
    ]);
    expect(stackOf(["Битрикс", "Гугл"])).toEqual(["Битрикс", "Гугл"]);
    // The limit counts the tags left once duplicates are gone.
    const manyReacts = Array.from({ length: BRIEFING_LIMITS.tagsPerRole + 5 }, () => "React.js");
    expect(stackOf(manyReacts)).toEqual(["React"]);
    const tooMany = Array.from({ length: BRIEFING_LIMITS.tagsPerRole + 1 }, (_, i) => `T${i}`);
    expect(stackOf(tooMany)).toMatchObject([{ path: ["roleDetails", 0, "techStack"] }]);
  });

  it("has room in a tag for every name of the skill vocabulary", () => {
    const long = skillSeeds.filter((skill) => skill.name.length > BRIEFING_LIMITS.tag);
    expect(long).toEqual([]);
  });

  it("reads a stored draft's technologies back under the vocabulary's names", () => {
    const draft = ready();
    const stored = {
      ...draft,
      roleDetails: [{ roleId: "backend", techStack: ["K8S", "Kubernetes", "Postgres"] }],
    };
    expect(readDraft(JSON.parse(JSON.stringify(stored)))?.roleDetails[0]?.techStack).toEqual([
      "Kubernetes",
      "PostgreSQL",
    ]);
  });

  it("reads back what it wrote and treats garbage as no draft", () => {
    const draft = ready();
    expect(readDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(readDraft({ id: "nope" })).toBeUndefined();
    expect(readDraft("hello")).toBeUndefined();
  });
});

describe("submission problems", () => {
  it("are none for a draft with company, contact, type, a role and the review ticked", () => {
    expect(submissionProblems(ready())).toEqual([]);
  });

  it("name each missing answer, its step and its field, in step order", () => {
    const problems = submissionProblems(emptyDraft(ID));
    expect(problems.map((problem) => [problem.step, problem.fieldId])).toEqual([
      [1, "briefing-companyInfo-name"],
      [1, "briefing-companyInfo-contactName"],
      [1, "briefing-companyInfo-email"],
      [1, "briefing-companyInfo-companyType"],
      [3, "briefing-teamComposition-selectedRoles"],
      [10, "briefing-summary-reviewed"],
    ]);
  });

  it("catch an email that is not one", () => {
    const draft = ready();
    const problems = submissionProblems({
      ...draft,
      companyInfo: { ...draft.companyInfo, email: "ana@" },
    });
    expect(problems).toEqual([
      expect.objectContaining({ step: 1, message: "Please enter a valid email address" }),
    ]);
  });

  it("place a nested field on its step", () => {
    expect(fieldLocation(["roleDetails", 0, "seniority"])).toEqual({
      step: 4,
      id: "briefing-roleDetails-0-seniority",
    });
    expect(fieldLocation(["scheduling", "timeZone"]).step).toBe(9);
  });
});
