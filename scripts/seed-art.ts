// npm run content:art
//
// Draws the pictures the bundled dataset ships: article covers and audience pictures (abstract
// compositions in the brand's colours, stored as JPEG as an editor's upload would be) and the
// sample clients' logos (SVG). No photograph of a person is made: the bundled people and
// clients are examples, and a made-up face would pass one off as real.
//
// Each file is written as Sanity's export writes assets, `studio/seed/images/<sha1>-<w>x<h>.<ext>`,
// with a `sanity.imageAsset` document in the NDJSON, and the image fields of the documents
// that show it point at that asset. Run again after changing a drawing: the old files and
// asset documents are replaced. seed-art.test.ts fails when the committed files no longer
// match what this script draws.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SEED_FILE = path.join(ROOT, "studio/seed/production.ndjson");
export const IMAGES_DIR = path.join(ROOT, "studio/seed/images");
// The date every seed document carries, so re-running the script changes nothing it need not.
const SEED_TIME = "2026-11-21T09:00:00Z";

const NAVY = "#0f1640";
const BRAND_900 = "#1e2c89";
const BRAND_700 = "#1d34d7";
const BRAND_500 = "#3b63f5";
const BRAND_300 = "#93b3fd";
const SIGNAL = "#fbbf24";

/** A repeatable sequence of numbers in [0, 1) for one drawing, so the files never change by chance. */
function random(seed: string): () => number {
  let state = createHash("sha1").update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

type Motif = "bars" | "rings" | "grid" | "timeline" | "stack" | "network" | "steps";

function backdrop(width: number, height: number, seed: string): string {
  const next = random(seed);
  const glowX = Math.round(width * (0.55 + next() * 0.35));
  const glowY = Math.round(height * (0.2 + next() * 0.4));
  const dots: string[] = [];
  for (let x = 40; x < width; x += 48) {
    for (let y = 40; y < height; y += 48) {
      dots.push(`<circle cx="${x}" cy="${y}" r="1.6"/>`);
    }
  }
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${BRAND_900}"/>
  </linearGradient>
  <radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="${Math.round(width * 0.55)}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="${BRAND_500}" stop-opacity="0.55"/><stop offset="1" stop-color="${BRAND_500}" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<g fill="${BRAND_300}" fill-opacity="0.18">${dots.join("")}</g>`;
}

function motif(kind: Motif, width: number, height: number, seed: string): string {
  const next = random(`${seed}:${kind}`);
  const cx = width * 0.62;
  const cy = height * 0.5;
  switch (kind) {
    case "bars": {
      // Costs side by side: one short bright bar among taller pale ones.
      const bars: string[] = [];
      const count = 7;
      const barWidth = width / 16;
      for (let index = 0; index < count; index++) {
        const barHeight = height * (0.25 + next() * 0.5);
        const x = width * 0.3 + index * barWidth * 1.45;
        const highlight = index === 4;
        bars.push(
          `<rect x="${x.toFixed(1)}" y="${(height * 0.85 - barHeight).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${barHeight.toFixed(1)}" rx="10" fill="${highlight ? SIGNAL : BRAND_300}" fill-opacity="${highlight ? 1 : 0.35}"/>`,
        );
      }
      return `${bars.join("")}<path d="M ${width * 0.26} ${height * 0.7} C ${width * 0.45} ${height * 0.35}, ${width * 0.65} ${height * 0.65}, ${width * 0.9} ${height * 0.3}" stroke="white" stroke-width="6" fill="none" stroke-linecap="round" stroke-opacity="0.85"/>`;
    }
    case "rings": {
      // A scorecard read at a glance: rings, and a few marks on them.
      const rings: string[] = [];
      for (let index = 1; index <= 4; index++) {
        rings.push(
          `<circle cx="${cx}" cy="${cy}" r="${height * 0.1 * index}" fill="none" stroke="${BRAND_300}" stroke-opacity="${0.5 - index * 0.08}" stroke-width="3"/>`,
        );
      }
      const marks: string[] = [];
      for (let index = 0; index < 6; index++) {
        const angle = next() * Math.PI * 2;
        const radius = height * 0.1 * (1 + Math.floor(next() * 4));
        marks.push(
          `<circle cx="${(cx + Math.cos(angle) * radius).toFixed(1)}" cy="${(cy + Math.sin(angle) * radius).toFixed(1)}" r="${index === 0 ? 18 : 10}" fill="${index === 0 ? SIGNAL : "white"}"/>`,
        );
      }
      const arc = `<path d="M ${cx} ${cy - height * 0.4} A ${height * 0.4} ${height * 0.4} 0 0 1 ${cx + height * 0.4} ${cy}" stroke="${SIGNAL}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
      return rings.join("") + arc + marks.join("");
    }
    case "grid": {
      // Controls: a grid of squares, a few of them ticked.
      const cells: string[] = [];
      const size = height / 9;
      for (let row = 0; row < 5; row++) {
        for (let column = 0; column < 7; column++) {
          const lit = next() > 0.72;
          cells.push(
            `<rect x="${(width * 0.36 + column * size * 1.3).toFixed(1)}" y="${(height * 0.17 + row * size * 1.3).toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" rx="12" fill="${lit ? BRAND_500 : BRAND_300}" fill-opacity="${lit ? 0.9 : 0.16}"/>`,
          );
        }
      }
      const shieldX = width * 0.2;
      const shieldY = height * 0.3;
      const shield = `<path d="M ${shieldX} ${shieldY} l ${size * 1.2} ${-size * 0.5} l ${size * 1.2} ${size * 0.5} v ${size * 1.4} c 0 ${size * 1.2} ${-size * 1.2} ${size * 1.9} ${-size * 1.2} ${size * 1.9} c 0 0 ${-size * 1.2} ${-size * 0.7} ${-size * 1.2} ${-size * 1.9} z" fill="${SIGNAL}"/>`;
      return cells.join("") + shield;
    }
    case "timeline": {
      // Ninety days as a path with milestones.
      const points: [number, number][] = [];
      for (let index = 0; index < 6; index++) {
        points.push([width * (0.12 + index * 0.16), height * (0.35 + next() * 0.35)]);
      }
      const path = points
        .map(([x, y], index) => `${index ? "L" : "M"} ${x.toFixed(1)} ${y.toFixed(1)}`)
        .join(" ");
      const stops = points
        .map(
          ([x, y], index) =>
            `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${index === points.length - 1 ? 22 : 14}" fill="${index === points.length - 1 ? SIGNAL : "white"}" stroke="${NAVY}" stroke-width="5"/>`,
        )
        .join("");
      return `<path d="${path}" stroke="${BRAND_300}" stroke-width="8" fill="none" stroke-linejoin="round" stroke-opacity="0.8"/>${stops}`;
    }
    case "stack": {
      // A briefing: a sheet of lines, the must-haves marked.
      const sheets: string[] = [];
      for (let index = 2; index >= 0; index--) {
        sheets.push(
          `<rect x="${width * 0.42 + index * 28}" y="${height * 0.14 + index * 24}" width="${width * 0.36}" height="${height * 0.7}" rx="22" fill="${index === 0 ? "white" : BRAND_300}" fill-opacity="${index === 0 ? 0.96 : 0.25}"/>`,
        );
      }
      const lines: string[] = [];
      for (let index = 0; index < 7; index++) {
        const lineWidth = width * (0.16 + next() * 0.14);
        const y = height * 0.26 + index * height * 0.075;
        lines.push(
          `<circle cx="${width * 0.47}" cy="${y}" r="9" fill="${index < 3 ? SIGNAL : BRAND_300}"/><rect x="${width * 0.49}" y="${y - 7}" width="${lineWidth.toFixed(1)}" height="14" rx="7" fill="${index < 3 ? BRAND_700 : BRAND_300}" fill-opacity="${index < 3 ? 1 : 0.7}"/>`,
        );
      }
      return sheets.join("") + lines.join("");
    }
    case "network": {
      // People and places joined up.
      const nodes: [number, number][] = [];
      for (let index = 0; index < 9; index++) {
        nodes.push([width * (0.35 + next() * 0.55), height * (0.15 + next() * 0.7)]);
      }
      const edges: string[] = [];
      nodes.forEach(([x, y], index) => {
        const [tx, ty] = nodes[(index * 3 + 1) % nodes.length]!;
        edges.push(
          `<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${tx.toFixed(1)}" y2="${ty.toFixed(1)}"/>`,
        );
      });
      const circles = nodes
        .map(
          ([x, y], index) =>
            `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${index === 0 ? 26 : 12 + next() * 8}" fill="${index === 0 ? SIGNAL : index % 3 === 0 ? BRAND_500 : "white"}"/>`,
        )
        .join("");
      return `<g stroke="${BRAND_300}" stroke-opacity="0.55" stroke-width="4">${edges.join("")}</g>${circles}`;
    }
    case "steps": {
      // Growth in steps: blocks rising to the right.
      const blocks: string[] = [];
      for (let index = 0; index < 5; index++) {
        const blockHeight = height * (0.14 + index * 0.13);
        blocks.push(
          `<rect x="${width * 0.32 + index * width * 0.12}" y="${height * 0.86 - blockHeight}" width="${width * 0.1}" height="${blockHeight}" rx="14" fill="${index === 4 ? SIGNAL : BRAND_500}" fill-opacity="${index === 4 ? 1 : 0.35 + index * 0.12}"/>`,
        );
      }
      return blocks.join("");
    }
  }
}

function picture(width: number, height: number, seed: string, kind: Motif): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${backdrop(width, height, seed)}${motif(kind, width, height, seed)}</svg>`;
}

/** A sample client's logo: a mark and its name, in the client's own colour. */
function logo(name: string, colour: string, mark: "circle" | "square" | "diamond" | "arc"): string {
  const width = Math.round(54 + name.length * 11.6);
  const shapes = {
    circle: `<circle cx="20" cy="24" r="14" fill="${colour}"/><circle cx="20" cy="24" r="6" fill="white"/>`,
    square: `<rect x="6" y="10" width="28" height="28" rx="7" fill="${colour}"/><rect x="14" y="18" width="12" height="12" rx="2" fill="white"/>`,
    diamond: `<path d="M20 8 L36 24 L20 40 L4 24 Z" fill="${colour}"/>`,
    arc: `<path d="M6 36 A 16 16 0 0 1 34 20" stroke="${colour}" stroke-width="7" fill="none" stroke-linecap="round"/><circle cx="34" cy="20" r="5" fill="${colour}"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48">${shapes[mark]}<text x="46" y="31" font-family="Inter, Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#0f172a">${name}</text></svg>\n`;
}

interface Art {
  /** The document whose field shows it, and that field. */
  documentId: string;
  field: string;
  /** The block of that type (a page's hero) that holds the field, rather than the document. */
  block?: string;
  alt: string;
  file: () => Promise<{ bytes: Buffer; width: number; height: number; extension: "jpg" | "svg" }>;
}

async function jpeg(svg: string, width: number, height: number) {
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return { bytes, width, height, extension: "jpg" as const };
}

function svgFile(svg: string) {
  const width = Number(/width="(\d+)"/.exec(svg)?.[1]);
  const height = Number(/height="(\d+)"/.exec(svg)?.[1]);
  return Promise.resolve({ bytes: Buffer.from(svg), width, height, extension: "svg" as const });
}

/** Abstract art for one kind of image field, at the size its editors are asked to upload. */
const artFor =
  (field: string, width: number, height: number) =>
  (documentId: string, kind: Motif, alt: string): Art => ({
    documentId,
    field,
    alt,
    file: () => jpeg(picture(width, height, documentId, kind), width, height),
  });

const cover = artFor("coverImage", 1600, 900);
const audience = artFor("image", 1200, 900);
// A page's picture beside its title is its hero block's.
const pageHero = (documentId: string, kind: Motif, alt: string): Art => ({
  ...artFor("image", 1600, 1000)(documentId, kind, alt),
  block: "heroBlock",
});

const clientLogo = (
  documentId: string,
  name: string,
  colour: string,
  mark: "circle" | "square" | "diamond" | "arc",
): Art => ({
  documentId,
  field: "logo",
  alt: `${name} logo`,
  file: () => svgFile(logo(name, colour, mark)),
});

export const ART: readonly Art[] = [
  cover(
    "article.nearshore-vs-offshore-true-cost",
    "bars",
    "Abstract bar chart: one cost bar highlighted among taller ones",
  ),
  cover(
    "article.reading-an-engineer-vetting-report",
    "rings",
    "Abstract scorecard: concentric rings with marks on them",
  ),
  cover("article.soc-2-with-a-nearshore-team", "grid", "Abstract control grid beside a shield"),
  cover(
    "article.first-90-days-nearshore-team",
    "timeline",
    "Abstract timeline with six milestones",
  ),
  cover(
    "article.writing-a-briefing-that-gets-the-right-engineers",
    "stack",
    "Abstract briefing sheet with the first three lines marked",
  ),
  audience("solution.startups", "steps", "Blocks rising in steps, the last one highlighted"),
  audience("solution.midmarket", "bars", "Bars of different heights joined by a rising line"),
  audience("solution.fintechs", "grid", "A grid of controls beside a shield"),
  audience("solution.enterprise", "stack", "Stacked sheets with marked lines"),
  audience("solution.consulting", "network", "A network of connected points"),
  pageHero("page.hybrid-delivery", "network", "Points in two places joined into one network"),
  pageHero("page.ai-sourcing", "rings", "Concentric rings with a few points marked on them"),
  pageHero("page.powered-by-luby", "steps", "Blocks rising in steps, the last one highlighted"),
  pageHero("page.banking-quality", "grid", "A grid of controls beside a shield"),
  pageHero("page.track-record", "bars", "Bars of different heights joined by a rising line"),
  pageHero("page.story", "timeline", "A path through six milestones"),
  pageHero("page.careers", "network", "A network of connected points"),
  pageHero(
    "page.security-compliance",
    "grid",
    "A shield beside a grid of controls, some of them lit",
  ),
  clientLogo("testimonial.ledgerline", "LedgerLine", "#1d34d7", "square"),
  clientLogo("testimonial.cartwheel", "Cartwheel", "#d97706", "circle"),
  clientLogo("testimonial.northbeam", "Northbeam Logistics", "#0f766e", "arc"),
  clientLogo("testimonial.meridian", "Meridian Advisory", "#7c3aed", "diamond"),
  clientLogo("testimonial.brightpath", "BrightPath Health", "#be123c", "arc"),
  clientLogo("testimonial.atlas", "Atlas Capital Group", "#1e2c89", "diamond"),
];

type Doc = { _id: string; _type: string } & Record<string, unknown>;

/** Draws every picture and returns the files and the dataset with them in it. */
export async function drawSeedArt(ndjson: string) {
  const documents: Doc[] = ndjson
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Doc)
    .filter((document) => document._type !== "sanity.imageAsset");
  const byId = new Map(documents.map((document) => [document._id, document]));
  const files = new Map<string, Buffer>();
  const assets: Doc[] = [];
  for (const art of ART) {
    const target = byId.get(art.documentId);
    if (!target) throw new Error(`seed art: no document ${art.documentId}`);
    const { bytes, width, height, extension } = await art.file();
    const sha1 = createHash("sha1").update(bytes).digest("hex");
    const fileName = `${sha1}-${width}x${height}.${extension}`;
    const assetId = `image-${sha1}-${width}x${height}-${extension}`;
    files.set(fileName, bytes);
    assets.push({
      _id: assetId,
      _type: "sanity.imageAsset",
      _createdAt: SEED_TIME,
      _updatedAt: SEED_TIME,
      _rev: `seed${sha1.slice(0, 16)}`,
      assetId: sha1,
      extension,
      mimeType: extension === "svg" ? "image/svg+xml" : "image/jpeg",
      originalFilename: `${art.documentId.replace(/^[a-z]+\./, "")}.${extension}`,
      path: `images/neargenius/production/${fileName}`,
      sha1hash: sha1,
      size: bytes.length,
      uploadId: sha1.slice(0, 32),
      url: `https://cdn.sanity.io/images/neargenius/production/${fileName}`,
      metadata: {
        _type: "sanity.imageMetadata",
        dimensions: {
          _type: "sanity.imageDimensions",
          width,
          height,
          aspectRatio: width / height,
        },
        hasAlpha: extension === "svg",
        isOpaque: extension !== "svg",
      },
    });
    const host = art.block
      ? (target.blocks as Doc[] | undefined)?.find((block) => block._type === art.block)
      : target;
    if (!host) throw new Error(`seed art: ${art.documentId} has no ${art.block}`);
    host[art.field] = {
      _type: "image",
      alt: art.alt,
      asset: { _type: "reference", _ref: assetId },
      ...(extension === "svg"
        ? {}
        : {
            hotspot: { _type: "sanity.imageHotspot", x: 0.62, y: 0.5, width: 0.6, height: 0.8 },
            crop: { _type: "sanity.imageCrop", top: 0, bottom: 0, left: 0, right: 0 },
          }),
    };
  }
  const text = [...assets, ...documents].map((document) => JSON.stringify(document)).join("\n");
  return { files, ndjson: `${text}\n` };
}

async function main() {
  const { files, ndjson } = await drawSeedArt(await readFile(SEED_FILE, "utf8"));
  await mkdir(IMAGES_DIR, { recursive: true });
  for (const name of await readdir(IMAGES_DIR)) {
    if (!files.has(name)) await rm(path.join(IMAGES_DIR, name));
  }
  for (const [name, bytes] of files) await writeFile(path.join(IMAGES_DIR, name), bytes);
  await writeFile(SEED_FILE, ndjson);
  console.log(`seed art: ${files.size} files in ${path.relative(ROOT, IMAGES_DIR)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
