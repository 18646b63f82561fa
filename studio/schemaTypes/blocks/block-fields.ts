import { defineField } from "sanity";

/**
 * The heading over a block, an h2 on the page. Every block caps it at the same length so a
 * heading that fits one block fits any other it is moved to.
 */
export function blockHeadingField(options: { required?: boolean; description: string }) {
  return defineField({
    name: "heading",
    title: "Heading",
    type: "string",
    description: options.description,
    validation: (rule) => (options.required ? rule.required().max(90) : rule.max(90)),
  });
}

/** The sentences under a page's main heading (the Hero block's introduction). */
export const summaryField = defineField({
  name: "summary",
  title: "Introduction",
  type: "text",
  rows: 3,
  description: "Two or three sentences under the heading (up to 400 characters).",
  validation: (rule) => rule.required().min(40).max(400),
});

/** "3 cards", "1 card", "no cards": how many items a block's preview says it holds. */
export function countOf(items: unknown, singular: string, plural: string): string {
  const count = Array.isArray(items) ? items.length : 0;
  if (count === 0) return `no ${plural}`;
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The preview's subtitle: the block's kind first, so a list of blocks reads as the page. */
export const blockSubtitle = (kind: string, ...details: (string | false | undefined)[]) =>
  [kind, ...details.filter(Boolean)].join(" · ");

/**
 * Eyebrow, heading and introduction: the top of a section block, drawn as the home page's
 * sections always were (the eyebrow above the h2, the sentences under it).
 */
export function sectionTopFields(introDescription: string) {
  return [
    defineField({
      name: "eyebrow",
      title: "Eyebrow",
      type: "string",
      description: "A few words above the heading.",
      validation: (rule) => rule.required().max(40),
    }),
    blockHeadingField({ required: true, description: "The section's heading, an h2." }),
    defineField({
      name: "intro",
      title: "Introduction",
      type: "text",
      rows: 3,
      description: `${introDescription} (40 to 400 characters).`,
      validation: (rule) => rule.required().min(40).max(400),
    }),
  ];
}

/** A section block's preview: its heading, then its kind and what it holds. */
export const sectionPreview = (kind: string, list: string, singular: string, plural: string) => ({
  select: { heading: "heading", items: list },
  prepare: ({ heading, items }: { heading?: string; items?: unknown }) => ({
    title: heading ?? kind,
    subtitle: blockSubtitle(kind, countOf(items, singular, plural)),
  }),
});
