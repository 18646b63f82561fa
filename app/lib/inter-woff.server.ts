import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const files = new Map<400 | 700, Buffer>();

/**
 * Inter's static Latin WOFF at one weight, from @fontsource/inter, read once per process:
 * what the PDFs embed and the social cards are set in. Both readers (pdf-lib's fontkit and
 * satori) take WOFF but not the page's variable WOFF2.
 */
export function interWoff(weight: 400 | 700): Buffer {
  let bytes = files.get(weight);
  if (!bytes) {
    bytes = readFileSync(
      require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
    );
    files.set(weight, bytes);
  }
  return bytes;
}
