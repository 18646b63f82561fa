import { readLeadFile } from "~/features/sales-inbox/lead-detail.server";
import {
  recordStaffAction,
  requireStaff,
  staffRequestAddress,
} from "~/features/staff-auth/staff-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";

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
  const name = file.fileName.replace(/["\\\r\n]/g, "_");
  return new Response(Buffer.from(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "Content-Length": String(file.bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
