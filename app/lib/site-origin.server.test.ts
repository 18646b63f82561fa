import { describe, expect, it } from "vitest";

import { siteLink, siteOrigin } from "./site-origin.server";

function request(url: string, headers: Record<string, string> = {}): Request {
  return new Request(url, { headers });
}

describe("siteOrigin", () => {
  it("uses SITE_URL when set, without a trailing slash, base path kept", () => {
    const req = request("http://127.0.0.1:4700/contact");
    expect(siteOrigin(req, { siteUrl: "https://neargenius.com/" })).toBe("https://neargenius.com");
    expect(siteOrigin(req, { siteUrl: "https://example.com/ng/" })).toBe("https://example.com/ng");
  });

  it("follows the request's own origin when SITE_URL is unset", () => {
    expect(siteOrigin(request("http://localhost:4700/insights?x=1"), {})).toBe(
      "http://localhost:4700",
    );
    expect(siteOrigin(request("https://ng.example/"), {})).toBe("https://ng.example");
  });

  it("ignores forwarded headers without trusted proxies, since anyone can send them", () => {
    const req = request("http://10.0.0.5:3000/", {
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example",
    });
    expect(siteOrigin(req, { trustedProxyHops: 0 })).toBe("http://10.0.0.5:3000");
  });

  it("behind a trusted proxy, takes the visitor's scheme and host", () => {
    const req = request("http://10.0.0.5:3000/", {
      "x-forwarded-proto": "https",
      "x-forwarded-host": "www.neargenius.com",
    });
    expect(siteOrigin(req, { trustedProxyHops: 1 })).toBe("https://www.neargenius.com");
    const withPort = request("http://10.0.0.5:3000/", {
      "x-forwarded-proto": "http",
      "x-forwarded-host": "staging.neargenius.com:8080",
    });
    expect(siteOrigin(withPort, { trustedProxyHops: 1 })).toBe(
      "http://staging.neargenius.com:8080",
    );
  });

  it("reads the entry the client-facing proxy appended, not the client's own", () => {
    const req = request("http://10.0.0.5:3000/", {
      "x-forwarded-host": "evil.example, www.neargenius.com",
      "x-forwarded-proto": "http, https",
    });
    expect(siteOrigin(req, { trustedProxyHops: 1 })).toBe("https://www.neargenius.com");
    expect(siteOrigin(req, { trustedProxyHops: 5 })).toBe("http://evil.example");
  });

  it("drops a forwarded value that is not a host or a web scheme", () => {
    const req = request("http://10.0.0.5:3000/", {
      "x-forwarded-proto": "javascript",
      "x-forwarded-host": "neargenius.com/evil?x=",
    });
    expect(siteOrigin(req, { trustedProxyHops: 1 })).toBe("http://10.0.0.5:3000");
    const proxyOnlyProto = request("http://10.0.0.5:3000/", { "x-forwarded-proto": "https" });
    expect(siteOrigin(proxyOnlyProto, { trustedProxyHops: 1 })).toBe("https://10.0.0.5:3000");
  });
});

describe("siteLink", () => {
  it("keeps the query and a base path", () => {
    expect(siteLink("http://localhost:4700", "/newsletter/confirm?token=a-b_c")).toBe(
      "http://localhost:4700/newsletter/confirm?token=a-b_c",
    );
    expect(siteLink("https://example.com/ng/", "/insights/articles/x/download/t")).toBe(
      "https://example.com/ng/insights/articles/x/download/t",
    );
  });
});
