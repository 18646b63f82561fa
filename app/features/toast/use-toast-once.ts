import { useEffect, useEffectEvent, useRef } from "react";
import { useToast, type ToastInput } from "./toaster";

/**
 * Shows one toast per action result: a re-render with the same result shows nothing new,
 * a fresh result (the next submission) shows again.
 */
export function useToastOnce<Result>(
  result: Result | undefined,
  describe: (result: Result) => ToastInput,
): void {
  const toast = useToast();
  const shown = useRef<unknown>(null);
  const show = useEffectEvent((current: Result) => toast(describe(current)));
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    show(result);
  }, [result]);
}
