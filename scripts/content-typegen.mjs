#!/usr/bin/env node
// npm run content:typegen        -> studio/schema.json + app/lib/content/sanity.types.ts
// npm run content:typegen:check  -> regenerates both into a scratch folder and fails if the
//                                   checked-in files differ (schema or GROQ queries changed
//                                   without running content:typegen).
//
// `sanity schema extract --enforce-required-fields` makes fields with a required rule
// non-optional in the generated types; content:validate keeps the dataset honest about that.

import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

import { ensureStudioDeps, fail, ROOT, runSanity, STUDIO } from "./studio-cli.mjs";

const SCHEMA_FILE = "schema.json"; // relative to studio/
const TYPES_FILE = path.join(ROOT, "app", "lib", "content", "sanity.types.ts");
const check = process.argv.includes("--check");

function sanity(args, env) {
  const result = runSanity(args, { capture: check, env });
  if (result.status !== 0) {
    if (check) console.error(`${result.stdout}\n${result.stderr}`);
    fail(`sanity ${args.join(" ")} failed (exit ${result.status}).`);
  }
}

function generate({ schemaPath, typesPath }) {
  // The CLI resolves --path against studio/ even when it is absolute, so pass it relative.
  sanity(["schema", "extract", "--path", schemaPath, "--enforce-required-fields", "--force"]);
  mkdirSync(path.dirname(path.resolve(STUDIO, typesPath)), { recursive: true });
  sanity(["typegen", "generate"], {
    NEAR_GENIUS_TYPEGEN_SCHEMA: schemaPath,
    NEAR_GENIUS_TYPEGEN_OUTPUT: typesPath,
  });
}

function firstDifference(expected, actual) {
  const a = expected.split("\n");
  const b = actual.split("\n");
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) {
      return `first difference at line ${i + 1}:\n      checked in:  ${JSON.stringify(a[i] ?? "<end of file>")}\n      regenerated: ${JSON.stringify(b[i] ?? "<end of file>")}`;
    }
  }
  return "";
}

ensureStudioDeps();

if (!check) {
  generate({ schemaPath: SCHEMA_FILE, typesPath: path.relative(STUDIO, TYPES_FILE) });
  console.log(`✔ Wrote studio/${SCHEMA_FILE} and ${path.relative(ROOT, TYPES_FILE)}.`);
  process.exit(0);
}

const scratchRel = path.join(".sanity", `typegen-check-${process.pid}`);
const scratch = path.join(STUDIO, scratchRel);
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
const stale = [];
process.on("exit", () => rmSync(scratch, { recursive: true, force: true }));
try {
  const schemaPath = path.join(scratchRel, "schema.json");
  const typesPath = path.join(scratchRel, "sanity.types.ts");
  generate({ schemaPath, typesPath });

  const freshSchema = readFileSync(path.join(STUDIO, schemaPath), "utf8");
  // The generated file names the schema it was made from; make it name the real one.
  const freshTypes = readFileSync(path.join(STUDIO, typesPath), "utf8")
    .split(`// Source: ${schemaPath}`)
    .join(`// Source: ${SCHEMA_FILE}`);

  const compare = (file, fresh) => {
    if (!existsSync(file)) return stale.push(`  - ${path.relative(ROOT, file)} is missing`);
    const current = readFileSync(file, "utf8");
    if (current !== fresh)
      stale.push(
        `  - ${path.relative(ROOT, file)} is out of date; ${firstDifference(current, fresh)}`,
      );
  };
  compare(path.join(STUDIO, SCHEMA_FILE), freshSchema);
  compare(TYPES_FILE, freshTypes);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (stale.length > 0) {
  fail(
    `Sanity schema/types are not current:\n${stale.join("\n")}\n` +
      "  The studio schema or a GROQ query changed without regenerating. Run `npm run content:typegen` and commit the result.",
  );
}
console.log(`✔ studio/${SCHEMA_FILE} and ${path.relative(ROOT, TYPES_FILE)} are current.`);
