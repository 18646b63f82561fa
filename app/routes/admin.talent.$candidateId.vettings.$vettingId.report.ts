import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { isCandidateId } from "~/features/talent/candidate-detail.server";
import { vettingFileOf } from "~/features/talent/candidate-records.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { fileStorageFromEnv } from "~/lib/storage/file-storage.server";

import type { Route } from "./+types/admin.talent.$candidateId.vettings.$vettingId.report";

// A vetting report, for staff: always a download (never shown inline), so a file that is
// not what its name says cannot run in the staff area.

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  if (!isCandidateId(params.candidateId) || !isCandidateId(params.vettingId)) {
    return new Response("Not found", { status: 404 });
  }
  const db = await requireDatabase();
  const file = await vettingFileOf(db, params.candidateId, params.vettingId);
  if (!file) return new Response("Not found", { status: 404 });
  const bytes = await (await fileStorageFromEnv()).get(file.key);
  const ascii = file.name.replace(/["\\\r\n]/g, "_").replace(/[^\x20-\x7e]/g, "_");
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "Content-Length": String(bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
