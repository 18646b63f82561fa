import { BRIEFING_FILE_MESSAGES } from "~/features/briefing/briefing-files";
import {
  acceptBriefingUpload,
  briefingFileAction,
  briefingFileMethodNotAllowed,
} from "~/features/briefing/briefing-files.server";
import { refuseCrossSite } from "~/lib/http/same-origin.server";

import type { Route } from "./+types/api.briefing.files";

// POST a briefing document (multipart, field `file`) for the visitor's lead. The lead cookie
// is SameSite=Lax, so a cross-site form post arrives without it and is refused as lead-less.

export function action({ request }: Route.ActionArgs) {
  refuseCrossSite(request);
  return briefingFileAction(
    request,
    (db, storage, leadId) => acceptBriefingUpload(db, storage, leadId, request),
    BRIEFING_FILE_MESSAGES.failed,
  );
}

export function loader() {
  return briefingFileMethodNotAllowed();
}
