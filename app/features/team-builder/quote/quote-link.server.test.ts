import { describe, expect, it } from "vitest";

import { quoteShareUrl } from "./quote-link.server";

describe("quoteShareUrl", () => {
  it("takes the site address from SITE_URL, whatever Host the request names", () => {
    const forged = new Request("http://evil.example/calculator/quote", {
      method: "POST",
      headers: { host: "evil.example" },
    });
    expect(
      quoteShareUrl(forged, "1.6.40.frontend_s1", { siteUrl: "https://neargenius.com/" }),
    ).toBe("https://neargenius.com/calculator?e=1.6.40.frontend_s1");
  });

  it("keeps a base path in SITE_URL", () => {
    const request = new Request("http://localhost:3000/calculator/quote", { method: "POST" });
    expect(
      quoteShareUrl(request, "1.6.40.frontend_s1", { siteUrl: "https://example.com/ng" }),
    ).toBe("https://example.com/ng/calculator?e=1.6.40.frontend_s1");
  });

  it("uses the request's origin when SITE_URL is unset", () => {
    const request = new Request("http://localhost:5173/calculator/quote", { method: "POST" });
    expect(quoteShareUrl(request, "1.6.40.frontend_s1", {})).toBe(
      "http://localhost:5173/calculator?e=1.6.40.frontend_s1",
    );
  });
});
