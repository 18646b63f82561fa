import type { Database } from "~/lib/db/client.server";
import { siteLink, siteOrigin } from "~/lib/site-origin.server";

import { type AllowList, roleFor } from "./allow-list";
import { allowListFromEnv, type StaffAuth, staffAuthFor } from "./staff-auth.server";

/**
 * Queues a magic link for a listed address; does nothing for any other, so the page's answer
 * (the same either way) tells nobody who is on the list. After the link, the browser lands on
 * `next`; a refused link lands back on the sign-in page, which explains.
 */
export async function requestSignInLink(
  db: Database,
  request: Request,
  email: string,
  next: string,
  deps: { auth?: StaffAuth; allowList?: AllowList } = {},
): Promise<void> {
  const allowList = deps.allowList ?? allowListFromEnv();
  if (!roleFor(allowList, email)) return;
  const origin = siteOrigin(request);
  const auth = deps.auth ?? (await staffAuthFor(db, origin));
  await auth.api.signInMagicLink({
    body: {
      email: email.trim().toLowerCase(),
      callbackURL: siteLink(origin, next),
      errorCallbackURL: siteLink(origin, `/admin/sign-in?next=${encodeURIComponent(next)}`),
    },
    headers: new Headers({ origin }),
  });
}
