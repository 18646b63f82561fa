import { describe, expect, it } from "vitest";

import { importable } from "./sanity-import-file";

describe("the file for `sanity dataset import`", () => {
  it("points each picture at its file and leaves the asset documents to the import", () => {
    const asset = {
      _id: "image-abc-10x10-jpg",
      _type: "sanity.imageAsset",
      path: "images/p/d/abc-10x10.jpg",
    };
    const article = {
      _id: "article.a",
      _type: "article",
      coverImage: {
        _type: "image",
        alt: "A chart",
        hotspot: { x: 0.5 },
        asset: { _type: "reference", _ref: asset._id },
      },
      author: { _type: "reference", _ref: "teamMember.x" },
    };
    const lines = importable(
      `${JSON.stringify(asset)}\n${JSON.stringify(article)}\n`,
      "/seed/images",
    )
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      {
        ...article,
        coverImage: {
          _type: "image",
          alt: "A chart",
          hotspot: { x: 0.5 },
          _sanityAsset: "image@file:///seed/images/abc-10x10.jpg",
        },
      },
    ]);
  });
});
