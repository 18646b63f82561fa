// Mutation testing: Stryker changes the product code one small edit at a time and reruns the
// unit tests; a mutant that leaves every test green marks behaviour no test would notice.
// Too slow for `npm test` (minutes on two cores), so it runs from `npm run test:mutation`
// and as part of `npm run bench`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // The stock Vitest runner with a fix for Vitest 5's test-name matching (see the plugin).
  plugins: ["@stryker-mutator/vitest-runner", "./scripts/stryker/vitest5-runner.mjs"],
  testRunner: "vitest5",
  vitest: { configFile: "vitest.config.ts", related: true },
  // Only the pure cores whose behaviour the funnel depends on; the forms kit and the lead
  // modules join by glob as they land.
  mutate: [
    "app/features/team-builder/cost.ts",
    "app/features/team-builder/share-link.ts",
    "app/features/lead-capture/rate-limit.server.ts",
    "app/lib/forms/**/*.ts",
    "app/features/lead/**/*.ts",
    "!app/**/*.test.ts",
    "!app/**/*.test-*.ts",
    "!app/**/test-*.ts",
  ],
  coverageAnalysis: "perTest",
  concurrency: 2,
  timeoutMS: 20_000,
  // Inside folders git already ignores, so neither the sandbox nor the report needs a
  // .gitignore entry; the sandbox copy skips builds, data and the studio.
  tempDirName: ".data/stryker-tmp",
  ignorePatterns: [
    "/.data",
    "/build",
    "/build-*",
    "/studio",
    "/bench-results",
    "/test-results*",
    "/playwright-report",
    "/.react-router",
  ],
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "bench-results/mutation/index.html" },
  jsonReporter: { fileName: "bench-results/mutation/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false },
  thresholds: { high: 90, low: 80, break: null },
  cleanTempDir: "always",
};
