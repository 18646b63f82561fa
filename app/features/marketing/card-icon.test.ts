import { readFileSync } from "node:fs";

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { DEFAULT_DATASET_FILE } from "~/lib/content/content.server";
import { parseNdjson } from "~/lib/content/content-source.server";

import { isCardIconName } from "./card-icons";
import { type Card, CardGrid } from "./sections/card-grid";

const card = (title: string, icon: string | null): Card => ({
  _key: title,
  title,
  description: `${title} described.`,
  icon,
});

/** Each card's title with the icon drawn above it, in page order. */
function drawn(cards: Card[]): string[][] {
  const html = renderToStaticMarkup(createElement(CardGrid, { cards, fallbackIcon: "sparkles" }));
  return [...html.matchAll(/data-icon="([^"]+)"[\s\S]*?<h3[^>]*>([^<]+)</g)].map((match) => [
    match[2]!,
    match[1]!,
  ]);
}

describe("card icons", () => {
  it("stay with their cards when the cards are reordered", () => {
    const cards = [card("Speed", "zap"), card("Security", "lock"), card("People", "users")];
    expect(drawn(cards)).toEqual([
      ["Speed", "zap"],
      ["Security", "lock"],
      ["People", "users"],
    ]);
    expect(drawn([...cards].reverse())).toEqual([
      ["People", "users"],
      ["Security", "lock"],
      ["Speed", "zap"],
    ]);
  });

  it("give a card without an icon, or with an unknown one, the grid's fallback", () => {
    expect(drawn([card("Plain", null), card("Odd", "unicorn")])).toEqual([
      ["Plain", "sparkles"],
      ["Odd", "sparkles"],
    ]);
  });

  it("are set on every card and audience of the bundled content that shows one", () => {
    const docs = parseNdjson(readFileSync(DEFAULT_DATASET_FILE, "utf8")) as Record<
      string,
      unknown
    >[];
    const icons: unknown[] = [];
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
      else if (value && typeof value === "object") {
        const record = value as Record<string, unknown>;
        // Briefing steps are drawn as numbers, not icons.
        if (record._type === "featureCard" && !path.includes(".steps[")) icons.push(record.icon);
        for (const [key, child] of Object.entries(record)) walk(child, `${path}.${key}`);
      }
    };
    for (const doc of docs) {
      walk(doc, String(doc._id));
      if (doc._type === "solution") icons.push(doc.icon);
    }
    expect(icons.length).toBeGreaterThan(20);
    expect(icons.filter((icon) => !isCardIconName(icon))).toEqual([]);
  });
});
