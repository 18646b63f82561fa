import { data } from "react-router";
import type { Route } from "./+types/api.briefing.files";
import {
  BRIEFING_FILE_MESSAGES,
  type BriefingFileAnswer,
} from "~/features/briefing/briefing-files";
import { acceptBriefingUpload } from "~/features/briefing/briefing-files.server";
import { readLeadId } from "~/features/lead/lead-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { fileStorageFromEnv } from "~/lib/storage/file-storage.server";

// POST a briefing document (multipart, field `file`) for the visitor's lead. The lead cookie
// is SameSite=Lax, so a cross-site form post arrives without it and is refused as lead-less.

const notAllowed = () =>
  data<BriefingFileAnswer>(
    { ok: false, error: BRIEFING_FILE_MESSAGES.method },
    { status: 405, headers: { Allow: "POST" } },
  );

export async function action({ request }: Route.ActionArgs) {
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
    const answer = await acceptBriefingUpload(db, await fileStorageFromEnv(), leadId, request);
    if (!answer.ok) {
      return data<BriefingFileAnswer>(
        { ok: false, error: answer.error },
        { status: answer.status },
      );
    }
    return data<BriefingFileAnswer>({ ok: true, document: answer.document });
  } catch (error) {
    console.error("[briefing-files] upload failed", error);
    return data<BriefingFileAnswer>(
      { ok: false, error: BRIEFING_FILE_MESSAGES.failed },
      { status: 500 },
    );
  }
}

export function loader() {
  return notAllowed();
}
