import { BRIEFING_FILE_MESSAGES } from "~/features/briefing/briefing-files";
import {
  briefingFileAction,
  briefingFileMethodNotAllowed,
  removeBriefingFile,
} from "~/features/briefing/briefing-files.server";
import { refuseCrossSite } from "~/lib/http/same-origin.server";

import type { Route } from "./+types/api.briefing.files.delete";

// POST /api/briefing/files/:id/delete removes one of the visitor's own documents; another
// lead's document answers 404, the same as one that never existed.

export function action({ request, params }: Route.ActionArgs) {
  refuseCrossSite(request);
  return briefingFileAction(
    request,
    (db, storage, leadId) => removeBriefingFile(db, storage, leadId, params.id),
    BRIEFING_FILE_MESSAGES.removeFailed,
  );
}

export function loader() {
  return briefingFileMethodNotAllowed();
}
