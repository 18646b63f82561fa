import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { defineField, defineType } from "sanity";

export const contactPageType = defineType({
  name: "contactPage",
  title: "Contact page",
  type: "document",
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: "heroTitle",
      title: "Hero heading",
      type: "string",
      description: "The page's main heading.",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "heroBody",
      title: "Hero text",
      type: "text",
      rows: 3,
      description: "One or two sentences under the heading.",
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "detailsTitle",
      title: "Contact details heading",
      type: "string",
      description:
        'The heading above the email, phone, address and hours, e.g. "Contact information".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "email",
      title: "Email address",
      type: "string",
      description: "Where visitors can write directly.",
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: "phone",
      title: "Phone number",
      type: "string",
      description: 'As it should be shown and dialled, international format ("+1 415 555 0100").',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "address",
      title: "Office address",
      description: "The office address shown beside the form, as it is written on a letter.",
      type: "text",
      rows: 3,
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: "hours",
      title: "Office hours",
      type: "string",
      description: 'E.g. "Monday to Friday, 9 am – 6 pm ET".',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: "formTitle",
      title: "Form heading",
      description: "The heading above the contact form.",
      type: "string",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "successBody",
      title: "Message after sending",
      type: "text",
      rows: 2,
      description: "Shown under the thank-you heading once a message is sent.",
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "reportRequestMessage",
      title: "Report request",
      type: "text",
      rows: 3,
      description:
        "The message the form starts with when a visitor follows 'request the report' beside a certification; {name} is the certification's name. The visitor can change it before sending.",
      validation: (rule) =>
        rule
          .required()
          .max(400)
          .custom((value) =>
            typeof value === "string" && !value.includes("{name}")
              ? "Keep {name}: it is replaced by the certification's name."
              : true,
          ),
    }),
  ],
  preview: { prepare: () => ({ title: "Contact page" }) },
});
