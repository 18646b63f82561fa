// npm run icons:sprite: writes app/components/icon-sprite.svg, one <symbol> per name of
// app/components/icon-names.ts, drawn from lucide-react's own icon data so that the sprite
// matches the icon set's release in package.json (a unit test fails when it is stale).

import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import * as lucide from "lucide-react";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { ICON_NAMES } from "../app/components/icon-names";

export const SPRITE_PATH = fileURLToPath(
  new URL("../app/components/icon-sprite.svg", import.meta.url),
);

const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** An icon's inner SVG (its paths and shapes), as lucide-react renders it. */
export function iconBody(name: string): string {
  const component = (lucide as unknown as Record<string, ComponentType | undefined>)[pascal(name)];
  if (!component) throw new Error(`lucide-react has no icon named ${name}`);
  const markup = renderToStaticMarkup(createElement(component));
  const body = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (!body) throw new Error(`could not read the paths of ${name}`);
  return body;
}

export function renderIconSprite(): string {
  const symbols = ICON_NAMES.map(
    (name) => `<symbol id="${name}" viewBox="0 0 24 24">${iconBody(name)}</symbol>`,
  );
  return [
    "<!-- Lucide icons (ISC license, https://lucide.dev); written by npm run icons:sprite. -->",
    '<svg xmlns="http://www.w3.org/2000/svg">',
    ...symbols,
    "</svg>",
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(SPRITE_PATH, renderIconSprite());
  console.log(`wrote ${SPRITE_PATH}: ${ICON_NAMES.length} icons`);
}
