// Shared helpers for the root scripts that drive the Sanity Studio project in studio/.
// Plain JavaScript on purpose: these run on Node 20 (the machine's node) and Node 24.
//
// - The studio is its own npm project (studio/package.json + package-lock.json). When its
//   dependencies are missing or were installed from another lockfile, `npm ci --prefix studio`
//   installs them (about a minute and 570 MB), at most once per lockfile.
// - The Sanity CLI needs Node >= 22.12. If this script runs on an older Node, the pinned Node
//   from the root devDependencies (node_modules/.bin/node) runs the CLI instead.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const STUDIO = path.join(ROOT, "studio");

const SANITY_PACKAGE = path.join(STUDIO, "node_modules", "sanity", "package.json");
const STUDIO_MANIFESTS = ["package.json", "package-lock.json"].map((name) =>
  path.join(STUDIO, name),
);
// Holds the hash of the manifests the installed node_modules came from. A content hash, not
// modification times: a fresh checkout or a pull touches the lockfile without changing it,
// and that must not cost another install. `npm ci` empties node_modules, stamp included.
const INSTALL_STAMP = path.join(STUDIO, "node_modules", ".near-genius-install-stamp");

const MIN_NODE = [22, 12];

function versionAtLeast(version, [major, minor]) {
  const [a, b] = version.replace(/^v/, "").split(".").map(Number);
  return a > major || (a === major && b >= minor);
}

let cachedNode;
/** Absolute path of a Node binary that can run the Sanity CLI (>= 22.12). */
export function cliNode() {
  if (cachedNode) return cachedNode;
  if (versionAtLeast(process.version, MIN_NODE)) return (cachedNode = process.execPath);
  const pinned = path.join(ROOT, "node_modules", ".bin", "node");
  if (existsSync(pinned)) {
    const result = spawnSync(pinned, ["--version"], { encoding: "utf8" });
    if (result.status === 0 && versionAtLeast(result.stdout.trim(), MIN_NODE))
      return (cachedNode = pinned);
  }
  fail(
    `The Sanity CLI needs Node >= ${MIN_NODE.join(".")}, but this is Node ${process.version} and ` +
      `${path.relative(ROOT, pinned)} is missing or too old. Run \`npm ci\` in the repository root ` +
      "(it installs the pinned Node 24), or run this script through `npm run`.",
  );
}

/** Environment for child processes: the CLI's Node first on PATH, no telemetry prompts. */
export function childEnv(extra = {}) {
  const nodeDir = path.dirname(cliNode());
  return {
    ...process.env,
    PATH: [nodeDir, process.env.PATH ?? ""].join(path.delimiter),
    DO_NOT_TRACK: process.env.DO_NOT_TRACK ?? "1",
    ...extra,
  };
}

export function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

function manifestsHash() {
  const hash = createHash("sha256");
  for (const file of STUDIO_MANIFESTS) hash.update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

// npm writes this "hidden lockfile" at the end of every successful install.
const NPM_HIDDEN_LOCKFILE = path.join(STUDIO, "node_modules", ".package-lock.json");

function studioDepsCurrent() {
  if (!existsSync(SANITY_PACKAGE)) return false;
  if (!existsSync(INSTALL_STAMP)) {
    // Installed before stamps existed: adopt it by the test these scripts used then (an
    // install newer than the lockfile), rather than spend a minute reinstalling.
    if (!existsSync(NPM_HIDDEN_LOCKFILE)) return false;
    const lockfile = path.join(STUDIO, "package-lock.json");
    if (statSync(NPM_HIDDEN_LOCKFILE).mtimeMs < statSync(lockfile).mtimeMs) return false;
    writeStamp(manifestsHash());
    return true;
  }
  return readFileSync(INSTALL_STAMP, "utf8").trim() === manifestsHash();
}

function writeStamp(hash) {
  // Renamed into place, so a reader never sees a half-written stamp.
  writeFileSync(`${INSTALL_STAMP}.${process.pid}`, `${hash}\n`);
  renameSync(`${INSTALL_STAMP}.${process.pid}`, INSTALL_STAMP);
}

function lockIsStale(lock) {
  let ageMs;
  let pid;
  try {
    ageMs = Date.now() - statSync(lock).mtimeMs;
    pid = Number(readFileSync(path.join(lock, "pid"), "utf8"));
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    if (ageMs === undefined) return false; // the lock itself just went away
  }
  if (!pid) return ageMs > 60_000; // pid not written yet (or the writer died right away)
  try {
    process.kill(pid, 0); // throws ESRCH if the process is gone
    return false;
  } catch (error) {
    return error.code === "ESRCH";
  }
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Installs the studio's dependencies with `npm ci --prefix studio` unless they are present
 * and current. A lock directory keeps two scripts started together from installing twice.
 */
export function ensureStudioDeps() {
  if (studioDepsCurrent()) return;
  const lock = path.join(STUDIO, ".sanity", "install.lock");
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, "pid"), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      // Another process is installing. Take over a lock whose owner has died.
      if (lockIsStale(lock)) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) fail(`Timed out waiting for ${path.relative(ROOT, lock)}.`);
      else sleep(1000);
    }
  }
  let problem;
  try {
    if (studioDepsCurrent()) return;
    console.error("Installing the studio's dependencies (npm ci --prefix studio)…");
    const started = Date.now();
    // Hashed before the install, so a lockfile edited meanwhile leaves a stale stamp.
    const hash = manifestsHash();
    // npm ci empties node_modules in no set order; an install cut short must not keep a stamp.
    rmSync(INSTALL_STAMP, { force: true });
    const result = spawnSync("npm", ["ci", "--prefix", STUDIO, "--no-audit", "--no-fund"], {
      cwd: ROOT,
      env: childEnv(),
      stdio: ["ignore", "inherit", "inherit"],
    });
    if (result.error) problem = `Could not start npm: ${result.error.message}`;
    else if (result.status !== 0)
      problem = `npm ci --prefix studio failed (exit ${result.status}).`;
    else {
      writeStamp(hash);
      console.error(
        `Studio dependencies installed in ${Math.round((Date.now() - started) / 1000)} s.`,
      );
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  if (problem) fail(problem);
}

/** Absolute path of the `sanity` CLI entry point inside studio/node_modules. */
export function sanityBin() {
  const pkg = JSON.parse(readFileSync(SANITY_PACKAGE, "utf8"));
  const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin.sanity;
  return path.join(path.dirname(SANITY_PACKAGE), bin);
}

/**
 * Runs `sanity <args>` in studio/ on a suitable Node. Returns spawnSync's result; with
 * `capture: true` stdout and stderr are returned as strings instead of being shown.
 */
export function runSanity(args, { capture = false, env = {} } = {}) {
  const result = spawnSync(cliNode(), [sanityBin(), ...args], {
    cwd: STUDIO,
    env: childEnv(env),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  if (result.error) fail(`Could not run the Sanity CLI: ${result.error.message}`);
  return result;
}
