import { describe, expect, it } from "vitest";
import { toolsForUser } from "./tools-for-role";

const tools = [{ name: "structure" }, { name: "vision" }];
const user = (...roles: string[]) => ({ roles: roles.map((name) => ({ name })) });

describe("toolsForUser", () => {
  it("shows the GROQ console to administrators and developers only", () => {
    expect(toolsForUser(tools, user("administrator")).map((tool) => tool.name)).toEqual([
      "structure",
      "vision",
    ]);
    expect(toolsForUser(tools, user("editor", "developer"))).toHaveLength(2);
    for (const who of [user("editor"), user("contributor"), user("viewer"), null, undefined]) {
      expect(toolsForUser(tools, who).map((tool) => tool.name)).toEqual(["structure"]);
    }
  });
});
