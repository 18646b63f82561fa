import { CogIcon } from "@sanity/icons/Cog";
import { defineField, defineType } from "sanity";

export const siteSettingsType = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  fields: [
    defineField({
      name: "brandName",
      title: "Brand name",
      type: "string",
      description: "The company name as shown in the header, page titles and footer.",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "tagline",
      title: "Tagline",
      type: "string",
      description:
        "A short line that sums up the offer; used next to the brand name and in page titles.",
      validation: (rule) => rule.max(120),
    }),
    defineField({
      name: "companyBlurb",
      title: "Company blurb",
      type: "text",
      rows: 4,
      description:
        "Two or three sentences about the company, shown in the footer (up to 400 characters).",
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: "parentCompany",
      title: "Parent company",
      type: "object",
      description: 'The company behind Near Genius, shown as "Powered by …" in the footer.',
      fields: [
        defineField({
          name: "name",
          title: "Name",
          type: "string",
          description: 'The parent company\'s name, e.g. "Luby".',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "url",
          title: "Website",
          type: "url",
          description: "The parent company's website (full https:// address).",
          validation: (rule) => rule.required().uri({ scheme: ["https"] }),
        }),
      ],
    }),
    defineField({
      name: "copyrightName",
      title: "Copyright holder",
      type: "string",
      description: 'The name after "©" and the year in the footer.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "newsletterBox",
      title: "Newsletter box",
      type: "object",
      description: "The sign-up box on /insights/articles: its heading and what a subscriber gets.",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "title",
          title: "Heading",
          type: "string",
          description: 'e.g. "Newsletter".',
          validation: (rule) => rule.required().max(60),
        }),
        defineField({
          name: "intro",
          title: "Promise",
          type: "string",
          description: "What arrives and how often; keep it true to how often it is sent.",
          validation: (rule) => rule.required().max(160),
        }),
      ],
    }),
    defineField({
      name: "testimonialNotes",
      title: "Notes under testimonials",
      type: "object",
      description:
        "The line the site adds under a testimonial that does not name a real person: say plainly what the reader is looking at.",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "anonymised",
          title: "A real client, name withheld",
          type: "string",
          description: 'e.g. "Name withheld at the client\'s request".',
          validation: (rule) => rule.required().max(80),
        }),
        defineField({
          name: "illustrative",
          title: "An illustrative example",
          type: "string",
          description:
            'e.g. "Illustrative example, not a client of record". Shown without stars: an example has no rating.',
          validation: (rule) => rule.required().max(80),
        }),
        defineField({
          name: "exampleProfile",
          title: "An example profile",
          type: "string",
          description:
            'Shown on the card of a team member marked as an example, e.g. "Example profile, not a member of staff".',
          validation: (rule) => rule.required().max(80),
        }),
      ],
    }),
    defineField({
      name: "trustLabels",
      title: "Certification details",
      type: "object",
      description:
        "The words beside each certification, compliance item or rating, wherever the badges are shown.",
      fields: [
        defineField({
          name: "issuedBy",
          title: "Issued by",
          type: "string",
          description: 'Before the issuer\'s name, e.g. "Issued by".',
          validation: (rule) => rule.required().max(30),
        }),
        defineField({
          name: "reference",
          title: "Number",
          type: "string",
          description: 'Before the certificate or report number, e.g. "Certificate".',
          validation: (rule) => rule.required().max(30),
        }),
        defineField({
          name: "validUntil",
          title: "Valid until",
          type: "string",
          description: 'Before the expiry date, e.g. "Valid until".',
          validation: (rule) => rule.required().max(30),
        }),
        defineField({
          name: "evidence",
          title: "Evidence link",
          type: "string",
          description: 'The link to the certificate or listing, e.g. "See the certificate".',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: "requestReport",
          title: "Request link",
          type: "string",
          description: 'The link that asks for the report, e.g. "Request the report".',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: "reviews",
          title: "Reviews",
          type: "string",
          description:
            'The link to a rating\'s review profile; {count} is the number of reviews, e.g. "Read the {count} reviews".',
          validation: (rule) =>
            rule
              .required()
              .max(50)
              .custom((value) =>
                typeof value === "string" && !value.includes("{count}")
                  ? "Keep {count}: it is replaced by the number of reviews."
                  : true,
              ),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "notFound",
      title: '"Page not found" message',
      type: "object",
      description: "What visitors see when they open an address that does not exist.",
      fields: [
        defineField({
          name: "title",
          title: "Heading",
          type: "string",
          description: "The big heading on the not-found page.",
          validation: (rule) => rule.required().max(80),
        }),
        defineField({
          name: "body",
          title: "Message",
          type: "text",
          rows: 3,
          description: "One or two helpful sentences under the heading.",
          validation: (rule) => rule.required().max(300),
        }),
        defineField({
          name: "homeLinkLabel",
          title: "Home button label",
          type: "string",
          description:
            'The text on the button that takes visitors back home, e.g. "Return to Home".',
          validation: (rule) => rule.required().max(40),
        }),
      ],
    }),
  ],
  preview: {
    select: { title: "brandName", subtitle: "tagline" },
    prepare: ({ title, subtitle }) => ({ title: title ?? "Site settings", subtitle }),
  },
});
