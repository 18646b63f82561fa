import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { keptIslandMarkup } from "~/lib/http/kept-islands.server";

import { DocumentLinks, PageLink } from "./page-link";
import { identityOf, type KeepIslandMarkup, KeptIslands, StaticIsland } from "./static-island";

let drawn = 0;

/** Island content that counts how often React draws it, and reads the links context. */
function Nav({ current }: { current: string }) {
  drawn++;
  return h(
    "nav",
    { "aria-label": "Main" },
    h(PageLink, {
      to: "/story",
      "aria-current": current === "/story" ? "page" : undefined,
      children: "Our story — and “more”",
    }),
    "text",
    current,
  );
}

function page(keep: KeepIslandMarkup | null, current: string, key: string | undefined) {
  return renderToString(
    h(
      KeptIslands,
      { value: keep },
      h(
        DocumentLinks,
        { value: true },
        h("p", null, "before"),
        h(StaticIsland, { name: "site-header", keep: key, children: h(Nav, { current }) }),
        h("p", null, "after"),
      ),
    ),
  );
}

describe("identityOf", () => {
  it("names the same object the same way, and another object, even an equal one, otherwise", () => {
    const shell = { brand: "Near Genius" };
    const again = identityOf(shell);
    expect(identityOf(shell)).toBe(again);
    // A revalidation brings equal data in a new object: the island is drawn again from it.
    expect(identityOf({ brand: "Near Genius" })).not.toBe(again);
  });
});

describe("a kept island", () => {
  it("writes the same page, byte for byte, as the island drawn in place", () => {
    const keep = keptIslandMarkup();
    const inPlace = page(null, "/story", "/story");
    expect(page(keep, "/story", "/story")).toBe(inPlace);
    // The second page takes the kept markup: still the same bytes.
    expect(page(keep, "/story", "/story")).toBe(inPlace);
    expect(inPlace).toContain('<a aria-current="page" href="/story" data-discover="true">');
    expect(inPlace).toMatch(/<p>before<\/p><div data-island="site-header" class="contents">/);
  });

  it("is drawn once per key, and again for another key", () => {
    const keep = keptIslandMarkup();
    drawn = 0;
    page(keep, "/story", "/story");
    page(keep, "/story", "/story");
    expect(drawn).toBe(1);
    const other = page(keep, "/careers", "/careers");
    expect(drawn).toBe(2);
    expect(other).not.toContain('aria-current="page"');
    expect(other).toBe(page(null, "/careers", "/careers"));
  });

  it("is drawn for every page when it has no key (a preview)", () => {
    const keep = keptIslandMarkup();
    drawn = 0;
    page(keep, "/story", undefined);
    page(keep, "/story", undefined);
    expect(drawn).toBe(2);
  });

  it("is kept apart for plain links and for the router's links", () => {
    const keep = keptIslandMarkup();
    const keys: string[] = [];
    const spy: KeepIslandMarkup = (key, content) => {
      keys.push(key);
      return keep(key, content);
    };
    page(spy, "/story", "/story");
    expect(keys).toEqual(["site-header|true|/story"]);
  });

  // One island's markup (every page below draws one of the same length).
  const islandLength = () => {
    const inPlace = page(null, "/a", "/a");
    return inPlace.indexOf("</nav>") + "</nav>".length - inPlace.indexOf("<nav");
  };

  it.each([
    ["entries", () => keptIslandMarkup(2)],
    // Room for two islands of this size, not three.
    ["characters", () => keptIslandMarkup(100, islandLength() * 2 + 1)],
  ])("holds at most its number of %s, the least recently used leaving first", (_, create) => {
    const keep = create();
    drawn = 0;
    page(keep, "/a", "/a");
    page(keep, "/b", "/b");
    page(keep, "/a", "/a"); // kept; "/b" is now the oldest
    page(keep, "/c", "/c"); // "/b" leaves
    expect(drawn).toBe(3);
    page(keep, "/a", "/a");
    page(keep, "/c", "/c");
    expect(drawn).toBe(3);
    page(keep, "/b", "/b");
    expect(drawn).toBe(4);
  });

  it("keeps an island larger than its bound only until another comes", () => {
    const keep = keptIslandMarkup(100, 10);
    drawn = 0;
    expect(page(keep, "/a", "/a")).toBe(page(null, "/a", "/a"));
    expect(drawn).toBe(2);
    page(keep, "/a", "/a");
    expect(drawn).toBe(2);
    page(keep, "/b", "/b"); // "/a" leaves
    page(keep, "/a", "/a");
    expect(drawn).toBe(4);
  });
});
