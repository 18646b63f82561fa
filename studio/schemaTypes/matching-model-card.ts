import { DashboardIcon } from "@sanity/icons/Dashboard";
import { defineArrayMember, defineField, defineType } from "sanity";

/**
 * The words of /how-matching-works, the matcher's model card. Only words live here: every
 * weight, threshold, the matcher's version and the pool's figures are printed by the site from
 * the matcher's own configuration and the database, so the page cannot state a number the
 * matcher does not use. Each list item names what it explains by its key (a filter, factor,
 * band, profile field or evidence level as the matcher names it); the site shows the matcher's
 * own list in its own order and takes the words for each key from here.
 */
const KEY = /^[A-Za-z][A-Za-z-]*$/;

function entries(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    type: "array",
    description,
    of: [
      defineArrayMember({
        type: "object",
        name: "modelCardEntry",
        fields: [
          defineField({
            name: "key",
            title: "Key",
            type: "string",
            description: "The matcher's own name for it, exactly (e.g. mustHave, skills, Strong).",
            validation: (rule) => rule.required().regex(KEY, { name: "a name without spaces" }),
          }),
          defineField({
            name: "label",
            title: "Label",
            type: "string",
            description: "Its name on the page, in a few words (e.g. Must-have skills).",
            validation: (rule) => rule.required().max(60),
          }),
          defineField({
            name: "text",
            title: "Explanation",
            type: "text",
            rows: 3,
            description: "One or two plain sentences a client reads under the label; no numbers.",
            validation: (rule) => rule.required().max(500),
          }),
        ],
        preview: { select: { title: "label", subtitle: "key" } },
      }),
    ],
    validation: (rule) =>
      rule
        .required()
        .min(1)
        .custom((items: { key?: string }[] | undefined) => {
          const keys = (items ?? []).map((item) => item.key);
          const repeated = keys.find((key, index) => key && keys.indexOf(key) !== index);
          return repeated ? `"${repeated}" is explained twice; keep one.` : true;
        }),
  });
}

const heading = (
  name: string,
  title: string,
  description = "A heading or label on the page, in a few words.",
) =>
  defineField({
    name,
    title,
    type: "string",
    description,
    validation: (rule) => rule.required().max(80),
  });

const paragraph = (
  name: string,
  title: string,
  description = "Plain text shown under its heading; the site adds the figures.",
) =>
  defineField({
    name,
    title,
    type: "text",
    rows: 3,
    description,
    validation: (rule) => rule.required().max(700),
  });

export const matchingModelCardType = defineType({
  name: "matchingModelCard",
  title: "How matching works (model card)",
  type: "document",
  icon: DashboardIcon,
  fields: [
    defineField({
      name: "eyebrow",
      title: "Eyebrow",
      type: "string",
      description: "The short line above the heading.",
      validation: (rule) => rule.required().max(40),
    }),
    heading("title", "Page heading"),
    paragraph("intro", "Introduction"),
    defineField({
      name: "seo",
      title: "Search & sharing",
      type: "seo",
      description:
        "The title and description search engines show, and the picture a link shared on LinkedIn or Slack shows.",
    }),
    heading("inputsHeading", "What goes in: heading"),
    paragraph("inputsIntro", "What goes in: introduction"),
    entries(
      "inputs",
      "What goes in",
      "One item per field of the matcher's profile (id, handle, roleIds, seniority, skills, …). A field the matcher reads but nobody explained here stops the page from being published by the site's tests.",
    ),
    heading("leftOutHeading", "What is left out: heading"),
    paragraph("leftOutIntro", "What is left out: introduction"),
    entries(
      "leftOut",
      "What is left out",
      "What the matcher never sees (name, age, gender, nationality, country, photo) and why.",
    ),
    heading("filtersHeading", "Hard filters: heading"),
    paragraph("filtersIntro", "Hard filters: introduction"),
    entries(
      "filters",
      "Hard filters",
      "One item per filter (role, consent, status, mustHave, english, availability, overlap, rate); the site lists them in the order the matcher applies them.",
    ),
    heading("factorsHeading", "Score: heading"),
    paragraph("factorsIntro", "Score: introduction"),
    entries(
      "factors",
      "Score factors",
      "One item per factor (skills, seniority, english, overlap, domains, availability). The weight is printed by the site from the matcher's configuration: do not write numbers of points here.",
    ),
    heading("bandsHeading", "Bands: heading"),
    paragraph("bandsIntro", "Bands: introduction"),
    entries(
      "bands",
      "Bands",
      "One item per band (Strong, Good, Possible); the site prints each band's threshold.",
    ),
    defineField({
      name: "bandFromLabel",
      title: "A band's threshold",
      type: "string",
      description:
        "Printed under each band's name; {min} becomes the band's lowest score (e.g. \"From {min} points\").",
      validation: (rule) =>
        rule
          .required()
          .max(40)
          .custom((text: string | undefined) =>
            !text || text.includes("{min}") ? true : "Keep {min}: the site puts the score there.",
          ),
    }),
    heading("evidenceHeading", "Evidence: heading"),
    paragraph("evidenceIntro", "Evidence: introduction"),
    entries(
      "evidence",
      "Evidence levels",
      "What assessed, verified and self-reported mean; the site prints how much each counts.",
    ),
    heading("poolHeading", "The pool: heading"),
    paragraph("poolIntro", "The pool: introduction"),
    heading("poolSizeLabel", "Label of the pool's size"),
    heading("poolUpdatedLabel", "Label of the pool's last change"),
    heading("versionLabel", "Label of the matcher's version"),
    heading("reviewHeading", "Human review: heading"),
    paragraph("reviewBody", "Human review"),
    heading("questionHeading", "Questioning a result: heading"),
    paragraph("questionBody", "Questioning a result"),
    heading("questionLinkLabel", "Label of the link to the contact page"),
  ],
  preview: { prepare: () => ({ title: "How matching works (model card)" }) },
});
