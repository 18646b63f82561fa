import { Form, Link } from "react-router";

import { ErrorSummary } from "~/components/form/error-summary";
import { controlProps, FieldShell, inputClass } from "~/components/form/field-shell";
import { SuccessPanel } from "~/components/form/success-panel";
import { SampleBadge } from "~/features/talent/talent-badges";
import type { FormFailure } from "~/lib/forms/form-result";

import type { InterviewSummary } from "./interview-plan.server";
import type { InterviewSlots } from "./interview-slots";
import { clientTime, dayGroups, engineerTime, optionLabel } from "./interview-times";

// One interview through its private link: when it is, a new time to move it to, or a cancel.
// Changes close some hours before the interview (the CMS's change cutoff); after that the page
// says how to reach the team instead of offering forms that would be refused.

export interface ManagePageProps {
  interview: InterviewSummary;
  clientTimeZone: string;
  canChange: boolean;
  deadline: string;
  offered: InterviewSlots;
  done: "reschedule" | "cancel" | null;
  failure: FormFailure | null;
}

export function InterviewManagePage({
  interview,
  clientTimeZone,
  canChange,
  deadline,
  offered,
  done,
  failure,
}: ManagePageProps) {
  const cancelled = interview.status === "cancelled";
  const groups = dayGroups(offered.days);
  const error = failure?.fieldErrors.startsAt;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page max-w-3xl py-12 sm:py-16">
        <h1 className="font-display text-3xl font-bold text-ink-900 sm:text-4xl">
          {`Your interview with ${interview.handle}`}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-ink-700">
          {interview.roleTitle}
          {interview.sample ? <SampleBadge /> : null}
        </p>
        {done ? (
          <div className="mt-8">
            <SuccessPanel
              heading={done === "cancel" ? "Interview cancelled" : "Interview moved"}
              message={
                done === "cancel"
                  ? "We have told the engineer and sent you a calendar update that removes it."
                  : "We have sent you and the engineer an updated invite."
              }
              reference={interview.reference}
            />
          </div>
        ) : null}
        <dl className="mt-8 grid gap-3 rounded-card border border-ink-200 bg-white p-6 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-medium text-ink-900">When</dt>
          <dd className="text-ink-700">
            <time dateTime={interview.startsAt}>
              {clientTime(interview.startsAt, clientTimeZone)}
            </time>{" "}
            {`(${engineerTime(interview.startsAt, clientTimeZone, interview.engineerTimeZone)})`}
          </dd>
          <dt className="font-medium text-ink-900">Reference</dt>
          <dd className="font-mono text-ink-700">{interview.reference}</dd>
          <dt className="font-medium text-ink-900">Status</dt>
          <dd className="text-ink-700">{cancelled ? "Cancelled" : "Booked"}</dd>
        </dl>
        {failure ? (
          <div className="mt-8">
            <ErrorSummary fieldErrors={failure.fieldErrors} formError={failure.formError} />
          </div>
        ) : null}
        {!cancelled && canChange ? (
          <>
            <Form method="post" noValidate className="mt-10 grid gap-4">
              <h2 className="font-display text-2xl font-semibold text-ink-900">Move it</h2>
              <p className="text-ink-700">
                {`You can move or cancel it online until ${clientTime(deadline, clientTimeZone)}.`}
              </p>
              {groups.length === 0 ? (
                <p className="text-ink-700">No other time fits both sides in the next two weeks.</p>
              ) : (
                <FieldShell id="startsAt" label="New time" required error={error}>
                  <select
                    name="startsAt"
                    defaultValue={failure?.values.startsAt ?? ""}
                    className={inputClass}
                    {...controlProps("startsAt", error)}
                  >
                    <option value="">Choose a time</option>
                    {groups.map((group) => (
                      <optgroup key={group.label} label={group.label}>
                        {group.slots.map((slot) => (
                          <option key={slot.startsAt} value={slot.startsAt}>
                            {optionLabel(slot.startsAt, clientTimeZone, interview.engineerTimeZone)}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                </FieldShell>
              )}
              <button
                type="submit"
                name="intent"
                value="reschedule"
                className="btn-primary justify-self-start"
              >
                Move the interview
              </button>
            </Form>
            <Form method="post" className="mt-10 grid gap-4">
              <h2 className="font-display text-2xl font-semibold text-ink-900">Cancel it</h2>
              <p className="text-ink-700">
                We tell the engineer and send both of you a calendar update that removes it.
              </p>
              <button
                type="submit"
                name="intent"
                value="cancel"
                className="btn-secondary justify-self-start"
              >
                Cancel the interview
              </button>
            </Form>
          </>
        ) : !cancelled ? (
          <p className="mt-10 text-ink-700">
            This interview is too close to change online. Please reply to our e-mail and we will
            sort it out with the engineer.
          </p>
        ) : null}
        <p className="mt-10">
          <Link to="/shortlist/interviews" className="link">
            All your interviews
          </Link>
        </p>
      </div>
    </section>
  );
}
