import { useEffect, useEffectEvent, useRef } from "react";

import { type ToastInput, useToast } from "./toaster";

/**
 * Shows one toast per action result: a re-render with the same result shows nothing new, a
 * fresh result (the next submission) shows again and, sharing `group`, replaces the last.
 */
export function useToastOnce<Result>(
  result: Result | undefined,
  describe: (result: Result) => ToastInput | null,
  group?: string,
): void {
  const toast = useToast();
  const shown = useRef<unknown>(null);
  const show = useEffectEvent((current: Result) => {
    const input = describe(current);
    if (input) toast({ group, ...input });
  });
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    show(result);
  }, [result]);
}
