import { ArrowRightIcon } from "@sanity/icons/ArrowRight";
import { CommentIcon } from "@sanity/icons/Comment";
import { TargetIcon } from "@sanity/icons/Target";
import { UserIcon } from "@sanity/icons/User";
import { defineField, defineType } from "sanity";
import { blockHeadingField, blockSubtitle } from "./block-fields";

// The blocks of the audience pages (/solutions/:type). They hold no audience's words: each
// draws the audience being shown, from its Solution document, so one list of blocks lays out
// every audience's page alike.

const KIND = "this audience";

/** The top of an audience's page, with its only h1: the audience's own headline. */
export const audienceHeroBlockType = defineType({
  name: "audienceHeroBlock",
  title: "Audience hero",
  type: "object",
  icon: TargetIcon,
  description:
    "The audiences as a row of links, then the audience's headline, description, picture and buttons (edited on each Solution).",
  fields: [
    defineField({
      name: "eyebrow",
      title: "Eyebrow",
      type: "string",
      description: 'Shown before the audience\'s name above the headline, e.g. "Solutions".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "jumpLinkLabel",
      title: "Link to the audience's section",
      type: "string",
      description:
        'The second button, which scrolls to the audience\'s challenges and answers, e.g. "See how we help". Shown when the page has that block.',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: {
    select: { eyebrow: "eyebrow" },
    prepare: ({ eyebrow }) => ({
      title: "Audience hero",
      subtitle: blockSubtitle(KIND, eyebrow),
    }),
  },
});

/** The audience's challenges, our answers, its benefits and the buttons to act on them. */
export const audienceDetailsBlockType = defineType({
  name: "audienceDetailsBlock",
  title: "Audience's challenges and answers",
  type: "object",
  icon: UserIcon,
  description:
    "The audience's challenges beside our answers, its benefit cards, and buttons to build or price its typical team.",
  fields: [
    defineField({
      name: "challengesHeading",
      title: "Heading of the challenges list",
      type: "string",
      description: 'Above the audience\'s challenges, e.g. "Challenges".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "approachHeading",
      title: "Heading of the answers list",
      type: "string",
      description: 'Above how we answer those challenges, e.g. "How we solve them".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "typicalTeamLabel",
      title: "Button to price a typical team",
      type: "string",
      description:
        "Opens the calculator with the audience's typical team. {audience} becomes the audience's name, e.g. \"Price a typical {audience} team\".",
      validation: (rule) =>
        rule
          .required()
          .max(50)
          .custom((text) =>
            !text || text.includes("{audience}")
              ? true
              : "Keep {audience}: the site puts the name there.",
          ),
    }),
  ],
  preview: {
    prepare: () => ({
      title: "Audience's challenges and answers",
      subtitle: blockSubtitle(KIND),
    }),
  },
});

/** A client like the audience, in its own figures and words; left out when it has none. */
export const audienceStoryBlockType = defineType({
  name: "audienceStoryBlock",
  title: "Audience's client story",
  type: "object",
  icon: CommentIcon,
  description:
    "The client story chosen on the audience's Solution; an audience without one shows nothing here.",
  fields: [
    blockHeadingField({
      required: true,
      description: 'The heading over the story, e.g. "A client like you".',
    }),
  ],
  preview: {
    select: { heading: "heading" },
    prepare: ({ heading }) => ({
      title: heading ?? "Audience's client story",
      subtitle: blockSubtitle("Audience's client story", KIND),
    }),
  },
});

/** The other audiences, one line each, to their own pages. */
export const otherAudiencesBlockType = defineType({
  name: "otherAudiencesBlock",
  title: "Other audiences",
  type: "object",
  icon: ArrowRightIcon,
  description: "A row of links to the other audiences' pages.",
  fields: [
    blockHeadingField({
      required: true,
      description: 'The heading over the links, e.g. "Teams we build for others".',
    }),
  ],
  preview: {
    select: { heading: "heading" },
    prepare: ({ heading }) => ({
      title: heading ?? "Other audiences",
      subtitle: blockSubtitle("Other audiences", KIND),
    }),
  },
});
