import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPostgresTemplates, TEST_DATABASE_URL } from "~/lib/db/test-databases.server";

// Runs once per `vitest run`, in the main process, before any test file. It gives the run a
// folder where the first database suite leaves PGlite template tarballs (built lazily, so a
// run without database suites pays nothing), and on TEST_DATABASE_URL's server it creates
// the template databases that each suite's databases are cloned from. Both are removed at
// the end, so runs on one machine never share a template.
export default async function setup(project: TestProject) {
  const pgliteDir = await mkdtemp(path.join(tmpdir(), "ng-vitest-templates-"));
  project.provide("pgliteTemplateDir", pgliteDir);
  const postgres =
    TEST_DATABASE_URL === undefined ? undefined : await createPostgresTemplates(TEST_DATABASE_URL);
  if (postgres) project.provide("postgresTemplates", postgres.names);

  return async () => {
    await rm(pgliteDir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
