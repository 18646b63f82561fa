import { describe, expect, it } from "vitest";

import { CATALOG_ANSWER_TTL_MS, createCatalogAnswers } from "./catalog-answers.server";

function counting<T extends object>(value: () => T) {
  const loader = {
    calls: 0,
    load: async () => {
      loader.calls += 1;
      return value();
    },
  };
  return loader;
}

describe("catalog answers", () => {
  it("reuses an answer for a minute, then reads it again", async () => {
    let clock = 1_000;
    const answers = createCatalogAnswers({ now: () => clock });
    const search = counting(() => ({ positions: [`read at ${clock}`] }));
    expect(await answers.read("react", search.load)).toEqual({ positions: ["read at 1000"] });
    clock += CATALOG_ANSWER_TTL_MS - 1;
    expect(await answers.read("react", search.load)).toEqual({ positions: ["read at 1000"] });
    expect(search.calls).toBe(1);
    clock += 2;
    expect(await answers.read("react", search.load)).toEqual({
      positions: [`read at ${1_000 + CATALOG_ANSWER_TTL_MS + 1}`],
    });
    expect(search.calls).toBe(2);
  });

  it("keeps each key's own answer", async () => {
    const answers = createCatalogAnswers();
    expect(await answers.read("react", async () => ["React Developer"])).toEqual([
      "React Developer",
    ]);
    expect(await answers.read("python", async () => ["Python Developer"])).toEqual([
      "Python Developer",
    ]);
    expect(await answers.read("react", async () => ["not read"])).toEqual(["React Developer"]);
  });

  it("loads once for requests that come while the answer is read", async () => {
    const answers = createCatalogAnswers();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const load = async () => {
      calls += 1;
      await gate;
      return { skills: calls };
    };
    const waiting = Array.from({ length: 5 }, () => answers.read("skills", load));
    release();
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 5 }, () => ({ skills: 1 })));
    expect(calls).toBe(1);
  });

  it("keeps no failed read: the next request reads again", async () => {
    const answers = createCatalogAnswers();
    await expect(
      answers.read("skills", () => Promise.reject(new Error("connection lost"))),
    ).rejects.toThrow("connection lost");
    expect(await answers.read("skills", async () => ["Frontend"])).toEqual(["Frontend"]);
  });

  it("keeps at most its maximum of answers, dropping the least recently used", async () => {
    const answers = createCatalogAnswers({ max: 2 });
    await answers.read("a", async () => ["a"]);
    await answers.read("b", async () => ["b"]);
    await answers.read("a", async () => ["a again"]);
    await answers.read("c", async () => ["c"]);
    expect(await answers.read("a", async () => ["a read again"])).toEqual(["a"]);
    expect(await answers.read("b", async () => ["b read again"])).toEqual(["b read again"]);
  });
});
