// Lists page by (created_at, id), newest first. A cursor carries created_at as PostgreSQL
// wrote it: a JavaScript Date would drop the microseconds and skip or repeat rows created
// within the same millisecond. A cursor edited by hand decodes to nothing, not to an error.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  const [createdAt, id, extra] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (extra !== undefined || !createdAt || !id || !UUID.test(id)) return null;
  if (!/^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(createdAt)) return null;
  return { createdAt, id };
}

// A list ordered by another moment first (a deadline, say) pages on (that moment, created_at,
// id); rows without one sort last as 'infinity'. Its cursor never decodes as the plain one,
// so a link from one order opens the other at its first page.

const MOMENT = /^(\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?|infinity)$/;

export function encodeOrderedCursor(key: string, createdAt: string, id: string): string {
  return Buffer.from(`${key}|${createdAt}|${id}`).toString("base64url");
}

export function decodeOrderedCursor(
  cursor: string,
): { key: string; createdAt: string; id: string } | null {
  const [key, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!key || !MOMENT.test(key) || rest.length !== 2) return null;
  const plain = decodeCursor(Buffer.from(rest.join("|")).toString("base64url"));
  return plain ? { key, ...plain } : null;
}
