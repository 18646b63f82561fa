import { data } from "react-router";

import { STAFF_AUTH_BASE_PATH, staffAuthFor } from "~/features/staff-auth/staff-auth.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/api.staff-auth";

// Only the magic link's landing reaches better-auth: sign-in starts on /admin/sign-in (which
// checks the allow-list) and sign-out on /admin/sign-out, so none of the library's other
// endpoints (account updates, session listings) is open to the web.
const VERIFY_PATH = `${STAFF_AUTH_BASE_PATH}/magic-link/verify`;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname !== VERIFY_PATH) throw data(null, { status: 404 });
  // Links we mail always name where to land; without one better-auth would answer JSON with
  // the session's token instead of setting the cookie and moving on.
  if (!url.searchParams.get("callbackURL")) throw data(null, { status: 404 });
  const db = await requireDatabase();
  const auth = await staffAuthFor(db, siteOrigin(request));
  const response = await auth.handler(request);
  const answer = new Response(response.body, response);
  answer.headers.set("Cache-Control", "no-store");
  answer.headers.set("Referrer-Policy", "no-referrer");
  return answer;
}

export function action() {
  throw data(null, { status: 404 });
}
