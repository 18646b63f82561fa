import { eq } from "drizzle-orm";
import { redirect } from "react-router";

import type { Database } from "~/lib/db/client.server";
import type { StaffRole } from "~/lib/db/enums";
import { requireDatabase } from "~/lib/db/require-database.server";
import { staffAuditLog, staffSessions, staffUsers } from "~/lib/db/schema";
import { siteOrigin } from "~/lib/site-origin.server";

import { type AllowList, roleFor } from "./allow-list";
import {
  allowListFromEnv,
  auditAddress,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_TOUCH_SECONDS,
  type StaffAuth,
  staffAuthFor,
} from "./staff-auth.server";

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
}

export const SIGN_IN_PATH = "/admin/sign-in";
/** Where a session owes its second factor's code. */
export const SECOND_FACTOR_PATH = "/admin/sign-in/code";

/** Whatever staff pages answer carries these: nothing cached, nothing indexed. */
export const STAFF_RESPONSE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/**
 * A request that wants data rather than a page: anything but GET/HEAD, a resource that names
 * a data format, or a client that does not ask for HTML (fetch, curl, React Router's data
 * requests). It is refused with 401, never redirected to a page it cannot show.
 */
export function isDataRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return true;
  const { pathname } = new URL(request.url);
  if (/\.(csv|json|data)$/i.test(pathname)) return true;
  return !(request.headers.get("accept") ?? "").includes("text/html");
}

/** A path of this site to come back to after signing in; anything else becomes /admin. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/admin") || next.startsWith("//")) return "/admin";
  if (/[\\\r\n]/.test(next)) return "/admin";
  return next;
}

/** Answers a request nobody may make without a session: a redirect for pages, else 401. */
export function refuse(request: Request, reason?: "ended", to: string = SIGN_IN_PATH): never {
  if (isDataRequest(request)) {
    throw new Response("Sign in to the Near Genius staff area first.", {
      status: 401,
      headers: { ...STAFF_RESPONSE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const url = new URL(request.url);
  const params = new URLSearchParams({ next: safeNextPath(url.pathname + url.search) });
  if (reason) params.set("reason", reason);
  throw redirect(`${to}?${params.toString()}`, { headers: STAFF_RESPONSE_HEADERS });
}

export interface StaffSessionDeps {
  db: Database;
  auth: StaffAuth;
  allowList: AllowList;
  now?: Date;
}

async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** The signed-in staff member of this request, or null; ends sessions that ran out. */
export async function currentStaff(
  request: Request,
  deps: StaffSessionDeps,
): Promise<{ staff: StaffMember; secondFactorPending: boolean } | { staff: null; ended: boolean }> {
  const { db, auth, allowList } = deps;
  const now = deps.now ?? new Date();
  const found = await auth.api.getSession({
    headers: request.headers,
    query: { disableCookieCache: true, disableRefresh: true },
  });
  if (!found) return { staff: null, ended: false };
  const { session, user } = found;
  // Taken off the list: refused at the next request, and the session goes with it.
  const role = roleFor(allowList, user.email);
  const tooOld = now.getTime() - session.createdAt.getTime() > SESSION_ABSOLUTE_SECONDS * 1000;
  const idle = now.getTime() - session.updatedAt.getTime() > SESSION_IDLE_SECONDS * 1000;
  if (!role || tooOld || idle) {
    await endSession(db, session.id);
    return { staff: null, ended: true };
  }
  if (now.getTime() - session.updatedAt.getTime() > SESSION_TOUCH_SECONDS * 1000) {
    await db.update(staffSessions).set({ updatedAt: now }).where(eq(staffSessions.id, session.id));
  }
  // With a second factor on, a session counts only once it has passed it.
  const [factor] = await db
    .select({ enabledAt: staffUsers.totpEnabledAt, passedAt: staffSessions.secondFactorAt })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(eq(staffSessions.id, session.id));
  return {
    staff: { id: user.id, email: user.email, name: user.name, role, sessionId: session.id },
    secondFactorPending: Boolean(factor?.enabledAt) && !factor?.passedAt,
  };
}

/** The same check as requireStaff, with its collaborators passed in (tests, other origins). */
export async function requireStaffWith(
  request: Request,
  deps: StaffSessionDeps,
  options: StaffAccess = {},
): Promise<StaffMember> {
  const found = await currentStaff(request, deps);
  if (!found.staff) refuse(request, found.ended ? "ended" : undefined);
  if (found.secondFactorPending) refuse(request, undefined, SECOND_FACTOR_PATH);
  const allowed = options.roles ?? (options.role ? [options.role] : null);
  // Admins may do everything, so no list needs to name them.
  if (allowed && found.staff.role !== "admin" && !allowed.includes(found.staff.role)) {
    const who =
      allowed.length === 1 && allowed[0] === "admin"
        ? "admins"
        : `${allowed.join(" and ")} staff and admins`;
    throw new Response(`This part of the staff area is for ${who}.`, {
      status: 403,
      headers: { ...STAFF_RESPONSE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return found.staff;
}

/** Who may reach a page: one role, or any of several; admins always may. */
export interface StaffAccess {
  role?: StaffRole;
  roles?: readonly StaffRole[];
}

/** The app's database, auth instance for this request's origin, and the configured list. */
export async function staffSessionDeps(request: Request): Promise<StaffSessionDeps> {
  const db = await requireDatabase();
  return { db, auth: await staffAuthFor(db, siteOrigin(request)), allowList: allowListFromEnv() };
}

/**
 * The signed-in staff member, or null, without refusing anything: for pages open to all (the
 * sign-in page skips its form for someone already in). A database fault counts as nobody.
 */
export async function signedInStaff(request: Request): Promise<StaffMember | null> {
  try {
    const found = await currentStaff(request, await staffSessionDeps(request));
    return found.staff && !found.secondFactorPending ? found.staff : null;
  } catch {
    return null;
  }
}

/**
 * Redirects to /admin/sign-in?next=<path> for a page request, or throws a 401 Response for a
 * data request (non-GET, or Accept not text/html, or a `.csv`/`.json` resource route); 403
 * Response when the role is insufficient. Never returns data to an unauthenticated caller.
 */
export async function requireStaff(request: Request, options?: StaffAccess): Promise<StaffMember> {
  return requireStaffWith(request, await staffSessionDeps(request), options);
}

/** The address the audit log records for a request, read the way the rate limit reads it. */
export function staffRequestAddress(request: Request): string | null {
  return auditAddress(request);
}

/** Appends to staff_audit_log. */
export async function recordStaffAction(
  db: Database,
  staff: Pick<StaffMember, "id" | "email">,
  action: string,
  target?: { type: string; id: string } | null,
  details?: Record<string, unknown>,
  ipAddress?: string | null,
): Promise<void> {
  await db.insert(staffAuditLog).values({
    staffUserId: staff.id,
    staffEmail: staff.email,
    action,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    details: details ?? {},
    ipAddress: ipAddress ?? null,
  });
}
