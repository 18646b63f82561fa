import type { z } from "zod/mini";

import type { Seniority } from "~/features/catalog/seniority";

import { type EstimateInput, estimateSchema } from "./estimate-schema";

// A shared estimate lives entirely in its URL (decision 009): ?e=1.6.40.frontend_s1.backend_l2
// reads "format 1, 6 months, 40 h/week, 1 senior frontend, 2 lead backend". Only characters
// that URLSearchParams leaves unescaped are used, so the link stays short and readable.
// Rates are not in the link: they come from the rate table when it is opened.

export const SHARE_PARAM = "e";
export const SHARE_FORMAT_VERSION = 1;

const CODES: Record<Seniority, string> = {
  junior: "j",
  mid: "m",
  senior: "s",
  lead: "l",
  architect: "a",
  specialist: "x",
};
const LEVELS = Object.fromEntries(
  Object.entries(CODES).map(([level, code]) => [code, level]),
) as Record<string, Seniority>;

const MEMBER_PATTERN = /^([a-z0-9][a-z0-9-]*)_([jmslax])(\d{1,3})$/;

export function encodeEstimate(estimate: EstimateInput): string {
  const members = estimate.members.map(
    (member) => `${member.position}_${CODES[member.seniority]}${member.quantity}`,
  );
  return [SHARE_FORMAT_VERSION, estimate.durationMonths, estimate.hoursPerWeek, ...members].join(
    ".",
  );
}

export type DecodeResult = { ok: true; estimate: EstimateInput } | { ok: false; error: string };

function firstIssue(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? "The estimate is not valid";
}

/** Reads a shared estimate; anything malformed or out of bounds is refused with a reason. */
export function decodeEstimate(encoded: string): DecodeResult {
  const parts = encoded.trim().split(".");
  const [version, duration, hours, ...members] = parts;
  if (version !== String(SHARE_FORMAT_VERSION)) {
    return { ok: false, error: "This estimate link uses a format this site does not know" };
  }
  if (!duration || !/^\d{1,3}$/.test(duration) || !hours || !/^\d{1,3}$/.test(hours)) {
    return { ok: false, error: "This estimate link is incomplete" };
  }
  const decodedMembers = [];
  for (const member of members) {
    const match = MEMBER_PATTERN.exec(member);
    if (!match)
      return { ok: false, error: "This estimate link names a team member it cannot read" };
    decodedMembers.push({
      position: match[1]!,
      seniority: LEVELS[match[2]!]!,
      quantity: Number(match[3]),
    });
  }
  const parsed = estimateSchema.safeParse({
    members: decodedMembers,
    durationMonths: Number(duration),
    hoursPerWeek: Number(hours),
  });
  return parsed.success
    ? { ok: true, estimate: parsed.data }
    : { ok: false, error: firstIssue(parsed.error) };
}
