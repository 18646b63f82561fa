import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

// Debian's headless shell (package chromium-headless-shell) is the same Chromium build without
// the browser's window machinery: the whole suite runs about a third faster on it (decision
// 044). Where only the full browser is installed, the tests run on that.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

// E2E_PORT and BUILD_DIR let two runs share a machine without sharing ports or builds.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BROKEN_DB_PORT = PORT + 1;
export const buildDir = process.env.BUILD_DIR ?? "build";
// What `npm start` runs (server.ts: security headers, caching, graceful shutdown), on this build.
const serve = `node server.ts ./${buildDir}/server/index.js`;
const dataDir = `.data/e2e-${PORT}`;
export const MAIL_SINK_PORT = PORT + 2;
/** Every mail the app under test sends, one JSON object per line (see tests/e2e/mail.ts). */
export const mailSinkFile = `.data/e2e-mail-${PORT}.jsonl`;

export const baseURL = `http://127.0.0.1:${PORT}`;
export const brokenDatabaseURL = `http://127.0.0.1:${BROKEN_DB_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // The longest journeys (a lead worked in the sales inbox, a team followed across three
  // browsers) take 18-27 s alone on the 2-core CI machine and over 30 s beside a second
  // worker; a test's own waits stay at their defaults.
  timeout: 45_000,
  use: {
    baseURL,
    launchOptions: chromium,
    // Every test records a trace, kept only when it fails: its actions with their times,
    // console and errors. The DOM snapshot before and after each action (which also brings the
    // network log) and the screencast cost about a third of the whole run's CPU (decision 109).
    // A failing test still leaves its last screenshot and the page's accessibility snapshot;
    // the server logs every answer its client gave up on, which names a request that hung.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    // Which width a spec runs at is in its name: `*.desktop.spec.ts` desktop only,
    // `*.mobile.spec.ts` phone only, any other spec at both. A spec runs at both widths when
    // what it checks depends on the layout (axe, sideways scroll, navigation, tap targets,
    // every page of the sitemap); what a form or the server does is checked once, on desktop,
    // which keeps the whole CI run inside its time budget.
    // Checks of the server itself (HTTP answers, start-up), run once.
    { name: "server", testMatch: /\.server\.spec\.ts$/ },
    {
      name: "desktop",
      testIgnore: [/\.mobile\.spec\.ts$/, /\.server\.spec\.ts$/],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      testIgnore: [/\.desktop\.spec\.ts$/, /\.server\.spec\.ts$/],
      use: { ...devices["Pixel 7"] },
    },
  ],
  // The production build, served as `npm start` serves it, on a fresh embedded
  // database; a second instance points at a database that is not there.
  webServer: [
    {
      command: `node scripts/e2e-mail-sink.mjs ${MAIL_SINK_PORT} ${mailSinkFile}`,
      port: MAIL_SINK_PORT,
      reuseExistingServer: false,
      // The longest journeys (a lead worked in the sales inbox, a team followed across three
      // browsers) take 18-27 s alone on the 2-core CI machine and over 30 s beside a second
      // worker; a test's own waits stay at their defaults.
      timeout: 45_000,
    },
    {
      command: `rm -rf ${dataDir} && ${serve}`,
      url: `${baseURL}/healthz`,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SITE_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_PORT}`,
        // Every browser here shares one address, so the per-IP limit would trip across
        // unrelated tests; the 429 path has its own integration tests.
        RATE_LIMIT_MAX: "10000",
        // The sales team's mailbox for notices of new leads, briefings and calls (decision 021).
        SALES_NOTIFY_EMAIL: "sales-team@neargenius.test",
        // Staff who may sign in to /admin (tests/e2e/staff-helpers.ts signs them in); the
        // other sales addresses are single tests' own (sign-out everywhere, two-step sign-in),
        // so what those tests change touches nobody else's sessions.
        STAFF_ADMIN_EMAILS: "admin@neargenius.test",
        STAFF_SALES_EMAILS: "sales@neargenius.test,sales-2@neargenius.test,totp@neargenius.test",
        STAFF_RECRUITER_EMAILS: "recruiter@neargenius.test",
        // Parallel tests sign the same staff in many times within 15 minutes.
        STAFF_SIGN_IN_LINKS_MAX: "10000",
        // Staff replies thread back through the inbound webhook, posted by the test as
        // Postmark would (tests/e2e/lead-mail.desktop.spec.ts).
        REPLY_DOMAIN: "reply.neargenius.test",
        INBOUND_MAIL_AUTH: "postmark:e2e-inbound-secret-0123456789",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: serve,
      url: `${brokenDatabaseURL}/`,
      env: {
        PORT: String(BROKEN_DB_PORT),
        HOST: "127.0.0.1",
        DATABASE_URL: "postgres://postgres@127.0.0.1:1/unreachable",
        SITE_URL: brokenDatabaseURL,
        RATE_LIMIT_MAX: "10000",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
