import { listAuditEntries } from "~/features/staff-auth/audit-log.server";
import { AuditLogPage } from "~/features/staff-auth/audit-log-page";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";

import type { Route } from "./+types/admin.audit";

export const meta = () => staffMeta("Audit log");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { role: "admin" });
  const raw = new URL(request.url).searchParams.get("before");
  const before = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const page = await listAuditEntries(await requireDatabase(), { before });
  return { ...page, first: before === null };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  return <AuditLogPage {...loaderData} />;
}
