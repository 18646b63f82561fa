import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { createPostgresTemplates, TEST_DATABASE_URL } from "~/lib/db/test-databases.server";

import { clearNodeReports, printNodeReports } from "./vitest.node-reports";

const PGLITE_DIR_PREFIX = "ng-vitest-templates-";

// Runs once per `vitest run`, in the main process, before any test file. It gives the run a
// folder where the first database suite leaves PGlite template tarballs (built lazily, so a
// run without database suites pays nothing), and on TEST_DATABASE_URL's server it creates
// the template databases that each suite's databases are cloned from. Both are removed at
// the end, so runs on one machine never share a template.
export default async function setup(project: TestProject) {
  await removeFoldersOfDeadRuns();
  await clearNodeReports();
  const pgliteDir = await mkdtemp(path.join(tmpdir(), `${PGLITE_DIR_PREFIX}${process.pid}-`));
  project.provide("pgliteTemplateDir", pgliteDir);
  const postgres =
    TEST_DATABASE_URL === undefined ? undefined : await createPostgresTemplates(TEST_DATABASE_URL);
  if (postgres) project.provide("postgresTemplates", postgres.names);

  return async () => {
    await printNodeReports();
    await rm(pgliteDir, { recursive: true, force: true });
    await postgres?.drop();
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// A run that was killed never reaches its teardown; its tarballs (about 120 MB) would pile up
// in the temporary folder. The folder names the process that made it.
async function removeFoldersOfDeadRuns() {
  const pattern = new RegExp(`^${PGLITE_DIR_PREFIX}(\\d+)-`);
  for (const name of await readdir(tmpdir())) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (pid && !isRunning(pid)) {
      await rm(path.join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}
