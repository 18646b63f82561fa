import { requireStaff, STAFF_RESPONSE_HEADERS } from "~/features/staff-auth/staff-session.server";
import { talentImportTemplate } from "~/features/talent/talent-import";

import type { Route } from "./+types/admin.talent.import.template[.]csv";

// The import's template: every column, and two example rows dated from today so that they
// import cleanly whenever it is downloaded.

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { roles: ["recruiter"] });
  const today = new Date().toISOString().slice(0, 10);
  return new Response(talentImportTemplate(today), {
    headers: {
      ...STAFF_RESPONSE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="talent-import-template.csv"',
    },
  });
}
