import { describe, expect, it } from "vitest";

import {
  foldChar,
  foldSearchText,
  highlightRanges,
  searchTokens,
  typoPatterns,
} from "./role-search";

describe("searchTokens", () => {
  it("folds case and accents, keeps skill symbols, drops one-letter words and repeats", () => {
    expect(searchTokens("  Désarrollo C# a Node.js NODE.JS ").map((t) => t.word)).toEqual([
      "desarrollo",
      "c#",
      "node.js",
    ]);
  });

  it("meets plurals in the singular", () => {
    expect(searchTokens("payments technologies").map((t) => t.word)).toEqual([
      "payment",
      "technology",
    ]);
    // Words ending in -is, -us, -ss are not plurals: "analysis", "status", "class".
    expect(searchTokens("analysis status").map((t) => t.word)).toEqual(["analysis", "status"]);
  });

  it("adds the CMS synonyms' targets as alternatives of the word", () => {
    const [token] = searchTokens("K8S", [{ term: "k8s", matches: ["Kubernetes", "Helm"] }]);
    expect(token).toEqual({ word: "k8s", alternatives: ["k8s", "kubernetes", "helm"] });
  });

  it("adds the skill vocabulary's name for another spelling of a skill", () => {
    const alternatives = (search: string) =>
      Object.fromEntries(searchTokens(search).map((t) => [t.word, t.alternatives]));
    expect(alternatives("k8s NodeJS postgres JS")).toEqual({
      k8s: ["k8s", "kubernetes"],
      // "nodejs" reads as a plural to the folding; the vocabulary knows it as typed.
      nodej: ["nodej", "node.js"],
      // "postgre" is inside "postgresql" already.
      postgre: ["postgre"],
      js: ["js", "javascript"],
    });
    // A short name is matched as a whole word: "go" is also in "google" and "django".
    expect(alternatives("golang")).toEqual({ golang: ["golang", " go "] });
    // A word that is the skill's own name needs nothing more.
    expect(alternatives("kubernetes react")).toEqual({
      kubernete: ["kubernete"],
      react: ["react"],
    });
  });

  it("keeps the CMS synonyms beside the vocabulary's names", () => {
    const [token] = searchTokens("k8s", [{ term: "k8s", matches: ["Helm"] }]);
    expect(token).toEqual({ word: "k8s", alternatives: ["k8s", "helm", "kubernetes"] });
    const [banking] = searchTokens("banking", [{ term: "Banking", matches: ["fintech"] }]);
    expect(banking?.alternatives).toEqual(["banking", "fintech"]);
  });

  it("counts at most six words", () => {
    expect(searchTokens("aa bb cc dd ee ff gg hh")).toHaveLength(6);
  });
});

describe("typoPatterns", () => {
  const matches = (word: string, text: string) =>
    typoPatterns(word).some((pattern) =>
      new RegExp(
        `^${pattern
          .replace(/[.*+?^${}()|[\]]/g, "\\$&")
          .replaceAll("%", ".*")
          .replaceAll("_", ".")}$`,
      ).test(text),
    );

  it("finds a word one letter missing, extra, wrong or swapped away", () => {
    for (const typo of ["pyhton", "pythn", "pythonn", "pithon"]) {
      expect(matches(typo, "senior python developer"), typo).toBe(true);
    }
  });

  it("does not find words two edits away", () => {
    expect(matches("pyhtno", "python")).toBe(false);
    expect(matches("java", "python")).toBe(false);
  });

  it("keeps the visitor's % and _ literal", () => {
    for (const pattern of typoPatterns("a%bc")) {
      expect(pattern.slice(1, -1), pattern).not.toMatch(/(^|[^\\])%/);
    }
  });
});

describe("highlightRanges", () => {
  it("finds the words regardless of case and accents, merged and in order", () => {
    expect(highlightRanges("Désarrollo Web, React and react-native", ["react", "desa"])).toEqual([
      [0, 4],
      [16, 21],
      [26, 31],
    ]);
    expect(highlightRanges("Backend", ["end", "back"])).toEqual([[0, 7]]);
    expect(highlightRanges("Go", ["g"])).toEqual([]);
  });

  it("marks a whole-word needle only where no letter or digit touches it", () => {
    expect(highlightRanges("Go", [" go "])).toEqual([[0, 2]]);
    expect(highlightRanges("Services in Go, on Google Cloud", [" go "])).toEqual([[12, 14]]);
    expect(highlightRanges("Django and MongoDB", [" go "])).toEqual([]);
  });

  it("agrees with the folding the search uses", () => {
    expect(foldSearchText("ÁÉÍÓÚ ñ Ç")).toBe("aeiou n c");
  });
});

describe("folding's shortcut for plain ASCII", () => {
  // The full fold: what every character went through before the shortcut.
  const slowFold = (text: string) =>
    [...text].map((char) => char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()).join("");

  it("folds every ASCII character as the full fold does", () => {
    for (let code = 0; code < 0x80; code++) {
      const char = String.fromCharCode(code);
      expect(foldChar(char)).toBe(slowFold(char));
      expect(foldSearchText(`Ab${char}Z`)).toBe(slowFold(`Ab${char}Z`));
    }
  });

  it("still folds accents, and texts that mix them with ASCII", () => {
    for (const text of ["São Paulo", "Ñandú C#", "crème BRÛLÉE", "Node.js Développeur", "ǅ ﬁ ẞ"]) {
      expect(foldSearchText(text)).toBe(slowFold(text));
    }
  });

  it("marks the same ranges in ASCII and in accented text", () => {
    expect(highlightRanges("React Native and REACT", ["react"])).toEqual([
      [0, 5],
      [17, 22],
    ]);
    expect(highlightRanges("Réact in São Paulo", ["react", "sao"])).toEqual([
      [0, 5],
      [9, 12],
    ]);
  });
});
