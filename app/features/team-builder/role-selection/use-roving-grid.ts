import { type KeyboardEvent, useCallback, useState } from "react";

/**
 * One tab stop for a grid of cards (the WAI-ARIA roving tabindex pattern): Tab enters the grid
 * at the last card used and leaves it at once; arrow keys move between cards (up and down by
 * the number of cards a row shows at the current width), Home and End go to the first and
 * last card. The grid's element carries `data-roving-grid`; each card's focusable control
 * gets `itemProps`.
 */
export function useRovingGrid(count: number) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(count - 1, 0));

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const grid = event.currentTarget.closest("[data-roving-grid]");
    if (!grid) return;
    const items = [...grid.querySelectorAll<HTMLElement>("[data-roving-item]")];
    const from = items.indexOf(document.activeElement as HTMLElement);
    if (from < 0 || items.length === 0) return;
    const top = items[0]!.getBoundingClientRect().top;
    const columns = Math.max(
      1,
      items.filter((item) => Math.abs(item.getBoundingClientRect().top - top) < 2).length,
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
    const target = Math.min(Math.max(to, 0), items.length - 1);
    setActive(target);
    items[target]!.focus();
  }, []);

  /** Props for the card at `index`: in the tab order only when it is the active one. */
  const itemProps = (index: number) => ({
    tabIndex: index === current ? 0 : -1,
    "data-roving-item": "",
    onFocus: () => setActive(index),
    onKeyDown,
  });

  return { itemProps };
}
