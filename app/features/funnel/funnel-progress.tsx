import { Icon } from "~/components/icon";

import {
  FUNNEL_STEPS,
  funnelStep,
  type FunnelStepId,
  stepOfTotal,
  stepStatus,
} from "./funnel-steps";

/**
 * Where the visitor stands in the funnel: "Step N of 5" and the five steps, the current one
 * marked `aria-current="step"`, the ones their lead has done ticked. Plain server-rendered markup (no state,
 * no effects), so it reads the same on pages that ship no JavaScript.
 *
 * Phones see the numbered markers and one line naming the current step; from `sm` up every
 * step shows its label under its marker. Steps are not links: the earlier pages rebuild
 * their state from the visitor's session, and going back is the browser's Back button.
 */
export function FunnelProgress({
  current,
  done,
  className = "",
}: {
  current: FunnelStepId;
  /**
   * The steps the visitor's lead has done (funnelStepsDone); only these are ticked. Left out,
   * every step before the current one reads as done.
   */
  done?: readonly FunnelStepId[];
  className?: string;
}) {
  const here = funnelStep(current);
  return (
    <nav aria-label="Progress" className={className}>
      <p className="text-sm font-semibold text-brand-800">
        {stepOfTotal(current)}
        {/* Phones hide the step labels in the list, so the current one is named here;
            screen readers get it from the list itself. */}
        <span aria-hidden="true" className="sm:hidden">
          {" "}
          · {here.label}
        </span>
      </p>
      {/* A grid of as many columns as there are steps, not a flex row: a browser may paint
          the list before it has parsed every step, and in a flex row the steps painted then
          would narrow and move as the others arrive. */}
      <ol
        className="mt-3 grid items-start"
        style={{ gridTemplateColumns: `repeat(${FUNNEL_STEPS.length}, minmax(0, 1fr))` }}
      >
        {FUNNEL_STEPS.map((step, index) => {
          const status = stepStatus(step.id, current, done);
          const last = index === FUNNEL_STEPS.length - 1;
          return (
            <li
              key={step.id}
              aria-current={status === "current" ? "step" : undefined}
              data-status={status}
              className="relative flex min-w-0 flex-col items-center text-center"
            >
              {last ? null : (
                // The line from this marker to the next one: solid once the step is done.
                <span
                  aria-hidden="true"
                  className={`absolute left-[calc(50%+1.25rem)] right-[calc(-50%+1.25rem)] top-4 h-0.5 rounded-full ${
                    status === "complete" ? "bg-brand-700" : "bg-ink-300"
                  }`}
                />
              )}
              <span
                aria-hidden="true"
                className={`relative grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-bold ${
                  status === "complete"
                    ? "border-brand-700 bg-brand-700 text-white"
                    : status === "current"
                      ? "border-brand-700 bg-white text-brand-800 ring-4 ring-brand-100"
                      : "border-ink-300 bg-white text-ink-600"
                }`}
              >
                {status === "complete" ? (
                  <Icon name="check" className="size-4 stroke-3" />
                ) : (
                  index + 1
                )}
              </span>
              <span
                className={`sr-only sm:not-sr-only sm:mt-2 sm:px-1 sm:text-sm ${
                  status === "current"
                    ? "font-semibold text-ink-900"
                    : status === "complete"
                      ? "text-ink-700"
                      : "text-ink-600"
                }`}
              >
                {step.label}
                {status === "complete" ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
