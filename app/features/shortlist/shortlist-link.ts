// Where a client reads their shortlist: the page behind the lead cookie, and the private link
// in the mail that names the lead in a new browser first.

export const SHORTLIST_PATH = "/shortlist";

export function shortlistOpenPath(token: string): string {
  return `/shortlist/open/${encodeURIComponent(token)}`;
}
