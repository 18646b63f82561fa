import { and, eq, isNull, lt, or } from "drizzle-orm";

import { hitRateLimit } from "~/features/lead-capture/rate-limit.server";
import type { Database } from "~/lib/db/client.server";
import { staffSessions, staffUsers } from "~/lib/db/schema";

import type { StaffMember } from "./staff-session.server";
import { recordStaffAction } from "./staff-session.server";
import {
  decryptTotpSecret,
  encryptTotpSecret,
  generateTotpSecret,
  matchTotp,
  otpauthUri,
} from "./totp.server";

// The optional second factor (decision 017): a TOTP app's code after the magic link. The
// better-auth two-factor plugin only steps into password sign-ins, so the magic link's
// session is held back here instead: requireStaff treats a session of a member with TOTP on
// as signed out of everything but the code page until the code is typed.

export interface SecondFactorDeps {
  db: Database;
  /** The staff auth secret, which encrypts the stored keys. */
  authSecret: string;
  now?: Date;
  ipAddress?: string | null;
}

/** Wrong codes allowed per session in this many seconds, whatever the site's form limits. */
export const CODE_ATTEMPTS = { max: 5, windowSeconds: 300 } as const;

export type CodeResult = "ok" | "wrong-code" | "too-many-attempts" | "not-set-up";

export async function twoFactorEnabled(db: Database, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ enabledAt: staffUsers.totpEnabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  return Boolean(user?.enabledAt);
}

/** A new key for the member's authenticator app; not in force until a code confirms it. */
export async function startTotpEnrolment(
  deps: SecondFactorDeps,
  staff: Pick<StaffMember, "id" | "email">,
): Promise<{ secret: string; uri: string } | null> {
  const secret = generateTotpSecret();
  const [started] = await deps.db
    .update(staffUsers)
    .set({ totpSecret: await encryptTotpSecret(secret, deps.authSecret), totpLastStep: null })
    .where(and(eq(staffUsers.id, staff.id), isNull(staffUsers.totpEnabledAt)))
    .returning({ id: staffUsers.id });
  // Already on: turning it off (with a code) comes first.
  if (!started) return null;
  return { secret, uri: otpauthUri(staff.email, secret) };
}

async function withinAttempts(deps: SecondFactorDeps, sessionId: string): Promise<boolean> {
  const hit = await hitRateLimit(deps.db, `staff-code:${sessionId}`, CODE_ATTEMPTS, deps.now);
  return hit.allowed;
}

/**
 * Checks a code against the member's key and spends it: the step is written only if it is
 * later than the last one accepted, in one statement, so two tabs cannot both use one code.
 */
async function spendCode(
  deps: SecondFactorDeps,
  staff: Pick<StaffMember, "id" | "sessionId">,
  code: string,
  mustBeEnabled: boolean,
): Promise<CodeResult> {
  const { db } = deps;
  const now = deps.now ?? new Date();
  const [user] = await db
    .select({
      secret: staffUsers.totpSecret,
      enabledAt: staffUsers.totpEnabledAt,
      lastStep: staffUsers.totpLastStep,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, staff.id));
  if (!user?.secret || Boolean(user.enabledAt) !== mustBeEnabled) return "not-set-up";
  if (!(await withinAttempts(deps, staff.sessionId))) return "too-many-attempts";
  const secret = await decryptTotpSecret(user.secret, deps.authSecret);
  const step = matchTotp(secret, code, now, user.lastStep);
  if (step === null) return "wrong-code";
  const [spent] = await db
    .update(staffUsers)
    .set({
      totpLastStep: step,
      ...(mustBeEnabled ? {} : { totpEnabledAt: now }),
    })
    .where(
      and(
        eq(staffUsers.id, staff.id),
        or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffUsers.id });
  if (!spent) return "wrong-code";
  await db
    .update(staffSessions)
    .set({ secondFactorAt: now })
    .where(eq(staffSessions.id, staff.sessionId));
  return "ok";
}

/** The first code from the app turns the second factor on (and counts for this session). */
export async function confirmTotpEnrolment(
  deps: SecondFactorDeps,
  staff: Pick<StaffMember, "id" | "email" | "sessionId">,
  code: string,
): Promise<CodeResult> {
  const result = await spendCode(deps, staff, code, false);
  if (result === "ok") {
    await recordStaffAction(deps.db, staff, "staff.two-factor-enabled", null, {}, deps.ipAddress);
  }
  return result;
}

/** The code owed after the magic link; a wrong one is audited too. */
export async function passSecondFactor(
  deps: SecondFactorDeps,
  staff: Pick<StaffMember, "id" | "email" | "sessionId">,
  code: string,
): Promise<CodeResult> {
  const result = await spendCode(deps, staff, code, true);
  if (result === "ok" || result === "wrong-code" || result === "too-many-attempts") {
    await recordStaffAction(
      deps.db,
      staff,
      result === "ok" ? "staff.two-factor-passed" : "staff.two-factor-refused",
      { type: "staff-session", id: staff.sessionId },
      result === "ok" ? {} : { reason: result },
      deps.ipAddress,
    );
  }
  return result;
}

/** Turning it off takes a current code, so a session left open cannot remove it. */
export async function disableTotp(
  deps: SecondFactorDeps,
  staff: Pick<StaffMember, "id" | "email" | "sessionId">,
  code: string,
): Promise<CodeResult> {
  const result = await spendCode(deps, staff, code, true);
  if (result !== "ok") return result;
  await deps.db
    .update(staffUsers)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(staffUsers.id, staff.id));
  await recordStaffAction(deps.db, staff, "staff.two-factor-disabled", null, {}, deps.ipAddress);
  return "ok";
}

/** The key of an enrolment not yet confirmed, to show again after a wrong first code. */
export async function pendingTotpSecret(
  deps: Pick<SecondFactorDeps, "db" | "authSecret">,
  userId: string,
): Promise<string | null> {
  const [user] = await deps.db
    .select({ secret: staffUsers.totpSecret, enabledAt: staffUsers.totpEnabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  if (!user?.secret || user.enabledAt) return null;
  return decryptTotpSecret(user.secret, deps.authSecret);
}
