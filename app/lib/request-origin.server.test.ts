import { describe, expect, it, vi } from "vitest";

import type * as EnvModule from "~/lib/env.server";
import type { Env } from "~/lib/env.server";

import { requestOrigin, runWithRequestOrigin } from "./request-origin.server";

const hooks = vi.hoisted(() => ({ siteUrl: undefined as string | undefined }));
vi.mock("~/lib/env.server", async (original) => {
  const actual = await original<typeof EnvModule>();
  return {
    ...actual,
    env: (): Env => ({ ...actual.parseEnv({ PORT: "4700" }), SITE_URL: hooks.siteUrl }),
  };
});

describe("requestOrigin", () => {
  it("is the request's site address through everything the request awaits", async () => {
    const seen = await runWithRequestOrigin("https://neargenius.test/", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return Promise.all([requestOrigin(), Promise.resolve().then(() => requestOrigin())]);
    });
    expect(seen).toEqual(["https://neargenius.test", "https://neargenius.test"]);
  });

  it("keeps two requests' addresses apart", async () => {
    const [a, b] = await Promise.all([
      runWithRequestOrigin("http://a.test", async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return requestOrigin();
      }),
      runWithRequestOrigin("http://b.test", async () => requestOrigin()),
    ]);
    expect([a, b]).toEqual(["http://a.test", "http://b.test"]);
  });

  it("outside a request is SITE_URL, else the local server's own address", () => {
    hooks.siteUrl = undefined;
    expect(requestOrigin()).toBe("http://localhost:4700");
    hooks.siteUrl = "https://www.neargenius.com/";
    expect(requestOrigin()).toBe("https://www.neargenius.com");
  });
});
