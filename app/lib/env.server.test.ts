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
    expect(env.SITE_URL).toBeUndefined();
  });

  it("keeps SITE_URL as given and refuses non-web addresses", () => {
    expect(parseEnv({ SITE_URL: "https://neargenius.com/base/" }).SITE_URL).toBe(
      "https://neargenius.com/base/",
    );
    expect(parseEnv({ SITE_URL: "" }).SITE_URL).toBeUndefined();
    expect(() => parseEnv({ SITE_URL: "ftp://neargenius.com" })).toThrow(
      /SITE_URL: must be an http:\/\/ or https:\/\/ URL/,
    );
  });

  it("takes the sales team's address or several, and names a wrong one", () => {
    expect(parseEnv({}).SALES_NOTIFY_EMAIL).toBeUndefined();
    expect(
      parseEnv({ SALES_NOTIFY_EMAIL: "sales@neargenius.com, ops@neargenius.com" })
        .SALES_NOTIFY_EMAIL,
    ).toBe("sales@neargenius.com, ops@neargenius.com");
    expect(() => parseEnv({ SALES_NOTIFY_EMAIL: "sales@neargenius.com, sales team" })).toThrow(
      /SALES_NOTIFY_EMAIL: must be an email address, or several separated by commas/,
    );
  });

  it("takes CONTENT_CLOCK_FILE in tests and development, and refuses it in production", () => {
    expect(parseEnv({ NODE_ENV: "test", CONTENT_CLOCK_FILE: "/tmp/now" }).CONTENT_CLOCK_FILE).toBe(
      "/tmp/now",
    );
    expect(parseEnv({ NODE_ENV: "development", CONTENT_CLOCK_FILE: "/tmp/now" })).toMatchObject({
      CONTENT_CLOCK_FILE: "/tmp/now",
    });
    // NODE_ENV's default is production.
    for (const source of [
      { CONTENT_CLOCK_FILE: "/tmp/now" },
      { NODE_ENV: "production", CONTENT_CLOCK_FILE: "/tmp/now" },
    ]) {
      expect(() => parseEnv(source)).toThrow(
        /CONTENT_CLOCK_FILE: moves the site's clock for tests; it is refused when NODE_ENV is production/,
      );
    }
    expect(
      parseEnv({ NODE_ENV: "production", CONTENT_CLOCK_FILE: "" }).CONTENT_CLOCK_FILE,
    ).toBeUndefined();
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

describe("lead-capture settings", () => {
  it("defaults to the outbox, a local upload folder and 10 submissions per 10 minutes", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      UPLOAD_DIR: "./.data/uploads",
      SUPABASE_STORAGE_BUCKET: "applications",
      RATE_LIMIT_MAX: 10,
      RATE_LIMIT_WINDOW_SECONDS: 600,
      TRUST_PROXY_HOPS: 0,
      MAIL_MAX_ATTEMPTS: 8,
    });
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("names a bad SMTP_URL and rate-limit value", () => {
    expect(() => parseEnv({ SMTP_URL: "http://mail", RATE_LIMIT_MAX: "0" })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*RATE_LIMIT_MAX/,
    );
    expect(parseEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }).SMTP_URL).toBe("smtp://127.0.0.1:2525");
  });
});

describe("API_ADMIN_TOKEN", () => {
  it("is unset by default and an empty value counts as unset", () => {
    expect(parseEnv({}).API_ADMIN_TOKEN).toBeUndefined();
    expect(parseEnv({ API_ADMIN_TOKEN: "  " }).API_ADMIN_TOKEN).toBeUndefined();
  });

  it("takes a token of 32 characters or more, trimmed", () => {
    const token = "a".repeat(32);
    expect(parseEnv({ API_ADMIN_TOKEN: ` ${token}\n` }).API_ADMIN_TOKEN).toBe(token);
  });

  it("refuses a shorter token, naming the variable and the rule", () => {
    expect(() => parseEnv({ API_ADMIN_TOKEN: "a".repeat(31) })).toThrow(EnvError);
    expect(() => parseEnv({ API_ADMIN_TOKEN: "short" })).toThrow(
      /API_ADMIN_TOKEN: must be at least 32 characters/,
    );
  });
});
