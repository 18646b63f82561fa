// npm run content:migrate-blocks [file.ndjson]   (default: the bundled dataset)
//
// Converts every Page of a dataset export from the old fixed layouts into ordered blocks, in
// place, and prints what it converted. Every other line is kept as it was, and a dataset
// already converted is left byte for byte the same, so it is safe to run again. A hosted
// Sanity project runs the same conversion as a content migration
// (studio/migrations/page-blocks).

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { convertDataset } from "../studio/page-blocks-migration.ts";

const file = path.resolve(process.argv[2] ?? "studio/seed/production.ndjson");
const before = readFileSync(file, "utf8");
const { text, converted, dropped } = convertDataset(before);

if (text === before) {
  console.log(`${path.relative(process.cwd(), file)}: every page already has blocks; unchanged.`);
} else {
  writeFileSync(file, text);
  console.log(
    `${path.relative(process.cwd(), file)}: ${converted.length} page(s) converted to blocks: ${converted.join(", ")}`,
  );
}
for (const { id, fields } of dropped) {
  console.log(`  ${id}: left out ${fields.join(", ")} (its layout did not show them)`);
}
