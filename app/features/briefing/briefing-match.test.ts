import { describe, expect, it } from "vitest";

import { matchInputSchema } from "~/features/matching/match-input";

import { type BriefingDraftInput, briefingDraftSchema } from "./briefing-draft";
import { briefingMatchPlan, industriesOf } from "./briefing-match";

// How a briefing becomes the matcher's questions: the stack is the must-haves, named skills
// among the critical requirements join as marked, prose goes to a person, and what the
// visitor left unsaid asks the least.

const draft = (input: Partial<BriefingDraftInput> = {}) =>
  briefingDraftSchema.parse({ id: "7d6f3a1e-3b1c-4f53-9c61-0a4c4cbd1e01", ...input });

const OPTIONS = { fallbackZone: "America/Chicago", today: "2026-12-01" };

describe("briefingMatchPlan", () => {
  it("asks one question per selected role, the stack as its must-haves", () => {
    const plan = briefingMatchPlan(
      draft({
        teamComposition: { selectedRoles: ["backend", "devops"] },
        roleDetails: [
          {
            roleId: "backend",
            techStack: ["Node.js", "Postgres"],
            seniority: "mid",
            englishLevel: "fluent",
          },
          { roleId: "devops", techStack: ["k8s"] },
        ],
      }),
      OPTIONS,
    );
    expect(plan.requests.map((request) => request.roleTitle)).toEqual([
      "Backend Developer",
      "DevOps Engineer",
    ]);
    const [backend, devops] = plan.requests.map((request) => request.body);
    expect(backend).toMatchObject({
      roleId: "backend",
      seniority: "mid",
      mustHave: ["Node.js", "PostgreSQL"],
      englishLevel: "C1",
    });
    expect(devops).toMatchObject({
      mustHave: ["Kubernetes"],
      seniority: "senior",
      englishLevel: "B1",
    });
    for (const request of plan.requests)
      expect(matchInputSchema.safeParse(request.body).success).toBe(true);
  });

  it("adds named skills among the critical requirements as marked, and leaves prose to a person", () => {
    const plan = briefingMatchPlan(
      draft({
        teamComposition: { selectedRoles: ["backend"] },
        roleDetails: [{ roleId: "backend", techStack: ["Go"] }],
        projectNeeds: {
          criticalRequirements: [
            { text: "golang", priority: "must" },
            { text: "Terraform", priority: "must" },
            { text: "GraphQL", priority: "nice" },
            { text: "Has shipped a payments product", priority: "must" },
          ],
        },
      }),
      OPTIONS,
    );
    const body = plan.requests[0]!.body;
    // "golang" is the stack's Go already: asked once.
    expect(body.mustHave).toEqual(["Go", "Terraform"]);
    expect(body.niceToHave).toEqual(["GraphQL"]);
    expect(plan.forPeople).toEqual(["Has shipped a payments product"]);
  });

  it("reads the start, the zone, the overlap and the industries", () => {
    const plan = briefingMatchPlan(
      draft({
        teamComposition: { selectedRoles: ["frontend"] },
        engagementModel: { startDate: "2027-01-11", overlapHours: 4 },
        scheduling: { timeZone: "America/Sao_Paulo" },
        knowledge: { industries: "Fintech, healthcare;\nRetail." },
      }),
      OPTIONS,
    );
    expect(plan.requests[0]!.body).toMatchObject({
      startDate: "2027-01-11",
      timeZone: "America/Sao_Paulo",
      overlapHours: 4,
      domains: ["Fintech", "healthcare", "Retail"],
    });
  });

  it("asks the least for what was left unsaid, and never a start in the past", () => {
    const plan = briefingMatchPlan(
      draft({
        teamComposition: { selectedRoles: ["frontend"] },
        engagementModel: { startDate: "2026-06-01" },
      }),
      OPTIONS,
    );
    expect(plan.requests[0]!.body).toMatchObject({
      seniority: "senior",
      englishLevel: "B1",
      startDate: "2026-12-01",
      timeZone: "America/Chicago",
      overlapHours: 0,
      mustHave: [],
      niceToHave: [],
      domains: [],
    });
  });
});

describe("industriesOf", () => {
  it("splits on commas, semicolons and lines, once each, leaving out sentences", () => {
    expect(industriesOf("Fintech, fintech; Insurance\n\n" + "x".repeat(61))).toEqual([
      "Fintech",
      "Insurance",
    ]);
  });
});
