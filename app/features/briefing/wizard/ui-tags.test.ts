import { describe, expect, it } from "vitest";

import { addTag, matchSuggestions, normalizeTag, type TagSuggestion } from "./ui-tags";

const SUGGESTIONS: TagSuggestion[] = [
  { label: "React", group: "Frontend" },
  { label: "Next.js", group: "Frontend" },
  { label: "Preact", group: "Frontend" },
  { label: "Node.js", group: "Backend" },
  { label: "React Native", group: "Mobile" },
  { label: "PostgreSQL", group: "Database" },
];
const OPTIONS = { suggestions: SUGGESTIONS, maxItems: 3, maxLength: 20 };

describe("addTag", () => {
  it("adds typed text, trimmed, in the suggestion's spelling when it names one", () => {
    expect(addTag([], "  react ", OPTIONS)).toEqual({
      kind: "added",
      tags: ["React"],
      tag: "React",
    });
    expect(addTag(["React"], "Elixir   Phoenix", OPTIONS)).toEqual({
      kind: "added",
      tags: ["React", "Elixir Phoenix"],
      tag: "Elixir Phoenix",
    });
  });

  it("ignores blank text", () => {
    expect(addTag(["React"], "   ", OPTIONS)).toEqual({ kind: "blank" });
  });

  it("ignores a tag already listed, whatever its case", () => {
    expect(addTag(["Elixir"], "ELIXIR", OPTIONS)).toEqual({ kind: "duplicate", tag: "Elixir" });
    expect(addTag(["React"], "react", OPTIONS)).toEqual({ kind: "duplicate", tag: "React" });
  });

  it("stops at the limit", () => {
    expect(addTag(["a", "b", "c"], "d", OPTIONS)).toEqual({ kind: "full" });
  });

  it("never stores more than the longest tag allowed", () => {
    const result = addTag([], "x".repeat(30), OPTIONS);
    expect(result.kind === "added" && result.tag).toBe("x".repeat(20));
  });
});

describe("matchSuggestions", () => {
  it("matches anywhere in the label, ignoring case, starts first within each group", () => {
    expect(matchSuggestions(SUGGESTIONS, "REACT", []).map((item) => item.label)).toEqual([
      "React",
      "Preact",
      "React Native",
    ]);
  });

  it("leaves out the chosen tags", () => {
    expect(matchSuggestions(SUGGESTIONS, "js", ["next.js"]).map((item) => item.label)).toEqual([
      "Node.js",
    ]);
  });

  it("lists everything for empty text, up to the limit", () => {
    expect(matchSuggestions(SUGGESTIONS, "", [])).toHaveLength(SUGGESTIONS.length);
    expect(matchSuggestions(SUGGESTIONS, " ", [], 2).map((item) => item.label)).toEqual([
      "React",
      "Next.js",
    ]);
  });
});

describe("normalizeTag", () => {
  it("trims and collapses spaces", () => {
    expect(normalizeTag("  Node.js \t 18 ")).toBe("Node.js 18");
  });
});
