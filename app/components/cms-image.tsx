import { useRouteLoaderData } from "react-router";

import { type CmsImageSource, type ImageHost, pictureAttributes } from "~/lib/content/image";

/**
 * A picture from the studio. Its width and height are set, so the page keeps its place while
 * it loads; below the fold it loads lazily, and the one picture that is the page's largest
 * paint asks for it first (`priority`). Renders nothing when the field is empty.
 */
export function CmsImage({
  image,
  sizes,
  aspectRatio,
  maxWidth,
  priority = false,
  className,
}: {
  image: CmsImageSource | null | undefined;
  /** How wide the picture is drawn, as the `sizes` attribute says it. */
  sizes: string;
  aspectRatio?: number;
  maxWidth?: number;
  priority?: boolean;
  className?: string;
}) {
  const root = useRouteLoaderData("root") as { imageHost?: ImageHost } | undefined;
  if (!root?.imageHost) return null;
  const picture = pictureAttributes(image, root.imageHost, { aspectRatio, maxWidth });
  if (!picture) return null;
  return (
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? sizes : undefined}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
