import { data, redirect } from "react-router";

import {
  LINKEDIN_FAILED_PATH,
  linkedinEnabled,
  startLinkedInSignIn,
} from "~/features/briefing/linkedin.server";
import { describeError, log } from "~/lib/log.server";

import type { Route } from "./+types/auth.linkedin";

// "Connect LinkedIn" on the briefing's first step lands here and goes on to LinkedIn's
// consent screen. Without LinkedIn credentials the button is not shown and this is 404.

export async function loader({ request }: Route.LoaderArgs) {
  if (!linkedinEnabled()) throw data(null, { status: 404 });
  try {
    return await startLinkedInSignIn(request);
  } catch (error) {
    // Discovery failed (LinkedIn unreachable): back to the form, which says so.
    log.error("[linkedin] could not start the sign-in", { error: describeError(error) });
    return redirect(LINKEDIN_FAILED_PATH, { status: 303 });
  }
}
