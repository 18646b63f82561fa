import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page arrives rendered; hydrating is what makes its forms smarter, not what shows them.
// Module scripts run as soon as they are in, which on a phone was before the browser had
// painted the page it already had: the first paint waited for React. Hydrating after the next
// painted frame shows the page first. A hidden tab paints no frames, so it hydrates at once.
if (document.visibilityState === "hidden") {
  hydrate();
} else {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
}
