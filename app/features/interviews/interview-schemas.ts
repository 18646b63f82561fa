import { z } from "~/lib/forms/zod-mini";

import { CHOOSE_ONE, STALE_PICK } from "./interview-names";

// What the interview forms accept. The booking form posts one `slot` value per engineer
// ("role|candidate|ISO time", or "" for "not now"); the manage form one time or a cancel.

const PICK =
  /^([A-Za-z0-9_:.-]{1,100})\|([0-9a-f-]{36})\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z)$/;
const MAX_PICKS = 40;

export interface ParsedPick {
  roleId: string;
  candidateId: string;
  startsAt: Date;
}

function parsePicks(value: string): ParsedPick[] | string {
  const lines = value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return CHOOSE_ONE;
  if (lines.length > MAX_PICKS) return STALE_PICK;
  const picks: ParsedPick[] = [];
  for (const line of lines) {
    const match = PICK.exec(line);
    const startsAt = new Date(match?.[3] ?? "");
    if (!match || Number.isNaN(startsAt.getTime())) return STALE_PICK;
    picks.push({ roleId: match[1]!, candidateId: match[2]!, startsAt });
  }
  return picks;
}

export const bookInterviewsSchema = z.object({
  slot: z.pipe(
    z._default(z.string().check(z.maxLength(MAX_PICKS * 200)), ""),
    z.transform((value, context) => {
      const parsed = parsePicks(value);
      if (typeof parsed === "string") {
        context.issues.push({ code: "custom", message: parsed, input: value });
        return z.NEVER;
      }
      return parsed;
    }),
  ),
  shareCompanyName: z.pipe(
    z.optional(z.literal(["yes", ""])),
    z.transform((value) => value === "yes"),
  ),
});

export const manageInterviewSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("reschedule"),
    startsAt: z.pipe(
      z.string("Choose a new time.").check(z.minLength(1, "Choose a new time.")),
      z.transform((value, context) => {
        const date = new Date(value);
        if (Number.isNaN(date.getTime())) {
          context.issues.push({ code: "custom", message: STALE_PICK, input: value });
          return z.NEVER;
        }
        return date;
      }),
    ),
  }),
  z.object({ intent: z.literal("cancel") }),
]);
