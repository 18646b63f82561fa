import { readMessageFile } from "~/features/sales-inbox/lead-messages.server";
import {
  recordStaffAction,
  requireStaff,
  staffRequestAddress,
} from "~/features/staff-auth/staff-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { fileDownloadResponse } from "~/lib/http/file-download.server";

import type { Route } from "./+types/admin.messages.$messageId.files.$fileId";

// A file that came with a visitor's mail, for staff only, and always as a download (never
// rendered inline), so an attachment cannot run in the staff area. A mail not yet threaded
// onto a lead is the admins', as the unmatched list is.

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const db = await requireDatabase();
  const file = await readMessageFile(db, params.messageId, params.fileId, staff.role === "admin");
  if (!file) return new Response("Not found", { status: 404 });
  await recordStaffAction(
    db,
    staff,
    "message.file-downloaded",
    file.leadId ? { type: "lead", id: file.leadId } : null,
    { messageId: params.messageId, fileId: params.fileId },
    staffRequestAddress(request),
  );
  return fileDownloadResponse(file);
}
