#!/usr/bin/env node
// npm run content:validate [-- <file.ndjson>]
//
// Validates a Sanity NDJSON dataset (default: studio/seed/production.ndjson) against the
// studio schema with `sanity documents validate --file … --format json`, offline.
// Another file can be given as the first argument or with CONTENT_DATASET_FILE.
// Exits 1 on any invalid document and prints document id, field path and rule for each error.
//
// Before the CLI runs, the file is checked locally for what the CLI cannot handle offline:
// unparsable lines, documents without _id/_type, duplicate ids, array items without _key, and
// references to documents that are not in the file (the CLI would ask the Sanity API for
// those and fail with "fetch failed" when offline).

import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { ensureStudioDeps, fail, ROOT, runSanity } from "./studio-cli.mjs";

const DEFAULT_FILE = path.join(ROOT, "studio", "seed", "production.ndjson");
// `sanity documents validate --file` silently reads no documents from files under 300 bytes.
const CLI_MIN_BYTES = 300;

const argFile = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
const requested = argFile || process.env.CONTENT_DATASET_FILE || DEFAULT_FILE;
const file = path.resolve(process.env.INIT_CWD || process.cwd(), requested);
const relativeToRoot = path.relative(ROOT, file);
const shownFile =
  relativeToRoot.startsWith("..") || path.isAbsolute(relativeToRoot) ? file : relativeToRoot;

function readDataset() {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    fail(`Cannot read dataset file ${file}: ${error.message}`);
  }
  const documents = [];
  const problems = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    try {
      const doc = JSON.parse(line);
      if (doc === null || typeof doc !== "object" || Array.isArray(doc)) {
        problems.push({
          where: `line ${index + 1}`,
          message: "Not a JSON object",
          rule: "ndjson.object",
        });
      } else documents.push({ doc, line: index + 1 });
    } catch (error) {
      problems.push({
        where: `line ${index + 1}`,
        message: `Not valid JSON (${error.message})`,
        rule: "ndjson.json",
      });
    }
  });
  return { text, documents, problems };
}

function formatPath(segments, doc) {
  let out = "";
  let node = doc;
  const hints = [];
  for (const segment of segments) {
    if (typeof segment === "string") {
      out += out ? `.${segment}` : segment;
      node = node?.[segment];
    } else if (typeof segment === "number") {
      out += `[${segment}]`;
      node = Array.isArray(node) ? node[segment] : undefined;
    } else if (segment && typeof segment === "object" && "_key" in segment) {
      const index = Array.isArray(node)
        ? node.findIndex((item) => item?._key === segment._key)
        : -1;
      out += index >= 0 ? `[${index}]` : `[_key=="${segment._key}"]`;
      node = index >= 0 ? node[index] : undefined;
      const name = node?.label ?? node?.title ?? node?.name;
      if (typeof name === "string" && name) hints.push(`"${name}"`);
    } else {
      out += `[${JSON.stringify(segment)}]`;
      node = undefined;
    }
  }
  return { path: out || "(document)", hint: hints.join(" › ") };
}

/** Local structural checks. Returns problems plus documents safe to hand to the CLI. */
function checkStructure(documents) {
  const problems = [];
  const ids = new Map();
  for (const { doc, line } of documents) {
    const where = typeof doc._id === "string" && doc._id ? doc._id : `line ${line}`;
    if (typeof doc._id !== "string" || doc._id === "")
      problems.push({ where, field: "_id", message: "Missing document _id", rule: "document._id" });
    if (typeof doc._type !== "string" || doc._type === "")
      problems.push({
        where,
        field: "_type",
        message: "Missing document _type",
        rule: "document._type",
      });
    if (typeof doc._id === "string") {
      if (ids.has(doc._id))
        problems.push({
          where,
          field: "_id",
          message: `Duplicate _id (also on line ${ids.get(doc._id)})`,
          rule: "document.unique-id",
        });
      else ids.set(doc._id, line);
    }
  }
  const structurallyBroken = problems.length > 0;

  // Walk every document: array items need unique _keys, strong references need a target.
  const cleaned = documents.map(({ doc }) => {
    const walk = (value, segments) => {
      if (Array.isArray(value)) {
        const seen = new Set();
        const kept = [];
        value.forEach((item, index) => {
          if (item && typeof item === "object" && !Array.isArray(item)) {
            const at = [...segments, index];
            if (typeof item._key !== "string" || item._key === "") {
              problems.push({
                where: `${doc._id} (${doc._type})`,
                field: formatPath(at, doc).path,
                message: "Array item has no _key",
                rule: "array.key",
              });
            } else if (seen.has(item._key)) {
              problems.push({
                where: `${doc._id} (${doc._type})`,
                field: formatPath(at, doc).path,
                message: `Duplicate _key "${item._key}"`,
                rule: "array.unique-key",
              });
            } else seen.add(item._key);
            if (isDanglingReference(item, at)) return; // drop it from the copy the CLI sees
          }
          kept.push(walk(item, [...segments, index]));
        });
        return kept;
      }
      if (value && typeof value === "object") {
        const out = {};
        for (const [key, child] of Object.entries(value)) {
          if (
            child &&
            typeof child === "object" &&
            !Array.isArray(child) &&
            isDanglingReference(child, [...segments, key])
          )
            continue;
          out[key] = walk(child, [...segments, key]);
        }
        return out;
      }
      return value;
    };
    const isDanglingReference = (value, at) => {
      if (typeof value._ref !== "string" || value._weak === true) return false;
      if (ids.has(value._ref)) return false;
      const { path: field, hint } = formatPath(at, doc);
      problems.push({
        where: `${doc._id} (${doc._type})`,
        field,
        hint,
        message: `Reference to "${value._ref}", which is not in this file`,
        rule: "reference.exists",
      });
      return true;
    };
    return walk(doc, []);
  });
  return { problems, cleaned, structurallyBroken };
}

function printProblem({ where, field, hint, message, rule, level = "error" }) {
  const mark = level === "error" ? "✖" : "⚠";
  const fieldPart = field ? ` ${field}` : "";
  const hintPart = hint ? ` (in ${hint})` : "";
  console.error(`  ${mark} ${where}${fieldPart}${hintPart}: ${message} [rule: ${rule}]`);
}

ensureStudioDeps();

const { text, documents, problems: parseProblems } = readDataset();
if (documents.length === 0 && parseProblems.length === 0)
  fail(`${shownFile} contains no documents.`);
const { problems: structureProblems, cleaned, structurallyBroken } = checkStructure(documents);
const localProblems = [...parseProblems, ...structureProblems];

if (parseProblems.length > 0 || structurallyBroken) {
  console.error(
    `\nContent validation failed for ${shownFile}: the file is not a valid Sanity dataset.`,
  );
  localProblems.forEach((problem) => printProblem(problem));
  process.exit(1);
}

// The CLI leaves Sanity's own documents (image and file assets, `sanity.*`) out of the file's
// ids and asks the project whether each one a picture points at exists, which fails offline.
// Its copy carries them under a type of no schema, which counts them as present; their files
// are checked here instead.
const ASSET_STAND_IN = "contentValidate.asset";
const assets = cleaned.filter((doc) => /^sanity\.(image|file)Asset$/.test(doc._type));
for (const asset of assets) {
  const name = typeof asset.path === "string" ? path.basename(asset.path) : "";
  const folder = asset._type === "sanity.imageAsset" ? "images" : "files";
  if (!name || !existsSync(path.join(path.dirname(file), folder, name))) {
    localProblems.push({
      where: `${asset._id} (${asset._type})`,
      message: `Its file ${folder}/${name || "?"} is not beside the dataset`,
      rule: "asset.file",
    });
  }
}

// Hand the CLI the original file when possible; otherwise a cleaned/padded copy.
let cliFile = file;
let scratch;
if (
  assets.length > 0 ||
  structureProblems.some((p) => p.rule === "reference.exists") ||
  statSync(file).size < CLI_MIN_BYTES ||
  text.includes("\r")
) {
  scratch = mkdtempSync(path.join(os.tmpdir(), "content-validate-"));
  cliFile = path.join(scratch, "dataset.ndjson");
  const body =
    cleaned
      .map((doc) => JSON.stringify(assets.includes(doc) ? { ...doc, _type: ASSET_STAND_IN } : doc))
      .join("\n") + "\n";
  writeFileSync(
    cliFile,
    body.length < CLI_MIN_BYTES ? body + " ".repeat(CLI_MIN_BYTES) + "\n" : body,
  );
}

/** The index studio/schemaTypes/dataset-index.ts reads: every slug, page address and redirect. */
function datasetIndex(docs) {
  const slugs = [];
  const pages = [];
  const redirects = [];
  for (const doc of docs) {
    // A document taking another's place may share its slug or address (decision 100).
    const replaces = typeof doc.replaces?._ref === "string" ? doc.replaces._ref : undefined;
    if (typeof doc.slug?.current === "string") {
      slugs.push({ id: doc._id, type: doc._type, slug: doc.slug.current, replaces });
    }
    if (doc._type === "page" && typeof doc.path === "string") {
      pages.push({ id: doc._id, path: doc.path, replaces });
    }
    if (doc._type === "redirect" && typeof doc.from === "string" && typeof doc.to === "string") {
      redirects.push({ id: doc._id, from: doc.from, to: doc.to });
    }
  }
  return { slugs, pages, redirects };
}

let result;
try {
  result = runSanity(
    ["documents", "validate", "--file", cliFile, "--yes", "--format", "json", "--level", "warning"],
    {
      capture: true,
      env: {
        // Validating a local file needs no real login, but the CLI insists on some token.
        SANITY_AUTH_TOKEN: process.env.SANITY_AUTH_TOKEN || "offline-validation-dummy-token",
        // The slugs and page addresses of this file, which the studio's validators would
        // otherwise ask the project for (studio/schemaTypes/dataset-index.ts).
        NEAR_GENIUS_DATASET_INDEX: JSON.stringify(datasetIndex(cleaned)),
      },
    },
  );
} finally {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}

let reports;
try {
  const jsonStart = result.stdout.indexOf("[");
  reports = JSON.parse(result.stdout.slice(jsonStart));
  if (!Array.isArray(reports)) throw new Error("not an array");
} catch {
  console.error(result.stdout);
  console.error(result.stderr);
  fail(`sanity documents validate did not produce a JSON report (exit ${result.status}).`);
}

const byId = new Map(documents.map(({ doc }) => [doc._id, doc]));
const cliProblems = [];
for (const report of reports) {
  for (const marker of report.markers ?? []) {
    if (marker.level !== "error" && marker.level !== "warning") continue;
    if (report.documentType === ASSET_STAND_IN && marker.code === "document.unknown-type") continue;
    const { path: field, hint } = formatPath(marker.path ?? [], byId.get(report.documentId));
    cliProblems.push({
      where: `${report.documentId} (${report.documentType})`,
      field,
      hint,
      message: marker.message ?? marker.item?.message ?? "Invalid",
      rule: marker.code ?? "unknown",
      // Sanity reports a slug in use twice as a warning; on the site one of the two documents
      // would be unreachable. Checked against this file's own slugs, so it is an error here.
      level: marker.code === "slug.not-unique" ? "error" : marker.level,
    });
  }
}

const errors = [...localProblems, ...cliProblems.filter((p) => p.level === "error")];
const warnings = cliProblems.filter((p) => p.level === "warning");
const invalidIds = new Set(errors.map((p) => p.where.replace(/ \(.*\)$/, "")));

if (warnings.length > 0) {
  console.error(`Warnings in ${shownFile}:`);
  warnings.forEach((problem) => printProblem(problem));
}
if (errors.length > 0 || result.status !== 0) {
  console.error(
    `\nContent validation failed for ${shownFile}: ${invalidIds.size} of ${documents.length} document(s) invalid, ${errors.length} error(s).`,
  );
  errors.forEach((problem) => printProblem(problem));
  if (errors.length === 0) console.error(result.stderr.trim());
  process.exit(1);
}
console.log(`✔ ${documents.length} documents valid against the studio schema (${shownFile}).`);
