import { readFile } from "node:fs/promises";
import path from "node:path";

import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";

import { PUBLIC_DIR, renderBrandIcons } from "./brand-icons";

describe("brand icons", () => {
  it("public/ holds the icons the mark renders to today (run npm run brand:icons)", async () => {
    for (const [name, bytes] of await renderBrandIcons()) {
      const committed = await readFile(path.join(PUBLIC_DIR, name));
      expect(committed.equals(bytes), `public/${name} is stale`).toBe(true);
    }
  });

  it("renders each PNG at the size its name and the manifest promise", async () => {
    const icons = await renderBrandIcons();
    const size = (name: string) => {
      const bytes = icons.get(name)!;
      // A PNG's IHDR chunk holds width and height as big-endian integers at bytes 16 and 20.
      return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    };
    expect(size("apple-touch-icon.png")).toEqual([180, 180]);
    expect(size("icon-192.png")).toEqual([192, 192]);
    expect(size("icon-512.png")).toEqual([512, 512]);
  });

  it("draws the mark: brand blue square, white N and the gold point", async () => {
    const svg = (await renderBrandIcons()).get("favicon.svg")!.toString();
    const image = new Resvg(svg, { fitTo: { mode: "width", value: 32 } }).render();
    const pixel = (x: number, y: number) => {
      const at = (y * image.width + x) * 4;
      return [...image.pixels.subarray(at, at + 3)];
    };
    expect(pixel(4, 16)).toEqual([0x1d, 0x34, 0xd7]);
    expect(pixel(10, 16)).toEqual([255, 255, 255]);
    expect(pixel(22, 9)).toEqual([0xfb, 0xbf, 0x24]);
  });

  it("an ICO directory of 16, 32 and 48 px images", async () => {
    const ico = (await renderBrandIcons()).get("favicon.ico")!;
    expect(ico.readUInt16LE(2)).toBe(1); // type: icon
    const count = ico.readUInt16LE(4);
    const widths = Array.from({ length: count }, (_, index) => ico[6 + index * 16]);
    expect(widths).toEqual([16, 32, 48]);
  });
});
