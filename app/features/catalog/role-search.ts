import { skillTerm } from "~/lib/skills/skill-vocabulary";

// Role search's text rules, shared by the server (what the query matches) and the page (what
// it highlights), so both agree on what a match is: lower case, accents removed, words of
// letters, digits and the few symbols skill names use (C#, C++, Node.js, CI/CD).

/**
 * A word visitors type and the catalog words it also finds (CMS synonyms: "banking" also
 * finds "fintech").
 */
export interface SearchSynonym {
  term: string;
  matches: readonly string[];
}

export interface SearchToken {
  /** The visitor's word, folded. */
  word: string;
  /**
   * The word, its CMS synonyms' targets and the skill vocabulary's name for it ("k8s" is
   * "kubernetes"): a position matches the token when it holds any. One written with a space
   * each side (" go ") counts only as a whole word (see `isWholeWord`).
   */
  alternatives: string[];
}

/**
 * Shorter skill names found through the vocabulary are matched as whole words: "golang"
 * means Go, and "go" inside "google", "django" and "mongodb" is not it.
 */
const MIN_SUBSTRING_NAME = 3;

/** Whether an alternative is to be found as a whole word rather than anywhere in the text. */
export function isWholeWord(alternative: string): boolean {
  return alternative.length > 2 && alternative.startsWith(" ") && alternative.endsWith(" ");
}

/**
 * The folded name of the catalog skill the skill vocabulary knows the word as ("k8s" and
 * "kube" are Kubernetes, "golang" is Go), tried as typed and in the singular; null when the
 * word is no known spelling of a skill.
 */
function vocabularyName(raw: string, word: string): string | null {
  for (const spelling of [raw, word]) {
    const term = skillTerm(spelling);
    if (term.slug === null) continue;
    const name = foldSearchText(term.name);
    return name.length < MIN_SUBSTRING_NAME ? ` ${name} ` : name;
  }
  return null;
}

/** At most this many words count; a pasted paragraph is not a search. */
const MAX_TOKENS = 6;

// Every role card's texts are folded on every search: plain ASCII, nearly all of them, has no
// accent to take off, and skipping Unicode normalisation for it took folding from the largest
// cost of a search page's render to almost nothing.
const ASCII_ONLY = /^\p{ASCII}*$/u;

/** Lower case without accents, one character at a time so indexes stay aligned. */
export function foldChar(char: string): string {
  if (char.length === 1 && char.charCodeAt(0) < 0x80) return char.toLowerCase();
  return char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function foldSearchText(text: string): string {
  if (ASCII_ONLY.test(text)) return text.toLowerCase();
  return [...text].map(foldChar).join("");
}

function words(text: string): string[] {
  return foldSearchText(text).match(/[\p{L}\p{N}#+./-]+/gu) ?? [];
}

/** Plural and singular meet: "payments" finds "payment", "apis" finds "api". */
function singular(word: string): string {
  // "node.js", "c#": names, not plurals.
  if (!/^\p{L}+$/u.test(word)) return word;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The search's words, each with its alternatives: the word itself (singular, so it is found
 * inside the plural too), the targets of any CMS synonym for it, and the name of the skill
 * the skill vocabulary knows it as. One-letter words are dropped (they match everything),
 * and so are words that repeat.
 */
export function searchTokens(
  search: string,
  synonyms: readonly SearchSynonym[] = [],
): SearchToken[] {
  const table = new Map<string, string[]>();
  for (const synonym of synonyms) {
    const key = singular(foldSearchText(synonym.term.trim()));
    const targets = synonym.matches.map((match) => foldSearchText(match.trim())).filter(Boolean);
    table.set(key, [...(table.get(key) ?? []), ...targets]);
  }
  const seen = new Set<string>();
  const tokens: SearchToken[] = [];
  for (const raw of words(search)) {
    const trimmed = raw.replace(/^[./-]+|[./-]+$/g, "");
    const word = singular(trimmed);
    if (word.length < 2 || seen.has(word)) continue;
    seen.add(word);
    const skill = vocabularyName(trimmed, word);
    const alternatives = [word, ...(table.get(word) ?? [])];
    // The word found inside the skill's name already finds it ("node" in "node.js").
    if (skill !== null && !skill.includes(word)) alternatives.push(skill);
    tokens.push({ word, alternatives: [...new Set(alternatives)] });
    if (tokens.length === MAX_TOKENS) break;
  }
  return tokens;
}

/**
 * LIKE patterns (containing the word anywhere) for every spelling one edit away: a letter
 * missing ("pythn"), one extra ("pythonn"), one wrong ("pithon"), or two neighbours swapped
 * ("pyhton"). "_" stands for any one letter, so an insertion or substitution is one pattern
 * per position, not one per letter of the alphabet. Trigram similarity misses the swaps (3 of
 * 11 trigrams shared for "pyhton") and costs far more per row.
 */
export function typoPatterns(word: string): string[] {
  const chars = [...word];
  const escaped = chars.map((char) => char.replace(/[\\%_]/g, "\\$&"));
  const join = (parts: string[]) => `%${parts.join("")}%`;
  const patterns = new Set<string>();
  for (let i = 0; i <= chars.length; i++) {
    // A letter missing from what was typed: any one letter at i.
    patterns.add(join([...escaped.slice(0, i), "_", ...escaped.slice(i)]));
    if (i === chars.length) break;
    // A wrong letter at i.
    patterns.add(join([...escaped.slice(0, i), "_", ...escaped.slice(i + 1)]));
    // An extra letter at i (only when what is left is still a word worth matching).
    if (chars.length > 4) patterns.add(join([...escaped.slice(0, i), ...escaped.slice(i + 1)]));
    // Two neighbours swapped.
    if (i < chars.length - 1 && chars[i] !== chars[i + 1]) {
      patterns.add(
        join([...escaped.slice(0, i), escaped[i + 1]!, escaped[i]!, ...escaped.slice(i + 2)]),
      );
    }
  }
  return [...patterns];
}

/**
 * Where the searched words occur in a text shown on the page, as [start, end) ranges in the
 * text's own characters, merged and in order. Accents and case do not matter, as in the
 * search itself; a whole-word needle (" go ") is marked where no letter or digit touches it.
 */
export function highlightRanges(text: string, needles: readonly string[]): [number, number][] {
  // Folding one UTF-16 unit at a time keeps the folded text's indexes equal to the text's
  // for Latin letters; a character that folds to a different length is left unmatched.
  const units = [...text];
  if (units.length !== text.length) return [];
  const haystack = ASCII_ONLY.test(text)
    ? text.toLowerCase()
    : units
        .map((char) => {
          const one = foldChar(char);
          return one.length === 1 ? one : "\u0000";
        })
        .join("");
  const ranges: [number, number][] = [];
  const wordChar = (at: number) =>
    at >= 0 && at < haystack.length && /[\p{L}\p{N}]/u.test(haystack[at]!);
  for (const given of needles) {
    const whole = isWholeWord(given);
    const needle = whole ? given.trim() : given;
    if (needle.length < 2) continue;
    let from = 0;
    for (;;) {
      const at = haystack.indexOf(needle, from);
      if (at < 0) break;
      const end = at + needle.length;
      if (!whole || (!wordChar(at - 1) && !wordChar(end))) ranges.push([at, end]);
      from = end;
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
