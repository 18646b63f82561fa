import { describe, expect, it } from "vitest";

import {
  documentsLinkingTo,
  type Redirect,
  redirectFromProblem,
  redirectProblem,
  redirectToProblem,
  resolveRedirect,
  slugChangeDecision,
} from "./redirects";

// The studio publishes only what the site can serve in one hop; the site serves what it finds.

describe("redirects", () => {
  const all: Redirect[] = [
    { id: "r1", from: "/old-partners", to: "/partners" },
    {
      id: "r2",
      from: "/spring-campaign",
      to: "https://events.example.com/spring",
      permanent: false,
    },
  ];

  it("starts only where no page of the site answers", () => {
    expect(redirectFromProblem("/old-partners")).toBeUndefined();
    expect(redirectFromProblem("/contact")).toMatch(/page of the site answers at \/contact/);
    expect(redirectFromProblem("/why/track-record")).toMatch(/never be used/);
    expect(redirectFromProblem("/admin/x")).toMatch(/page of the site answers/);
    expect(redirectFromProblem("Old Page")).toMatch(/lower-case path/);
    expect(redirectFromProblem("/old/")).toMatch(/lower-case path/);
  });

  it("leads to a page that answers, or to an https address", () => {
    expect(redirectToProblem("/contact")).toBeUndefined();
    expect(redirectToProblem("/partners")).toMatch(/No page on this site answers at \/partners/);
    expect(redirectToProblem("/partners", new Set(["/partners"]))).toBeUndefined();
    expect(redirectToProblem("https://events.example.com/spring")).toBeUndefined();
    expect(redirectToProblem("http://insecure.example.com")).toMatch(/https/);
    expect(redirectToProblem("javascript:alert(1)")).toMatch(/https/);
  });

  it("refuses loops, second hops and two redirects from one address", () => {
    expect(redirectProblem({ id: "r3", from: "/a", to: "/a?x=1" }, all)).toMatch(/its own address/);
    expect(redirectProblem({ id: "r3", from: "/old-partners", to: "/contact" }, all)).toMatch(
      /already starts at \/old-partners/,
    );
    // Leads to another redirect's start: two hops.
    expect(redirectProblem({ id: "r3", from: "/older", to: "/old-partners" }, all)).toMatch(
      /lead straight to \/partners/,
    );
    // Another redirect leads to this one's start: two hops the other way.
    expect(redirectProblem({ id: "r3", from: "/partners", to: "/contact" }, all)).toMatch(
      /from \/old-partners leads here/,
    );
    // A two-redirect loop is both.
    const loop: Redirect[] = [{ id: "a", from: "/x", to: "/y" }];
    expect(redirectProblem({ id: "b", from: "/y", to: "/x" }, loop)).toBeDefined();
    // A redirect compared with its own saved version is no clash.
    expect(redirectProblem(all[0]!, all)).toBeUndefined();
  });

  it("resolves one hop, permanent or temporary, keeping the query string", () => {
    expect(resolveRedirect(all, "/old-partners", "?utm_source=x")).toEqual({
      location: "/partners?utm_source=x",
      status: 308,
    });
    expect(resolveRedirect(all, "/spring-campaign")).toEqual({
      location: "https://events.example.com/spring",
      status: 307,
    });
    expect(resolveRedirect(all, "/nothing-here")).toBeNull();
    // A redirect to itself (never published) is not followed.
    expect(resolveRedirect([{ from: "/a", to: "/a" }], "/a")).toBeNull();
  });
});

describe("a page's new address", () => {
  const documents = [
    { _id: "footer", columns: [{ links: [{ href: "/partners?ref=footer" }] }] },
    { _id: "article.one", body: [{ markDefs: [{ _type: "link", href: "/partners#team" }] }] },
    { _id: "page.other", links: [{ href: "/partners-program" }] },
  ];

  it("finds the documents that link to the old address, wherever the link sits", () => {
    expect(documentsLinkingTo(documents, "/partners").map((doc) => doc._id)).toEqual([
      "footer",
      "article.one",
    ]);
  });

  it("waits for a redirect while content links to the old address", () => {
    expect(
      slugChangeDecision({
        before: "/partners",
        after: "/technology-partners",
        redirected: false,
        linkingDocuments: ["Footer", "How we vet engineers"],
      }),
    ).toMatchObject({
      kind: "blocked",
      reason: expect.stringContaining("Create the redirect from /partners to /technology-partners"),
    });
    expect(
      slugChangeDecision({
        before: "/partners",
        after: "/technology-partners",
        redirected: true,
        linkingDocuments: ["Footer"],
      }),
    ).toMatchObject({ kind: "free", redirected: true });
    expect(
      slugChangeDecision({
        before: "/partners",
        after: "/technology-partners",
        redirected: false,
        linkingDocuments: [],
      }),
    ).toMatchObject({ kind: "free", redirected: false });
    expect(
      slugChangeDecision({ before: "/a", after: "/a", redirected: false, linkingDocuments: ["x"] }),
    ).toEqual({ kind: "unchanged" });
    expect(
      slugChangeDecision({
        before: undefined,
        after: "/a",
        redirected: false,
        linkingDocuments: [],
      }),
    ).toEqual({ kind: "unchanged" });
  });
});
