import { loadBookingContent } from "~/features/booking/booking-content.server";
import { clientGuaranteeLine } from "~/features/guarantee/guarantee-client-line";
import { leadGuarantee } from "~/features/guarantee/guarantee-clock.server";
import { readLeadId } from "~/features/lead/lead-session.server";
import { inZone } from "~/features/shortlist/shortlist-mail.server";
import { formAction, FormRefusal } from "~/lib/forms/form-action.server";
import { siteOrigin } from "~/lib/site-origin.server";

import { bookInterviews, manageTokenFor, pickKey } from "./interview-booking.server";
import {
  cancelInterview,
  canChangeInterview,
  CHANGE_MESSAGES,
  interviewChangeDeadline,
  loadInterviewByToken,
  rescheduleInterview,
} from "./interview-change.server";
import {
  BOOK_FAILED,
  BOOK_FIELDS,
  BOOK_LIST_FIELDS,
  MANAGE_FIELDS,
  slotFieldId,
} from "./interview-names";
import { INTERVIEWS_PATH, manageInterviewPath } from "./interview-paths";
import { loadInterviewPlan } from "./interview-plan.server";
import { bookInterviewsSchema, manageInterviewSchema } from "./interview-schemas";

// The interview pages' loaders and actions. The booking page finds the client through the
// lead cookie alone, so a post can only book for the visitor's own shortlist; the manage page
// is reached by its private link, as for calls.

export interface BookedDone {
  references: string[];
}

async function context(request: Request, now: Date) {
  const content = await loadBookingContent();
  return { rules: content.interview, now, siteOrigin: siteOrigin(request) };
}

/** The booking page's data, with each booked interview's manage link; null without a shortlist. */
export async function interviewPageData(
  db: Parameters<typeof loadInterviewPlan>[0],
  request: Request,
  now = new Date(),
) {
  const leadId = await readLeadId(request);
  if (!leadId) return null;
  const ctx = await context(request, now);
  const loaded = await loadInterviewPlan(db, leadId, ctx);
  if (!loaded) return null;
  const managePaths: Record<string, string> = {};
  for (const interview of loaded.plan.interviews) {
    managePaths[interview.id] = manageInterviewPath(await manageTokenFor(db, interview.id));
  }
  const booked = new URL(request.url).searchParams.get("booked") ?? "";
  const clock = await leadGuarantee(db, leadId);
  return {
    plan: loaded.plan,
    guaranteeLine: clock
      ? clientGuaranteeLine(clock, now, (at) => inZone(at, loaded.plan.clientTimeZone))
      : null,
    preferred: loaded.preferred,
    minutes: ctx.rules.minutes,
    title: ctx.rules.title,
    managePaths,
    justBooked: booked
      .split(",")
      .filter((reference) => /^NG-I-\d{4}-\d{4,}$/.test(reference))
      .slice(0, 40),
  };
}

export async function bookInterviewsAction(request: Request, now = () => new Date()) {
  return formAction(request, {
    name: "interviews-book",
    fields: BOOK_FIELDS,
    listFields: BOOK_LIST_FIELDS,
    schema: bookInterviewsSchema,
    failedMessage: BOOK_FAILED,
    save: async (db, input) => {
      const leadId = await readLeadId(request);
      if (!leadId) {
        throw new FormRefusal(404, {
          formError: {
            code: "conflict",
            message:
              "This browser no longer holds your shortlist. Open the link in our e-mail again.",
          },
        });
      }
      const result = await bookInterviews(
        db,
        { leadId, picks: input.slot, shareCompanyName: input.shareCompanyName },
        await context(request, now()),
      );
      if (!result.ok) {
        // Each refused engineer's message goes next to their select, keyed by its id.
        const fieldErrors = Object.fromEntries(
          input.slot.flatMap((pick) => {
            const message = result.problems[pickKey(pick.roleId, pick.candidateId)];
            return message
              ? [
                  [
                    slotFieldId(pick.roleId, pick.candidateId),
                    { code: "invalid" as const, message },
                  ],
                ]
              : [];
          }),
        );
        throw new FormRefusal(409, {
          formError: { code: "conflict", message: result.error },
          fieldErrors,
        });
      }
      const references = result.booked.map((row) => row.reference);
      return {
        result: { references } satisfies BookedDone,
        redirectTo: `${INTERVIEWS_PATH}?booked=${references.join(",")}`,
      };
    },
  });
}

export async function manageInterviewAction(
  request: Request,
  token: string,
  now = () => new Date(),
) {
  return formAction(request, {
    name: "interview-manage",
    fields: MANAGE_FIELDS,
    schema: manageInterviewSchema,
    failedMessage: BOOK_FAILED,
    save: async (db, input) => {
      const ctx = await context(request, now());
      const result =
        input.intent === "cancel"
          ? await cancelInterview(db, token, ctx)
          : await rescheduleInterview(db, token, input.startsAt, ctx);
      if (!result.ok) {
        const message = CHANGE_MESSAGES[result.reason];
        throw new FormRefusal(409, {
          formError: { code: "conflict", message },
          ...(input.intent === "reschedule"
            ? { fieldErrors: { startsAt: { code: "invalid" as const, message } } }
            : {}),
        });
      }
      return {
        result: { intent: input.intent, reference: result.interview.reference },
        redirectTo: `${manageInterviewPath(token)}?done=${input.intent}`,
      };
    },
  });
}

/** The manage page's data: the interview, whether it can still change, and the times to move to. */
export async function managePageData(
  db: Parameters<typeof loadInterviewPlan>[0],
  request: Request,
  token: string,
  now = new Date(),
) {
  const interview = await loadInterviewByToken(db, token);
  if (!interview) return null;
  const ctx = await context(request, now);
  const loaded = await loadInterviewPlan(db, interview.leadId, { ...ctx, exceptId: interview.id });
  const summary = loaded?.plan.interviews.find((entry) => entry.id === interview.id);
  const engineer = loaded?.plan.engineers.find(
    (entry) => entry.roleId === interview.roleId && entry.candidateId === interview.candidateId,
  );
  const done = new URL(request.url).searchParams.get("done");
  return {
    interview: summary ?? null,
    clientTimeZone: interview.clientTimeZone,
    canChange: canChangeInterview(interview, ctx.rules, now),
    deadline: interviewChangeDeadline(interview, ctx.rules).toISOString(),
    offered: engineer?.offered ?? { days: [], matchedPreferred: false },
    done: done === "reschedule" || done === "cancel" ? (done as "reschedule" | "cancel") : null,
  };
}
