import { data, redirect } from "react-router";

import {
  clearLinkedInCookieHeader,
  connectLinkedInToLead,
  finishLinkedInSignIn,
  LINKEDIN_CONNECTED_PATH,
  LINKEDIN_FAILED_PATH,
  linkedinEnabled,
} from "~/features/briefing/linkedin.server";
import { leadCookieHeader, readLeadId } from "~/features/lead/lead-session.server";
import { getDatabase } from "~/lib/db/client.server";
import { describeError, log } from "~/lib/log.server";

import type { Route } from "./+types/auth.linkedin.callback";

// LinkedIn sends the visitor back here. Success fills the draft's name and email (where
// empty) and marks it connected; any failure, the member's own cancel included, goes back
// to step 1 with a message and the form as it was.

export async function loader({ request }: Route.LoaderArgs) {
  if (!linkedinEnabled()) throw data(null, { status: 404 });
  const headers = new Headers({ "Cache-Control": "no-store" });
  const back = (path: string) => redirect(path, { status: 303, headers });
  try {
    // One attempt, one cookie: it goes whatever the outcome.
    headers.append("Set-Cookie", await clearLinkedInCookieHeader(request));
    const result = await finishLinkedInSignIn(request);
    if ("error" in result) {
      log.warn(`[linkedin] sign-in did not complete: ${result.error}`);
      return back(LINKEDIN_FAILED_PATH);
    }
    const connected = await connectLinkedInToLead(await getDatabase(), {
      currentLeadId: await readLeadId(request),
      profile: result.profile,
    });
    if (!connected.ok) {
      log.warn(`[linkedin] signed in but not connected: ${connected.error}`);
      return back(LINKEDIN_FAILED_PATH);
    }
    if (connected.leadChanged) {
      headers.append("Set-Cookie", await leadCookieHeader(connected.leadId, request));
    }
    return back(LINKEDIN_CONNECTED_PATH);
  } catch (error) {
    log.error("[linkedin] sign-in failed", { error: describeError(error) });
    return back(LINKEDIN_FAILED_PATH);
  }
}
