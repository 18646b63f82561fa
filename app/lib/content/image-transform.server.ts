import { readFile } from "node:fs/promises";
import path from "node:path";

import { LRUCache } from "lru-cache";
import sharp from "sharp";

import { log } from "~/lib/log.server";

import { IMAGE_WIDTHS } from "./image";

// libvips keeps decoded images and operations in a cache of its own (50 MB and 1,000
// operations by default) and runs each operation on as many threads as there are cores: with
// many distinct renders that native memory is what grew the process by 800 MB. The site's
// pictures are rendered once each and then served from the answer cache below, so libvips's
// cache buys nothing; one thread per render leaves the other core to the requests.
sharp.cache({ memory: 16, files: 0, items: 32 });
sharp.concurrency(1);

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

/** The qualities the site's pictures ask for (CmsImage's 70); any other is read as the nearest. */
export const IMAGE_QUALITIES = [70] as const;

/**
 * The request as it is rendered: its width raised to the next width the site offers (the
 * file's own width when it is narrower, MAX_SIDE at most), its height scaled with it, and its
 * quality the nearest the site uses. The site's own URLs already ask for exactly these, so
 * they are unchanged; invented ones fall onto the same few renders instead of one each.
 */
export function snapImageRequest(request: ImageRequest): ImageRequest {
  if (request.format === "svg") return request;
  const quality = IMAGE_QUALITIES.reduce((best, candidate) =>
    Math.abs(candidate - request.quality) < Math.abs(best - request.quality) ? candidate : best,
  );
  const sourceWidth = request.rect?.width ?? request.source.width;
  const sourceHeight = request.rect?.height ?? request.source.height;
  const snap = (asked: number, own: number) => {
    const steps = [...IMAGE_WIDTHS.filter((width) => width < own), Math.min(own, MAX_SIDE)];
    return steps.find((width) => width >= asked) ?? steps.at(-1)!;
  };
  if (request.width) {
    const width = snap(request.width, sourceWidth);
    const height = request.height
      ? Math.max(1, Math.min(MAX_SIDE, Math.round((request.height * width) / request.width)))
      : undefined;
    return { ...request, width, height, quality };
  }
  if (request.height) {
    return { ...request, height: snap(request.height, sourceHeight), quality };
  }
  return { ...request, quality };
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
      // AVIF's scale runs lower than JPEG's. Effort 2: a 2000 px AVIF of a 1600 px source took
      // 0.5 s, against 3.9 s at sharp's default 4, for a file 20% larger (a visitor waits).
      return image.avif({ quality: Math.max(30, request.quality - 20), effort: 2 }).toBuffer();
    case "webp":
      return image.webp({ quality: request.quality }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 9 }).toBuffer();
    case "jpg":
      return image.jpeg({ quality: request.quality, mozjpeg: true }).toBuffer();
  }
}

/**
 * A render that was not started: too many are waiting ("busy", answered 503) or this client
 * asked for too many pictures nobody had asked for before ("client", answered 429).
 */
export class ImageBusyError extends Error {
  override name = "ImageBusyError";
  constructor(
    readonly reason: "busy" | "client",
    readonly retryAfterSeconds: number,
  ) {
    super(reason === "busy" ? "too many pictures are being made" : "too many new pictures");
  }
}

export interface ImageAnswer {
  body: Buffer;
  contentType: string;
  negotiated: boolean;
  /** Another width of the same picture, sent while the one asked for could not be made. */
  substitute?: boolean;
}

export interface ImageServer {
  /**
   * The bytes and type for one image URL; null when there is no such file. `mayRender` is
   * asked before a picture nobody asked for yet is made (the client's allowance).
   */
  get(
    fileName: string,
    params: URLSearchParams,
    accept: string,
    mayRender?: () => Promise<boolean>,
  ): Promise<ImageAnswer | null>;
  stats(): { entries: number; bytes: number; running: number; waiting: number };
}

const RETRY_BUSY_SECONDS = 5;
/** A picture still not made after this long is logged with the step it is at. */
export const SLOW_PICTURE_MS = 10_000;
const RETRY_CLIENT_SECONDS = 60;

/**
 * Serves the pictures in `directory`. Answers are kept up to `maxBytes` (least recently used
 * go first); renders run `concurrency` at a time, and identical requests under way share one.
 */
export function createImageServer(options: {
  directory: string;
  maxBytes?: number;
  concurrency?: number;
  /** Renders that may wait for a slot; one more is refused (or answered by another width). */
  maxWaiting?: number;
}): ImageServer {
  const cache = new LRUCache<string, Buffer>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (value) => Math.max(1, value.length),
  });
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const limit = options.concurrency ?? 2;
  const maxWaiting = options.maxWaiting ?? 8;
  // Renders admitted and not yet finished (reading the file, waiting or running), counted as
  // they are admitted: a burst of requests cannot all slip in before the first one waits.
  let admitted = 0;
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

  // What each picture under way is doing, for the log when one is slow.
  const steps = new Map<string, string>();
  async function produce(request: ImageRequest, key: string): Promise<Buffer | null> {
    steps.set(key, "reading its file");
    let input: Buffer;
    try {
      input = await readFile(path.join(options.directory, request.source.name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    // A drawing is sent whole: nothing to render, so nothing to wait for.
    if (request.format === "svg") return input;
    steps.set(key, "waiting for a render slot");
    return withSlot(() => {
      steps.set(key, "rendering");
      return renderImage(input, request);
    });
  }

  /** The kept answer of the same picture, crop, quality and format nearest in width. */
  function nearestKept(request: ImageRequest): Buffer | undefined {
    const want = request.width ?? 0;
    let best: { width: number; body: Buffer } | undefined;
    for (const [key, body] of cache.entries()) {
      const [name, rect, width, , quality, format] = key.split("|");
      if (
        name !== request.source.name ||
        rect !== (request.rect ? cacheKey(request).split("|")[1] : "") ||
        Number(quality) !== request.quality ||
        format !== request.format
      ) {
        continue;
      }
      const candidate = Number(width || 0);
      if (!best || Math.abs(candidate - want) < Math.abs(best.width - want)) {
        best = { width: candidate, body };
      }
    }
    return best?.body;
  }

  return {
    async get(fileName, params, accept, mayRender) {
      const source = parseSourceFile(fileName);
      if (!source) return null;
      const request = snapImageRequest(parseImageRequest(source, params, accept));
      const key = cacheKey(request);
      const negotiated = params.get("auto") === "format" && params.get("fm") === null;
      const answer = (body: Buffer, substitute = false): ImageAnswer => ({
        body,
        contentType: CONTENT_TYPES[request.format],
        negotiated,
        ...(substitute ? { substitute } : {}),
      });
      const kept = cache.get(key);
      if (kept) return answer(kept);
      const refuse = (refusal: ImageBusyError) => {
        const other = nearestKept(request);
        if (other) return answer(other, true);
        throw refusal;
      };
      // A drawing is a file read, not a render: it neither counts against the client's
      // allowance nor waits behind the photographs being made, so a page's logos still arrive.
      const render = request.format !== "svg";
      let pending = inFlight.get(key);
      // A new render: the client has not asked for too many, and the queue has room (checked
      // and taken in one step, so a burst cannot slip past it).
      if (!pending && render && mayRender && !(await mayRender())) {
        return refuse(new ImageBusyError("client", RETRY_CLIENT_SECONDS));
      }
      pending ??= inFlight.get(key);
      if (!pending) {
        if (render && admitted >= limit + maxWaiting) {
          return refuse(new ImageBusyError("busy", RETRY_BUSY_SECONDS));
        }
        if (render) admitted++;
        const slow = setTimeout(() => {
          log.warn("[media] a picture is taking long", {
            picture: key,
            step: steps.get(key),
            ms: SLOW_PICTURE_MS,
            running,
            waiting: waiting.length,
          });
        }, SLOW_PICTURE_MS);
        slow.unref();
        pending = produce(request, key).finally(() => {
          clearTimeout(slow);
          if (render) admitted--;
          inFlight.delete(key);
          steps.delete(key);
        });
        inFlight.set(key, pending);
      }
      const produced = await pending;
      if (!produced) return null;
      cache.set(key, produced);
      return answer(produced);
    },
    stats: () => ({
      entries: cache.size,
      bytes: cache.calculatedSize,
      running,
      waiting: waiting.length,
    }),
  };
}
