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

// The model card joins two sources: the CMS says what each thing means, the matcher says which
// things there are, in what order and with what numbers. Lists are walked from the matcher's
// side, so a filter or factor added to the configuration appears on the page at once (with its
// key as its label until an editor explains it), and a number can only come from the code.

export type ModelCardCopy = NonNullable<MatchingModelCardQueryResult>;

export interface ModelCardEntry {
  key: string;
  label: string;
  text: string;
}

export interface ModelCardView {
  copy: Omit<
    ModelCardCopy,
    "seo" | "inputs" | "leftOut" | "filters" | "factors" | "bands" | "evidence"
  >;
  seo: { title: string; description: string };
  inputs: ModelCardEntry[];
  leftOut: ModelCardEntry[];
  filters: ModelCardEntry[];
  factors: (ModelCardEntry & { weight: number })[];
  totalWeight: number;
  bands: (ModelCardEntry & { min: number })[];
  evidence: (ModelCardEntry & { credit: number })[];
  version: string;
  pool: { size: number; updatedAt: string | null };
}

type RawEntries = ModelCardCopy["inputs"] | null | undefined;

function explain(raw: RawEntries, keys: readonly string[]): ModelCardEntry[] {
  const byKey = new Map((raw ?? []).map((entry) => [entry.key, entry]));
  return keys.map((key) => {
    const entry = byKey.get(key);
    return { key, label: entry?.label?.trim() || key, text: entry?.text?.trim() ?? "" };
  });
}

export function buildModelCard(
  copy: ModelCardCopy,
  pool: { size: number; updatedAt: Date | null },
): ModelCardView {
  const { seo, inputs, leftOut, filters, factors, bands, evidence, ...words } = copy;
  return {
    copy: words,
    seo: {
      title: seo?.title?.trim() || copy.title,
      description: seo?.description?.trim() || copy.intro,
    },
    inputs: explain(inputs, MATCH_PROFILE_FIELDS),
    // A thing listed as left out that the matcher does read would be a false promise: it is
    // not shown, and the unit tests fail on the seed if it ever says so.
    leftOut: (leftOut ?? [])
      .filter((entry) => !(MATCH_PROFILE_FIELDS as readonly string[]).includes(entry.key))
      .map((entry) => ({ key: entry.key, label: entry.label, text: entry.text })),
    filters: explain(filters, MATCH_FILTERS),
    factors: explain(factors, MATCH_FACTORS).map((entry) => ({
      ...entry,
      weight: FACTOR_WEIGHTS[entry.key as keyof typeof FACTOR_WEIGHTS],
    })),
    totalWeight: MATCH_FACTORS.reduce((sum, factor) => sum + FACTOR_WEIGHTS[factor], 0),
    bands: explain(
      bands,
      MATCH_BANDS.map((entry) => entry.band),
    ).map((entry, index) => ({ ...entry, min: MATCH_BANDS[index]!.min })),
    evidence: explain(evidence, skillEvidenceKinds).map((entry) => ({
      ...entry,
      credit: EVIDENCE_CREDIT[entry.key as keyof typeof EVIDENCE_CREDIT],
    })),
    version: MATCHER_VERSION,
    pool: { size: pool.size, updatedAt: pool.updatedAt?.toISOString() ?? null },
  };
}
