import { describe, expect, it } from "vitest";

import { solutionTypes } from "~/features/seo/public-routes";
import { companyTypes } from "~/lib/db/schema";
import routes from "~/routes";

import {
  AUDIENCE_COMPANY_TYPE,
  BRIEFING_HREF,
  FUNNEL_STEPS,
  funnelStep,
  nextStep,
  previousStep,
  stepNumber,
  stepOfTotal,
  stepStatus,
  teamBuilderHref,
  teamBuilderHrefForAudience,
} from "./funnel-steps";

describe("funnel steps", () => {
  it("runs company, roles, estimate, briefing, call, on their pages", () => {
    expect(FUNNEL_STEPS.map((step) => [step.id, step.path])).toEqual([
      ["company", "/company-registration"],
      ["roles", "/stack-selection"],
      ["estimate", "/calculator"],
      ["briefing", "/briefing"],
      ["call", "/contact/book-call"],
    ]);
  });

  it("gives every step a distinct label a person reads, not an id", () => {
    const labels = FUNNEL_STEPS.map((step) => step.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  });

  it("counts from 1 and says 'Step N of 5'", () => {
    expect(stepNumber("company")).toBe(1);
    expect(stepNumber("call")).toBe(5);
    expect(stepOfTotal("estimate")).toBe("Step 3 of 5");
    expect(funnelStep("roles").label).toBe("Choose roles");
  });

  it("marks earlier steps complete, the current one current, later ones upcoming", () => {
    expect(FUNNEL_STEPS.map((step) => stepStatus(step.id, "estimate"))).toEqual([
      "complete",
      "complete",
      "current",
      "upcoming",
      "upcoming",
    ]);
    expect(stepStatus("company", "company")).toBe("current");
    expect(stepStatus("call", "call")).toBe("current");
  });

  it("knows the neighbours, and nothing before the first or after the last", () => {
    expect(nextStep("roles")?.id).toBe("estimate");
    expect(previousStep("roles")?.id).toBe("company");
    expect(previousStep("company")).toBeUndefined();
    expect(nextStep("call")).toBeUndefined();
  });

  it("names pages that the route table serves, or that are still to be built", () => {
    // The briefing and the call booking are exempt (listed before their routes existed); the
    // guard makes sure the remaining steps point at registered routes.
    const registered = new Set(
      (routes as { path?: string }[]).map((route) => `/${route.path ?? ""}`),
    );
    const pending = new Set(["/briefing", "/contact/book-call"]);
    for (const step of FUNNEL_STEPS) {
      if (!pending.has(step.path)) expect(registered, step.path).toContain(step.path);
    }
  });
});

describe("the two doors", () => {
  it("opens the briefing door at /briefing", () => {
    expect(BRIEFING_HREF).toBe("/briefing");
  });

  it("opens the team builder at the company step, with a type when given", () => {
    expect(teamBuilderHref()).toBe("/company-registration");
    expect(teamBuilderHref("fintech")).toBe("/company-registration?type=fintech");
  });

  it("maps every audience page to a company type the registration accepts", () => {
    expect(Object.keys(AUDIENCE_COMPANY_TYPE).sort()).toEqual([...solutionTypes].sort());
    for (const type of Object.values(AUDIENCE_COMPANY_TYPE)) {
      expect(companyTypes).toContain(type);
    }
    expect(AUDIENCE_COMPANY_TYPE).toEqual({
      startups: "startup",
      midmarket: "midmarket",
      fintechs: "fintech",
      enterprise: "enterprise",
      consulting: "consulting",
    });
  });

  it("builds the audience button's link, and survives an audience it does not know", () => {
    expect(teamBuilderHrefForAudience("fintechs")).toBe("/company-registration?type=fintech");
    expect(teamBuilderHrefForAudience("startups")).toBe("/company-registration?type=startup");
    expect(teamBuilderHrefForAudience("agencies")).toBe("/company-registration");
    expect(teamBuilderHrefForAudience(null)).toBe("/company-registration");
    expect(teamBuilderHrefForAudience("toString")).toBe("/company-registration");
  });
});
