import { describe, expect, it } from "vitest";

import { isSameOrigin, refuseCrossSite } from "./same-origin.server";

const post = (headers: Record<string, string>) =>
  new Request("https://neargenius.com/api/lead/team", { method: "POST", headers });

describe("isSameOrigin", () => {
  it("takes a post from this site's pages, by Origin or, without one, by Sec-Fetch-Site", () => {
    expect(isSameOrigin(post({ origin: "https://neargenius.com" }))).toBe(true);
    expect(isSameOrigin(post({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOrigin(post({ origin: "null", "sec-fetch-site": "same-origin" }))).toBe(true);
  });

  it("refuses another site, another scheme or port, a sibling site, and no sender at all", () => {
    const senders: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "http://neargenius.com" },
      { origin: "https://neargenius.com:8443" },
      { origin: "not a url" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
      {},
    ];
    for (const headers of senders) {
      expect(isSameOrigin(post(headers)), JSON.stringify(headers)).toBe(false);
    }
  });

  it("lets reads through whoever sends them", () => {
    const get = new Request("https://neargenius.com/api/lead/team", {
      headers: { origin: "https://evil.example" },
    });
    expect(isSameOrigin(get)).toBe(true);
  });

  it("refuses with a 403 that says why", async () => {
    let thrown: unknown;
    try {
      refuseCrossSite(post({ origin: "https://evil.example" }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(403);
    expect(await (thrown as Response).text()).toMatch(/this site's own pages only/);
  });
});
