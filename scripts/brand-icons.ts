// npm run brand:icons
//
// Renders the mark (app/components/brand-mark.tsx) to the icon files browsers and platforms
// ask for, into public/: favicon.svg, favicon.ico (16, 32 and 48 px), apple-touch-icon.png
// (180 px, square corners: iOS rounds them itself) and the web manifest's 192 and 512 px PNGs.
// The files are committed so the server serves them as static files; brand-icons.test.ts
// renders them again and fails when one no longer matches the component.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { Resvg } from "@resvg/resvg-js";
import pngToIco from "png-to-ico";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { BrandMark } from "../app/components/brand-mark";

export const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");

function markSvg(square: boolean): string {
  // The inline mark hides itself from screen readers; a file stands alone and needs neither.
  return renderToStaticMarkup(createElement(BrandMark, { square }))
    .replace(' aria-hidden="true"', "")
    .replace(' focusable="false"', "");
}

function png(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}

/** Every icon file, by its name under public/. */
export async function renderBrandIcons(): Promise<Map<string, Buffer>> {
  const rounded = markSvg(false);
  const square = markSvg(true);
  return new Map([
    ["favicon.svg", Buffer.from(`${rounded}\n`)],
    ["favicon.ico", await pngToIco([16, 32, 48].map((size) => png(rounded, size)))],
    ["apple-touch-icon.png", png(square, 180)],
    ["icon-192.png", png(rounded, 192)],
    ["icon-512.png", png(rounded, 512)],
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, bytes] of await renderBrandIcons()) {
    await writeFile(path.join(PUBLIC_DIR, name), bytes);
    console.log(`public/${name}  ${bytes.length} bytes`);
  }
}
