import path from "node:path";

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_DATASET_FILE } from "~/lib/content/content.server";
import { createDatasetSource } from "~/lib/content/content-source.server";
import { matchingModelCardQuery } from "~/lib/content/queries";
import type { MatchingModelCardQueryResult } from "~/lib/content/sanity.types";
import { skillEvidenceKinds } from "~/lib/db/enums";

import {
  EVIDENCE_CREDIT,
  FACTOR_WEIGHTS,
  MATCH_BANDS,
  MATCH_FACTORS,
  MATCH_FILTERS,
  MATCHER_VERSION,
} from "./match-config";
import { MATCH_PROFILE_FIELDS } from "./match-profile";
import { buildModelCard, type ModelCardCopy, type ModelCardView } from "./model-card";
import { ModelCardSections } from "./model-card-page";

// The model card on the bundled content: every figure on it is the configuration's, in the
// configuration's order, whatever the CMS says.

const POOL = { size: 1234, updatedAt: new Date("2026-11-27T15:30:00Z") };

let copy: ModelCardCopy;
let card: ModelCardView;
let html: string;

beforeAll(async () => {
  const source = createDatasetSource(path.resolve(DEFAULT_DATASET_FILE));
  const result = await source.fetch<MatchingModelCardQueryResult>(matchingModelCardQuery);
  if (!result) throw new Error("the bundled dataset has no matchingModelCard");
  copy = result;
  card = buildModelCard(copy, POOL);
  html = renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(ModelCardSections, { card })),
  );
});

/** The text of every element carrying the attribute, keyed by the attribute's value. */
function shown(attribute: string, inner: RegExp): Record<string, string> {
  const found: Record<string, string> = {};
  const items = html.split(`${attribute}="`).slice(1);
  for (const item of items) {
    const key = item.slice(0, item.indexOf('"'));
    const match = inner.exec(item);
    if (match) found[key] = match[1]!;
  }
  return found;
}

describe("the model card page", () => {
  it("shows every factor with the configuration's weight, in its order", () => {
    const weights = shown("data-factor", /data-testid="factor-weight">(\d+(?:\.\d+)?)</);
    expect(Object.keys(weights)).toEqual([...MATCH_FACTORS]);
    for (const factor of MATCH_FACTORS) {
      expect(Number(weights[factor])).toBe(FACTOR_WEIGHTS[factor]);
    }
    expect(card.totalWeight).toBe(100);
  });

  it("lists every hard filter in the order the matcher applies them", () => {
    expect(card.filters.map((filter) => filter.key)).toEqual([...MATCH_FILTERS]);
    const order = [...html.matchAll(/data-filter="([^"]+)"/g)].map((match) => match[1]);
    expect(order).toEqual([...MATCH_FILTERS]);
  });

  it("shows each band's threshold from the configuration", () => {
    expect(card.bands.map((band) => [band.key, band.min])).toEqual(
      MATCH_BANDS.map((band) => [band.band, band.min]),
    );
    const thresholds = shown("data-band", /font-bold[^>]*>([^<]+)</);
    expect(thresholds).toEqual(
      Object.fromEntries(MATCH_BANDS.map((band) => [band.band, `From ${band.min} points`])),
    );
  });

  it("shows what each evidence level counts for", () => {
    for (const level of card.evidence) {
      expect(level.credit).toBe(EVIDENCE_CREDIT[level.key as keyof typeof EVIDENCE_CREDIT]);
      expect(html).toContain(`${Math.round(level.credit * 100)}%`);
    }
  });

  it("shows the matcher's version, the pool's size and its last change", () => {
    expect(html).toContain(MATCHER_VERSION);
    expect(html).toContain("1,234");
    expect(html).toContain('dateTime="2026-11-27T15:30:00.000Z"');
    expect(html).toContain("November 27, 2026");
  });

  it("has a heading per section, under the route's h1, and a link to the contact page", () => {
    expect(html).not.toContain("<h1");
    expect(html.match(/<h2/g)).toHaveLength(9);
    expect(html).toMatch(/<a [^>]*href="\/contact"/);
  });

  it("shows a dash, not a date, for an empty pool", () => {
    const empty = buildModelCard(copy, { size: 0, updatedAt: null });
    const markup = renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(ModelCardSections, { card: empty })),
    );
    expect(markup).toMatch(/data-testid="pool-updated"[^>]*>–</);
    expect(markup).not.toContain("<time");
  });
});

describe("the bundled model card's words", () => {
  it("explain every filter, factor, band, evidence level and profile field the matcher has", () => {
    const unexplained = (
      entries: readonly { key: string; text: string }[] | null,
      keys: readonly string[],
    ) => keys.filter((key) => !(entries ?? []).some((e) => e.key === key && e.text.trim()));
    expect(unexplained(copy.inputs, MATCH_PROFILE_FIELDS)).toEqual([]);
    expect(unexplained(copy.filters, MATCH_FILTERS)).toEqual([]);
    expect(unexplained(copy.factors, MATCH_FACTORS)).toEqual([]);
    expect(
      unexplained(
        copy.bands,
        MATCH_BANDS.map((band) => band.band),
      ),
    ).toEqual([]);
    expect(unexplained(copy.evidence, skillEvidenceKinds)).toEqual([]);
  });

  it("name what is left out, none of which the matcher reads", () => {
    const keys = (copy.leftOut ?? []).map((entry) => entry.key);
    expect(keys).toEqual(["name", "age", "gender", "nationality", "country", "photo"]);
    expect(card.leftOut.map((entry) => entry.key)).toEqual(keys);
  });

  it("drop a left-out claim about a field the matcher does read", () => {
    const wrong = buildModelCard(
      { ...copy, leftOut: [...copy.leftOut, { key: "timeZone", label: "Zone", text: "x" }] },
      POOL,
    );
    expect(wrong.leftOut.map((entry) => entry.key)).not.toContain("timeZone");
  });

  it("type no figure the configuration owns", () => {
    // Weights, thresholds and credits are printed from the code; the words must not repeat them.
    for (const entry of [...copy.factors, ...copy.bands, ...copy.evidence]) {
      expect(entry.text, entry.key).not.toMatch(/\d/);
    }
  });
});
