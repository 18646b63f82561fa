import { readLeadFile } from "~/features/sales-inbox/lead-detail.server";
import {
  recordStaffAction,
  requireStaff,
  staffRequestAddress,
} from "~/features/staff-auth/staff-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { fileDownloadResponse } from "~/lib/http/file-download.server";

import type { Route } from "./+types/admin.leads.$leadId.files.$fileId";

// A document a visitor uploaded with their briefing, for staff only: the visitor's own
// upload routes never serve files back, so this is the one way to read one. Always a
// download (never rendered inline), so an uploaded HTML or SVG cannot run in the staff area.

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const db = await requireDatabase();
  const file = await readLeadFile(db, params.leadId, params.fileId);
  if (!file) return new Response("Not found", { status: 404 });
  await recordStaffAction(
    db,
    staff,
    "lead.file-downloaded",
    { type: "lead", id: params.leadId },
    { fileId: params.fileId },
    staffRequestAddress(request),
  );
  return fileDownloadResponse(file);
}
