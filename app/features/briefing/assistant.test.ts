import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_DATASET_FILE } from "~/lib/content/content.server";
import { createDatasetSource } from "~/lib/content/content-source.server";
import { briefingContentQuery } from "~/lib/content/queries";
import type { BriefingContentQueryResult } from "~/lib/content/sanity.types";

import {
  ANSWER_THRESHOLD,
  answerQuestion,
  contentWords,
  listInWords,
  stackAdditions,
  suggestRequirements,
  suggestStack,
} from "./assistant";
import { normaliseBriefingContent } from "./briefing-content.server";
import {
  BRIEFING_LIMITS,
  type BriefingDraft,
  emptyDraft,
  roleDetailSchema,
} from "./briefing-draft";
import { type BriefingRoleId } from "./briefing-options";
import type { BriefingContent, BriefingRoleCatalog, FaqEntry, StackOption } from "./wizard-data";

const DRAFT_ID = "7d1f3c9e-2a4b-4c8d-9e0f-1a2b3c4d5e6f";

function draftWith(
  roles: BriefingRoleId[],
  edit: (draft: BriefingDraft) => BriefingDraft = (d) => d,
) {
  const draft = emptyDraft(DRAFT_ID);
  return edit({ ...draft, teamComposition: { ...draft.teamComposition, selectedRoles: roles } });
}

describe("contentWords", () => {
  it("lower-cases, strips accents and punctuation, drops stop words and plural s", () => {
    expect(contentWords("What are the Rates for Développeurs, please?!")).toEqual([
      "rate",
      "developpeur",
    ]);
    expect(contentWords("What's your NDA process?")).toEqual(["nda", "process"]);
    expect(contentWords("Do you have the")).toEqual([]);
  });

  it("treats developer, dev and programmer as engineer", () => {
    expect(contentWords("developers devs programmers engineers")).toEqual([
      "engineer",
      "engineer",
      "engineer",
      "engineer",
    ]);
  });
});

describe("answerQuestion on the FAQ of the bundled dataset", () => {
  let faqs: FaqEntry[];

  beforeAll(async () => {
    const source = createDatasetSource(path.resolve(DEFAULT_DATASET_FILE));
    faqs = normaliseBriefingContent(
      await source.fetch<BriefingContentQueryResult>(briefingContentQuery),
    ).faqs;
  });

  it.each([
    ["how much does a senior developer cost?", "faq.pricing"],
    ["What are your rates?", "faq.pricing"],
    ["do you sign an NDA", "faq.ip-security"],
    ["Who owns the intellectual property?", "faq.ip-security"],
    ["Is my data secure?", "faq.ip-security"],
    ["how quickly can we interview candidates", "faq.interviews"],
    ["What happens after I submit?", "faq.after-briefing"],
    ["Where are your engineers located?", "faq.time-zones"],
    ["Do your developers speak English well?", "faq.english"],
    ["Is there a trial period?", "faq.contracts"],
    ["What happens if the dev quits?", "faq.replacement"],
    ["How do I pay?", "faq.payment"],
    ["Can I hire just one developer?", "faq.team-size"],
    ["Do you offer staff augmentation?", "faq.engagement-models"],
    ["How much cheaper than hiring in the U.S.?", "faq.savings"],
    ["How do you pick engineers?", "faq.matching"],
    ["How long is the briefing?", "faq.briefing-time"],
  ])("%j is answered by %s", (question, id) => {
    const match = answerQuestion(faqs, question);
    expect(match?.entry.id).toBe(id);
    expect(match!.score).toBeGreaterThanOrEqual(ANSWER_THRESHOLD);
  });

  it.each([
    "what's the weather",
    "What is the weather like in Brazil?",
    "Tell me a joke",
    "Do you do blockchain projects?",
    "Qual é o preço?",
    "who are you",
    "",
    "   ?!  ",
  ])("%j is not in the FAQ, so there is no answer", (question) => {
    expect(answerQuestion(faqs, question)).toBeNull();
  });
});

describe("answerQuestion's scoring", () => {
  const entry = (id: string, question: string, keywords: string[], answer: string): FaqEntry => ({
    id,
    question,
    answer,
    keywords,
  });
  const faqs = [
    entry("a", "How do invoices work?", ["billing"], "We send invoices every month."),
    entry(
      "b",
      "Can we visit the office?",
      ["visit"],
      "Our office welcomes visitors; billing aside.",
    ),
    entry("c", "Where is the office?", ["location"], "The office is in Miami."),
  ];

  it("weighs the question and keywords above the answer", () => {
    expect(answerQuestion(faqs, "billing")?.entry.id).toBe("a");
  });

  it("counts a word found only in an answer at a third, not enough on its own", () => {
    expect(answerQuestion(faqs, "Miami")).toBeNull();
    expect(answerQuestion(faqs, "office Miami")?.entry.id).toBe("c");
  });

  it("lets the earlier entry win an equal score", () => {
    expect(answerQuestion(faqs, "office")?.entry.id).toBe("b");
  });

  it("answers nothing from an empty FAQ", () => {
    expect(answerQuestion([], "invoices")).toBeNull();
  });
});

const stackOptions: StackOption[] = [
  { slug: "react", name: "React", group: "frontend" },
  { slug: "typescript", name: "TypeScript", group: "frontend" },
  { slug: "javascript", name: "JavaScript", group: "frontend" },
  { slug: "nextjs", name: "Next.js", group: "frontend" },
  { slug: "vue", name: "Vue.js", group: "frontend" },
  { slug: "angular", name: "Angular", group: "frontend" },
  { slug: "nodejs", name: "Node.js", group: "backend" },
  { slug: "postgresql", name: "PostgreSQL", group: "database" },
];
const roles: BriefingRoleCatalog[] = [
  {
    id: "frontend",
    title: "Frontend Developer",
    rates: {},
    skills: ["react", "typescript", "javascript", "nextjs", "vue", "angular"],
  },
  {
    id: "backend",
    title: "Backend Developer",
    rates: {},
    skills: ["nodejs", "typescript", "graphql", "postgresql"],
  },
  { id: "ux-designer", title: "UX Designer", rates: {}, skills: ["user-research"] },
];

describe("suggestStack", () => {
  it("adds each selected role's first catalog technologies, creating its details", () => {
    const before = draftWith(["frontend", "backend"]);
    const after = suggestStack(before, roles, stackOptions);
    expect(after.roleDetails.map((detail) => [detail.roleId, detail.techStack])).toEqual([
      ["frontend", ["React", "TypeScript", "JavaScript", "Next.js", "Vue.js"]],
      // graphql is not a stack option, so it is skipped rather than counted.
      ["backend", ["Node.js", "TypeScript", "PostgreSQL"]],
    ]);
    expect(after.roleDetails[0]).toMatchObject({ seniority: "", englishLevel: "" });
    expect(before.roleDetails).toEqual([]);
  });

  it("keeps existing tags and details, and adds no duplicate in another case", () => {
    const before = draftWith(["frontend"], (draft) => ({
      ...draft,
      roleDetails: [
        {
          roleId: "frontend",
          techStack: ["Svelte", "react"],
          seniority: "senior",
          englishLevel: "fluent",
          domainKnowledge: "Fintech",
          responsibilities: "",
        },
      ],
    }));
    const after = suggestStack(before, roles, stackOptions, 3);
    expect(after.roleDetails).toEqual([
      { ...before.roleDetails[0], techStack: ["Svelte", "react", "TypeScript", "JavaScript"] },
    ]);
  });

  it("adds no skill the stack already holds under another spelling", () => {
    const before = draftWith(["backend"], (draft) => ({
      ...draft,
      roleDetails: [roleDetailSchema.parse({ roleId: "backend", techStack: ["NodeJS", "TS"] })],
    }));
    const after = suggestStack(before, roles, stackOptions);
    expect(after.roleDetails[0]!.techStack).toEqual(["Node.js", "TypeScript", "PostgreSQL"]);
    expect(stackAdditions(before, after)).toEqual([
      { roleId: "backend", title: "Backend Developer", tags: ["PostgreSQL"] },
    ]);
  });

  it("stops at the tag limit of a role", () => {
    const full = Array.from({ length: BRIEFING_LIMITS.tagsPerRole - 1 }, (_, i) => `Tag ${i}`);
    const before = draftWith(["frontend"], (draft) => ({
      ...draft,
      roleDetails: [roleDetailSchema.parse({ roleId: "frontend", techStack: full })],
    }));
    const after = suggestStack(before, roles, stackOptions);
    expect(after.roleDetails[0]!.techStack).toEqual([...full, "React"]);
  });

  it("leaves roles that are not selected, or have no stack in the catalog, as they were", () => {
    const before = draftWith(["ux-designer"]);
    expect(suggestStack(before, roles, stackOptions)).toBe(before);
    expect(suggestStack(draftWith([]), roles, stackOptions).roleDetails).toEqual([]);
  });

  it("says per role what it added", () => {
    const before = draftWith(["frontend", "ux-designer"], (draft) => ({
      ...draft,
      roleDetails: [
        {
          roleId: "frontend",
          techStack: ["React"],
          seniority: "",
          englishLevel: "",
          domainKnowledge: "",
          responsibilities: "",
        },
      ],
    }));
    const after = suggestStack(before, roles, stackOptions, 2);
    expect(stackAdditions(before, after)).toEqual([
      { roleId: "frontend", title: "Frontend Developer", tags: ["TypeScript"] },
      { roleId: "ux-designer", title: "UX Designer", tags: [] },
    ]);
  });
});

describe("listInWords", () => {
  it.each([
    [[], ""],
    [["React"], "React"],
    [["React", "Vue.js"], "React and Vue.js"],
    [["React", "Vue.js", "Angular"], "React, Vue.js and Angular"],
  ])("%j reads %j", (items, text) => {
    expect(listInWords(items)).toBe(text);
  });
});

describe("suggestRequirements", () => {
  const templates: BriefingContent["requirementTemplates"] = {
    backend: ["Writes automated tests", "Designs REST APIs", "  "],
    frontend: ["Builds accessible interfaces", "writes AUTOMATED tests"],
  };

  it("adds the selected roles' templates as must-haves, each once", () => {
    const before = draftWith(["backend", "frontend"]);
    const after = suggestRequirements(before, templates);
    expect(after.projectNeeds.criticalRequirements).toEqual([
      { text: "Writes automated tests", priority: "must" },
      { text: "Designs REST APIs", priority: "must" },
      { text: "Builds accessible interfaces", priority: "must" },
    ]);
    expect(before.projectNeeds.criticalRequirements).toEqual([]);
  });

  it("keeps what the visitor listed and skips templates already there in any case", () => {
    const before = draftWith(["backend"], (draft) => ({
      ...draft,
      projectNeeds: {
        ...draft.projectNeeds,
        criticalRequirements: [{ text: "designs rest apis", priority: "nice" }],
      },
    }));
    expect(suggestRequirements(before, templates).projectNeeds.criticalRequirements).toEqual([
      { text: "designs rest apis", priority: "nice" },
      { text: "Writes automated tests", priority: "must" },
    ]);
  });

  it("stops at the briefing's requirement limit", () => {
    const listed = Array.from({ length: BRIEFING_LIMITS.requirements - 1 }, (_, i) => ({
      text: `Requirement ${i}`,
      priority: "must" as const,
    }));
    const before = draftWith(["backend"], (draft) => ({
      ...draft,
      projectNeeds: { ...draft.projectNeeds, criticalRequirements: listed },
    }));
    const after = suggestRequirements(before, templates);
    expect(after.projectNeeds.criticalRequirements).toHaveLength(BRIEFING_LIMITS.requirements);
    expect(after.projectNeeds.criticalRequirements.at(-1)?.text).toBe("Writes automated tests");
  });

  it("returns the same draft when there is nothing to add", () => {
    const noRoles = draftWith([]);
    expect(suggestRequirements(noRoles, templates)).toBe(noRoles);
    const noTemplates = draftWith(["qa-engineer"]);
    expect(suggestRequirements(noTemplates, templates)).toBe(noTemplates);
  });
});
