import { SHORTLIST_INTERVIEWS_PATH } from "~/features/shortlist/shortlist-link";

// The client's interview pages. No server imports: links in pages and mails read the same paths.

export const INTERVIEWS_PATH = SHORTLIST_INTERVIEWS_PATH;

export function manageInterviewPath(token: string): string {
  return `${INTERVIEWS_PATH}/manage/${token}`;
}
