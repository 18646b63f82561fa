import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { FunnelProgress } from "./funnel-progress";
import type { FunnelStepId } from "./funnel-steps";

// Server markup is what a page without JavaScript shows, so it is what is checked.
function render(current: FunnelStepId): string {
  return renderToStaticMarkup(createElement(FunnelProgress, { current }));
}

function items(html: string): string[] {
  return [...html.matchAll(/<li\b[^>]*>[\s\S]*?<\/li>/g)].map((match) => match[0]);
}

describe("FunnelProgress", () => {
  it("is an ordered list of the five steps inside a Progress navigation", () => {
    const html = render("roles");
    expect(html).toMatch(/^<nav aria-label="Progress"/);
    expect(html).toContain("<ol");
    expect(items(html)).toHaveLength(5);
    expect(html).toContain("Step 2 of 5");
  });

  it("marks the current step, and only it, with aria-current=step", () => {
    const html = render("estimate");
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    const [, , third] = items(html);
    expect(third).toContain('aria-current="step"');
    expect(third).toContain("Price your team");
  });

  it("tells screen readers which steps are done", () => {
    const list = items(render("briefing"));
    expect(list.map((item) => item.includes("(completed)"))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(render("company")).not.toContain("(completed)");
  });

  it("names the current step beside the count for phones, hidden from screen readers", () => {
    expect(render("call")).toMatch(
      /Step 5 of 5<span aria-hidden="true"[^>]*> · Book a call<\/span>/,
    );
  });
});

describe("FunnelProgress with the lead's own progress", () => {
  it("ticks only the steps the lead has done, whatever page the visitor opens", () => {
    const fresh = items(
      renderToStaticMarkup(createElement(FunnelProgress, { current: "call", done: [] })),
    );
    expect(fresh.map((item) => item.includes("(completed)"))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    const registeredAndPriced = items(
      renderToStaticMarkup(
        createElement(FunnelProgress, { current: "briefing", done: ["company", "estimate"] }),
      ),
    );
    expect(registeredAndPriced.map((item) => /data-status="(\w+)"/.exec(item)?.[1])).toEqual([
      "complete",
      "upcoming",
      "complete",
      "current",
      "upcoming",
    ]);
  });
});
