import { createImageUrlBuilder } from "@sanity/image-url";

/**
 * An image field as the queries project it: the editor's alternative text, hotspot and crop,
 * and the asset's id, file type and size (from the asset document, so the page can reserve
 * the picture's space before it loads).
 */
export interface CmsImageSource {
  alt: string | null;
  hotspot?: {
    x: number | null;
    y: number | null;
    width: number | null;
    height: number | null;
  } | null;
  crop?: {
    top: number | null;
    bottom: number | null;
    left: number | null;
    right: number | null;
  } | null;
  asset: {
    _id: string;
    extension: string | null;
    width: number | null;
    height: number | null;
  } | null;
}

/**
 * Where image files are served from. A Sanity project's pictures come from Sanity's image CDN;
 * the bundled dataset's from this site, which answers the same URLs and parameters
 * (app/lib/content/image-transform.server.ts). One URL builder serves both.
 */
export interface ImageHost {
  baseUrl: string;
  projectId: string;
  dataset: string;
}

/** The widths a picture is offered in: one file per step, so caches hold a handful per image. */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 960, 1200, 1600, 2000] as const;

export interface PictureAttributes {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
}

function complete(image: CmsImageSource | null | undefined): image is CmsImageSource & {
  asset: { _id: string; extension: string; width: number; height: number };
} {
  return Boolean(
    image?.asset?._id && image.asset.width && image.asset.height && image.asset.extension,
  );
}

/**
 * The attributes of one <img>: a srcset of the widths up to the file's own, cropped to the
 * aspect ratio around the editor's hotspot, in the best format the browser accepts
 * (`auto=format`: AVIF or WebP, else the original). Drawings (SVG) are sent whole: they are
 * sharp at any size. Null when the field has no usable picture.
 */
export function pictureAttributes(
  image: CmsImageSource | null | undefined,
  host: ImageHost,
  options: { aspectRatio?: number; maxWidth?: number; quality?: number } = {},
): PictureAttributes | null {
  if (!complete(image)) return null;
  const builder = createImageUrlBuilder({
    projectId: host.projectId,
    dataset: host.dataset,
    baseUrl: host.baseUrl,
  });
  const source = {
    asset: { _ref: image.asset._id },
    ...(image.crop ? { crop: image.crop } : {}),
    ...(image.hotspot ? { hotspot: image.hotspot } : {}),
  } as Parameters<typeof builder.image>[0];
  const alt = image.alt?.trim() ?? "";
  if (image.asset.extension === "svg") {
    return {
      src: builder.image(source).url(),
      width: image.asset.width,
      height: image.asset.height,
      alt,
    };
  }
  // Without a place of fixed proportions, the picture keeps those of the editor's crop.
  const crop = image.crop;
  const aspectRatio =
    options.aspectRatio ??
    (image.asset.width * (1 - (crop?.left ?? 0) - (crop?.right ?? 0))) /
      (image.asset.height * (1 - (crop?.top ?? 0) - (crop?.bottom ?? 0)));
  const largest = Math.min(
    options.maxWidth ?? Infinity,
    image.asset.width * (1 - (crop?.left ?? 0) - (crop?.right ?? 0)),
  );
  const widths: number[] = IMAGE_WIDTHS.filter((width) => width <= largest);
  // A file narrower than every step is offered at its own width, never enlarged.
  if (widths.length === 0) widths.push(Math.floor(largest));
  const url = (width: number) =>
    builder
      .image(source)
      .width(width)
      .height(Math.round(width / aspectRatio))
      .quality(options.quality ?? 70)
      .auto("format")
      .url();
  const fallback = widths.find((width) => width >= 800) ?? widths.at(-1)!;
  return {
    src: url(fallback),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(", "),
    width: fallback,
    height: Math.round(fallback / aspectRatio),
    alt,
  };
}
