import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server render and the hydration pass, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The browser's IANA time zone; "" on the server. */
export function useBrowserTimeZone(): string {
  return useSyncExternalStore(
    subscribe,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? "",
    () => "",
  );
}
