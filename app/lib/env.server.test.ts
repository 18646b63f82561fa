import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("fills the embedded defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./.data",
      SANITY_DATASET: "production",
      SANITY_USE_CDN: true,
      CONTENT_CACHE_SECONDS: 300,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", SANITY_PROJECT_ID: " " });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
  });

  it("names every bad variable", () => {
    let message = "";
    try {
      parseEnv({ PORT: "eighty", SANITY_PROJECT_ID: "Not A Project!", SITE_URL: "nope" });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT:/);
    expect(message).toMatch(/SANITY_PROJECT_ID: must be a Sanity project id/);
    expect(message).toMatch(/SITE_URL:/);
  });

  it("keeps a malformed DATABASE_URL for the database layer to report", () => {
    expect(parseEnv({ DATABASE_URL: "not a url" }).DATABASE_URL).toBe("not a url");
  });
});
