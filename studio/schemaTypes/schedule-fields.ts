import { defineField, type ValidationContext } from "sanity";

import { type Neighbours, scheduleFieldRule, unpublishReferencedRule } from "../schedule-rules";
import { datasetIndex, publishedId } from "./dataset-index";

// "Publish at", "Unpublish at" and "Takes the place of", the same on every type that can be
// scheduled (decision 100): pages, articles, claims, testimonials and the landing page.

const SCHEDULE = "schedule";

/** The fieldset the schedule fields sit in, at the end of a form without tabs. */
export const scheduleFieldset = {
  name: SCHEDULE,
  title: "Schedule",
  description:
    "When this shows on the site. Outside these times the site treats it as if it were not published.",
  options: { collapsible: true, collapsed: false },
};

/** The tab the schedule fields sit in, on a form with tabs. */
export const scheduleGroup = { name: SCHEDULE, title: "Schedule" };

/**
 * The schedule fields of a document of `type`. `inGroup`: the form has tabs, and these get
 * their own; otherwise they sit in the Schedule fieldset. `alwaysShownId`: the id of a
 * document the site cannot do without (the home page), which refuses a schedule of its own;
 * another document of its type takes its place instead.
 */
export function scheduleFields(
  type: string,
  { inGroup = false, alwaysShownId }: { inGroup?: boolean; alwaysShownId?: string } = {},
) {
  const place = inGroup ? { group: SCHEDULE } : { fieldset: SCHEDULE };
  return [
    defineField({
      name: "publishAt",
      title: "Publish at",
      type: "datetime",
      description:
        "When it first shows on the site. Leave empty to show it as soon as it is published. Publish it now: it stays off the site until this time.",
      validation: (rule) =>
        rule.custom((_value, context) =>
          scheduleFieldRule("publishAt", context.document, alwaysShownId),
        ),
      ...place,
    }),
    defineField({
      name: "unpublishAt",
      title: "Unpublish at",
      type: "datetime",
      description:
        "When it stops showing on the site. Leave empty to keep showing it. While published pages point to it, another one must take its place (see Takes the place of), or they would show nothing there.",
      validation: (rule) =>
        rule.custom(async (_value, context) => {
          const checked = scheduleFieldRule("unpublishAt", context.document, alwaysShownId);
          if (checked !== true || !context.document?.unpublishAt) return checked;
          return unpublishReferencedRule(context.document, await neighbours(context));
        }),
      ...place,
    }),
    defineField({
      name: "replaces",
      title: "Takes the place of",
      type: "reference",
      to: [{ type }],
      // The one replaced can be deleted later without editing this one.
      weak: true,
      description:
        "Optional. While this one shows, the site shows it instead of the one picked here: in every page that points to that one, and at its address. For a change at a set time: duplicate the document, edit the copy, set the copy's Publish at, and pick the original here.",
      validation: (rule) =>
        rule.custom((_value, context) =>
          scheduleFieldRule("replaces", context.document, alwaysShownId),
        ),
      ...place,
    }),
  ];
}

/**
 * Who points to the document being edited and who takes its place, asked of the project; the
 * offline validator has no project to ask (and no references in its index), so it is skipped.
 */
async function neighbours(context: ValidationContext): Promise<Neighbours | undefined> {
  if (datasetIndex()) return undefined;
  const id = publishedId(context.document?._id ?? "");
  try {
    return await context.getClient({ apiVersion: "2025-02-19" }).fetch<Neighbours>(
      `{
        "pointing": count(*[references($id) && !(_id in path("drafts.**")) && _id != $id && replaces._ref != $id]),
        "takers": count(*[replaces._ref == $id && !(_id in path("drafts.**"))])
      }`,
      { id },
    );
  } catch {
    return undefined;
  }
}
