import { and, asc, eq, gt, inArray, or } from "drizzle-orm";

import type { InterviewRules } from "~/features/booking/interview-rules";
import { readStoredPreview } from "~/features/matching/match-preview";
import { entriesOf, latestSent } from "~/features/shortlist/shortlist-store.server";
import type { Database } from "~/lib/db/client.server";
import { briefings, type Candidate, candidates, type Interview, interviews } from "~/lib/db/schema";
import { INTERVIEW_WINDOWS, type PreferredSlot, WEEKDAYS } from "~/lib/interview-windows";
import { isTimeZone } from "~/lib/time-zones";

import { type BusySpan, type InterviewSlots, interviewSlots } from "./interview-slots";

// What the client's interview page reads: the engineers they chose on the latest shortlist,
// each with the times both sides can do (the engineer's working day, Near Genius's interview
// hours, the client's preferred windows from the briefing) and the interviews already booked.
// Booking and rescheduling read the same plan inside their transaction, so a time is only
// ever written when the page would have offered it.

export interface InterviewSummary {
  id: string;
  reference: string;
  roleId: string;
  roleTitle: string;
  candidateId: string;
  handle: string;
  /** An invented profile from the sample pool: every page that names it says so. */
  sample: boolean;
  startsAt: string;
  endsAt: string;
  engineerTimeZone: string;
  status: "confirmed" | "cancelled";
}

export interface BookableEngineer {
  roleId: string;
  roleTitle: string;
  candidateId: string;
  handle: string;
  sample: boolean;
  engineerTimeZone: string;
  /** The confirmed interview with this engineer for this role, when there is one. */
  booked: InterviewSummary | null;
  offered: InterviewSlots;
}

export interface InterviewPlan {
  leadId: string;
  shortlistId: string;
  briefingReference: string;
  clientTimeZone: string;
  engineers: BookableEngineer[];
  /** Every interview of the lead, soonest first; cancelled ones say so. */
  interviews: InterviewSummary[];
}

/** Private data the writes need and the page never shows. */
export interface EngineerContact {
  candidateId: string;
  firstName: string;
  email: string;
  timeZone: string;
  workStartMinutes: number;
  workEndMinutes: number;
}

export function engineerContact(person: Candidate): EngineerContact {
  return {
    candidateId: person.id,
    firstName: person.firstName,
    email: person.email,
    timeZone: person.timeZone,
    workStartMinutes: person.workStartMinutes,
    workEndMinutes: person.workEndMinutes,
  };
}

const DAY_VALUES = new Set<string>(WEEKDAYS.map((day) => day.value));
const WINDOW_VALUES = new Set<string>(INTERVIEW_WINDOWS.map((window) => window.value));

/** The briefing's preferred interview windows, whatever else its stored answers hold. */
export function preferredSlotsOf(answers: unknown): PreferredSlot[] {
  const scheduling = (answers as { scheduling?: { preferredSlots?: unknown } } | null)?.scheduling;
  const slots = Array.isArray(scheduling?.preferredSlots) ? scheduling.preferredSlots : [];
  return slots.flatMap((slot: unknown) => {
    const { day, window } = (slot ?? {}) as { day?: unknown; window?: unknown };
    return typeof day === "string" &&
      typeof window === "string" &&
      DAY_VALUES.has(day) &&
      WINDOW_VALUES.has(window)
      ? [{ day, window } as PreferredSlot]
      : [];
  });
}

function summaryOf(row: Interview, person: Candidate): InterviewSummary {
  return {
    id: row.id,
    reference: row.reference,
    roleId: row.roleId,
    roleTitle: row.roleTitle,
    candidateId: row.candidateId,
    handle: person.handle,
    sample: person.sample,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    engineerTimeZone: person.timeZone,
    status: row.status,
  };
}

/** Confirmed interviews still ahead that involve any of these engineers or this client. */
export async function busyInterviews(
  db: Database,
  input: { leadId: string; candidateIds: readonly string[]; now: Date },
): Promise<Interview[]> {
  const involved = input.candidateIds.length
    ? or(
        eq(interviews.leadId, input.leadId),
        inArray(interviews.candidateId, [...input.candidateIds]),
      )
    : eq(interviews.leadId, input.leadId);
  return db
    .select()
    .from(interviews)
    .where(
      and(eq(interviews.status, "confirmed"), gt(interviews.blockedUntil, input.now), involved),
    );
}

/** The spans in which an interview of this engineer and this client cannot be placed. */
export function busyFor(
  rows: readonly Interview[],
  leadId: string,
  candidateId: string,
  exceptId?: string,
): BusySpan[] {
  return rows
    .filter((row) => row.id !== exceptId)
    .filter((row) => row.leadId === leadId || row.candidateId === candidateId)
    .map((row) => ({ from: row.startsAt, until: row.blockedUntil }));
}

export interface LoadedPlan {
  plan: InterviewPlan;
  contacts: Map<string, EngineerContact>;
  preferred: PreferredSlot[];
  busy: Interview[];
}

/**
 * The lead's plan, or null when no shortlist was sent. `exceptId` leaves one interview out of
 * the busy times, for moving it.
 */
export async function loadInterviewPlan(
  db: Database,
  leadId: string,
  ctx: { rules: InterviewRules; now: Date; exceptId?: string },
): Promise<LoadedPlan | null> {
  const shortlist = await latestSent(db, leadId);
  if (!shortlist?.briefingId) return null;
  const [briefing] = await db
    .select()
    .from(briefings)
    .where(eq(briefings.id, shortlist.briefingId));
  if (!briefing) return null;
  const preview = readStoredPreview(briefing.matchPreview);
  const roleTitles = new Map(preview?.roles.map((role) => [role.roleId, role.roleTitle]) ?? []);
  const askedZone = preview?.roles[0]?.asked.timeZone ?? briefing.timeZone ?? "";
  const clientTimeZone = isTimeZone(askedZone) ? askedZone : ctx.rules.timeZone;
  const preferred = preferredSlotsOf(briefing.answers);

  const entries = await entriesOf(db, [shortlist.id]);
  const leadRows = await db
    .select()
    .from(interviews)
    .where(eq(interviews.leadId, leadId))
    .orderBy(asc(interviews.startsAt));
  const ids = [
    ...new Set([
      ...entries.map((entry) => entry.candidateId),
      ...leadRows.map((row) => row.candidateId),
    ]),
  ];
  const people = ids.length
    ? await db.select().from(candidates).where(inArray(candidates.id, ids))
    : [];
  const personOf = new Map(people.map((person) => [person.id, person]));
  const busy = await busyInterviews(db, { leadId, candidateIds: ids, now: ctx.now });

  const titleOf = (roleId: string) => roleTitles.get(roleId) ?? roleId;
  const summaries = leadRows.flatMap((row) => {
    const person = personOf.get(row.candidateId);
    return person ? [summaryOf(row, person)] : [];
  });

  const engineers: BookableEngineer[] = entries.flatMap((entry) => {
    const person = personOf.get(entry.candidateId);
    // Someone placed elsewhere or out of the pool since the shortlist went out cannot be booked.
    if (entry.decision !== "selected" || !person || ["placed", "inactive"].includes(person.status))
      return [];
    const booked =
      summaries.find(
        (summary) =>
          summary.status === "confirmed" &&
          summary.roleId === entry.roleId &&
          summary.candidateId === entry.candidateId,
      ) ?? null;
    return [
      {
        roleId: entry.roleId,
        roleTitle: titleOf(entry.roleId),
        candidateId: entry.candidateId,
        handle: person.handle,
        sample: person.sample,
        engineerTimeZone: person.timeZone,
        booked,
        offered: interviewSlots({
          rules: ctx.rules,
          candidate: {
            timeZone: person.timeZone,
            workStartMinutes: person.workStartMinutes,
            workEndMinutes: person.workEndMinutes,
          },
          clientTimeZone,
          preferred,
          busy: busyFor(busy, leadId, entry.candidateId, ctx.exceptId),
          now: ctx.now,
        }),
      },
    ];
  });

  return {
    plan: {
      leadId,
      shortlistId: shortlist.id,
      briefingReference: briefing.reference,
      clientTimeZone,
      engineers,
      interviews: summaries,
    },
    contacts: new Map(people.map((person) => [person.id, engineerContact(person)])),
    preferred,
    busy,
  };
}
