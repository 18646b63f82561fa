import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { LEAD_TEAM_ENDPOINT, leadTeamBody, leadTeamSchema } from "./lead-team-schema";

describe("lead team input", () => {
  it("sends roles in the visitor's order and the estimate only when there is one", () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const withEstimate = leadTeamBody({ roleIds: ids, estimate: "1.6.40.frontend_s1" });
    expect(withEstimate.getAll("roleIds")).toEqual(ids);
    expect(withEstimate.get("estimate")).toBe("1.6.40.frontend_s1");
    const rolesOnly = leadTeamBody({ roleIds: ids });
    expect(rolesOnly.has("estimate")).toBe(false);
    expect(LEAD_TEAM_ENDPOINT).toBe("/api/lead/team");
  });

  it("accepts position ids only, at most 200, and a bounded estimate", () => {
    expect(leadTeamSchema.safeParse({ roleIds: [randomUUID()] }).success).toBe(true);
    expect(leadTeamSchema.safeParse({ roleIds: ["frontend"] }).success).toBe(false);
    const many = Array.from({ length: 200 }, () => randomUUID());
    expect(leadTeamSchema.safeParse({ roleIds: many }).success).toBe(true);
    expect(leadTeamSchema.safeParse({ roleIds: [...many, randomUUID()] }).success).toBe(false);
    expect(leadTeamSchema.safeParse({ roleIds: [], estimate: "x".repeat(2000) }).success).toBe(
      true,
    );
    expect(leadTeamSchema.safeParse({ roleIds: [], estimate: "x".repeat(2001) }).success).toBe(
      false,
    );
    expect(leadTeamSchema.safeParse({ roleIds: [], estimate: "   " }).success).toBe(false);
    expect(leadTeamSchema.parse({ roleIds: [], estimate: " 1.6.40 " }).estimate).toBe("1.6.40");
  });
});
