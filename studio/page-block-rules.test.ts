import { describe, expect, it } from "vitest";

import { heroProblem } from "./page-block-rules";

const block = (type: string) => ({ _type: type, _key: type });

describe("a page's hero", () => {
  it("accepts a page that opens with its one hero", () => {
    expect(heroProblem([block("heroBlock"), block("richTextBlock"), block("ctaBlock")])).toBe(true);
  });

  it("refuses a page that does not open with a hero", () => {
    expect(heroProblem([block("richTextBlock"), block("heroBlock")])).toMatch(
      /^Start the page with a Hero block/,
    );
  });

  it("refuses a second hero, which would be a second h1", () => {
    expect(heroProblem([block("heroBlock"), block("cardsBlock"), block("heroBlock")])).toMatch(
      /^A page has one Hero block/,
    );
  });

  it("takes the hero with a live engineer as the page's hero, and counts it as one", () => {
    expect(heroProblem([block("liveHeroBlock"), block("sectionCardsBlock")])).toBe(true);
    expect(heroProblem([block("liveHeroBlock"), block("heroBlock")])).toMatch(
      /^A page has one Hero block/,
    );
  });

  it("leaves an empty page to the required rule, so it is reported once", () => {
    expect(heroProblem([])).toBe(true);
    expect(heroProblem(undefined)).toBe(true);
  });
});
