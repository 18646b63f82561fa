import { fileURLToPath } from "node:url";

import madge from "madge";
import { expect, it } from "vitest";

// Two modules that import each other load in an order that depends on which one a page
// reaches first, so one of them may see the other's exports still undefined; and neither can
// change or move alone. Type-only imports count: they tie the modules together just the same.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

it("finds no import cycle in app/", async () => {
  const graph = await madge(`${ROOT}app`, {
    baseDir: `${ROOT}app`,
    fileExtensions: ["ts", "tsx"],
    // React Router's generated route types import their route back (`typeof import`), by
    // design of its typegen; only the types reach them, and nothing here can change them.
    excludeRegExp: [/[\\/]\.react-router[\\/]/],
    tsConfig: `${ROOT}tsconfig.json`,
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  expect(graph.circular()).toEqual([]);
}, 120_000);
