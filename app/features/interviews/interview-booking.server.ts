import { createHash, createHmac, randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import { organizer } from "~/features/booking/booking-manage-link.server";
import { isExclusionViolation, skippedReminders } from "~/features/booking/booking-shared.server";
import type { InterviewRules } from "~/features/booking/interview-rules";
import { stopGuaranteeClock } from "~/features/guarantee/guarantee-clock.server";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import { lockLead } from "~/features/shortlist/shortlist-store.server";
import { storedSecret } from "~/lib/db/app-secret.server";
import type { Database } from "~/lib/db/client.server";
import { nextReference } from "~/lib/db/reference-counter.server";
import { type Interview, interviews, leads } from "~/lib/db/schema";
import { siteLink } from "~/lib/site-origin.server";

import {
  clientInterviewMail,
  engineerInterviewMail,
  type InterviewMailInput,
  type InterviewMailKind,
} from "./interview-mail.server";
import { manageInterviewPath } from "./interview-paths";
import {
  type EngineerContact,
  type InterviewPlan,
  loadInterviewPlan,
} from "./interview-plan.server";

// Booking interviews: several engineers in one go, all or nothing, so a client who picked
// times for three people never ends up with two booked and a form that forgot the third.
// The database has the last word on overlaps (exclusion constraints on the engineer and on
// the client): when two clients take one engineer's hour at once, one insert fails inside
// its savepoint and that client is told the time was just taken.

const MANAGE_SECRET = "interview-manage";
/** Invites name the event by this domain; it must never change, or calendars lose the link. */
const UID_DOMAIN = "interviews.neargenius.com";
const MINUTE = 60_000;

export interface InterviewContext {
  rules: InterviewRules;
  now: Date;
  siteOrigin: string;
}

export interface InterviewPick {
  roleId: string;
  candidateId: string;
  startsAt: Date;
}

/** Why a pick was refused, keyed by `${roleId}:${candidateId}` so the page marks the engineer. */
export type PickProblems = Record<string, string>;

export type BookResult =
  { ok: true; booked: Interview[] } | { ok: false; error: string; problems: PickProblems };

export const pickKey = (roleId: string, candidateId: string) => `${roleId}:${candidateId}`;

export const SLOT_TAKEN = "That time was just taken. Please choose another one.";
export const NOT_OFFERED = "That time is not offered any more. Please choose another one.";
const NOT_ON_SHORTLIST =
  "This engineer is not on your shortlist for interviews any more. Please reload the page.";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The private manage token, derived from the interview's id with a stored secret. */
export async function manageTokenFor(db: Database, interviewId: string): Promise<string> {
  const secret = await storedSecret(db, MANAGE_SECRET);
  return createHmac("sha256", secret).update(`interview:${interviewId}`).digest("base64url");
}

class PickRefused extends Error {
  constructor(readonly problems: PickProblems) {
    super("pick refused");
  }
}

/** What the mails about one interview say, read from the rows as they now are. */
export async function interviewMailInput(
  db: Database,
  interview: Interview,
  extra: {
    rules: InterviewRules;
    handle: string;
    contact: EngineerContact;
    siteOrigin: string;
    now: Date;
  },
): Promise<InterviewMailInput> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, interview.leadId));
  const token = await manageTokenFor(db, interview.id);
  return {
    reference: interview.reference,
    title: extra.rules.title,
    roleTitle: interview.roleTitle,
    client: {
      name: lead?.contactName ?? "",
      email: lead?.email ?? "",
      timeZone: interview.clientTimeZone,
    },
    company: {
      name: lead?.companyName ?? null,
      type: lead?.companyType ?? null,
      nameShared: interview.companyNameShared,
    },
    engineer: {
      handle: extra.handle,
      firstName: extra.contact.firstName,
      email: extra.contact.email,
      timeZone: extra.contact.timeZone,
    },
    startsAt: interview.startsAt,
    endsAt: interview.endsAt,
    sequence: interview.sequence,
    uid: `${interview.id}@${UID_DOMAIN}`,
    manageUrl: siteLink(extra.siteOrigin, manageInterviewPath(token)),
    organizer: organizer(),
    changeCutoffHours: extra.rules.changeCutoffHours,
    now: extra.now,
  };
}

/** Queues both sides' mails about one interview. */
export async function mailBothSides(
  tx: Database,
  input: InterviewMailInput,
  kind: InterviewMailKind,
): Promise<void> {
  await enqueueMail(tx, clientInterviewMail(input, kind));
  await enqueueMail(tx, engineerInterviewMail(input, kind));
}

/** True when `startsAt` is one of the times the plan offers this engineer. */
export function isOffered(
  plan: InterviewPlan,
  roleId: string,
  candidateId: string,
  startsAt: Date,
) {
  const engineer = plan.engineers.find(
    (entry) => entry.roleId === roleId && entry.candidateId === candidateId,
  );
  return Boolean(
    engineer?.offered.days.some((day) =>
      day.slots.some((slot) => new Date(slot.startsAt).getTime() === startsAt.getTime()),
    ),
  );
}

function overlapping(picks: readonly InterviewPick[], rules: InterviewRules): PickProblems {
  const span = (rules.minutes + rules.bufferMinutes) * MINUTE;
  const problems: PickProblems = {};
  picks.forEach((pick, index) => {
    const clash = picks.some(
      (other, otherIndex) =>
        otherIndex < index &&
        other.startsAt.getTime() < pick.startsAt.getTime() + span &&
        pick.startsAt.getTime() < other.startsAt.getTime() + span,
    );
    if (clash)
      problems[pickKey(pick.roleId, pick.candidateId)] =
        "You chose this time for another interview too. Please choose a different one.";
  });
  return problems;
}

/**
 * Books every pick or none. A pick for an engineer already booked for this role is left as
 * it is (a retried submit finds its interviews instead of refusing them).
 */
export async function bookInterviews(
  db: Database,
  input: { leadId: string; picks: readonly InterviewPick[]; shareCompanyName: boolean },
  ctx: InterviewContext,
): Promise<BookResult> {
  const { rules, now } = ctx;
  const clashes = overlapping(input.picks, rules);
  if (Object.keys(clashes).length > 0)
    return { ok: false, error: "Two of your times overlap.", problems: clashes };
  try {
    return await db.transaction(async (tx): Promise<BookResult> => {
      if (!(await lockLead(tx, input.leadId)))
        return { ok: false, error: NOT_ON_SHORTLIST, problems: {} };
      const loaded = await loadInterviewPlan(tx, input.leadId, { rules, now });
      if (!loaded) return { ok: false, error: NOT_ON_SHORTLIST, problems: {} };
      const { plan, contacts } = loaded;
      const problems: PickProblems = {};
      const todo: { pick: InterviewPick; roleTitle: string; handle: string }[] = [];
      for (const pick of input.picks) {
        const key = pickKey(pick.roleId, pick.candidateId);
        const engineer = plan.engineers.find(
          (entry) => entry.roleId === pick.roleId && entry.candidateId === pick.candidateId,
        );
        if (!engineer) problems[key] = NOT_ON_SHORTLIST;
        else if (engineer.booked) continue;
        else if (!isOffered(plan, pick.roleId, pick.candidateId, pick.startsAt))
          problems[key] = NOT_OFFERED;
        else todo.push({ pick, roleTitle: engineer.roleTitle, handle: engineer.handle });
      }
      if (Object.keys(problems).length > 0) throw new PickRefused(problems);

      const booked: Interview[] = [];
      for (const { pick, roleTitle, handle } of todo) {
        const id = randomUUID();
        const token = await manageTokenFor(tx, id);
        const endsAt = new Date(pick.startsAt.getTime() + rules.minutes * MINUTE);
        // A refusal rolls the whole transaction back, the counter's bump with it.
        const reference = await nextReference(tx, "interview", "NG-I", now);
        let row: Interview | undefined;
        try {
          [row] = await tx.transaction((savepoint) =>
            savepoint
              .insert(interviews)
              .values({
                id,
                reference,
                leadId: input.leadId,
                shortlistId: plan.shortlistId,
                roleId: pick.roleId,
                roleTitle,
                candidateId: pick.candidateId,
                startsAt: pick.startsAt,
                endsAt,
                blockedUntil: new Date(endsAt.getTime() + rules.bufferMinutes * MINUTE),
                clientTimeZone: plan.clientTimeZone,
                companyNameShared: input.shareCompanyName,
                siteOrigin: ctx.siteOrigin,
                manageTokenHash: hashToken(token),
                createdAt: now,
                updatedAt: now,
                ...skippedReminders(pick.startsAt, now),
              })
              .returning(),
          );
        } catch (error) {
          if (!isExclusionViolation(error)) throw error;
          throw new PickRefused({ [pickKey(pick.roleId, pick.candidateId)]: SLOT_TAKEN });
        }
        booked.push(row!);
        await recordLeadEvent(tx, {
          leadId: input.leadId,
          type: LEAD_EVENT.interviewBooked,
          payload: {
            interviewId: row!.id,
            reference,
            roleId: pick.roleId,
            candidateId: pick.candidateId,
            handle,
            startsAt: pick.startsAt.toISOString(),
          },
          now,
        });
        const contact = contacts.get(pick.candidateId)!;
        await mailBothSides(
          tx,
          await interviewMailInput(tx, row!, {
            rules,
            handle,
            contact,
            siteOrigin: ctx.siteOrigin,
            now,
          }),
          "booked",
        );
      }
      if (booked.length > 0) await stopGuaranteeClock(tx, { leadId: input.leadId, now });
      return { ok: true, booked };
    });
  } catch (error) {
    if (error instanceof PickRefused) {
      const [first] = Object.values(error.problems);
      return { ok: false, error: first ?? SLOT_TAKEN, problems: error.problems };
    }
    throw error;
  }
}
