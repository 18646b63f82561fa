import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";

import { EnhancedField } from "~/components/form/enhanced-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { SelectField } from "~/components/form/select-field";
import { EmailField, TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { Icon } from "~/components/icon";
import { PrivacyNotice } from "~/features/lead-capture/consent";
import { HoneypotField } from "~/features/lead-capture/honeypot";
import { useToastOnce } from "~/features/toast/use-toast-once";
import {
  failureMessage,
  type FieldError,
  fieldErrorsFromZod,
  type FormFailure,
  type FormResult,
} from "~/lib/forms/form-result";
import { useHydrated } from "~/lib/forms/use-hydrated";

import type { AvailabilityDay, Slot } from "./availability";
import { AvailabilityUnavailable, UNAVAILABLE_ID } from "./availability-unavailable";
import {
  BOOKING_BUDGETS,
  BOOKING_FIELDS,
  BOOKING_LIMITS,
  BOOKING_PROJECT_TYPES,
  BOOKING_ROLES,
  BOOKING_TIMELINES,
  bookingSchema,
} from "./booking-options";
import type { TeamContact } from "./reach-the-team";
import type { SlotNotice } from "./slot-notice";
import { SlotPicker } from "./slot-picker";

/** What the booking page's action answers. */
export type BookingActionData = FormResult<
  | { kind: "booked"; redirectTo: string; reference: string }
  | { kind: "resent"; message: string; values: Record<string, string> }
>;

/** Why a save refused (FormRefusal details), as the form reads it back. */
export interface BookingRefusalDetails {
  reason: "slot_taken" | "not_offered" | "already_booked";
  alternatives: Slot[];
}

export const RESEND_INTENT = "resend";

export const RESENT_MESSAGE =
  "If this email has an upcoming call, we have sent its link again. It may take a minute to arrive.";

export type BookingPrefill = Partial<Record<(typeof BOOKING_FIELDS)[number], string>>;

const TOAST_GROUP = "booking";

export function refusalDetails(result: FormFailure | undefined): BookingRefusalDetails | null {
  const details = result?.details as Partial<BookingRefusalDetails> | undefined;
  if (!details?.reason) return null;
  return { reason: details.reason, alternatives: details.alternatives ?? [] };
}

const FIELD_IDS = Object.fromEntries(BOOKING_FIELDS.map((name) => [name, `booking-${name}`]));

export function BookingForm({
  idempotencyKey,
  prefill,
  days,
  rulesZone,
  initialZone,
  followBrowserZone,
  referenceTime,
  result,
  contact,
}: {
  idempotencyKey: string;
  prefill: BookingPrefill;
  /** null when the free times could not be loaded (the database is down). */
  days: AvailabilityDay[] | null;
  rulesZone: string;
  initialZone: string;
  followBrowserZone: boolean;
  referenceTime: string;
  result: BookingActionData | undefined;
  contact: TeamContact;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  // One key per form render: a retry after an answer lost on the way books once. The
  // loader hands out a new key on each read; the form keeps the one it started with.
  const [key] = useState(
    () => (result && !result.ok && result.values.idempotencyKey) || idempotencyKey,
  );
  const [clientErrors, setClientErrors] = useState<Record<string, FieldError> | null>(null);
  const alreadyBox = useRef<HTMLDivElement>(null);
  const resentBox = useRef<HTMLParagraphElement>(null);

  const failure = result && !result.ok ? result : undefined;
  const resent = result?.ok && result.kind === "resent" ? result : undefined;
  const refusal = refusalDetails(failure);
  const conflict = failure?.formError?.code === "conflict";
  const alreadyBooked = refusal?.reason === "already_booked";
  // One notice per answer: the picker moves focus to it once.
  const notice = useMemo<SlotNotice | undefined>(() => {
    const details = refusalDetails(failure);
    return details && details.reason !== "already_booked" && failure?.formError
      ? { message: failure.formError.message, alternatives: details.alternatives }
      : undefined;
  }, [failure]);

  useToastOnce(
    failure,
    (answer) =>
      answer.formError && answer.formError.code !== "conflict"
        ? {
            title: "Your call is not booked yet",
            description: failureMessage(answer, answer.formError.message),
            variant: "destructive",
          }
        : null,
    TOAST_GROUP,
  );

  useEffect(() => {
    if (alreadyBooked) alreadyBox.current?.focus();
  }, [alreadyBooked, failure]);
  useEffect(() => {
    if (resent) resentBox.current?.focus();
  }, [resent]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting) {
      event.preventDefault();
      return;
    }
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    // Asking for the link again needs only the email; the server checks it too.
    if (submitter?.name === "intent") return;
    const data = new FormData(event.currentTarget, submitter);
    const values = Object.fromEntries(
      BOOKING_FIELDS.map((name) => [name, String(data.get(name) ?? "")]),
    );
    const parsed = bookingSchema.safeParse(values);
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrorsFromZod(parsed.error, values));
  }

  const values: Record<string, string | undefined> = failure?.values ?? resent?.values ?? prefill;
  const errors = clientErrors ?? failure?.fieldErrors ?? {};
  // A refused time is told beside the grid, not as a form error at the top.
  const summaryErrors = conflict
    ? Object.fromEntries(Object.entries(errors).filter(([name]) => name !== "startsAt"))
    : errors;
  const showSummary =
    Object.keys(summaryErrors).length > 0 || (!clientErrors && failure?.formError && !conflict);

  return (
    <Form
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="grid gap-8"
      aria-label="Book a call"
    >
      {showSummary ? (
        <ErrorSummary
          fieldErrors={summaryErrors}
          formError={clientErrors || conflict ? undefined : failure?.formError}
          description={
            Object.keys(summaryErrors).length > 0 ? "Please correct the fields below." : undefined
          }
          // Without free times there is no grid to go to: the time's problem links to the notice
          // that says why, which also says how to reach the team.
          ids={days ? FIELD_IDS : { ...FIELD_IDS, startsAt: UNAVAILABLE_ID }}
          order={BOOKING_FIELDS}
        />
      ) : null}

      {alreadyBooked && failure?.formError ? (
        <div
          ref={alreadyBox}
          tabIndex={-1}
          role="alert"
          data-testid="already-booked"
          className="grid gap-4 rounded-card border-2 border-signal-500 bg-signal-400/10 p-5 outline-none focus-visible:ring-4 focus-visible:ring-signal-500/40"
        >
          <p className="flex gap-2 text-ink-900">
            <Icon
              name="triangle-exclamation-point"
              className="mt-0.5 size-5 shrink-0 text-signal-600"
            />
            {failure.formError.message}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value={RESEND_INTENT}
              formNoValidate
              className="btn-primary"
              disabled={submitting}
            >
              <Icon name="mail" className="size-4" />
              Email me my manage link
            </button>
            <button
              type="submit"
              name="confirmSecond"
              value="1"
              className="btn-secondary"
              disabled={submitting}
            >
              <Icon name="calendar-plus" className="size-4" />
              Book a second call
            </button>
          </div>
        </div>
      ) : null}

      {resent ? (
        <p
          ref={resentBox}
          tabIndex={-1}
          role="status"
          data-testid="link-resent"
          className="flex gap-2 rounded-card border border-accent-600 bg-accent-50 p-5 text-ink-900 outline-none focus-visible:ring-4 focus-visible:ring-accent-600/40"
        >
          <Icon name="mail-check" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          {resent.message}
        </p>
      ) : null}

      <HoneypotField />
      <EnhancedField />
      <input type="hidden" name="idempotencyKey" value={key} />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-start">
        <section
          aria-labelledby="booking-time-heading"
          className="rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-6"
        >
          <h2
            id="booking-time-heading"
            className="mb-5 flex items-center gap-3 font-display text-xl font-semibold text-ink-900"
          >
            <StepNumber n={1} />
            Choose a time
          </h2>
          {days ? (
            <SlotPicker
              idPrefix="booking"
              days={days}
              rulesZone={rulesZone}
              initialZone={initialZone}
              followBrowserZone={followBrowserZone}
              defaultValue={values.startsAt ?? ""}
              referenceTime={referenceTime}
              error={conflict ? undefined : errors.startsAt}
              notice={notice}
            />
          ) : (
            <AvailabilityUnavailable contact={contact} />
          )}
        </section>

        <section
          aria-labelledby="booking-details-heading"
          className="rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-6"
        >
          <h2
            id="booking-details-heading"
            className="mb-5 flex items-center gap-3 font-display text-xl font-semibold text-ink-900"
          >
            <StepNumber n={2} />
            Your details
          </h2>
          <div className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                id="booking-name"
                name="name"
                label="Name"
                error={errors.name}
                required
                autoComplete="name"
                maxLength={120}
                defaultValue={values.name}
              />
              <EmailField
                id="booking-email"
                name="email"
                label="Work email"
                error={errors.email}
                required
                defaultValue={values.email}
              />
              <TextField
                id="booking-company"
                name="company"
                label="Company"
                error={errors.company}
                required
                autoComplete="organization"
                maxLength={160}
                defaultValue={values.company}
              />
              <SelectField
                id="booking-role"
                name="role"
                label="Your role"
                error={errors.role}
                required
                options={BOOKING_ROLES}
                placeholder="Choose your role"
                defaultValue={values.role ?? ""}
              />
              <SelectField
                id="booking-projectType"
                name="projectType"
                label="Project type"
                error={errors.projectType}
                required
                options={BOOKING_PROJECT_TYPES}
                placeholder="Choose a project type"
                defaultValue={values.projectType ?? ""}
              />
              <SelectField
                id="booking-budget"
                name="budget"
                label="Budget"
                error={errors.budget}
                options={BOOKING_BUDGETS}
                placeholder="Choose a range"
                defaultValue={values.budget ?? ""}
              />
              <SelectField
                id="booking-timeline"
                name="timeline"
                label="Timeline"
                error={errors.timeline}
                options={BOOKING_TIMELINES}
                placeholder="Choose a timeline"
                defaultValue={values.timeline ?? ""}
              />
            </div>
            <TextareaField
              id="booking-description"
              name="description"
              label="What would you like to discuss?"
              hint="A few lines about the project help the expert prepare."
              error={errors.description}
              rows={4}
              maxLength={BOOKING_LIMITS.description}
              defaultValue={values.description}
            />
            <PrivacyNotice action="booking this call" />
            <div>
              <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
                <Icon name="calendar-plus" className="size-4" />
                {submitting ? "Booking your call..." : "Book my call"}
              </button>
            </div>
          </div>
        </section>
      </div>
    </Form>
  );
}

function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
    >
      {n}
    </span>
  );
}
