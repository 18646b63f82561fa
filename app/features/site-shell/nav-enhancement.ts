/**
 * The navigation is built from <details> disclosures so that it works before (and
 * without) any JavaScript: pages with nothing else to click ship no React at all.
 * This small script, inlined into every page, adds what a disclosure menu is
 * expected to do beyond that: one dropdown open at a time, Escape closes and returns
 * focus, a click outside or on a link closes, and focus leaving a dropdown closes it.
 *
 * It is serialised with Function.prototype.toString, so it must stay self-contained.
 */
export function enhanceNavigation(): void {
  const selector = "details[data-nav-disclosure]";
  const disclosures = () => Array.from(document.querySelectorAll<HTMLDetailsElement>(selector));

  document.addEventListener(
    "toggle",
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.matches(selector) || !opened.open) {
        return;
      }
      for (const other of disclosures()) {
        if (other !== opened && !other.contains(opened) && !opened.contains(other)) {
          other.open = false;
        }
      }
    },
    true,
  );

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest("a");
    for (const disclosure of disclosures()) {
      if (!disclosure.open) continue;
      if ((link && disclosure.contains(link)) || !target || !disclosure.contains(target)) {
        disclosure.open = false;
      }
    }
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = disclosures().filter((disclosure) => disclosure.open);
    if (open.length === 0) return;
    const holdingFocus = open.find((disclosure) => disclosure.contains(document.activeElement));
    for (const disclosure of open) disclosure.open = false;
    holdingFocus?.querySelector("summary")?.focus();
  });

  document.addEventListener("focusout", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const dropdown = target?.closest<HTMLDetailsElement>(`${selector}[data-nav-dropdown]`);
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (dropdown?.open && next && !dropdown.contains(next)) dropdown.open = false;
  });
}

export const navEnhancementScript = `(${enhanceNavigation.toString()})();`;
