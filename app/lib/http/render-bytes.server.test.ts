import { createElement as h, type ReactNode, Suspense, use } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { BLOCK_CHARACTERS, renderToBytes } from "./render-bytes.server";

function Document({ children }: { children: ReactNode }) {
  return h(
    "html",
    { lang: "en" },
    h("head", null, h("title", null, "Page")),
    h("body", null, children),
  );
}

// Many small pieces (one per element and text), two long ones, and characters outside
// Latin-1 (one in UTF-16's two-byte range, one needing a surrogate pair) on either side of
// the block boundaries.
function BigPage() {
  const long = `<p>${"Nearshore engineers… ".repeat(BLOCK_CHARACTERS / 10)}</p>`;
  return h(
    Document,
    null,
    h(
      "ul",
      null,
      Array.from({ length: 3_000 }, (_, i) =>
        h(
          "li",
          { key: i, className: i % 2 ? "odd" : "even" },
          `Engineer ${i} — São Paulo 🇧🇷 & <${i}>`,
        ),
      ),
    ),
    h("div", { dangerouslySetInnerHTML: { __html: long } }),
    h("section", null, "after the long piece ✓"),
    h("div", { dangerouslySetInnerHTML: { __html: long } }),
  );
}

function Broken(): ReactNode {
  throw new Error("the card failed");
}

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

describe("renderToBytes", () => {
  it("gives renderToString's markup, doctype first, as UTF-8 bytes, for a page of many blocks", async () => {
    const bytes = await renderToBytes(h(BigPage));
    const expected = `<!DOCTYPE html>${renderToString(h(BigPage))}`;
    expect(expected.length).toBeGreaterThan(6 * BLOCK_CHARACTERS);
    expect(bytes.equals(Buffer.from(expected, "utf8"))).toBe(true);
  });

  it("waits for what suspends and gives the whole page", async () => {
    const name = later("Ana Souza");
    const Name = () => h("strong", null, use(name));
    const html = (
      await renderToBytes(
        h(Document, null, h(Suspense, { fallback: h("em", null, "loading") }, h(Name))),
      )
    ).toString("utf8");
    expect(html).toContain("<strong>Ana Souza</strong>");
    // Written once complete: no fallback, and none of the scripts React streams a late part in.
    expect(html).not.toContain("loading");
    expect(html).not.toContain("<script");
    expect(html.endsWith("</body></html>")).toBe(true);
  });

  it("writes a boundary's fallback for an error it caught, and reports the error", async () => {
    const caught = vi.fn();
    const html = (
      await renderToBytes(
        h(Document, null, h(Suspense, { fallback: h("em", null, "shown instead") }, h(Broken))),
        { onCaughtError: caught },
      )
    ).toString("utf8");
    expect(html).toContain("<em>shown instead</em>");
    expect(caught).toHaveBeenCalledTimes(1);
    expect(caught.mock.calls[0]?.[0]).toMatchObject({ message: "the card failed" });
  });

  it("rejects with an error no boundary caught, without reporting it as caught", async () => {
    const caught = vi.fn();
    await expect(
      renderToBytes(h(Document, null, h(Broken)), { onCaughtError: caught }),
    ).rejects.toThrow("the card failed");
    expect(caught).not.toHaveBeenCalled();
  });

  it("gives up on what still suspends after the time allowed: its fallback, reported", async () => {
    const never = new Promise<string>(() => {});
    const Stuck = () => h("strong", null, use(never));
    const caught = vi.fn();
    const html = (
      await renderToBytes(
        h(Document, null, h(Suspense, { fallback: h("em", null, "not yet") }, h(Stuck))),
        { timeoutMs: 20, onCaughtError: caught },
      )
    ).toString("utf8");
    expect(html).toContain("<em>not yet</em>");
    expect(caught).toHaveBeenCalledTimes(1);
    expect(caught.mock.calls[0]?.[0]).toMatchObject({
      message: "The page was still waiting after 20 ms",
    });
  });
});
