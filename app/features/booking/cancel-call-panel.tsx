import type { Ref } from "react";
import { Form } from "react-router";

import { EnhancedField } from "~/components/form/enhanced-field";
import { Icon } from "~/components/icon";

/**
 * The question before a call is cancelled, opened from the manage page. Without a script,
 * "Keep my call" asks the server for the page with the panel closed.
 */
export function CancelCallPanel({
  ref,
  hidden,
  visitorTime,
  cancelMessage,
  busy,
  onKeep,
}: {
  ref: Ref<HTMLDivElement>;
  hidden: boolean;
  /** The call's time as the visitor reads it. */
  visitorTime: string;
  /** Why the last cancel was refused. */
  cancelMessage: string | undefined;
  busy: boolean;
  onKeep: () => void;
}) {
  return (
    <div
      id="cancel-panel"
      ref={ref}
      tabIndex={-1}
      hidden={hidden}
      role="region"
      aria-labelledby="cancel-question"
      className="grid gap-4 rounded-card border-2 border-danger-600/60 bg-danger-50 p-4 outline-none sm:p-6"
    >
      <p id="cancel-question" className="font-semibold text-ink-900">
        Cancel this call on {visitorTime}?
      </p>
      <p className="text-sm text-ink-700">
        We&apos;ll email you a cancellation that removes it from your calendar. You can book a new
        call at any time.
      </p>
      {cancelMessage ? (
        <p role="alert" className="flex gap-2 font-medium text-danger-700">
          <Icon name="triangle-exclamation-point" className="mt-0.5 size-5 shrink-0" />
          {cancelMessage}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <EnhancedField />
          <input type="hidden" name="intent" value="cancel" />
          <button
            type="submit"
            className="btn bg-danger-700 text-white hover:bg-danger-600"
            disabled={busy}
          >
            <Icon name="calendar-x-2" className="size-4" />
            {busy ? "Cancelling..." : "Yes, cancel the call"}
          </button>
        </Form>
        <Form method="get" replace preventScrollReset>
          <button
            type="submit"
            className="btn-ghost"
            onClick={(event) => {
              event.preventDefault();
              onKeep();
            }}
          >
            Keep my call
          </button>
        </Form>
      </div>
    </div>
  );
}
