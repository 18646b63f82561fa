import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { parseTalentFilters } from "~/features/talent/talent-filters";
import { listTalent } from "~/features/talent/talent-list.server";
import { TalentListPage } from "~/features/talent/talent-list-page";
import { listPositionNames } from "~/features/talent/talent-positions.server";
import { requireDatabase } from "~/lib/db/require-database.server";

import type { Route } from "./+types/admin.talent";

// The talent pool: every candidate, newest first, filtered by the query string.

export const meta = () => staffMeta("Talent");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const db = await requireDatabase();
  const filters = parseTalentFilters(new URL(request.url).searchParams);
  const now = new Date();
  const [page, positions] = await Promise.all([
    listTalent(db, filters, { now }),
    listPositionNames(db),
  ]);
  return {
    filters,
    // The list shows no addresses, so none are sent.
    rows: page.rows.map(({ email: _, ...row }) => row),
    nextCursor: page.nextCursor,
    total: page.total,
    positions,
    canImport: staff.role === "recruiter" || staff.role === "admin",
  };
}

export default function AdminTalent({ loaderData }: Route.ComponentProps) {
  return <TalentListPage {...loaderData} />;
}
