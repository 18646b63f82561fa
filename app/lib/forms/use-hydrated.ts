import { useSyncExternalStore } from "react";

import { currentZone } from "~/lib/zoned-time";

const subscribe = () => () => {};

/** False in the server render and the hydration pass, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Whether React already runs in this browser (the root marks the document once it has
 * hydrated), read without subscribing. For a value only the first render needs: subscribing
 * with useHydrated would re-render the whole component, at once, as hydration ends.
 */
export function hasHydrated(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";
}

// Where the browser has no Temporal, asking Intl for the zone loads ICU's date data: 25–70 ms
// on a fast machine, four times that on a mid-range phone. Read during hydration's effects it
// made one long task of them, so it is read once, in a task of its own, and the first render
// shows "" as the server did.
let browserTimeZone: string | undefined;

function subscribeToTimeZone(notify: () => void): () => void {
  if (browserTimeZone !== undefined) return () => {};
  const timer = setTimeout(() => {
    readBrowserTimeZone();
    notify();
  }, 0);
  return () => clearTimeout(timer);
}

const timeZoneSnapshot = () => browserTimeZone ?? "";

/**
 * The browser's IANA time zone, read now. For a form that only sends the zone: reading it as
 * the visitor starts on the form (or submits it) keeps that cost out of the page's load.
 */
export function readBrowserTimeZone(): string {
  browserTimeZone ??= currentZone();
  return browserTimeZone;
}

/** The browser's IANA time zone; "" on the server and until the browser has said. */
export function useBrowserTimeZone(): string {
  return useSyncExternalStore(subscribeToTimeZone, timeZoneSnapshot, () => "");
}
