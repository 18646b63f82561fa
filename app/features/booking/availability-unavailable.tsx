import { Icon } from "~/components/icon";

import type { TeamContact } from "./reach-the-team";

/** Where the time's problem in the error summary links to when there are no free times. */
export const UNAVAILABLE_ID = "booking-availability-unavailable";

/** The database is down: say so, say how to reach a person, and keep the form. */
export function AvailabilityUnavailable({ contact }: { contact: TeamContact }) {
  return (
    <div
      id={UNAVAILABLE_ID}
      tabIndex={-1}
      role="alert"
      data-testid="availability-unavailable"
      className="grid gap-2 rounded-control border-2 border-danger-600 bg-danger-50 p-4 text-ink-900"
    >
      <p className="flex gap-2 font-semibold text-danger-700">
        <Icon name="triangle-exclamation-point" className="mt-0.5 size-5 shrink-0" />
        We can&apos;t load the free times right now.
      </p>
      <p className="text-sm">
        Please try again in a few minutes; anything you type below stays on this page.
        {contact.email || contact.phone ? (
          <>
            {" "}
            Or reach the team directly
            {contact.email ? (
              <>
                {" "}
                at{" "}
                <a className="link" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </>
            ) : null}
            {contact.phone ? (
              <>
                {contact.email ? " or" : ""} on{" "}
                <a className="link" href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>
                  {contact.phone}
                </a>
              </>
            ) : null}{" "}
            and we will book the call with you.
          </>
        ) : null}
      </p>
    </div>
  );
}
