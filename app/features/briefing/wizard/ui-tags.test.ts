import { describe, expect, it } from "vitest";

import { skillEntry } from "~/lib/skills/skill-vocabulary";

import { addTag, matchSuggestions, normalizeTag, type TagSuggestion } from "./ui-tags";

const SUGGESTIONS: TagSuggestion[] = [
  { label: "React", group: "Frontend" },
  { label: "Next.js", group: "Frontend" },
  { label: "Preact", group: "Frontend" },
  { label: "Node.js", group: "Backend" },
  { label: "React Native", group: "Mobile" },
  { label: "PostgreSQL", group: "Database" },
];
const WITH_ALIASES: TagSuggestion[] = [
  { label: "JavaScript", group: "Frontend", aliases: ["JS", "ECMAScript"] },
  { label: "Next.js", group: "Frontend", aliases: ["Next", "NextJS"] },
  { label: "Node.js", group: "Backend", aliases: ["Node", "NodeJS"] },
  { label: "Kubernetes", group: "Cloud", aliases: ["k8s", "kube"] },
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

  it("stores a skill under the vocabulary's name when the list spells tags as skills", () => {
    const skills = { ...OPTIONS, maxItems: 5, spell: skillEntry };
    expect(addTag([], "k8s", skills)).toEqual({
      kind: "added",
      tags: ["Kubernetes"],
      tag: "Kubernetes",
    });
    expect(addTag(["Kubernetes"], " nodejs ", skills)).toEqual({
      kind: "added",
      tags: ["Kubernetes", "Node.js"],
      tag: "Node.js",
    });
    expect(addTag(["Svelte"], "postgres", skills)).toMatchObject({ tag: "PostgreSQL" });
    // Unknown skills are kept as typed.
    expect(addTag([], "Elixir  Phoenix", skills)).toMatchObject({ tag: "Elixir Phoenix" });
  });

  it("takes another spelling of a listed skill for a duplicate", () => {
    const skills = { ...OPTIONS, spell: skillEntry };
    expect(addTag(["React"], "React.js", skills)).toEqual({ kind: "duplicate", tag: "React" });
    expect(addTag(["Kubernetes"], "K8S", skills)).toEqual({
      kind: "duplicate",
      tag: "Kubernetes",
    });
    expect(addTag(["elixir/phoenix"], "Elixir Phoenix", skills)).toEqual({
      kind: "duplicate",
      tag: "elixir/phoenix",
    });
    // Text that normalises to nothing is compared as text, not as one empty skill.
    expect(addTag(["Битрикс"], "Гугл", skills)).toMatchObject({ kind: "added" });
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

  it("finds a suggestion by its aliases, and ranks an alias that starts with the text first", () => {
    const labels = (text: string, chosen: string[] = []) =>
      matchSuggestions(WITH_ALIASES, text, chosen, { spell: skillEntry }).map((item) => item.label);
    expect(labels("k8")).toEqual(["Kubernetes"]);
    expect(labels("nodejs")).toEqual(["Node.js"]);
    expect(labels("js")).toEqual(["JavaScript", "Next.js", "Node.js"]);
    // A skill chosen under another spelling is not suggested again.
    expect(labels("js", ["JS", "node.js"])).toEqual(["Next.js"]);
  });

  it("lists everything for empty text, up to the limit", () => {
    expect(matchSuggestions(SUGGESTIONS, "", [])).toHaveLength(SUGGESTIONS.length);
    expect(matchSuggestions(SUGGESTIONS, " ", [], { limit: 2 }).map((item) => item.label)).toEqual([
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
