import { readFile } from "node:fs/promises";
import path from "node:path";

import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { setContentSourceForTests } from "~/lib/content/content.server";
import type { BriefingContentQueryResult } from "~/lib/content/sanity.types";
import { editedDatasets, seedDocuments } from "~/lib/content/test-datasets.server";

import {
  FALLBACK_BRIEFING_SETTINGS,
  FALLBACK_INTERVIEW_PROMISE_HOURS,
  loadBriefingContent,
  normaliseBriefingContent,
  parsePromiseHours,
} from "./briefing-content.server";
import {
  BRIEFING_COMPANY_TYPES,
  BRIEFING_ROLE_IDS,
  BRIEFING_SENIORITIES,
} from "./briefing-options";
import { BRIEFING_STEPS } from "./briefing-steps";

const PAGE_COPY = {
  pageTitle: "Brief us",
  pageIntro: "Ten steps.",
  seo: { title: "Team briefing", description: "Brief us on the team you need." },
  stepIntros: { ...FALLBACK_BRIEFING_SETTINGS.stepIntros },
};

type Doc = { _id: string; _type: string; value?: string; [key: string]: unknown };

const { datasetWithEdits } = editedDatasets();
let seedDocs: Doc[];

beforeAll(async () => {
  seedDocs = (await seedDocuments()) as unknown as Doc[];
});

afterEach(() => {
  setContentSourceForTests(undefined);
  vi.restoreAllMocks();
});

/** Reads content from a copy of the seed, each document passed through `edit` (null drops it). */
async function useDataset(edit: (doc: Doc) => Doc | null) {
  setContentSourceForTests(await datasetWithEdits(edit));
}

const useSeed = () => useDataset((doc) => doc);

const claims = () => seedDocs.filter((doc) => doc._type === "claim");
const everyText = (content: Awaited<ReturnType<typeof loadBriefingContent>>) => [
  content.assistantGreeting,
  ...content.nextSteps,
  ...Object.values(content.requirementTemplates).flat(),
  ...content.faqs.flatMap((faq) => [faq.question, faq.answer]),
];

describe("loadBriefingContent on the bundled dataset", () => {
  it("gives the greeting, typical requirements for all ten roles, next steps and the FAQ", async () => {
    await useSeed();
    const content = await loadBriefingContent();

    expect(content.assistantGreeting).toMatch(/tech stack/i);
    expect(content.assistantGreeting).toMatch(/FAQ/);
    expect(Object.keys(content.requirementTemplates).sort()).toEqual([...BRIEFING_ROLE_IDS].sort());
    for (const requirements of Object.values(content.requirementTemplates)) {
      expect(requirements.length).toBeGreaterThanOrEqual(3);
      expect(requirements.length).toBeLessThanOrEqual(5);
    }
    expect(content.requirementTemplates.backend).toContain(
      "Designs and documents REST or GraphQL APIs",
    );
    expect(content.nextSteps.length).toBeGreaterThanOrEqual(4);
    expect(content.nextSteps.length).toBeLessThanOrEqual(5);
    expect(content.faqs.length).toBeGreaterThanOrEqual(10);
    expect(content.faqs.length).toBeLessThanOrEqual(14);
    expect(content.faqs[0]).toMatchObject({ id: "faq.pricing" });
    for (const faq of content.faqs) expect(faq.keywords.length).toBeGreaterThan(0);
  });

  it("takes the interview promise from the claim, in hours, and fills it into the texts", async () => {
    await useSeed();
    const content = await loadBriefingContent();
    const claim = claims().find((doc) => doc._id === "claim.interview-window")!;
    expect(content.interviewPromiseHours).toBe(parsePromiseHours(claim.value!));
    expect(content.interviewPromiseHours).toBe(48);
    expect(content.nextSteps.some((step) => step.includes(`within ${claim.value}`))).toBe(true);
    for (const text of everyText(content)) expect(text).not.toMatch(/\{[a-z0-9-]+\}/);
  });

  it("follows a changed claim everywhere: the hours, the next steps and the FAQ answers", async () => {
    await useDataset((doc) =>
      doc._id === "claim.interview-window" ? { ...doc, value: "3 days" } : doc,
    );
    const content = await loadBriefingContent();
    expect(content.interviewPromiseHours).toBe(72);
    const interviews = content.faqs.find((faq) => faq.id === "faq.interviews")!;
    expect(interviews.answer).toContain("within 3 days");
    expect(content.nextSteps.join(" ")).toContain("within 3 days");
    // The shortlist's own claim (match time) is 48 hours too: the window's old figure is gone
    // from every text that states the window.
    for (const text of [interviews.answer, ...content.nextSteps]) {
      expect(text).not.toContain("48 hours");
    }
  });

  it("types no claim's figure into its copy: every figure is a placeholder for a claim", async () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    await useDataset((doc) => (doc._type === "claim" ? { ...doc, value: `<<${doc._id}>>` } : doc));
    const content = await loadBriefingContent();
    const text = everyText(content).join("\n");
    const figures = claims()
      .map((claim) => claim.value!)
      .filter((value) => !["98%", "100%", "5%"].includes(value));
    expect(figures.filter((figure) => text.includes(figure))).toEqual([]);
    // The placeholders did resolve, to the sentinels.
    expect(text).toContain("<<claim.interview-window>>");
    expect(text).toContain("<<claim.top-talent>>");
  });

  it("quotes hourly rates only as the wizard's seniority bands", async () => {
    await useSeed();
    const content = await loadBriefingContent();
    const bands = new Set(BRIEFING_SENIORITIES.map(({ band }) => `$${band.min}-${band.max}`));
    const quoted = everyText(content).flatMap((text) => text.match(/\$\d+-\d+/g) ?? []);
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter((range) => !bands.has(range))).toEqual([]);
    expect(new Set(quoted)).toEqual(bands);
  });

  it("falls back only where a document is missing", async () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    await useDataset((doc) => (doc._type === "briefingSettings" ? null : doc));
    const content = await loadBriefingContent();
    expect(content.assistantGreeting).toBe(FALLBACK_BRIEFING_SETTINGS.assistantGreeting);
    expect(content.nextSteps).toEqual(FALLBACK_BRIEFING_SETTINGS.nextSteps);
    expect(content.requirementTemplates).toEqual({});
    // The claim still exists, so the promise still comes from it.
    expect(content.interviewPromiseHours).toBe(48);
    expect(content.faqs.length).toBeGreaterThanOrEqual(10);
  });
});

describe("the studio's role list", () => {
  it("offers exactly the briefing's ten role ids", async () => {
    const schema = JSON.parse(
      await readFile(path.resolve("studio/schema.json"), "utf8"),
    ) as unknown[];
    const text = JSON.stringify(schema.find((type) => (type as Doc).name === "briefingSettings"));
    const roles = [...text.matchAll(/"type":"string","value":"([a-z-]+)"/g)].map((m) => m[1]);
    expect(roles.sort()).toEqual([...BRIEFING_ROLE_IDS].sort());
  });

  it("has an introduction field for exactly the briefing's ten steps", async () => {
    const schema = JSON.parse(await readFile(path.resolve("studio/schema.json"), "utf8")) as {
      name: string;
      attributes?: Record<string, { value: { attributes?: Record<string, unknown> } }>;
    }[];
    const settings = schema.find((type) => type.name === "briefingSettings");
    const intros = Object.keys(settings?.attributes?.stepIntros?.value.attributes ?? {});
    expect(intros.sort()).toEqual(BRIEFING_STEPS.map((step) => step.key).sort());
  });
});

describe("normaliseBriefingContent", () => {
  const claim = { _id: "claim.interview-window", value: "2 days", measure: null };
  const raw = (over: Partial<NonNullable<BriefingContentQueryResult>>) =>
    ({
      settings: null,
      interviewClaim: null,
      faqs: [],
      audiences: [],
      ...over,
    }) as BriefingContentQueryResult;

  it("uses typed fallbacks when neither the settings nor the claim exist", () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const content = normaliseBriefingContent(raw({}));
    expect(content).toEqual({
      page: FALLBACK_BRIEFING_SETTINGS.page,
      stepIntros: FALLBACK_BRIEFING_SETTINGS.stepIntros,
      companyTypes: BRIEFING_COMPANY_TYPES.map(({ value, title }) => ({
        value,
        title,
        subtitle: "",
      })),
      assistantGreeting: FALLBACK_BRIEFING_SETTINGS.assistantGreeting,
      requirementTemplates: {},
      faqs: [],
      interviewPromiseHours: FALLBACK_INTERVIEW_PROMISE_HOURS,
      nextSteps: [...FALLBACK_BRIEFING_SETTINGS.nextSteps],
    });
  });

  it("reads the page's heading, introduction and search text from the settings", () => {
    const content = normaliseBriefingContent(
      raw({
        settings: {
          ...PAGE_COPY,
          assistantGreeting: "Hello there, I can help with your briefing.",
          requirementTemplates: null,
          nextSteps: [],
          interviewPromise: claim as never,
        },
      }),
    );
    expect(content.page).toEqual({
      title: PAGE_COPY.pageTitle,
      intro: PAGE_COPY.pageIntro,
      seo: PAGE_COPY.seo,
    });
  });

  it("takes each step's introduction from the settings, the built-in one where it is empty", () => {
    const warn = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const content = normaliseBriefingContent(
      raw({
        settings: {
          ...PAGE_COPY,
          stepIntros: { ...PAGE_COPY.stepIntros, team: "Pick your roles.", budget: " " },
          assistantGreeting: "Hello there, I can help with your briefing.",
          requirementTemplates: null,
          nextSteps: [],
          interviewPromise: claim as never,
        },
      }),
    );
    expect(content.stepIntros.team).toBe("Pick your roles.");
    expect(content.stepIntros.budget).toBe(FALLBACK_BRIEFING_SETTINGS.stepIntros.budget);
    expect(String(warn.mock.calls)).toMatch(/no introduction for the step \\?"budget/);
  });

  it("names and describes the company types by the audiences' documents, in the site's order", () => {
    const content = normaliseBriefingContent(
      raw({
        audiences: [
          { audience: "fintechs", registrationLabel: "Fintech & banking", subtitle: "Regulated" },
          { audience: "startups", registrationLabel: "Startup", subtitle: "Racing to MVP" },
        ],
      }),
    );
    expect(content.companyTypes.slice(0, 3)).toEqual([
      { value: "startup", title: "Startup", subtitle: "Racing to MVP" },
      { value: "midmarket", title: "Midmarket", subtitle: "" },
      { value: "fintech", title: "Fintech & banking", subtitle: "Regulated" },
    ]);
  });

  it("reads the claim by its id when the settings document is missing", () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(
      normaliseBriefingContent(raw({ interviewClaim: claim as never })).interviewPromiseHours,
    ).toBe(48);
  });

  it("keeps the first template of a role, ignores unknown roles and blank requirements", () => {
    const warn = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const content = normaliseBriefingContent(
      raw({
        settings: {
          ...PAGE_COPY,
          assistantGreeting: "Hello, interviews within {interview-window}.",
          requirementTemplates: [
            { role: "backend", requirements: ["Writes tests", "  "] },
            { role: "backend", requirements: ["Second entry"] },
            { role: "astronaut" as never, requirements: ["Flies"] },
          ],
          nextSteps: ["We call you.", "Interviews within {interview-window}.", "{top-talent}!"],
          interviewPromise: { _id: "claim.interview-window", value: "36 hours", measure: null },
        },
      }),
    );
    expect(content.requirementTemplates).toEqual({ backend: ["Writes tests"] });
    expect(content.assistantGreeting).toBe("Hello, interviews within 36 hours.");
    // A step naming a claim the document does not reference is left out, not shown with a hole.
    expect(content.nextSteps).toEqual(["We call you.", "Interviews within 36 hours."]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("next step"));
    expect(content.interviewPromiseHours).toBe(36);
  });

  it("leaves out an FAQ entry whose answer names a claim it does not reference", () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const content = normaliseBriefingContent(
      raw({
        faqs: [
          {
            _id: "faq.a",
            question: "Fast?",
            answer: "Within {interview-window}.",
            keywords: ["fast", " "],
            figures: [claim],
          },
          {
            _id: "faq.b",
            question: "Top?",
            answer: "Only {top-talent}.",
            keywords: [],
            figures: null,
          },
        ],
      }),
    );
    expect(content.faqs).toEqual([
      { id: "faq.a", question: "Fast?", answer: "Within 2 days.", keywords: ["fast"] },
    ]);
  });

  it("falls back to the default hours when the claim's figure is not a duration", () => {
    const warn = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const content = normaliseBriefingContent(
      raw({ interviewClaim: { _id: "claim.interview-window", value: "soon" } as never }),
    );
    expect(content.interviewPromiseHours).toBe(FALLBACK_INTERVIEW_PROMISE_HOURS);
    // The JSON log line escapes the quotes around the value.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('\\"soon\\"'));
  });
});

describe("parsePromiseHours", () => {
  it.each([
    ["48 hours", 48],
    ["48hrs", 48],
    ["24 h", 24],
    ["2 days", 48],
    ["1 day", 24],
    ["one day", 24],
    ["Three Days", 72],
    ["72-hour", 72],
  ])("%s is %i hours", (value, hours) => {
    expect(parsePromiseHours(value)).toBe(hours);
  });

  it.each(["", "soon", "48", "0 hours", "5–10 business days", "one week", "48 hours or less"])(
    "%j is not a duration it can use",
    (value) => {
      expect(parsePromiseHours(value)).toBeNull();
    },
  );
});
