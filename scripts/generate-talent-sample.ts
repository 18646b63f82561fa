// npm run talent:sample: writes the bundled sample pool (app/lib/db/seed/talent-sample-data.json)
// from its generator and options, so the committed data is always what the generator makes.
// `-- --count 100000 --out path.json` writes a larger pool elsewhere, for benchmarks.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";

import { generateTalentSample, SAMPLE_POOL_OPTIONS } from "~/lib/db/seed/talent-sample";

const DEFAULT_OUT = path.join(import.meta.dirname, "../app/lib/db/seed/talent-sample-data.json");

const { values } = parseArgs({
  options: { count: { type: "string" }, seed: { type: "string" }, out: { type: "string" } },
});
const options = {
  ...SAMPLE_POOL_OPTIONS,
  ...(values.count ? { count: Number(values.count) } : {}),
  ...(values.seed ? { seed: Number(values.seed) } : {}),
};
const out = values.out ?? DEFAULT_OUT;
const pool = generateTalentSample(options);
// One profile per line: a regenerated pool diffs by profile.
await writeFile(out, `[\n${pool.map((candidate) => JSON.stringify(candidate)).join(",\n")}\n]\n`);
console.info(`wrote ${pool.length} sample profiles to ${path.relative(process.cwd(), out)}`);
