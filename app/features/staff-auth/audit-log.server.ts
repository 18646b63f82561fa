import { desc, lt } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import { staffAuditLog } from "~/lib/db/schema";

export const AUDIT_PAGE_SIZE = 50;

export interface AuditEntry {
  id: number;
  occurredAt: string;
  staffEmail: string;
  action: string;
  target: string | null;
  details: string | null;
  ipAddress: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** The `before` cursor of the next (older) page, or null on the last one. */
  olderBefore: number | null;
}

/**
 * The audit log newest first, a page at a time. The cursor is the last id shown: lines
 * appended while someone pages through do not shift later pages, as an offset would.
 */
export async function listAuditEntries(
  db: Database,
  options: { before?: number | null; pageSize?: number } = {},
): Promise<AuditPage> {
  const pageSize = options.pageSize ?? AUDIT_PAGE_SIZE;
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(options.before ? lt(staffAuditLog.id, options.before) : undefined)
    .orderBy(desc(staffAuditLog.id))
    .limit(pageSize + 1);
  const shown = rows.slice(0, pageSize);
  return {
    entries: shown.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      staffEmail: row.staffEmail,
      action: row.action,
      target: row.targetType ? `${row.targetType} ${row.targetId ?? ""}`.trim() : null,
      details: Object.keys(row.details).length > 0 ? JSON.stringify(row.details) : null,
      ipAddress: row.ipAddress,
    })),
    olderBefore: rows.length > pageSize ? (shown.at(-1)?.id ?? null) : null,
  };
}
