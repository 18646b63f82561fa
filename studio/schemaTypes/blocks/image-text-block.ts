import { ImageIcon } from "@sanity/icons/Image";
import { defineField, defineType } from "sanity";
import { imageField } from "../image-field";
import { blockHeadingField, blockSubtitle } from "./block-fields";

const SIDES = [
  { title: "Picture on the left", value: "left" },
  { title: "Picture on the right", value: "right" },
];

/** A picture beside a titled run of copy. */
export const imageTextBlockType = defineType({
  name: "imageTextBlock",
  title: "Image and text",
  type: "object",
  icon: ImageIcon,
  description: "A picture beside a heading and its text.",
  fields: [
    blockHeadingField({ required: true, description: "The heading beside the picture (an h2)." }),
    defineField({
      name: "body",
      title: "Text",
      type: "richText",
      description: "The copy beside the picture. Insert figures with the Claim button.",
      validation: (rule) => rule.required().min(1),
    }),
    imageField({
      name: "image",
      title: "Picture",
      description:
        "Shown beside the text on wide screens and under it on phones, cropped to 4:3 (upload at least 1200 px wide).",
      altHint: "Describe what it shows, not what it means.",
      requiredMessage: "Upload the picture: this block is drawn around it.",
    }),
    defineField({
      name: "imageSide",
      title: "Picture side",
      type: "string",
      description: "Which side the picture takes on wide screens. Alternate sides down a page.",
      options: { list: SIDES, layout: "radio", direction: "horizontal" },
      initialValue: "right",
    }),
  ],
  preview: {
    select: { heading: "heading", media: "image", side: "imageSide" },
    prepare: ({ heading, media, side }) => ({
      title: heading ?? "Image and text",
      subtitle: blockSubtitle(
        "Image and text",
        SIDES.find((option) => option.value === (side ?? "right"))?.title.toLowerCase(),
      ),
      media,
    }),
  },
});
