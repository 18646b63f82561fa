import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { ICON_NAMES } from "../app/components/icon-names";
import { renderIconSprite, SPRITE_PATH } from "./icon-sprite";

describe("icon sprite", () => {
  it("app/components/icon-sprite.svg is what the names render to today (npm run icons:sprite)", () => {
    expect(readFileSync(SPRITE_PATH, "utf8")).toBe(renderIconSprite());
  });

  it("holds one symbol per name, each with Lucide's paths", () => {
    const sprite = readFileSync(SPRITE_PATH, "utf8");
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((match) => match[1])).toEqual([...ICON_NAMES]);
    for (const [, name, body] of ids)
      expect(body, name).toMatch(/<(path|circle|rect|line|polyline)/);
    expect(sprite).toContain('<symbol id="arrow-right" viewBox="0 0 24 24"><path d="M5 12h14">');
  });

  it("every icon the app asks for by a literal name is in the sprite", () => {
    // Names passed as variables are typed IconName; literals are checked here as well so that a
    // name removed from the list is reported with the file that still uses it.
    const hits = execSync(`grep -rhoE '<Icon name="[^"]+"' app`, { encoding: "utf8" });
    const used = new Set([...hits.matchAll(/name="([^"]+)"/g)].map((match) => match[1]!));
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((name) => !(ICON_NAMES as readonly string[]).includes(name))).toEqual(
      [],
    );
  });
});
