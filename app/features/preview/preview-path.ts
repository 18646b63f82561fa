/**
 * Where a preview starts: a page of the public site, given as its path. Anything else (another
 * site, "//host", the staff area or an API, control characters) starts at the home page, so a
 * preview link cannot send its reader anywhere but this site's pages.
 */
export function previewStartPath(value: unknown): string {
  if (typeof value !== "string") return "/";
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.length > 300) return "/";
  // Whitespace, backslashes and control characters (C0 and DEL) have no place in a path.
  if (/[\\\s]/.test(path) || [...path].some((char) => char < " " || char === "\u007f")) {
    return "/";
  }
  if (/^\/(admin|api|auth)(\/|$|\?|#)/.test(path)) return "/";
  return path;
}
