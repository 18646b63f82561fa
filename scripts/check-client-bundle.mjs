// Fails when server-only code reached the browser bundle: table definitions, the database
// drivers, Node built-ins or the names of secret settings (decision 011). The lint rules stop
// the obvious imports; this looks at what the build actually emitted, so it also catches a
// path the rules cannot see (a re-export, a shared chunk pulled in by a harmless-looking
// module).
//
//   node scripts/check-client-bundle.mjs        checks $BUILD_DIR/client/assets (default build)
//
// Table names and secret names are read from the app's own modules, so a new table or a new
// secret setting is covered without editing this file.
import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The SQL names of every table exported by app/lib/db/schema.ts. */
export async function schemaTableNames() {
  // schema.ts is TypeScript with extensionless imports; tsx loads it without a build step.
  const { tsImport } = await import("tsx/esm/api");
  const schema = await tsImport(pathToFileURL(path.join(root, "app/lib/db/schema.ts")).href, {
    parentURL: import.meta.url,
  });
  const { getTableName, is, Table } = await import("drizzle-orm");
  return Object.values(schema)
    .filter((value) => is(value, Table))
    .map((table) => getTableName(table))
    .sort();
}

/** Environment settings whose values are secrets or reach a server-side service. */
export async function secretSettingNames() {
  const { tsImport } = await import("tsx/esm/api");
  const { envSchema } = await tsImport(
    pathToFileURL(path.join(root, "app/lib/env.server.ts")).href,
    { parentURL: import.meta.url },
  );
  return Object.keys(envSchema.shape)
    .filter((name) => /SECRET|TOKEN|KEY|PASSWORD|DATABASE_URL|SMTP_URL/.test(name))
    .sort();
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What counts as server-only code in a chunk, each with the reason printed on a hit.
 * Table names are matched as a table definition's first argument (`"orders",{`), not as bare
 * words, because "skills" or "orders" may well be UI text.
 */
export function serverOnlyMarkers({ tableNames, secretNames }) {
  return [
    ...tableNames.map((name) => ({
      reason: `table definition "${name}" (app/lib/db/schema.ts)`,
      pattern: new RegExp(`["'\`]${escapeRegex(name)}["'\`]\\s*,\\s*\\{`),
    })),
    { reason: "drizzle-orm internals", pattern: /drizzle:[A-Z]\w+|["']PgTable["']/ },
    { reason: "PGlite", pattern: /@electric-sql\/pglite|\bPGlite\b/ },
    {
      reason: "the node-postgres client",
      pattern: /Connection terminated unexpectedly|\bpg-protocol\b|\bpg-pool\b/,
    },
    { reason: "nodemailer", pattern: /\bnodemailer\b/ },
    { reason: "a Node built-in import", pattern: /["'`]node:[a-z_/]+["'`]/ },
    ...secretNames.map((name) => ({
      reason: `the secret setting ${name}`,
      pattern: new RegExp(`\\b${escapeRegex(name)}\\b`),
    })),
  ];
}

/** Every hit in the JavaScript files of a client assets folder: { file, reason }. */
export async function findServerOnlyCode(assetsDir, markers) {
  const hits = [];
  const entries = await readdir(assetsDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(m?js|cjs)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = await readFile(file, "utf8");
    for (const marker of markers) {
      if (marker.pattern.test(source)) {
        hits.push({ file: path.relative(root, file), reason: marker.reason });
      }
    }
  }
  return hits;
}

async function main() {
  const buildDir = process.env.BUILD_DIR || "build";
  const assetsDir = path.resolve(root, buildDir, "client", "assets");
  const markers = serverOnlyMarkers({
    tableNames: await schemaTableNames(),
    secretNames: await secretSettingNames(),
  });
  let hits;
  try {
    hits = await findServerOnlyCode(assetsDir, markers);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    console.error(`check-client-bundle: ${assetsDir} not found; run the build first.`);
    process.exit(2);
  }
  if (hits.length > 0) {
    console.error("Server-only code in the client bundle:");
    for (const hit of hits) console.error(`  ${hit.file}: ${hit.reason}`);
    process.exit(1);
  }
  console.log(`check-client-bundle: no server-only code in ${path.relative(root, assetsDir)}`);

  // Each page's JavaScript against its budget (scripts/route-js-budget.mjs, decision 039).
  const { measureRouteBudgets, parseClientManifest } = await import("./route-js-budget.mjs");
  const manifestFile = (await readdir(assetsDir)).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) {
    console.error("check-client-bundle: no React Router manifest in the client build.");
    process.exit(2);
  }
  const manifest = parseClientManifest(await readFile(path.join(assetsDir, manifestFile), "utf8"));
  const clientDir = path.dirname(assetsDir);
  const gzipSize = (file) => gzipSync(readFileSync(path.join(clientDir, file))).length;
  const { framework, pages } = measureRouteBudgets(manifest, gzipSize);
  const line = (name, entry) =>
    `  ${entry.over ? "OVER" : "ok  "} ${String(entry.kb).padStart(6)} kB of ${String(entry.budgetKb).padStart(3)} kB  ${name}`;
  console.log("JavaScript per page, gzip (framework, then each page's own code):");
  console.log(line("framework (React, React Router, client entry)", framework));
  for (const page of pages) console.log(line(page.id, page));
  const over = [framework, ...pages].filter((entry) => entry.over);
  if (over.length > 0) {
    console.error(
      `check-client-bundle: ${over.length} over budget; shrink them, or raise the budget in scripts/route-js-budget.mjs with a reason.`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
