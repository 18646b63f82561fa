import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { stopRecordingClicks } from "~/lib/forms/pre-hydration-clicks";

function hydrate() {
  stopRecordingClicks();
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
// The server has the modules asked for once the page is painted (decision 067); where they
// still arrive before that (the development server), hydrating waits for the next painted
// frame, so the first paint never waits for React. A hidden tab paints no frames, so it
// hydrates at once.
if (document.visibilityState === "hidden") {
  hydrate();
} else {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
}
