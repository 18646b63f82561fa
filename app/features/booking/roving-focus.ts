import type { KeyboardEvent } from "react";

const NEXT_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  ArrowRight: (index, last) => Math.min(last, index + 1),
  ArrowDown: (index, last) => Math.min(last, index + 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Arrow keys, Home and End move focus along a row of buttons (one tab stop per row, the
 * roving tabindex pattern); Enter and Space then choose, as on any button.
 */
export function rovingKeyDown(
  event: KeyboardEvent<HTMLButtonElement>,
  keys: readonly string[],
  current: string,
  move: (key: string) => void,
) {
  const step = NEXT_KEYS[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
  const index = keys.indexOf(current);
  const next = keys[step(index === -1 ? 0 : index, keys.length - 1)];
  if (next === undefined) return;
  event.preventDefault();
  move(next);
}
