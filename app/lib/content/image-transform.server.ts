import { readFile } from "node:fs/promises";
import path from "node:path";

import { LRUCache } from "lru-cache";
import sharp from "sharp";

/**
 * The part of Sanity's image API that the site's own pictures use, answered from the files of
 * the bundled dataset (Sanity's export keeps them as `images/<id>-<w>x<h>.<ext>`): the same
 * URLs the image URL builder makes for Sanity's CDN, with the site as the host. Anything a
 * client can ask for is bounded (sizes, formats, crops), and each answer is kept in a cache of
 * fixed size in bytes, so inventing URLs costs at most one resize per URL and no memory.
 */

export type OutputFormat = "avif" | "webp" | "jpg" | "png" | "svg";

const SOURCE_FORMATS = new Set(["jpg", "jpeg", "png", "webp", "avif", "svg"]);
const FILE_NAME = /^([A-Za-z0-9]{8,64})-(\d{1,5})x(\d{1,5})\.([a-z]{3,4})$/;
// Larger than any srcset width the site offers (2000) at its tallest aspect ratio.
export const MAX_SIDE = 2400;

export interface SourceFile {
  name: string;
  width: number;
  height: number;
  extension: string;
}

export interface ImageRequest {
  source: SourceFile;
  /** What to cut out of the source before resizing, in the source's pixels. */
  rect?: { left: number; top: number; width: number; height: number };
  width?: number;
  height?: number;
  quality: number;
  format: OutputFormat;
}

export class ImageRequestError extends Error {
  override name = "ImageRequestError";
}

/** The file an image URL names, or null when the name is not one an export writes. */
export function parseSourceFile(name: string): SourceFile | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const [, , width, height, extension] = match;
  if (!SOURCE_FORMATS.has(extension!)) return null;
  return { name, width: Number(width), height: Number(height), extension: extension! };
}

function integer(value: string | null, name: string, min: number, max: number): number | undefined {
  if (value === null) return undefined;
  if (!/^\d{1,5}$/.test(value)) throw new ImageRequestError(`${name} must be a whole number`);
  const number = Number(value);
  if (number < min || number > max) {
    throw new ImageRequestError(`${name} must be between ${min} and ${max}`);
  }
  return number;
}

/**
 * The output format: `fm` when given, else with `auto=format` the best the browser says it
 * takes (its Accept header), else the source's own. Drawings stay drawings unless converted.
 */
function outputFormat(source: SourceFile, params: URLSearchParams, accept: string): OutputFormat {
  const fm = params.get("fm");
  if (fm !== null) {
    if (fm === "jpg" || fm === "pjpg") return "jpg";
    if (fm === "png" || fm === "webp" || fm === "avif") return fm;
    throw new ImageRequestError("fm must be jpg, png, webp or avif");
  }
  if (source.extension === "svg") return "svg";
  if (params.get("auto") === "format") {
    if (/\bimage\/avif\b/.test(accept)) return "avif";
    if (/\bimage\/webp\b/.test(accept)) return "webp";
  }
  return source.extension === "jpeg" ? "jpg" : (source.extension as OutputFormat);
}

/** Reads an image URL's query the way Sanity's image API does, refusing what it cannot honour. */
export function parseImageRequest(
  source: SourceFile,
  params: URLSearchParams,
  accept = "",
): ImageRequest {
  const width = integer(params.get("w"), "w", 1, MAX_SIDE);
  const height = integer(params.get("h"), "h", 1, MAX_SIDE);
  const quality = integer(params.get("q"), "q", 1, 100) ?? 75;
  let rect: ImageRequest["rect"];
  const rectParam = params.get("rect");
  if (rectParam !== null) {
    const parts = rectParam.split(",");
    if (parts.length !== 4 || parts.some((part) => !/^\d{1,5}$/.test(part))) {
      throw new ImageRequestError("rect must be left,top,width,height in pixels");
    }
    const [left, top, rectWidth, rectHeight] = parts.map(Number) as [
      number,
      number,
      number,
      number,
    ];
    if (
      rectWidth < 1 ||
      rectHeight < 1 ||
      left + rectWidth > source.width ||
      top + rectHeight > source.height
    ) {
      throw new ImageRequestError("rect must lie inside the image");
    }
    rect = { left, top, width: rectWidth, height: rectHeight };
  }
  const format = outputFormat(source, params, accept);
  if (format === "svg" && (width || height || rect)) {
    // Sanity rasterises an SVG it is asked to resize; a drawing served whole scales itself.
    return { source, rect, width, height, quality, format: "png" };
  }
  return { source, rect, width, height, quality, format };
}

/** The key an answer is cached under: everything that changes its bytes, nothing else. */
export function cacheKey(request: ImageRequest): string {
  const { source, rect, width, height, quality, format } = request;
  return [
    source.name,
    rect ? `${rect.left},${rect.top},${rect.width},${rect.height}` : "",
    width ?? "",
    height ?? "",
    quality,
    format,
  ].join("|");
}

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
};

/** Cuts, resizes and encodes one picture. */
export async function renderImage(input: Buffer, request: ImageRequest): Promise<Buffer> {
  if (request.format === "svg") return input;
  // Large enough for the sources the studio accepts; a decompression bomb stops here.
  let image = sharp(input, { limitInputPixels: 60_000_000, density: 144 }).rotate();
  if (request.rect) image = image.extract(request.rect);
  if (request.width || request.height) {
    image = image.resize({
      width: request.width,
      height: request.height,
      // With both sides given the rect already has their proportions; `cover` crops the rest.
      fit: "cover",
      withoutEnlargement: false,
    });
  }
  switch (request.format) {
    case "avif":
      // AVIF's scale runs lower than JPEG's: the same number looks better. Effort 2: measured
      // on a 1600 px source, a 2000 px AVIF took 3.9 s at sharp's default 4 and 0.5 s at 2,
      // for a file 20% larger; the first visitor of a picture waits for it.
      return image.avif({ quality: Math.max(30, request.quality - 20), effort: 2 }).toBuffer();
    case "webp":
      return image.webp({ quality: request.quality }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 9 }).toBuffer();
    case "jpg":
      return image.jpeg({ quality: request.quality, mozjpeg: true }).toBuffer();
  }
}

export interface ImageServer {
  /** The bytes and type for one image URL; null when there is no such file. */
  get(
    fileName: string,
    params: URLSearchParams,
    accept: string,
  ): Promise<{ body: Buffer; contentType: string; negotiated: boolean } | null>;
  stats(): { entries: number; bytes: number };
}

/**
 * Serves the pictures in `directory`. Answers are kept up to `maxBytes` (least recently used
 * go first); renders run `concurrency` at a time, and identical requests under way share one.
 */
export function createImageServer(options: {
  directory: string;
  maxBytes?: number;
  concurrency?: number;
}): ImageServer {
  const cache = new LRUCache<string, Buffer>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (value) => Math.max(1, value.length),
  });
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const limit = options.concurrency ?? 2;
  let running = 0;
  const waiting: (() => void)[] = [];
  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  async function produce(request: ImageRequest): Promise<Buffer | null> {
    let input: Buffer;
    try {
      input = await readFile(path.join(options.directory, request.source.name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    return withSlot(() => renderImage(input, request));
  }

  return {
    async get(fileName, params, accept) {
      const source = parseSourceFile(fileName);
      if (!source) return null;
      const request = parseImageRequest(source, params, accept);
      const key = cacheKey(request);
      let body = cache.get(key);
      if (!body) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = produce(request).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        const produced = await pending;
        if (!produced) return null;
        body = produced;
        cache.set(key, body);
      }
      return {
        body,
        contentType: CONTENT_TYPES[request.format],
        negotiated: params.get("auto") === "format" && params.get("fm") === null,
      };
    },
    stats: () => ({ entries: cache.size, bytes: cache.calculatedSize }),
  };
}
