import { and, eq, ne } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { staffSessions } from "~/lib/db/schema";
import { siteOrigin } from "~/lib/site-origin.server";

import { type StaffAuth, staffAuthFor } from "./staff-auth.server";
import { recordStaffAction, type StaffMember, staffRequestAddress } from "./staff-session.server";

/**
 * Ends this session (or, `everywhere`, every session of the staff member: a lost laptop)
 * and answers the headers that clear the cookie. Both are in the audit log.
 */
export async function signOutStaff(
  request: Request,
  staff: StaffMember,
  options: { everywhere: boolean },
  deps?: { db: Database; auth: StaffAuth },
): Promise<Headers> {
  const db = deps?.db ?? (await requireDatabase());
  const auth = deps?.auth ?? (await staffAuthFor(db, siteOrigin(request)));
  if (options.everywhere) {
    await db
      .delete(staffSessions)
      .where(and(eq(staffSessions.userId, staff.id), ne(staffSessions.id, staff.sessionId)));
  }
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  await recordStaffAction(
    db,
    staff,
    options.everywhere ? "staff.signed-out-everywhere" : "staff.signed-out",
    { type: "staff-session", id: staff.sessionId },
    {},
    staffRequestAddress(request),
  );
  return headers;
}
