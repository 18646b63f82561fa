import { mayMail, type RateLimitPolicy } from "~/features/lead-capture/rate-limit.server";
import type { Database } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { siteLink, siteOrigin } from "~/lib/site-origin.server";

import { type AllowList, roleFor } from "./allow-list";
import { allowListFromEnv, type StaffAuth, staffAuthFor } from "./staff-auth.server";

/**
 * Queues a magic link for a listed address; does nothing for any other, so the page's answer
 * (the same either way) tells nobody who is on the list. After the link, the browser lands on
 * `next`; a refused link lands back on the sign-in page, which explains.
 */
/** Sign-in links one address may be sent per 15 minutes (three unless configured). */
export function signInMailPolicy(): RateLimitPolicy {
  return { max: env().STAFF_SIGN_IN_LINKS_MAX, windowSeconds: 15 * 60 };
}

export async function requestSignInLink(
  db: Database,
  request: Request,
  email: string,
  next: string,
  deps: { auth?: StaffAuth; allowList?: AllowList; now?: Date; policy?: RateLimitPolicy } = {},
): Promise<void> {
  const allowList = deps.allowList ?? allowListFromEnv();
  // Counted for every address, on the list or not, and whatever client asks: a flood of
  // requests for one address sends it at most the policy's links.
  const key = `staff-sign-in:${email}`;
  const policy = deps.policy ?? signInMailPolicy();
  if (!(await mayMail(db, key, deps.now ?? new Date(), policy))) return;
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
