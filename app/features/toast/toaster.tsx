import * as ToastPrimitive from "@radix-ui/react-toast";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

import { Icon } from "~/components/icon";

// One toast system for the whole site (decision 008). Its defaults: each toast stays
// 5 s, at most 3 are shown (the oldest leaves first), F8 moves focus to the region (Radix's
// default hotkey), a swipe to the right dismisses. Radix announces each toast through its
// own live region: "foreground" (assertive) for errors, "background" (polite) otherwise.

export const TOAST_DURATION_MS = 5_000;
export const TOAST_LIMIT = 3;

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * A toast replaces any open one of the same group: a form's second failed submission
   * shows one current message, not a stack of old ones.
   */
  group?: string;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** The list after showing `input`: same-group toasts go, then the oldest beyond the limit. */
export function addToast(
  current: readonly ToastItem[],
  input: ToastInput,
  id: number,
  limit: number = TOAST_LIMIT,
): ToastItem[] {
  const kept = input.group ? current.filter((item) => item.group !== input.group) : [...current];
  const open = kept.filter((item) => item.open);
  // Keep closing ones for their exit; drop the oldest open ones beyond the limit.
  const overflow = Math.max(0, open.length + 1 - limit);
  const dropped = new Set(open.slice(0, overflow).map((item) => item.id));
  return [...kept.filter((item) => !dropped.has(item.id)), { ...input, id, open: true }];
}

type ToastFn = (toast: ToastInput) => void;

const ToastContext = createContext<ToastFn | null>(null);

/** Shows a toast; outside the provider (pages without JavaScript) it does nothing. */
export function useToast(): ToastFn {
  return useContext(ToastContext) ?? noop;
}

function noop() {}

let nextId = 1;

export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const toast = useCallback<ToastFn>((input) => {
    const id = nextId++;
    setToasts((current) => addToast(current, input, id));
  }, []);

  const close = useCallback((id: number) => {
    setToasts((current) => current.filter((item) => item.id !== id));
  }, []);

  const value = useMemo(() => toast, [toast]);

  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        label="Notification"
      >
        {children}
        {toasts.map((item) => {
          const destructive = item.variant === "destructive";
          return (
            <ToastPrimitive.Root
              key={item.id}
              type={destructive ? "foreground" : "background"}
              onOpenChange={(open) => {
                if (!open) close(item.id);
              }}
              data-variant={item.variant ?? "default"}
              className={
                "toast-root group pointer-events-auto relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-menu " +
                (destructive
                  ? "border-danger-700 bg-danger-700 text-white"
                  : "border-ink-200 bg-white text-ink-900")
              }
            >
              <div className="grid gap-1">
                <ToastPrimitive.Title className="text-sm font-semibold">
                  {item.title}
                </ToastPrimitive.Title>
                {item.description ? (
                  <ToastPrimitive.Description
                    className={"text-sm " + (destructive ? "text-white" : "text-ink-700")}
                  >
                    {item.description}
                  </ToastPrimitive.Description>
                ) : null}
              </div>
              <ToastPrimitive.Close
                aria-label="Close notification"
                className={
                  "absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-control " +
                  (destructive ? "text-white hover:bg-danger-600" : "text-ink-600 hover:bg-ink-100")
                }
              >
                <Icon name="x" className="size-4" />
              </ToastPrimitive.Close>
            </ToastPrimitive.Root>
          );
        })}
        <ToastPrimitive.Viewport
          label="Notifications ({hotkey})"
          className="fixed bottom-0 right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
