import { personExportResponse } from "~/features/personal-data/people-admin.server";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";

import type { Route } from "./+types/admin.people.export[.]json";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, { role: "admin" });
  return personExportResponse(await requireDatabase(), staff, request);
}
