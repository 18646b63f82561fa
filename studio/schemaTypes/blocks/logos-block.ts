import { ImagesIcon } from "@sanity/icons/Images";
import { defineArrayMember, defineField, defineType } from "sanity";
import { blockHeadingField, blockSubtitle, countOf } from "./block-fields";

/**
 * A row of client logos, taken from the clients' testimonials: a logo never appears without
 * a story behind it, and is uploaded once, on the testimonial, with the client's permission.
 */
export const logosBlockType = defineType({
  name: "logosBlock",
  title: "Client logos",
  type: "object",
  icon: ImagesIcon,
  description: "A row of the logos of the clients whose stories you pick.",
  fields: [
    blockHeadingField({
      required: true,
      description: 'The heading over the logos, e.g. "Teams that hire with us".',
    }),
    defineField({
      name: "testimonials",
      title: "Clients",
      type: "array",
      description:
        "The logo of each client whose story is chosen (two to twelve), in this order. Clients without a logo show their name.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "testimonial" }] })],
      validation: (rule) => rule.required().min(2).max(12).unique(),
    }),
  ],
  preview: {
    select: { heading: "heading", testimonials: "testimonials" },
    prepare: ({ heading, testimonials }) => ({
      title: heading ?? "Client logos",
      subtitle: blockSubtitle("Client logos", countOf(testimonials, "client", "clients")),
    }),
  },
});
