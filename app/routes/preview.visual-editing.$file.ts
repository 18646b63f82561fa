import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

import { previewOfRequest } from "~/features/preview/preview-session.server";
import { VISUAL_EDITING_BASE } from "~/lib/content/visual-editing";

import type { Route } from "./+types/preview.visual-editing.$file";

// Sanity's click-to-edit overlays for a preview page (decision 104): the self-contained ESM
// build of @sanity/visual-editing, served from the installed package to preview sessions
// only (nobody else's page asks for it), plus the few lines that start it. Its one bare
// import (its stylesheet) is inlined, since a browser cannot resolve a package name.

const PACKAGE = "@sanity/visual-editing-standalone";
const FILE = /^[A-Za-z0-9_-]+\.js$/;

let distDir: string | undefined;
function packageDist(): string {
  distDir ??= path.dirname(createRequire(import.meta.url).resolve(PACKAGE));
  return distDir;
}

const START = [
  `import { enableVisualEditing } from "${VISUAL_EDITING_BASE}/index.js";`,
  // Above the preview banner, below nothing: an editor's frames sit on top of the page.
  "enableVisualEditing({ zIndex: 60 });",
].join("\n");

const javascript = (body: string) =>
  new Response(body, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  const notFound = new Response("Not found", { status: 404 });
  if (!(await previewOfRequest(request)) || !FILE.test(params.file)) return notFound;
  if (params.file === "start.js") return javascript(START);
  let code: string;
  try {
    code = await readFile(path.join(packageDist(), params.file), "utf8");
  } catch {
    return notFound;
  }
  if (params.file === "index.js") {
    const css = await readFile(path.join(packageDist(), "style.css"), "utf8");
    code = code.replace(
      `import"${PACKAGE}/style.css";`,
      `{const s=document.createElement("style");s.textContent=${JSON.stringify(css)};document.head.append(s);}`,
    );
  }
  return javascript(code);
}
