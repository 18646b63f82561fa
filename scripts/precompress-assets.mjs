// Writes a .br and a .gz copy beside each text asset of the client build, at the highest
// levels: hashed assets are written once and sent many times, so the production server sends
// these copies (express-static-gzip) instead of compressing every response (decision 042).
// Run by react-router.config.ts once the build is complete.

import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT_ASSET = /\.(?:js|mjs|css|svg|json|txt|xml)$/;
// Below this a compressed answer saves less than its own headers cost.
const SMALLEST = 1024;

/**
 * @param {string} folder the client build's assets folder
 * @returns {Promise<{ files: number; bytes: number; brotliBytes: number }>}
 */
export async function precompressAssets(folder) {
  const names = (await readdir(folder)).filter((name) => TEXT_ASSET.test(name));
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      const source = await readFile(file);
      if (source.length < SMALLEST) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy no smaller than the file is left out; the file itself is sent then.
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
      totals.files += 1;
      totals.bytes += source.length;
      totals.brotliBytes += Math.min(br.length, source.length);
    }),
  );
  return totals;
}
