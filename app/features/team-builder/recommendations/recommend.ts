import { z } from "~/lib/forms/zod-mini";

// Team proposals from a project description (decision 034, superseding the ranking part of
// decision 009). Two signals, both
// explainable, no model: project patterns that staffing leads keep in the CMS ("a mobile app
// needs…", "a data warehouse needs…"), each with cue words and the roles it calls for; and a
// BM25 keyword ranking of the catalog (names, skills, descriptions, widened by CMS synonyms)
// that catches technologies the visitor names ("Django", "Salesforce"). Every proposal says
// which words led to it.

export const DESCRIPTION_MAX_LENGTH = 1000;

export const recommendationRequestSchema = z.object({
  // zod's mini build: the suggestions panel runs this module in the browser (decision 039).
  description: z
    .string()
    .check(
      z.trim(),
      z.maxLength(
        DESCRIPTION_MAX_LENGTH,
        `Please keep the description under ${DESCRIPTION_MAX_LENGTH} characters`,
      ),
    ),
});

export interface RankablePosition {
  id: string;
  slug: string;
  name: string;
  description: string;
  roleSkill: { name: string };
  skills: readonly { name: string }[];
}

export interface Synonym {
  term: string;
  matches: readonly string[];
}

/** A kind of project and the team it usually needs, kept by staffing leads in the CMS. */
export interface ProjectPattern {
  title: string;
  /** Words or short phrases clients use for this kind of project. */
  cues: readonly string[];
  /** Most important first. `role` is a catalog slug. */
  roles: readonly { role: string; quantity: number; why: string }[];
}

/** Coarse on purpose: the ranking can order roles, it cannot measure a "92% match". */
export type Confidence = "strong" | "good" | "possible";

export interface PatternReason {
  pattern: string;
  /** The visitor's words that matched the pattern's cues, as the visitor wrote them. */
  words: string[];
  why: string;
}

export interface Recommendation<P extends RankablePosition = RankablePosition> {
  position: P;
  quantity: number;
  confidence: Confidence;
  /** Project patterns that call for this role. */
  patterns: PatternReason[];
  /** The visitor's own words found in the role's name, skills or description. */
  matchedWords: string[];
  /** Words found only through a synonym: "payments" → "backend". */
  synonymMatches: { word: string; via: string }[];
  /** The role's skills that contain a matched word. */
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
/** Proposals scoring under this share of the best one are noise, not recommendations. */
const RELATIVE_CUTOFF = 0.25;

const STOPWORDS = new Set(
  "a an and are as at be build building but by can could do for from has have help i in into is it its looking me my need needs new of on or our that the their them to us we want with without would you your".split(
    " ",
  ),
);

/** Lower-case words with a light plural stemmer, so "payments" meets "payment". */
export function tokenize(text: string): string[] {
  const words = fold(text).match(/[a-z0-9#+]+/g) ?? [];
  return words.map(stem).filter((word) => word.length > 0);
}

/** Lower case without accents, so "Aplicación" meets "aplicacion". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
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

/** How much a pattern's later roles count against its first: the first is what it is about. */
const PATTERN_RANK_DECAY = 0.3;
/** The keyword ranking's share next to one matched pattern cue. */
const KEYWORD_WEIGHT = 1;

interface KeywordMatch {
  score: number;
  matchedWords: string[];
  synonymMatches: { word: string; via: string }[];
  matchedSkills: string[];
}

/** BM25 over the catalog: a score per role for the visitor's words and their synonyms. */
function keywordMatches<P extends RankablePosition>(
  index: RecommendationIndex<P>,
  terms: Map<string, { weight: number; via?: string }>,
): Map<IndexedDoc<P>, KeywordMatch> {
  const n = index.docs.length;
  const matches = new Map<IndexedDoc<P>, KeywordMatch>();
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
    matches.set(doc, { score, matchedWords, synonymMatches, matchedSkills });
  }
  return matches;
}

function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let start = 0; start + phrase.length <= tokens.length; start++) {
    for (let offset = 0; offset < phrase.length; offset++) {
      if (tokens[start + offset] !== phrase[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/**
 * The pattern's cues found in the description. A cue inside a longer matched cue ("app" in
 * "mobile app") is not counted again: one phrase is one piece of evidence.
 */
export function matchedCues(tokens: readonly string[], cues: readonly string[]): string[] {
  const found = cues
    .map((cue) => ({ cue, phrase: tokenize(cue) }))
    .filter(({ phrase }) => containsPhrase(tokens, phrase));
  return found
    .filter(
      ({ phrase }) =>
        !found.some(
          (other) => other.phrase.length > phrase.length && containsPhrase(other.phrase, phrase),
        ),
    )
    .map(({ cue }) => cue);
}

interface Candidate<P extends RankablePosition> {
  doc: IndexedDoc<P>;
  score: number;
  quantity: number;
  patterns: PatternReason[];
  /** Most cues any one pattern calling for this role matched. */
  strongestPattern: number;
  keyword?: KeywordMatch;
}

/**
 * Proposes a team for a project description: the roles, how many of each and why, best
 * first. Patterns add their roles weighted by how many of their cues matched and by the role's
 * place in the pattern; the keyword ranking adds up to KEYWORD_WEIGHT for roles whose names or
 * skills the visitor named.
 */
export function recommend<P extends RankablePosition>(
  index: RecommendationIndex<P>,
  description: string,
  knowledge: { synonyms: readonly Synonym[]; patterns: readonly ProjectPattern[] },
): RecommendationAnswer<P> {
  const { words, terms } = expandQuery(description, knowledge.synonyms);
  if (words.length === 0) return { kind: "empty" };
  const tokens = tokenize(description);
  const bySlug = new Map(index.docs.map((doc) => [doc.position.slug, doc]));
  const candidates = new Map<IndexedDoc<P>, Candidate<P>>();
  const candidate = (doc: IndexedDoc<P>) => {
    let found = candidates.get(doc);
    if (!found) {
      found = { doc, score: 0, quantity: 1, patterns: [], strongestPattern: 0 };
      candidates.set(doc, found);
    }
    return found;
  };

  for (const pattern of knowledge.patterns) {
    const cues = matchedCues(tokens, pattern.cues);
    if (cues.length === 0) continue;
    pattern.roles.forEach((role, rank) => {
      const doc = bySlug.get(role.role);
      // A pattern may name a role the catalog no longer has; the rest of it still counts.
      if (!doc) return;
      const entry = candidate(doc);
      entry.score += cues.length / (1 + PATTERN_RANK_DECAY * rank);
      entry.quantity = Math.max(entry.quantity, role.quantity);
      entry.strongestPattern = Math.max(entry.strongestPattern, cues.length);
      entry.patterns.push({ pattern: pattern.title, words: cues, why: role.why });
    });
  }

  const keyword = keywordMatches(index, terms);
  const bestKeyword = Math.max(0, ...[...keyword.values()].map((match) => match.score));
  for (const [doc, match] of keyword) {
    const share = match.score / bestKeyword;
    if (share < RELATIVE_CUTOFF) continue;
    const entry = candidate(doc);
    entry.score += KEYWORD_WEIGHT * share;
    entry.keyword = match;
  }

  if (candidates.size === 0) return { kind: "no-match", words };
  const ranked = [...candidates.values()].sort(
    (a, b) => b.score - a.score || a.doc.position.name.localeCompare(b.doc.position.name),
  );
  const best = ranked[0]!.score;
  return {
    kind: "results",
    recommendations: ranked
      .filter((entry) => entry.score >= best * RELATIVE_CUTOFF)
      .slice(0, MAX_RECOMMENDATIONS)
      .map((entry) => ({
        position: entry.doc.position,
        quantity: entry.quantity,
        confidence: confidenceOf(entry, best),
        patterns: entry.patterns,
        matchedWords: entry.keyword?.matchedWords ?? [],
        synonymMatches: entry.keyword?.synonymMatches ?? [],
        matchedSkills: entry.keyword?.matchedSkills ?? [],
      })),
  };
}

/**
 * Strong: near the top and backed by two cues of one pattern or by a skill the visitor named.
 * Good: a solid share of the best. Possible: the rest that passed the cut.
 */
function confidenceOf<P extends RankablePosition>(entry: Candidate<P>, best: number): Confidence {
  const share = entry.score / best;
  const named = (entry.keyword?.matchedSkills.length ?? 0) > 0;
  if (share >= 0.6 && (entry.strongestPattern >= 2 || named)) return "strong";
  if (share >= 0.4) return "good";
  return "possible";
}
