// npm run content:import-file
//
// Writes studio/seed/import.ndjson: the bundled dataset as `sanity dataset import` takes it.
// The bundled file keeps Sanity's asset documents and references (so the same GROQ
// dereferences `asset->` here and on a project), but an import must upload the files and make
// those documents itself: each picture becomes `_sanityAsset: "image@file://…"`, the form an
// export uses, and the asset documents are left out.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SEED = path.join(ROOT, "studio/seed/production.ndjson");
export const IMPORT_FILE = path.join(ROOT, "studio/seed/import.ndjson");

type Doc = { _id: string; _type: string } & Record<string, unknown>;

/** The dataset with every picture pointing at its file, for `sanity dataset import`. */
export function importable(ndjson: string, imagesDir: string): string {
  const documents = ndjson
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Doc);
  const files = new Map(
    documents
      .filter((doc) => doc._type === "sanity.imageAsset")
      .map((doc) => [doc._id, path.join(imagesDir, path.basename(String(doc.path)))]),
  );
  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert);
    if (!value || typeof value !== "object") return value;
    const record = value as Record<string, unknown>;
    const ref = (record.asset as { _ref?: string } | undefined)?._ref;
    if (record._type === "image" && ref && files.has(ref)) {
      const rest = { ...record };
      delete rest.asset;
      return { ...rest, _sanityAsset: `image@file://${files.get(ref)}` };
    }
    return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, convert(child)]));
  };
  return (
    documents
      .filter((doc) => doc._type !== "sanity.imageAsset")
      .map((doc) => JSON.stringify(convert(doc)))
      .join("\n") + "\n"
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = importable(await readFile(SEED, "utf8"), path.join(path.dirname(SEED), "images"));
  await writeFile(IMPORT_FILE, text);
  console.log(`Wrote ${path.relative(ROOT, IMPORT_FILE)}: import it with sanity dataset import.`);
}
