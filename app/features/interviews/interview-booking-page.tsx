import { Form, Link } from "react-router";

import { CheckboxField } from "~/components/form/checkbox-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { controlProps, FieldShell, inputClass } from "~/components/form/field-shell";
import { SuccessPanel } from "~/components/form/success-panel";
import { zoneCity } from "~/features/booking/booking-time";
import { SampleBadge } from "~/features/talent/talent-badges";
import type { FormFailure } from "~/lib/forms/form-result";
import { INTERVIEW_WINDOWS, type PreferredSlot, WEEKDAYS } from "~/lib/interview-windows";

import { chosenSlot, slotFieldId, slotValue } from "./interview-names";
import type { BookableEngineer, InterviewPlan, InterviewSummary } from "./interview-plan.server";
import { clientTime, dayGroups, engineerTime, optionLabel } from "./interview-times";

// The client's interview page: a time for each engineer they chose, booked together with one
// button, and every interview already booked in one list with its private change link. Native
// selects with a group per day: they post without JavaScript, and phones show their own
// picker. The page ships no script of its own.

export interface InterviewPageProps {
  plan: InterviewPlan;
  preferred: PreferredSlot[];
  minutes: number;
  managePaths: Record<string, string>;
  justBooked: string[];
  /** Where the client's 48-hour guarantee stands, in plain words; null without a clock. */
  guaranteeLine: string | null;
  failure: FormFailure | null;
}

function preferredText(preferred: readonly PreferredSlot[]): string {
  return preferred
    .map((slot) => {
      const day = WEEKDAYS.find((entry) => entry.value === slot.day)?.label ?? slot.day;
      const window = INTERVIEW_WINDOWS.find((entry) => entry.value === slot.window);
      return `${day} ${window?.label.toLowerCase() ?? slot.window}`;
    })
    .join(", ");
}

function EngineerTimes({
  engineer,
  clientZone,
  preferred,
  failure,
}: {
  engineer: BookableEngineer;
  clientZone: string;
  preferred: readonly PreferredSlot[];
  failure: FormFailure | null;
}) {
  const id = slotFieldId(engineer.roleId, engineer.candidateId);
  const error = failure?.fieldErrors[id];
  const groups = dayGroups(engineer.offered.days);
  const hint =
    preferred.length > 0 && !engineer.offered.matchedPreferred
      ? `None of your preferred windows (${preferredText(preferred)}) fits ${engineer.handle}'s working day; these are the times that do.`
      : `${engineer.handle} works on ${zoneCity(engineer.engineerTimeZone)} time; their local time is in brackets.`;
  return (
    <li className="rounded-card border border-ink-200 bg-white p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-display text-xl font-semibold text-ink-900">{engineer.handle}</h3>
        {engineer.sample ? <SampleBadge /> : null}
      </div>
      <p className="text-ink-600">{engineer.roleTitle}</p>
      <div className="mt-4">
        {groups.length === 0 ? (
          <p className="text-ink-700">
            No time in the next two weeks fits both {engineer.handle}'s working day and our
            interview hours. Ask us on your shortlist page and we will arrange one.
          </p>
        ) : (
          <FieldShell
            id={id}
            label={`Interview time with ${engineer.handle}`}
            error={error}
            hint={hint}
          >
            <select
              name="slot"
              defaultValue={chosenSlot(failure, engineer.roleId, engineer.candidateId) ?? ""}
              className={inputClass}
              {...controlProps(id, error, true)}
            >
              <option value="">Not now</option>
              {groups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.slots.map((slot) => (
                    <option
                      key={slot.startsAt}
                      value={slotValue(engineer.roleId, engineer.candidateId, slot.startsAt)}
                    >
                      {optionLabel(slot.startsAt, clientZone, engineer.engineerTimeZone)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </FieldShell>
        )}
      </div>
    </li>
  );
}

function BookedList({
  interviews,
  clientZone,
  managePaths,
}: {
  interviews: InterviewSummary[];
  clientZone: string;
  managePaths: Record<string, string>;
}) {
  return (
    <section aria-labelledby="booked-heading" className="mt-12">
      <h2 id="booked-heading" className="font-display text-2xl font-semibold text-ink-900">
        Your interviews
      </h2>
      {interviews.length === 0 ? (
        <p className="mt-3 text-ink-700">None booked yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {interviews.map((interview) => (
            <li
              key={interview.id}
              className="grid gap-1 rounded-card border border-ink-200 bg-white p-5 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div>
                <p className="font-semibold text-ink-900">
                  {interview.handle}, {interview.roleTitle}
                  {interview.sample ? (
                    <span className="ml-2 align-middle">
                      <SampleBadge />
                    </span>
                  ) : null}
                  {interview.status === "cancelled" ? (
                    <span className="ml-2 rounded-full bg-ink-100 px-2 py-0.5 text-sm font-medium text-ink-700">
                      Cancelled
                    </span>
                  ) : null}
                </p>
                <p className="text-ink-700">
                  <time dateTime={interview.startsAt}>
                    {clientTime(interview.startsAt, clientZone)}
                  </time>{" "}
                  {`(${engineerTime(interview.startsAt, clientZone, interview.engineerTimeZone)})`}
                </p>
                <p className="text-sm text-ink-600">
                  Reference <span className="font-mono">{interview.reference}</span>
                </p>
              </div>
              {interview.status === "confirmed" && managePaths[interview.id] ? (
                <Link to={managePaths[interview.id]!} className="btn-secondary justify-self-start">
                  Reschedule or cancel
                  <span className="sr-only">{` the interview with ${interview.handle}`}</span>
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function InterviewBookingPage({
  plan,
  preferred,
  minutes,
  managePaths,
  justBooked,
  guaranteeLine,
  failure,
}: InterviewPageProps) {
  const open = plan.engineers.filter((engineer) => !engineer.booked);
  const city = zoneCity(plan.clientTimeZone);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page max-w-4xl py-12 sm:py-16">
        <h1 className="font-display text-3xl font-bold text-ink-900 sm:text-4xl">
          Book your interviews
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-ink-700">
          {`Each interview is ${minutes} minutes. Times are in ${city} time, with the engineer's own time in brackets. Both of you get a calendar invite, and you can move or cancel it from your interview list.`}
        </p>
        {guaranteeLine ? <p className="mt-2 max-w-3xl text-ink-700">{guaranteeLine}</p> : null}
        {justBooked.length > 0 ? (
          <div className="mt-8">
            <SuccessPanel
              heading={justBooked.length === 1 ? "Interview booked" : "Interviews booked"}
              message={
                justBooked.length === 1
                  ? "We have sent the invites to you and to the engineer."
                  : `We have sent the invites to you and to the engineers. Your references: ${justBooked.join(", ")}.`
              }
              reference={justBooked.length === 1 ? justBooked[0] : null}
            />
          </div>
        ) : null}
        {open.length > 0 ? (
          <Form method="post" noValidate className="mt-10 grid gap-6">
            {failure ? (
              <ErrorSummary fieldErrors={failure.fieldErrors} formError={failure.formError} />
            ) : null}
            <h2 className="font-display text-2xl font-semibold text-ink-900">Choose times</h2>
            <ul className="grid gap-4">
              {open.map((engineer) => (
                <EngineerTimes
                  key={`${engineer.roleId}:${engineer.candidateId}`}
                  engineer={engineer}
                  clientZone={plan.clientTimeZone}
                  preferred={preferred}
                  failure={failure}
                />
              ))}
            </ul>
            <CheckboxField
              name="shareCompanyName"
              defaultChecked={failure?.values.shareCompanyName === "yes"}
              label="Tell the engineers our company's name. Without this they learn only what kind of company you are until the interview."
            />
            <button type="submit" className="btn-primary justify-self-start">
              Book interviews
            </button>
          </Form>
        ) : (
          <p className="mt-10 max-w-3xl text-ink-700">
            {plan.engineers.length === 0
              ? "Choose \u201cInterview\u201d for the engineers you want to meet on your shortlist, then come back here to pick the times."
              : "Every engineer you chose has an interview booked."}
          </p>
        )}
        <BookedList
          interviews={plan.interviews}
          clientZone={plan.clientTimeZone}
          managePaths={managePaths}
        />
        <p className="mt-10">
          <Link to="/shortlist" className="link">
            Back to your shortlist
          </Link>
        </p>
      </div>
    </section>
  );
}
