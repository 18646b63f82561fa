import { z } from "zod";

// Recommendations are an honest keyword ranking (decision 009): BM25 over each position's
// name, skills, category and description, with the visitor's words widened by a synonym list
// kept in the CMS. No model is involved, and every result says which words matched.

export const DESCRIPTION_MAX_LENGTH = 1000;

export const recommendationRequestSchema = z.object({
  description: z
    .string()
    .trim()
    .max(
      DESCRIPTION_MAX_LENGTH,
      `Please keep the description under ${DESCRIPTION_MAX_LENGTH} characters`,
    ),
});

export interface RankablePosition {
  id: string;
  name: string;
  description: string;
  roleSkill: { name: string };
  skills: readonly { name: string }[];
}

export interface Synonym {
  term: string;
  matches: readonly string[];
}

export interface Recommendation<P extends RankablePosition = RankablePosition> {
  position: P;
  score: number;
  /** The visitor's own words found in the position. */
  matchedWords: string[];
  /** Words found only through a synonym: "payments" → "backend". */
  synonymMatches: { word: string; via: string }[];
  /** The position's skills that contain a matched word. */
  matchedSkills: string[];
}

export type RecommendationAnswer<P extends RankablePosition = RankablePosition> =
  | { kind: "results"; recommendations: Recommendation<P>[] }
  | { kind: "empty" }
  | { kind: "no-match"; words: string[] };

// BM25 defaults from the literature; field weights favour a role's name and skills over prose.
const K1 = 1.2;
const B = 0.75;
const FIELD_WEIGHTS = { name: 3, skills: 2, category: 1.5, description: 1 } as const;
const SYNONYM_WEIGHT = 0.5;
export const MAX_RECOMMENDATIONS = 8;
/** Results scoring under this share of the best one are noise, not recommendations. */
const RELATIVE_CUTOFF = 0.25;

const STOPWORDS = new Set(
  "a an and are as at be build building but by can could do for from has have help i in into is it its looking me my need needs new of on or our that the their them to us we want with without would you your".split(
    " ",
  ),
);

/** Lower-case words with a light plural stemmer, so "payments" meets "payment". */
export function tokenize(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z0-9#+]+/g) ?? [];
  return words.map(stem).filter((word) => word.length > 0);
}

function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) {
    return word.slice(0, -1);
  }
  return word;
}

interface IndexedDoc<P> {
  position: P;
  /** Weighted term frequency over all fields. */
  tf: Map<string, number>;
  length: number;
  skillTokens: { name: string; tokens: Set<string> }[];
}

export interface RecommendationIndex<P extends RankablePosition> {
  docs: IndexedDoc<P>[];
  df: Map<string, number>;
  averageLength: number;
}

export function buildIndex<P extends RankablePosition>(
  positions: readonly P[],
): RecommendationIndex<P> {
  const df = new Map<string, number>();
  const docs = positions.map((position) => {
    const tf = new Map<string, number>();
    let length = 0;
    const add = (text: string, weight: number) => {
      for (const token of tokenize(text)) {
        tf.set(token, (tf.get(token) ?? 0) + weight);
        length += weight;
      }
    };
    add(position.name, FIELD_WEIGHTS.name);
    for (const skill of position.skills) add(skill.name, FIELD_WEIGHTS.skills);
    add(position.roleSkill.name, FIELD_WEIGHTS.category);
    add(position.description, FIELD_WEIGHTS.description);
    for (const token of tf.keys()) df.set(token, (df.get(token) ?? 0) + 1);
    const skillTokens = position.skills.map((skill) => ({
      name: skill.name,
      tokens: new Set(tokenize(skill.name)),
    }));
    return { position, tf, length, skillTokens };
  });
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(docs.length, 1);
  return { docs, df, averageLength };
}

/** Query terms with weights: the visitor's words at 1, synonym words at SYNONYM_WEIGHT. */
export function expandQuery(
  description: string,
  synonyms: readonly Synonym[],
): { words: string[]; terms: Map<string, { weight: number; via?: string }> } {
  const words = [...new Set(tokenize(description).filter((word) => !STOPWORDS.has(word)))];
  const table = new Map<string, string[]>();
  for (const synonym of synonyms) {
    const key = tokenize(synonym.term).join(" ");
    const targets = synonym.matches.flatMap(tokenize);
    table.set(key, [...new Set([...(table.get(key) ?? []), ...targets])]);
  }
  const terms = new Map<string, { weight: number; via?: string }>();
  for (const word of words) terms.set(word, { weight: 1 });
  for (const word of words) {
    for (const target of table.get(word) ?? []) {
      if (!terms.has(target)) terms.set(target, { weight: SYNONYM_WEIGHT, via: word });
    }
  }
  return { words, terms };
}

export function recommend<P extends RankablePosition>(
  index: RecommendationIndex<P>,
  description: string,
  synonyms: readonly Synonym[],
): RecommendationAnswer<P> {
  const { words, terms } = expandQuery(description, synonyms);
  if (words.length === 0) return { kind: "empty" };
  const n = index.docs.length;
  const scored: Recommendation<P>[] = [];
  for (const doc of index.docs) {
    let score = 0;
    const matchedWords: string[] = [];
    const synonymMatches: { word: string; via: string }[] = [];
    const matchedTokens = new Set<string>();
    for (const [term, { weight, via }] of terms) {
      const tf = doc.tf.get(term);
      if (!tf) continue;
      const df = index.df.get(term) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      const norm = tf + K1 * (1 - B + (B * doc.length) / index.averageLength);
      score += weight * idf * ((tf * (K1 + 1)) / norm);
      matchedTokens.add(term);
      if (via === undefined) matchedWords.push(term);
      else synonymMatches.push({ word: term, via });
    }
    if (score <= 0) continue;
    const matchedSkills = doc.skillTokens
      .filter((skill) => [...skill.tokens].some((token) => matchedTokens.has(token)))
      .map((skill) => skill.name);
    scored.push({ position: doc.position, score, matchedWords, synonymMatches, matchedSkills });
  }
  if (scored.length === 0) return { kind: "no-match", words };
  scored.sort((a, b) => b.score - a.score || a.position.name.localeCompare(b.position.name));
  const best = scored[0]!.score;
  return {
    kind: "results",
    recommendations: scored
      .filter((result) => result.score >= best * RELATIVE_CUTOFF)
      .slice(0, MAX_RECOMMENDATIONS)
      .map((result) => ({ ...result, score: Math.round((result.score / best) * 100) / 100 })),
  };
}
