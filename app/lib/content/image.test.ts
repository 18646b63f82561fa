import { describe, expect, it } from "vitest";

import { type CmsImageSource, type ImageHost, pictureAttributes } from "./image";

const LOCAL: ImageHost = { baseUrl: "/media", projectId: "bundled", dataset: "production" };
const SANITY: ImageHost = {
  baseUrl: "https://cdn.sanity.io",
  projectId: "abc123",
  dataset: "production",
};
const HASH = "1e7f9796be05ad246e208fc2d6d8a524860a4edc";

function photo(overrides: Partial<CmsImageSource> = {}): CmsImageSource {
  return {
    alt: "A bar chart",
    asset: { _id: `image-${HASH}-1600x900-jpg`, extension: "jpg", width: 1600, height: 900 },
    ...overrides,
  };
}

function widthsOf(srcSet: string | undefined): number[] {
  return (srcSet ?? "").split(", ").map((entry) => Number(entry.split(" ")[1]!.slice(0, -1)));
}

describe("pictureAttributes", () => {
  it("offers the widths up to the file's own, in the browser's best format, on this site", () => {
    const picture = pictureAttributes(photo(), LOCAL, { aspectRatio: 16 / 9 })!;
    expect(widthsOf(picture.srcSet)).toEqual([320, 480, 640, 800, 960, 1200, 1600]);
    expect(picture.src).toBe(
      `/media/images/bundled/production/${HASH}-1600x900.jpg?w=800&h=450&q=70&auto=format`,
    );
    expect(picture).toMatchObject({ width: 800, height: 450, alt: "A bar chart" });
  });

  it("builds Sanity's CDN addresses for a Sanity project", () => {
    const picture = pictureAttributes(photo(), SANITY, { aspectRatio: 16 / 9, maxWidth: 480 })!;
    expect(picture.srcSet).toBe(
      [320, 480]
        .map(
          (width) =>
            `https://cdn.sanity.io/images/abc123/production/${HASH}-1600x900.jpg?w=${width}&h=${Math.round((width * 9) / 16)}&q=70&auto=format ${width}w`,
        )
        .join(", "),
    );
  });

  it("crops around the editor's hotspot when the place has other proportions", () => {
    const picture = pictureAttributes(
      photo({ hotspot: { x: 0.9, y: 0.5, width: 0.1, height: 0.1 } }),
      LOCAL,
      { aspectRatio: 1, maxWidth: 320 },
    )!;
    // A 900 px square out of 1600 px, as far right as the hotspot at 90% pulls it.
    expect(picture.src).toContain("rect=700,0,900,900&w=320&h=320");
  });

  it("honours the editor's crop", () => {
    const picture = pictureAttributes(
      photo({ crop: { top: 0, bottom: 0, left: 0.5, right: 0 } }),
      LOCAL,
      { maxWidth: 320 },
    )!;
    expect(picture.src).toContain("rect=800,0,800,900");
  });

  it("sends a drawing whole, at its own size", () => {
    const picture = pictureAttributes(
      {
        alt: "LedgerLine logo",
        asset: { _id: `image-${HASH}-170x48-svg`, extension: "svg", width: 170, height: 48 },
      },
      LOCAL,
    );
    expect(picture).toEqual({
      src: `/media/images/bundled/production/${HASH}-170x48.svg`,
      width: 170,
      height: 48,
      alt: "LedgerLine logo",
    });
  });

  it("gives nothing for an empty field or an asset the query could not resolve", () => {
    expect(pictureAttributes(null, LOCAL)).toBeNull();
    expect(pictureAttributes({ alt: "x", asset: null }, LOCAL)).toBeNull();
    expect(
      pictureAttributes(
        { alt: "x", asset: { _id: "image-a-1x1-jpg", extension: null, width: null, height: null } },
        LOCAL,
      ),
    ).toBeNull();
  });

  it("never asks for a picture wider than the file, even for a small upload", () => {
    const small = photo({
      asset: { _id: `image-${HASH}-200x100-png`, extension: "png", width: 200, height: 100 },
    });
    const picture = pictureAttributes(small, LOCAL)!;
    expect(widthsOf(picture.srcSet)).toEqual([200]);
    expect(picture).toMatchObject({ width: 200, height: 100 });
  });
});
