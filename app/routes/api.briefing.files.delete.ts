import { data } from "react-router";
import type { Route } from "./+types/api.briefing.files.delete";
import {
  BRIEFING_FILE_MESSAGES,
  type BriefingFileAnswer,
} from "~/features/briefing/briefing-files";
import { removeBriefingFile } from "~/features/briefing/briefing-files.server";
import { readLeadId } from "~/features/lead/lead-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { fileStorageFromEnv } from "~/lib/storage/file-storage.server";

// POST /api/briefing/files/:id/delete removes one of the visitor's own documents; another
// lead's document answers 404, the same as one that never existed.

const notAllowed = () =>
  data<BriefingFileAnswer>(
    { ok: false, error: BRIEFING_FILE_MESSAGES.method },
    { status: 405, headers: { Allow: "POST" } },
  );

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return notAllowed();
  const db = await requireDatabase();
  const leadId = await readLeadId(request);
  if (!leadId) {
    return data<BriefingFileAnswer>(
      { ok: false, error: BRIEFING_FILE_MESSAGES.noLead },
      { status: 401 },
    );
  }
  try {
    const answer = await removeBriefingFile(db, await fileStorageFromEnv(), leadId, params.id);
    if (!answer.ok) {
      return data<BriefingFileAnswer>(
        { ok: false, error: answer.error },
        { status: answer.status },
      );
    }
    return data<BriefingFileAnswer>({ ok: true, removed: answer.removed });
  } catch (error) {
    console.error("[briefing-files] removal failed", error);
    return data<BriefingFileAnswer>(
      { ok: false, error: BRIEFING_FILE_MESSAGES.removeFailed },
      { status: 500 },
    );
  }
}

export function loader() {
  return notAllowed();
}
