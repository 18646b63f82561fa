import { loadBookingContent } from "~/features/booking/booking-content.server";
import { zoneCity } from "~/features/booking/booking-time";
import { DIGEST_HOUR, overdueByOwner, teamClock } from "~/features/sales-inbox/overdue.server";
import { OverduePage } from "~/features/sales-inbox/overdue-page";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";

import type { Route } from "./+types/admin.overdue";

// Every open lead whose next action has passed, by owner: the list each owner's morning
// digest mail gives them, for the whole team.

export const meta = () => staffMeta("Overdue leads");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { rules } = await loadBookingContent();
  const { today } = teamClock(new Date(), rules.timeZone);
  const groups = await overdueByOwner(await requireDatabase(), today);
  return { groups, today, zoneCity: zoneCity(rules.timeZone), digestHour: DIGEST_HOUR };
}

export default function Overdue({ loaderData }: Route.ComponentProps) {
  return <OverduePage {...loaderData} />;
}
