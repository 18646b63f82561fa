import { and, eq, sql } from "drizzle-orm";

import { isExclusionViolation, skippedReminders } from "~/features/booking/booking-shared.server";
import type { InterviewRules } from "~/features/booking/interview-rules";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import type { Database } from "~/lib/db/client.server";
import { candidates, type Interview, interviews } from "~/lib/db/schema";

import {
  hashToken,
  type InterviewContext,
  interviewMailInput,
  isOffered,
  mailBothSides,
  NOT_OFFERED,
  SLOT_TAKEN,
} from "./interview-booking.server";
import { engineerContact, loadInterviewPlan } from "./interview-plan.server";

// Moving and cancelling an interview through the client's private link. The row is kept (so
// the invites' UID) and SEQUENCE is raised, so both calendars update the event they hold.
// The row is locked first: two changes through one link cannot interleave.

const MINUTE = 60_000;

export async function loadInterviewByToken(
  db: Database,
  token: string,
): Promise<Interview | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(interviews)
    .where(eq(interviews.manageTokenHash, hashToken(token)));
  return row;
}

/** The last moment the client can move or cancel online. */
export function interviewChangeDeadline(interview: Interview, rules: InterviewRules): Date {
  return new Date(interview.startsAt.getTime() - rules.changeCutoffHours * 3_600_000);
}

export function canChangeInterview(interview: Interview, rules: InterviewRules, now: Date) {
  return (
    interview.status === "confirmed" &&
    now.getTime() <= interviewChangeDeadline(interview, rules).getTime()
  );
}

export type ChangeRefusal = "not_found" | "cancelled" | "too_late" | "slot_taken" | "not_offered";

export const CHANGE_MESSAGES: Record<ChangeRefusal | "same_time", string> = {
  not_found: "This link does not match an interview. Open the link in your latest e-mail.",
  cancelled: "This interview is cancelled.",
  too_late: "This interview is too close to change online. Please reply to our e-mail instead.",
  slot_taken: SLOT_TAKEN,
  not_offered: NOT_OFFERED,
  same_time: "That is the interview's current time. Choose another time to move it.",
};

async function lockByToken(tx: Database, token: string) {
  const [row] = await tx
    .select()
    .from(interviews)
    .where(eq(interviews.manageTokenHash, hashToken(token)))
    .for("update");
  return row;
}

async function mailAbout(
  tx: Database,
  row: Interview,
  kind: "moved" | "cancelled",
  ctx: InterviewContext,
) {
  const [person] = await tx.select().from(candidates).where(eq(candidates.id, row.candidateId));
  if (!person) return;
  await mailBothSides(
    tx,
    await interviewMailInput(tx, row, {
      rules: ctx.rules,
      handle: person.handle,
      contact: engineerContact(person),
      siteOrigin: ctx.siteOrigin,
      now: ctx.now,
    }),
    kind,
  );
}

export type ChangeResult =
  { ok: true; interview: Interview } | { ok: false; reason: ChangeRefusal | "same_time" };

/** Moves the interview to another time the plan offers this engineer and this client. */
export async function rescheduleInterview(
  db: Database,
  token: string,
  startsAt: Date,
  ctx: InterviewContext,
): Promise<ChangeResult> {
  const { rules, now } = ctx;
  try {
    return await db.transaction(async (tx): Promise<ChangeResult> => {
      const current = await lockByToken(tx, token);
      if (!current) return { ok: false, reason: "not_found" };
      if (current.status !== "confirmed") return { ok: false, reason: "cancelled" };
      if (!canChangeInterview(current, rules, now)) return { ok: false, reason: "too_late" };
      if (current.startsAt.getTime() === startsAt.getTime())
        return { ok: false, reason: "same_time" };
      const loaded = await loadInterviewPlan(tx, current.leadId, {
        rules,
        now,
        exceptId: current.id,
      });
      if (!loaded || !isOffered(loaded.plan, current.roleId, current.candidateId, startsAt))
        return { ok: false, reason: "not_offered" };
      const endsAt = new Date(startsAt.getTime() + rules.minutes * MINUTE);
      const [moved] = await tx.transaction((savepoint) =>
        savepoint
          .update(interviews)
          .set({
            startsAt,
            endsAt,
            blockedUntil: new Date(endsAt.getTime() + rules.bufferMinutes * MINUTE),
            sequence: sql`${interviews.sequence} + 1`,
            updatedAt: now,
            ...skippedReminders(startsAt, now),
          })
          .where(and(eq(interviews.id, current.id), eq(interviews.status, "confirmed")))
          .returning(),
      );
      await recordLeadEvent(tx, {
        leadId: current.leadId,
        type: LEAD_EVENT.interviewRescheduled,
        payload: {
          interviewId: current.id,
          reference: current.reference,
          roleId: current.roleId,
          candidateId: current.candidateId,
          from: current.startsAt.toISOString(),
          startsAt: startsAt.toISOString(),
        },
        now,
      });
      await mailAbout(tx, moved!, "moved", ctx);
      return { ok: true, interview: moved! };
    });
  } catch (error) {
    if (isExclusionViolation(error)) return { ok: false, reason: "slot_taken" };
    throw error;
  }
}

/** Cancels the interview; its time is free again for the engineer and the client. */
export async function cancelInterview(
  db: Database,
  token: string,
  ctx: InterviewContext,
): Promise<ChangeResult> {
  const { rules, now } = ctx;
  return db.transaction(async (tx): Promise<ChangeResult> => {
    const current = await lockByToken(tx, token);
    if (!current) return { ok: false, reason: "not_found" };
    if (current.status !== "confirmed") return { ok: false, reason: "cancelled" };
    if (!canChangeInterview(current, rules, now)) return { ok: false, reason: "too_late" };
    const [cancelled] = await tx
      .update(interviews)
      .set({
        status: "cancelled",
        cancelledAt: now,
        updatedAt: now,
        sequence: sql`${interviews.sequence} + 1`,
      })
      .where(eq(interviews.id, current.id))
      .returning();
    await recordLeadEvent(tx, {
      leadId: current.leadId,
      type: LEAD_EVENT.interviewCancelled,
      payload: {
        interviewId: current.id,
        reference: current.reference,
        roleId: current.roleId,
        candidateId: current.candidateId,
        startsAt: current.startsAt.toISOString(),
      },
      now,
    });
    await mailAbout(tx, cancelled!, "cancelled", ctx);
    return { ok: true, interview: cancelled! };
  });
}
