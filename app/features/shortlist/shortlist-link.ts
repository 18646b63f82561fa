// Where a client reads their shortlist: the page behind the lead cookie, and the private link
// in the mail that names the lead in a new browser first.

export const SHORTLIST_PATH = "/shortlist";
/** Where the client books interviews with the engineers they chose. */
export const SHORTLIST_INTERVIEWS_PATH = "/shortlist/interviews";

export function shortlistOpenPath(token: string): string {
  return `/shortlist/open/${encodeURIComponent(token)}`;
}
