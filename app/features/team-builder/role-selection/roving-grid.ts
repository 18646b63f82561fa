const ITEM = "[data-roving-item]";

/**
 * One tab stop for a grid of cards (the WAI-ARIA roving tabindex pattern): Tab enters the grid
 * at the last card used and leaves it at once; arrow keys move between cards (up and down by
 * the number of cards a row shows at the current width), Home and End go to the first and
 * last card. The grid's element carries `data-roving-grid`, each card's focusable control
 * `data-roving-item`, and the server gives the first card `tabIndex={0}` and the others -1.
 *
 * The listeners go on an element around the grid and work on the document itself, so they
 * serve cards that React never hydrated (the grid is a static island) as well as cards it
 * drew after a search. Returns what removes them.
 */
export function listenAsRovingGrid(element: HTMLElement): () => void {
  element.addEventListener("focusin", onFocusIn);
  element.addEventListener("keydown", onKeyDown);
  return () => {
    element.removeEventListener("focusin", onFocusIn);
    element.removeEventListener("keydown", onKeyDown);
  };
}

function cardOf(event: Event) {
  const item = event.target;
  if (!(item instanceof HTMLElement) || !item.matches(ITEM)) return null;
  const grid = item.closest("[data-roving-grid]");
  return grid ? { item, grid } : null;
}

function onFocusIn(event: FocusEvent) {
  const card = cardOf(event);
  if (!card) return;
  for (const other of card.grid.querySelectorAll<HTMLElement>(ITEM)) {
    other.tabIndex = other === card.item ? 0 : -1;
  }
}

function onKeyDown(event: KeyboardEvent) {
  const card = cardOf(event);
  if (!card) return;
  const { item, grid } = card;
  const items = [...grid.querySelectorAll<HTMLElement>(ITEM)];
  const from = items.indexOf(item);
  if (from < 0) return;
  const top = items[0]!.getBoundingClientRect().top;
  const columns = Math.max(
    1,
    items.filter((other) => Math.abs(other.getBoundingClientRect().top - top) < 2).length,
  );
  const moves: Record<string, number> = {
    ArrowRight: from + 1,
    ArrowLeft: from - 1,
    ArrowDown: from + columns,
    ArrowUp: from - columns,
    Home: 0,
    End: items.length - 1,
  };
  const to = moves[event.key];
  if (to === undefined) return;
  event.preventDefault();
  items[Math.min(Math.max(to, 0), items.length - 1)]!.focus();
}
