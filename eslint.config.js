import { readdirSync } from "node:fs";

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

// Module boundaries (decision 011). Layers, each importing only from the ones below it:
//   app/routes -> app/features/<journey> -> shared features -> app/lib, app/components
// ESLint core's no-restricted-imports enforces them; a later config block that matches a file
// replaces the rule's options of an earlier one, so every group of files below gets its whole
// list of restrictions from layerRules().

// Features any feature may import (decision 011 explains each). A feature that is not listed
// is a journey: only routes import it. Adding a name here is a design decision; say why in
// the decision record.
const SHARED_FEATURES = [
  "catalog", // the position and skill catalogue the team builder and the funnel read
  "lead-capture", // the anti-abuse guard, consent texts and rate limit behind every form
  "toast", // the one toaster every form reports through
  "mailer", // the outgoing mail queue
  "lead", // the server-side lead record and its session cookie
  "funnel", // the funnel's steps and step indicator, shown by several journeys
  "staff-auth", // staff sign-in, requireStaff and the audit log behind every /admin feature
  "webhooks", // the outbound webhook outbox every lead event writes to
  "notifications", // confirmation mails' CMS copy and the sales team's notification of lead events
  "talent", // the talent pool: the API, the careers hand-over and the matcher read and write it
  "matching", // the matcher: the briefing's preview, the calculator and the API ask it the same question
  "booking", // the calendar engine: calls with experts and interviews with engineers book through it
  "shortlist", // the engineers proposed to a lead: interviews are booked from its latest version
  "guarantee", // the 48-hour clock: a briefing starts it, an interview stops it, the inbox shows it
  // The forms a page's form block draws, posting to their own addresses (decision 105).
  "contact",
  "newsletter",
  "playbooks",
];

const FEATURES = readdirSync(new URL("./app/features", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const noRoutes = {
  regex: "^(~/routes|(\\.\\./)+routes)(/|$)",
  message: "Routes sit on top: nothing below app/routes imports a route (decision 011).",
};

const noFeatures = {
  regex: "^(~/features|(\\.\\./)+features)(/|$)",
  message:
    "app/lib and app/components are the bottom layer and import no feature; move the shared piece down instead (decision 011).",
};

// Components may use lib (formatting, form results, the brand colours); lib importing a
// component back would tie server code and tests to React and make the two layers a cycle.
const noComponents = {
  regex: "^(~/components|(\\.\\./)+components)(/|$)",
  message:
    "app/lib sits below app/components and imports none; move what both need into app/lib (decision 011).",
};

/** Another feature, unless it is the importing feature itself or a shared feature. */
const noOtherFeatures = (self) => ({
  regex: `^~/features/(?!(${[self, ...SHARED_FEATURES].map(escapeRegex).join("|")})(/|$))`,
  message: `A feature imports another feature only if it is a shared one (SHARED_FEATURES in eslint.config.js, decision 011); move the shared code to app/lib or app/components, or into a shared feature.`,
});

// Relative paths that climb out of a feature would slip past the alias patterns above.
const noClimbingOut = (depth) => ({
  regex: `^(\\.\\./){${depth + 1},}`,
  message: "Import outside this feature through the ~/ alias so the boundary rules see it.",
});

// Code that can end up in the browser. Type-only imports are erased before bundling, so
// they stay allowed (a component may name a loader's return type).
const browserSafe = [
  {
    regex: "\\.server(\\.tsx?)?$",
    allowTypeImports: true,
    message: "Server-only module: browser code imports only its types (decision 011).",
  },
  {
    regex: "^(~/lib/db|\\.{1,2})/schema$",
    allowTypeImports: true,
    message:
      "The database schema ships drizzle and every table to the browser; import the enum lists from ~/lib/db/enums (decision 011).",
  },
  {
    group: [
      "drizzle-orm",
      "drizzle-orm/*",
      "pg",
      "@electric-sql/pglite",
      "@electric-sql/pglite/*",
      "nodemailer",
      "node:*",
    ],
    allowTypeImports: true,
    message: "Server-only package: use it from a *.server.ts module (decision 011).",
  },
  {
    regex: "^zod(/|$)",
    allowTypeImports: true,
    message:
      "Browser code takes zod from ~/lib/forms/zod-mini (or ~/lib/forms/zod), which turn off its eval probe under our CSP (decision 052).",
  },
  {
    group: ["lucide-react", "lucide-react/*"],
    allowTypeImports: true,
    message:
      "Icons come from the site's sprite: <Icon name> from ~/components/icon, with the name added to icon-names.ts (decision 051).",
  },
];

const restrict = (...patterns) => ({
  "no-restricted-imports": ["error", { patterns }],
});

// Files that never reach the browser: server modules, tests, and the schema itself (it is
// server-only by what it imports; the browser-safe rules keep everything else off it).
const SERVER_OR_TEST = [
  "**/*.server.ts",
  "**/*.server.tsx",
  "**/*.test.ts",
  "**/*.test.tsx",
  "app/lib/db/schema.ts",
];
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

function layerRules() {
  const blocks = [];
  for (const dir of ["app/lib", "app/components"]) {
    const below = dir === "app/lib" ? [noRoutes, noFeatures, noComponents] : [noRoutes, noFeatures];
    blocks.push(
      {
        files: [`${dir}/**/*.{ts,tsx}`],
        ignores: SERVER_OR_TEST,
        rules: restrict(...below, ...browserSafe),
      },
      {
        files: [`${dir}/**/*.server.{ts,tsx}`, "app/lib/db/schema.ts"],
        ignores: TESTS,
        rules: restrict(...below),
      },
    );
  }
  for (const feature of FEATURES) {
    const own = noOtherFeatures(feature);
    // How far "../" may climb depends on how deep the file sits; the last glob takes every
    // deeper file too, where the check is merely looser.
    for (const [depth, dir] of [
      [0, `app/features/${feature}/`],
      [1, `app/features/${feature}/*/`],
      [2, `app/features/${feature}/*/*/**/`],
    ]) {
      blocks.push(
        {
          files: [`${dir}*.{ts,tsx}`],
          ignores: SERVER_OR_TEST,
          rules: restrict(noRoutes, own, noClimbingOut(depth), ...browserSafe),
        },
        {
          files: [`${dir}*.server.{ts,tsx}`],
          ignores: TESTS,
          rules: restrict(noRoutes, own, noClimbingOut(depth)),
        },
      );
    }
  }
  // The two doors to zod are the only browser modules that import it themselves.
  blocks.push({
    files: ["app/lib/forms/zod.ts", "app/lib/forms/zod-mini.ts"],
    rules: restrict(
      noRoutes,
      noFeatures,
      noComponents,
      ...browserSafe.filter((pattern) => pattern.regex !== "^zod(/|$)"),
    ),
  });
  // Tests may reach across layers (an integration test drives two features at once); what
  // they import never ships, and the feature code they test is held to the rules above.
  return blocks;
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      ".data/",
      "node_modules/",
      "studio/",
      "test-results/",
      "playwright-report/",
      "app/lib/content/sanity.types.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks, "simple-import-sort": simpleImportSort },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One order everywhere (Node's modules, packages, ~/ paths, relative paths; each group
      // alphabetical), kept by --fix, so an import list is read at a glance and merges cleanly.
      "simple-import-sort/imports": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  ...layerRules(),
);
