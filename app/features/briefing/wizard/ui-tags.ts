// The rules of a tag list, kept apart from the input so they can be tested: blank text and
// a tag already listed are ignored, a typed tag takes the spelling of the suggestion it names
// (or the one its list's spelling gives it), and the list stops at its limit.

export interface TagSuggestion {
  label: string;
  /** The heading the suggestion is listed under ("Frontend"). */
  group?: string;
  /** Other ways people write it ("k8s" for Kubernetes): typing one finds the suggestion. */
  aliases?: readonly string[];
}

/**
 * How a list spells a tag and tells duplicates apart: the name to store and the key two
 * spellings of one tag share. Without one, a tag is stored as typed and compared ignoring case.
 */
export type TagSpelling = (typed: string) => { name: string; key: string };

const asTyped: TagSpelling = (typed) => ({ name: typed, key: typed.toLowerCase() });

export type AddTagResult =
  | { kind: "added"; tags: string[]; tag: string }
  | { kind: "blank" }
  | { kind: "duplicate"; tag: string }
  | { kind: "full" };

/** Trims and collapses inner spaces: "  Node.js   18 " → "Node.js 18". */
export function normalizeTag(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

export function addTag(
  tags: readonly string[],
  text: string,
  options: {
    suggestions?: readonly TagSuggestion[];
    maxItems: number;
    maxLength: number;
    spell?: TagSpelling;
  },
): AddTagResult {
  const typed = normalizeTag(text).slice(0, options.maxLength);
  if (typed === "") return { kind: "blank" };
  const spell = options.spell ?? asTyped;
  const lower = typed.toLowerCase();
  const suggested =
    options.suggestions?.find((item) => item.label.toLowerCase() === lower)?.label ?? typed;
  const { name, key } = spell(suggested);
  const existing = tags.find((item) => spell(item).key === key);
  if (existing !== undefined) return { kind: "duplicate", tag: existing };
  if (tags.length >= options.maxItems) return { kind: "full" };
  return { kind: "added", tags: [...tags, name], tag: name };
}

/**
 * The suggestions matching the typed text (anywhere in the label or one of its aliases,
 * ignoring case), leaving out those already chosen; the ones that start with the text come
 * first, each group kept together in the order the groups were given.
 */
export function matchSuggestions(
  suggestions: readonly TagSuggestion[],
  text: string,
  chosen: readonly string[],
  { limit = 40, spell = asTyped }: { limit?: number; spell?: TagSpelling } = {},
): TagSuggestion[] {
  const query = normalizeTag(text).toLowerCase();
  const taken = new Set(chosen.map((tag) => spell(tag).key));
  const groups = [...new Set(suggestions.map((item) => item.group ?? ""))];
  const spellings = (item: TagSuggestion) =>
    [item.label, ...(item.aliases ?? [])].map((spelling) => spelling.toLowerCase());
  const rank = (item: TagSuggestion) =>
    spellings(item).some((spelling) => spelling.startsWith(query)) ? 0 : 1;
  return suggestions
    .filter(
      (item) =>
        !taken.has(spell(item.label).key) &&
        spellings(item).some((spelling) => spelling.includes(query)),
    )
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        groups.indexOf(a.item.group ?? "") - groups.indexOf(b.item.group ?? "") ||
        rank(a.item) - rank(b.item) ||
        a.index - b.index,
    )
    .slice(0, limit)
    .map(({ item }) => item);
}
