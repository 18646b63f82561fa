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
  // The cores the funnel's money, links and abuse limits depend on, plus the form kit and the
  // lead modules; tests are not mutated.
  mutate: [
    "app/features/catalog/cost.ts",
    "app/features/team-builder/share-link.ts",
    "app/features/lead-capture/rate-limit.server.ts",
    "app/lib/forms/**/*.ts",
    "app/features/lead/**/*.ts",
    "app/features/company-registration/register-lead.server.ts",
    "!app/**/*.test.ts",
    // React hooks over useSyncExternalStore: their browser half only runs in a browser, where
    // the end-to-end tests that compare hydrated and script-free forms cover them.
    "!app/lib/forms/use-hydrated.ts",
  ],
  coverageAnalysis: "perTest",
  // Static mutants (module-level constants) are not measured reliably by this runner: some
  // that throw at import are still reported as survivors (stryker-js issue #6209), and they
  // rerun every covering test file, about half the run time. They are reported as ignored.
  ignoreStatic: true,
  // Later runs retest only mutants whose code or tests changed; `-- --force` retests all.
  incremental: true,
  incrementalFile: "bench-results/mutation/incremental.json",
  concurrency: 2,
  timeoutMS: 20_000,
  // Inside folders git already ignores, so neither the sandbox nor the report needs a
  // .gitignore entry. The sandbox copy skips builds, data and the studio's own packages
  // (the seed dataset in studio/seed is read by the tests).
  tempDirName: ".data/stryker-tmp",
  ignorePatterns: [
    "/.data",
    "/build",
    "/build-*",
    "/studio/node_modules",
    "/studio/dist",
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
