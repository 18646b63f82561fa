import { type ReactNode, useEffect, useRef } from "react";

import { Icon } from "~/components/icon";

/**
 * What a form turns into once it is sent: a check mark, a thank-you heading, a line of what
 * happens next, the reference to quote, and the way on (`children`). The heading takes focus
 * when the panel appears, so a screen reader reads the outcome and the next Tab starts from
 * here rather than from the form that is gone.
 */
export function SuccessPanel({
  heading,
  headingLevel = 2,
  message,
  reference,
  children,
}: {
  heading: string;
  /** The level that fits the page's outline where the panel replaces its form. */
  headingLevel?: 2 | 3;
  /** The paragraph under the heading. */
  message?: ReactNode;
  /** The line is left out when there is none, e.g. a request stored before references existed. */
  reference?: string | null;
  /** Follow-up links or buttons, under the reference. */
  children?: ReactNode;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="grid justify-items-start gap-4 rounded-card bg-accent-50 p-8">
      <Icon name="circle-check" className="size-10 text-accent-700" />
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-ink-900 outline-none"
      >
        {heading}
      </Heading>
      {message ? <p className="text-ink-700">{message}</p> : null}
      {reference ? (
        <p className="text-sm text-ink-700">
          Your reference: <strong className="font-mono">{reference}</strong>
        </p>
      ) : null}
      {children}
    </div>
  );
}
