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

/**
 * The sentences under a page's main heading: the same field in the hero block and the
 * solutions page's introduction, so copy moved between them fits both.
 */
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
