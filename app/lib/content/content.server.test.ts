import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentSource } from "./content-source.server";
import { clearContentCache, fetchContent, setContentSourceForTests } from "./content.server";

function countingSource(answer: () => Promise<unknown>): ContentSource & { calls: number } {
  const source = {
    kind: "dataset" as const,
    description: "test",
    calls: 0,
    fetch<Result>() {
      source.calls += 1;
      return answer() as Promise<Result>;
    },
  };
  return source;
}

afterEach(() => {
  setContentSourceForTests(undefined);
  vi.useRealTimers();
});

describe("fetchContent", () => {
  it("answers repeated queries from the cache until it is cleared", async () => {
    const source = countingSource(async () => ({ brandName: "Near Genius" }));
    setContentSourceForTests(source);
    await fetchContent("*[0]");
    await fetchContent("*[0]");
    expect(source.calls).toBe(1);
    await fetchContent("*[0]", { other: "params" });
    expect(source.calls).toBe(2);
    clearContentCache();
    await fetchContent("*[0]");
    expect(source.calls).toBe(3);
  });

  it("expires cached answers after CONTENT_CACHE_SECONDS", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const source = countingSource(async () => 1);
    setContentSourceForTests(source);
    await fetchContent("count(*)");
    vi.setSystemTime(Date.now() + 301_000);
    await fetchContent("count(*)");
    expect(source.calls).toBe(2);
  });

  it("does not cache a failure", async () => {
    let fail = true;
    const source = countingSource(async () => {
      if (fail) throw new Error("down");
      return "up";
    });
    setContentSourceForTests(source);
    await expect(fetchContent("*")).rejects.toThrow("down");
    fail = false;
    await expect(fetchContent("*")).resolves.toBe("up");
  });
});
