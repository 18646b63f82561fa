import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { DocumentLinks, PageLink } from "./page-link";

// The router resolves a link's target against the page it is on, so the pages differ.
const PAGE = "/solutions/startups";

function render(documentOnly: boolean, link: ReactNode): string {
  return renderToString(
    createElement(
      MemoryRouter,
      { initialEntries: [PAGE] },
      createElement(DocumentLinks, { value: documentOnly }, link),
    ),
  );
}

const routerLink = (to: string) =>
  render(false, createElement(Link, { to, className: "c", "aria-current": "page" }, "Go"));
const pageLink = (documentOnly: boolean, to: string) =>
  render(
    documentOnly,
    createElement(PageLink, { to, className: "c", "aria-current": "page", children: "Go" }),
  );

describe("PageLink", () => {
  it.each([
    "/",
    "/solutions/midmarket",
    "/insights/client-success#story-1",
    "/calculator?roles=a,b",
  ])("on a page that never hydrates, writes %s exactly as the router's Link does", (to) => {
    expect(pageLink(true, to)).toBe(routerLink(to));
    expect(pageLink(true, to)).toContain(`href="${to.replace("&", "&amp;")}"`);
  });

  it.each(["#faq", "?page=2", "details", "../story", "/about//story", "/about/../why", "/about/."])(
    "leaves %s, which the router would resolve or normalise, to the router",
    (to) => {
      expect(pageLink(true, to)).toBe(routerLink(to));
    },
  );

  it("on a page that never hydrates, does not ask the router at all", () => {
    // The router's Link throws outside a router; the plain link needs none.
    const alone = (documentOnly: boolean) =>
      renderToString(
        createElement(
          DocumentLinks,
          { value: documentOnly },
          createElement(PageLink, { to: "/x", children: "X" }),
        ),
      );
    expect(alone(true)).toBe('<a href="/x" data-discover="true">X</a>');
    expect(() => alone(false)).toThrow();
  });

  it("on a page that hydrates, is the router's Link", () => {
    expect(pageLink(false, "/about/story")).toBe(routerLink("/about/story"));
  });
});
