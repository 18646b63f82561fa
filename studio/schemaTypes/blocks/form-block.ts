import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { defineField, defineType } from "sanity";
import { blockHeadingField, blockSubtitle } from "./block-fields";

const FORMS = [
  { title: "Contact form", value: "contact" },
  { title: "Newsletter sign-up", value: "newsletter" },
  { title: "Playbook download", value: "playbook" },
];

const isPlaybook = (parent: unknown) =>
  (parent as { form?: string } | undefined)?.form === "playbook";

/**
 * One of the site's own forms, placed on the page. The form keeps its fields, consent texts,
 * spam guard and confirmation mail; the block only chooses which form and what it says above.
 */
export const formBlockType = defineType({
  name: "formBlock",
  title: "Form",
  type: "object",
  icon: EnvelopeIcon,
  description: "The site's contact, newsletter or playbook form, with your heading above it.",
  fields: [
    defineField({
      name: "form",
      title: "Form",
      type: "string",
      description:
        "Which of the site's forms to show. Its fields, consent wording and confirmation mail are the ones it has everywhere.",
      options: { list: FORMS, layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    blockHeadingField({ required: true, description: "The heading over the form." }),
    defineField({
      name: "text",
      title: "Text",
      type: "text",
      rows: 2,
      description: "Optional sentence under the heading.",
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: "playbook",
      title: "Playbook",
      type: "reference",
      to: [{ type: "article" }],
      description: "The playbook visitors receive when they fill in the form.",
      options: { filter: 'kind == "playbook"' },
      hidden: ({ parent }) => !isPlaybook(parent),
      validation: (rule) =>
        rule.custom((value, context) =>
          isPlaybook(context.parent) && !value?._ref
            ? "Choose the playbook this form sends."
            : true,
        ),
    }),
  ],
  preview: {
    select: { heading: "heading", form: "form", playbook: "playbook.title" },
    prepare: ({ heading, form, playbook }) => ({
      title: heading ?? "Form",
      subtitle: blockSubtitle(
        "Form",
        FORMS.find((option) => option.value === form)?.title ?? "no form chosen",
        form === "playbook" && playbook,
      ),
    }),
  },
});
