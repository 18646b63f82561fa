import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  findServerOnlyCode,
  schemaTableNames,
  secretSettingNames,
  serverOnlyMarkers,
} from "../../scripts/check-client-bundle.mjs";

// The module boundaries of decision 011 are only as real as the machine checks behind them:
// these tests fail when a lint rule or a bundle marker is removed or stops matching.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

describe("module boundary lint rules", () => {
  const eslint = new ESLint({ cwd: ROOT });

  /** The boundary violations ESLint reports for `code` as if it lived at `filePath`. */
  async function violations(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === "no-restricted-imports")
      .map((message) => message.message);
  }

  it("keeps app/lib and app/components free of features and routes", async () => {
    expect(
      await violations(
        "app/lib/fixture.ts",
        'import { catalogSearchSchema } from "~/features/catalog/catalog-search-schema";\nexport const x = catalogSearchSchema;\n',
      ),
    ).toEqual([expect.stringContaining("import no feature")]);
    expect(
      await violations(
        "app/components/fixture.tsx",
        'import { loader } from "~/routes/calculator";\nexport const x = loader;\n',
      ),
    ).toEqual([expect.stringContaining("nothing below app/routes imports a route")]);
  });

  it("keeps app/lib below app/components", async () => {
    const importing = (filePath: string) =>
      violations(
        filePath,
        'import { BrandMark } from "~/components/brand-mark";\nexport const x = BrandMark;\n',
      );
    expect(await importing("app/lib/fixture.ts")).toEqual([
      expect.stringContaining("imports none"),
    ]);
    expect(await importing("app/lib/pdf/fixture.server.ts")).toEqual([
      expect.stringContaining("imports none"),
    ]);
    expect(
      await violations(
        "app/lib/fixture.ts",
        'import { Icon } from "../components/icon";\nexport const x = Icon;\n',
      ),
    ).toEqual([expect.stringContaining("imports none")]);
    // The dependency runs the other way.
    expect(
      await violations(
        "app/components/fixture.tsx",
        'import { BRAND_BLUE } from "~/lib/brand-colors";\nexport const x = BRAND_BLUE;\n',
      ),
    ).toEqual([]);
  });

  it("lets a feature import itself and the shared features, nothing else", async () => {
    const importing = (source: string) =>
      violations(
        "app/features/team-builder/fixture.server.ts",
        `import * as m from "${source}";\nexport const x = m;\n`,
      );
    expect(await importing("~/features/careers/application-schema")).toEqual([
      expect.stringContaining("only if it is a shared one"),
    ]);
    expect(await importing("../careers/application-schema")).toEqual([
      expect.stringContaining("through the ~/ alias"),
    ]);
    expect(await importing("~/routes/calculator")).toHaveLength(1);
    expect(await importing("~/features/catalog/cost")).toEqual([]);
    expect(await importing("~/features/catalog/catalog.server")).toEqual([]);
    expect(await importing("~/features/lead/leads.server")).toEqual([]);
    expect(await importing("~/features/funnel/step-indicator")).toEqual([]);
    expect(await importing("~/features/mailer/mailer.server")).toEqual([]);
  });

  it("keeps server-only modules out of browser code, types excepted", async () => {
    const file = "app/features/team-builder/fixture.tsx";
    expect(
      await violations(
        file,
        'import { listJobPositions } from "~/features/catalog/catalog.server";\nexport const x = listJobPositions;\n',
      ),
    ).toEqual([expect.stringContaining("Server-only module")]);
    expect(
      await violations(
        file,
        'import type { CatalogPosition } from "~/features/catalog/catalog.server";\nexport type X = CatalogPosition;\n',
      ),
    ).toEqual([]);
    expect(
      await violations(
        file,
        'import { seniorityLevels } from "~/lib/db/schema";\nexport const x = seniorityLevels;\n',
      ),
    ).toEqual([expect.stringContaining("~/lib/db/enums")]);
    expect(
      await violations(
        file,
        'import { seniorityLevels } from "~/lib/db/enums";\nexport const x = seniorityLevels;\n',
      ),
    ).toEqual([]);
    expect(
      await violations(
        "app/lib/fixture.ts",
        'import { randomUUID } from "node:crypto";\nexport const x = randomUUID;\n',
      ),
    ).toEqual([expect.stringContaining("Server-only package")]);
    // The same import is fine where it cannot reach the browser.
    expect(
      await violations(
        "app/lib/fixture.server.ts",
        'import { randomUUID } from "node:crypto";\nexport const x = randomUUID;\n',
      ),
    ).toEqual([]);
  });
});

describe("client bundle check", () => {
  let assets: string;
  beforeAll(async () => {
    assets = await mkdtemp(path.join(tmpdir(), "ng-client-assets-"));
  });
  afterAll(async () => {
    await rm(assets, { recursive: true, force: true });
  });

  it("reads every table of the schema and the secret settings", async () => {
    const tables = await schemaTableNames();
    expect(tables).toEqual(expect.arrayContaining(["orders", "mail_outbox", "position_rates"]));
    const secrets = await secretSettingNames();
    expect(secrets).toEqual(expect.arrayContaining(["SUPABASE_SERVICE_ROLE_KEY", "DATABASE_URL"]));
    expect(secrets).not.toContain("PORT");
  });

  it("names the chunk that carries a table definition or server code, and passes clean ones", async () => {
    const markers = serverOnlyMarkers({
      tableNames: ["orders", "mail_outbox"],
      secretNames: ["SUPABASE_SERVICE_ROLE_KEY"],
    });
    await writeFile(
      path.join(assets, "clean-a1.js"),
      'const l=["orders","skills"];export const t="Your orders";export{l};',
    );
    await writeFile(
      path.join(assets, "storage-b2.js"),
      'const e=Symbol.for("drizzle:Name");X("orders",{id:N("id")});',
    );
    await writeFile(
      path.join(assets, "env-c3.js"),
      'import{readFile}from"node:fs";console.log(process.env.SUPABASE_SERVICE_ROLE_KEY);',
    );
    const hits = await findServerOnlyCode(assets, markers);
    const byFile = (name: string) =>
      hits.filter((hit) => hit.file.endsWith(name)).map((hit) => hit.reason);
    expect(byFile("clean-a1.js")).toEqual([]);
    expect(byFile("storage-b2.js")).toEqual([
      expect.stringContaining('table definition "orders"'),
      "drizzle-orm internals",
    ]);
    expect(byFile("env-c3.js")).toEqual([
      "a Node built-in import",
      "the secret setting SUPABASE_SERVICE_ROLE_KEY",
    ]);
  });
});
