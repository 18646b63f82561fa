import { readFileSync } from "node:fs";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import helveticaNeue from "@capsizecss/metrics/helveticaNeue";
import inter from "@capsizecss/metrics/inter";
import roboto from "@capsizecss/metrics/roboto";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");

/** The declarations of the @font-face rule for `family`, as property → value. */
function fontFace(family: string): Map<string, string> {
  const rule = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1]!)
    .find((body) => body.includes(`font-family: "${family}";`));
  if (!rule) throw new Error(`no @font-face for ${family} in app.css`);
  return new Map(
    rule
      .split(";")
      .map((declaration) => declaration.trim().split(/:\s*/))
      .filter((pair) => pair.length === 2)
      .map(([property, value]) => [property!, value!]),
  );
}

describe("app.css fonts", () => {
  it("stretches each local fallback to Inter's metrics as capsize computes them", () => {
    const { fontFaces } = createFontStack([inter, helveticaNeue, roboto, arial], {
      fontFaceFormat: "styleObject",
    });
    expect(fontFaces).toHaveLength(3);
    for (const face of fontFaces) {
      const declared = fontFace(face["@font-face"].fontFamily.replaceAll('"', ""));
      const computed = face["@font-face"];
      expect(declared.get("ascent-override")).toBe(computed.ascentOverride);
      expect(declared.get("descent-override")).toBe(computed.descentOverride);
      expect(declared.get("size-adjust")).toBe(computed.sizeAdjust);
    }
  });

  it("sets the site in Inter, then the stretched fallbacks, then the system's sans-serif", () => {
    const stack = /--font-sans:\s*([^;]*);/.exec(css)?.[1]?.replace(/\s+/g, " ");
    expect(stack).toBe(
      '"InterVariable", "Inter Fallback: Helvetica Neue", "Inter Fallback: Roboto", ' +
        '"Inter Fallback: Arial", ui-sans-serif, system-ui, sans-serif',
    );
    expect(fontFace("InterVariable").get("font-display")).toBe("swap");
    // The page's own font-family, written out for the critical-CSS pass, is the same stack.
    const html = /html \{\s*(?:\/\*[\s\S]*?\*\/\s*)?font-family:\s*([^;]*);/
      .exec(css)?.[1]
      ?.replace(/\s+/g, " ");
    expect(html).toBe(stack);
  });
});
