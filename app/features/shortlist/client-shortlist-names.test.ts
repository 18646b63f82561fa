import { describe, expect, it } from "vitest";

import { decisionText, doneMessage, entryAnchor } from "./client-shortlist-names";

describe("client shortlist wording", () => {
  it("states the current answer, with the reason's label when there is one", () => {
    expect(decisionText(null, null)).toBe("No decision yet");
    expect(decisionText("selected", null)).toBe("Marked for interview");
    expect(decisionText("declined", "rate")).toBe("Not a fit: Rate is too high");
    expect(decisionText("declined", null)).toBe("Not a fit");
  });

  it("confirms each answer in the client's words", () => {
    expect(doneMessage("select", "Dev-42", null)).toBe("Marked for interview");
    expect(doneMessage("decline", "Dev-42", null)).toBe(
      "Thanks: we will not propose Dev-42 again for this role",
    );
    expect(doneMessage("ask", "Dev-42", "Q-7K2M")).toBe(
      "Your question reached us: reference Q-7K2M",
    );
  });

  it("makes an element id of any role id", () => {
    expect(entryAnchor("backend engineer/2", "abc")).toBe("entry-backend-engineer-2-abc");
  });
});
