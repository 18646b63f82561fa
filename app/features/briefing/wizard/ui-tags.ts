// The rules of a tag list, kept apart from the input so they can be tested: blank text and
// a tag already listed (in any case) are ignored, a typed tag takes the spelling of the
// suggestion it names, and the list stops at its limit.

export interface TagSuggestion {
  label: string;
  /** The heading the suggestion is listed under ("Frontend"). */
  group?: string;
}

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
  options: { suggestions?: readonly TagSuggestion[]; maxItems: number; maxLength: number },
): AddTagResult {
  const typed = normalizeTag(text).slice(0, options.maxLength);
  if (typed === "") return { kind: "blank" };
  const key = typed.toLowerCase();
  const tag = options.suggestions?.find((item) => item.label.toLowerCase() === key)?.label ?? typed;
  const existing = tags.find((item) => item.toLowerCase() === key);
  if (existing !== undefined) return { kind: "duplicate", tag: existing };
  if (tags.length >= options.maxItems) return { kind: "full" };
  return { kind: "added", tags: [...tags, tag], tag };
}

/**
 * The suggestions matching the typed text (anywhere in the label, ignoring case), leaving
 * out those already chosen; the ones that start with the text come first, each group kept
 * together in the order the groups were given.
 */
export function matchSuggestions(
  suggestions: readonly TagSuggestion[],
  text: string,
  chosen: readonly string[],
  limit = 40,
): TagSuggestion[] {
  const query = normalizeTag(text).toLowerCase();
  const taken = new Set(chosen.map((tag) => tag.toLowerCase()));
  const groups = [...new Set(suggestions.map((item) => item.group ?? ""))];
  const rank = (item: TagSuggestion) => (item.label.toLowerCase().startsWith(query) ? 0 : 1);
  return suggestions
    .filter(
      (item) => !taken.has(item.label.toLowerCase()) && item.label.toLowerCase().includes(query),
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
