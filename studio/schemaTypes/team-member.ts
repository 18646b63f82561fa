import { UserIcon } from "@sanity/icons/User";
import { defineArrayMember, defineField, defineType } from "sanity";
import { imageField } from "./image-field";

/** A person of the leadership team; also an article's author. */
export const teamMemberType = defineType({
  name: "teamMember",
  title: "Team member",
  type: "document",
  icon: UserIcon,
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      description: "Full name.",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "role",
      title: "Role",
      type: "string",
      description: 'Job title, e.g. "Chief Executive Officer".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "location",
      title: "Based in",
      type: "string",
      description: 'City and country, e.g. "Austin, TX".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "profile",
      title: "Who this is",
      type: "string",
      description:
        "Be exact: a real member of staff, or an example profile that shows what the role looks like (the site labels it, and it may have no photo).",
      options: {
        list: [
          { title: "A real member of staff", value: "real" },
          { title: "An example profile (not a real person)", value: "example" },
        ],
        layout: "radio",
      },
      initialValue: "real",
      validation: (rule) => rule.required(),
    }),
    imageField({
      name: "photo",
      title: "Photo",
      description:
        "A portrait of this person (square crop; set the hotspot on the face). Shown on the leadership page and beside their articles; without one the site shows their initials.",
      altHint: "Usually the person's name.",
      hidden: ({ document }) => document?.profile === "example",
    }),
    defineField({
      name: "bio",
      title: "Biography",
      type: "text",
      rows: 5,
      description: "Three or four sentences about their background and what they own here.",
      validation: (rule) => rule.required().min(80).max(700),
    }),
    defineField({
      name: "focus",
      title: "Focus areas",
      type: "array",
      description: "Two to four short tags.",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({
      name: "leadership",
      title: "Show on the leadership page",
      description:
        "On: the person appears on /about/leadership. Off: only as an article author or booking expert.",
      type: "boolean",
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "order",
      title: "Order",
      type: "number",
      description: "Position on the leadership page (1 comes first).",
      validation: (rule) => rule.required().integer().min(1),
    }),
  ],
  preview: { select: { title: "name", subtitle: "role" } },
});
