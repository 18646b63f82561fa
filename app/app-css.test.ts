import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { createFontStack, type FontMetrics } from "@capsizecss/core";
import { describe, expect, it } from "vitest";

/** A face's metrics, and those of its other weights where capsize lists them. */
type Metrics = FontMetrics & { variants?: Record<string, Partial<FontMetrics>> };

// The per-font modules carry the regular face only; the collection has every weight. It is
// loaded untyped: its declarations (160,000 lines, every font capsize knows) made up a fifth
// of what the type check and the type-aware lint read for the whole project.
const { entireMetricsCollection } = createRequire(import.meta.url)(
  "@capsizecss/metrics/entireMetricsCollection",
) as { entireMetricsCollection: Record<"arial" | "helveticaNeue" | "inter" | "roboto", Metrics> };

const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");

/** Every @font-face rule of app.css, as property → value. */
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(
  (match) =>
    new Map(
      match[1]!
        .split(";")
        .map((declaration) => /^\s*([\w-]+):\s*([\s\S]*?)\s*$/.exec(declaration))
        .filter((pair) => pair !== null)
        .map(([, property, value]) => [property!, value!.replace(/\s+/g, " ")]),
    ),
);

/** The @font-face rule for `family` (at `weight`, where the family has several). */
function fontFace(family: string, weight?: number): Map<string, string> {
  const face = faces.find(
    (declared) =>
      declared.get("font-family") === `"${family}"` &&
      (weight === undefined || declared.get("font-weight") === String(weight)),
  );
  if (!face) throw new Error(`no @font-face for ${family} ${weight ?? ""} in app.css`);
  return face;
}

const { arial, helveticaNeue, inter, roboto } = entireMetricsCollection;

/** A face's metrics at one weight: the regular face's, or the variant's that capsize lists. */
function at(metrics: Metrics, variant: "regular" | "500" | "600" | "700"): Metrics {
  if (variant === "regular") return metrics;
  const weighted = metrics.variants?.[variant];
  if (!weighted) throw new Error(`capsize lists no ${variant} for ${metrics.familyName}`);
  return { ...metrics, ...weighted };
}

// Per weight the site sets: Inter's face at that weight, and the local face that stands in
// for it (none of the three has a semibold, so 600 borrows the bold; Arial has no medium).
const INTER = { 400: "regular", 500: "500", 600: "600", 700: "700" } as const;
const FALLBACKS = [
  {
    name: "Helvetica Neue",
    metrics: helveticaNeue,
    faces: { 400: "regular", 500: "500", 600: "700", 700: "700" },
  },
  {
    name: "Roboto",
    metrics: roboto,
    faces: { 400: "regular", 500: "500", 600: "700", 700: "700" },
  },
  {
    name: "Arial",
    metrics: arial,
    faces: { 400: "regular", 500: "regular", 600: "700", 700: "700" },
  },
] as const;

describe("app.css fonts", () => {
  it("stretches each local fallback, weight by weight, to Inter's metrics as capsize computes them", () => {
    for (const fallback of FALLBACKS) {
      for (const weight of [400, 500, 600, 700] as const) {
        const { fontFaces } = createFontStack(
          [at(inter, INTER[weight]), at(fallback.metrics, fallback.faces[weight])],
          { fontFaceFormat: "styleObject" },
        );
        const computed = fontFaces[0]!["@font-face"];
        const declared = fontFace(`Inter Fallback: ${fallback.name}`, weight);
        const where = `${fallback.name} ${weight}`;
        expect(declared.get("ascent-override"), where).toBe(computed.ascentOverride);
        expect(declared.get("descent-override"), where).toBe(computed.descentOverride);
        expect(declared.get("line-gap-override"), where).toBe("0%");
        expect(declared.get("size-adjust"), where).toBe(computed.sizeAdjust);
        // capsize names the face's own local names first; Arial's twins follow them.
        expect(declared.get("src"), where).toContain(computed.src!.replaceAll("'", '"'));
      }
    }
    expect(
      faces.filter((face) => face.get("font-family")?.startsWith('"Inter Fallback')),
    ).toHaveLength(12);
  });

  it("sets the site in Inter, then the stretched fallbacks, then the system's sans-serif", () => {
    const stack = /--font-sans:\s*([^;]*);/.exec(css)?.[1]?.replace(/\s+/g, " ");
    expect(stack).toBe(
      '"InterVariable", "Inter Fallback: Helvetica Neue", "Inter Fallback: Roboto", ' +
        '"Inter Fallback: Arial", ui-sans-serif, system-ui, sans-serif',
    );
    // A font that arrives after the first paint is kept for the next page, never swapped in.
    expect(fontFace("InterVariable").get("font-display")).toBe("optional");
    // The page's own font-family, written out for the critical-CSS pass, is the same stack.
    const html = /html \{\s*(?:\/\*[\s\S]*?\*\/\s*)?font-family:\s*([^;]*);/
      .exec(css)?.[1]
      ?.replace(/\s+/g, " ");
    expect(html).toBe(stack);
  });
});
