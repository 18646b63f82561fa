// A funnel page is painted before its JavaScript arrives (decision 067). Links and form
// buttons work in that moment as plain HTML, and fields changed then are handed to React as
// hydration commits (pre-hydration-input.ts). A button that only a script can act on (a menu
// trigger, the seniority picker, the recommendations toggle) would do nothing, and the
// visitor's click would be lost without a sign. So such clicks are written down from the
// moment the page is parsed and performed, in order, once React has taken over the page.
//
// Once the client entry starts hydrating, React hears every event itself (it hydrates the
// part clicked at once and then dispatches the click), so the list is closed just before.

declare global {
  interface Window {
    /** Buttons clicked before hydration began; absent once it has. */
    __clickedBeforeHydration?: HTMLButtonElement[];
  }
}

/**
 * Inline script, run by the page's bootstrap as soon as the document is parsed: collects
 * clicks on `type="button"` buttons, the ones with no meaning without a script.
 */
export const RECORD_CLICKS_BEFORE_HYDRATION =
  "window.__clickedBeforeHydration = [];" +
  ' window.addEventListener("click", (event) => {' +
  " const clicked = window.__clickedBeforeHydration;" +
  ' const button = clicked && event.target?.closest?.("button[type=button]");' +
  " if (button && !button.disabled) clicked.push(button); }, true);";

let recorded: HTMLButtonElement[] = [];

/** Closes the list: called by the client entry right before it starts hydrating. */
export function stopRecordingClicks(): void {
  recorded = window.__clickedBeforeHydration ?? [];
  window.__clickedBeforeHydration = undefined;
}

/**
 * Clicks again, in the order the visitor made them, every button clicked before hydration
 * that is still on the page and enabled, each in a task of its own as the visitor's were:
 * React renders what a click changed in a microtask after it, and a second click on one
 * checkbox has to see what the first one left. Called once hydration has committed, after the
 * fields have been replayed (a button may act on what was typed).
 */
export async function replayClicksBeforeHydration(): Promise<void> {
  const clicks = recorded;
  recorded = [];
  for (const button of clicks) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (button.isConnected && !button.disabled) button.click();
  }
}
