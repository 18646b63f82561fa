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
