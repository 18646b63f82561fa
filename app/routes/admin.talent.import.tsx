import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { TALENT_IMPORT_MAX_BYTES, TALENT_IMPORT_MAX_ROWS } from "~/features/talent/talent-import";
import { talentImportAction } from "~/features/talent/talent-import-action.server";
import { TalentImportPage } from "~/features/talent/talent-import-page";

import type { Route } from "./+types/admin.talent.import";

// The talent pool's CSV import, for recruiters and admins: check a file, then import it.
// Unhydrated: both steps are plain posts, and the page ships no JavaScript.

export const meta = () => staffMeta("Import candidates");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { roles: ["recruiter"] });
  return { maxRows: TALENT_IMPORT_MAX_ROWS, maxMegabytes: TALENT_IMPORT_MAX_BYTES / 1024 / 1024 };
}

export async function action({ request }: Route.ActionArgs) {
  return talentImportAction(request);
}

export default function AdminTalentImport({ loaderData, actionData }: Route.ComponentProps) {
  return <TalentImportPage {...loaderData} result={actionData} />;
}
