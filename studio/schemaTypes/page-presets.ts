import { CheckmarkCircleIcon } from "@sanity/icons/CheckmarkCircle";
import { CommentIcon } from "@sanity/icons/Comment";
import { OlistIcon } from "@sanity/icons/Olist";
import { TargetIcon } from "@sanity/icons/Target";
import { ThLargeIcon } from "@sanity/icons/ThLarge";
import type { Template } from "sanity";

// The five layouts pages had before blocks, kept as starting points: a new page opens with
// the blocks of the layout it is made from, empty where the editor writes, and can be
// reshaped freely afterwards. Keys only need to be unique within one page.

type Block = { _type: string; _key: string } & Record<string, unknown>;

const hero = (): Block => ({ _type: "heroBlock", _key: "hero" });
const figures = (): Block => ({ _type: "figuresBlock", _key: "figures" });
const text = (): Block => ({ _type: "richTextBlock", _key: "text" });
/** Most pages end by asking for a briefing, so the band starts with that button filled in. */
const closing = (): Block => ({
  _type: "ctaBlock",
  _key: "closing",
  primary: { _type: "link", label: "Start Your Briefing", href: "/briefing" },
});

const PAGE_PRESETS: { id: string; title: string; icon: Template["icon"]; blocks: () => Block[] }[] =
  [
    {
      id: "page-standard",
      title: "Page: Standard",
      icon: ThLargeIcon,
      blocks: () => [hero(), figures(), { _type: "cardsBlock", _key: "cards" }, text(), closing()],
    },
    {
      id: "page-diagram",
      title: "Page: Diagram",
      icon: TargetIcon,
      blocks: () => [hero(), { _type: "diagramBlock", _key: "diagram" }, text(), closing()],
    },
    {
      id: "page-steps",
      title: "Page: Steps",
      icon: OlistIcon,
      blocks: () => [hero(), { _type: "stepsBlock", _key: "steps" }, closing()],
    },
    {
      id: "page-certifications",
      title: "Page: Certifications first",
      icon: CheckmarkCircleIcon,
      blocks: () => [
        hero(),
        figures(),
        { _type: "certificationsBlock", _key: "certifications" },
        text(),
        closing(),
      ],
    },
    {
      id: "page-case-studies",
      title: "Page: Case studies",
      icon: CommentIcon,
      blocks: () => [
        hero(),
        figures(),
        { _type: "testimonialsBlock", _key: "stories", style: "results" },
        text(),
        closing(),
      ],
    },
  ];

/** The ids of the presets, for the lists that offer them (the Pages list in the structure). */
export const PAGE_PRESET_IDS = PAGE_PRESETS.map((preset) => preset.id);

/** A "new document" template for each preset, added to the studio's own templates. */
export function pagePresetTemplates(): Template[] {
  return PAGE_PRESETS.map(({ id, title, icon, blocks }) => ({
    id,
    title,
    icon,
    schemaType: "page",
    value: () => ({ blocks: blocks() }),
  }));
}
