import { redirect } from "react-router";

import { signOutStaff } from "~/features/staff-auth/sign-out.server";
import {
  currentStaff,
  refuse,
  STAFF_RESPONSE_HEADERS,
  staffSessionDeps,
} from "~/features/staff-auth/staff-session.server";
import { readFormData } from "~/lib/http/request-body.server";
import { refuseCrossSite } from "~/lib/http/same-origin.server";
import type { RouteHandle } from "~/lib/route-handle";

import type { Route } from "./+types/admin.sign-out";

export const handle = { staffArea: true } satisfies RouteHandle;

// Outside the /admin layout, so a session still owing its second factor's code can end
// itself; it checks for a session on its own.
async function sessionOf(request: Request) {
  const found = await currentStaff(request, await staffSessionDeps(request));
  if (!found.staff) refuse(request, found.ended ? "ended" : undefined);
  return found.staff;
}

// Only a post signs out (a link or a prefetch must not); a visit goes back to the inbox.
export async function loader({ request }: Route.LoaderArgs) {
  await sessionOf(request);
  return redirect("/admin", { headers: STAFF_RESPONSE_HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  refuseCrossSite(request);
  const staff = await sessionOf(request);
  const formData = await readFormData(request);
  const everywhere = formData.get("scope") === "everywhere";
  const headers = await signOutStaff(request, staff, { everywhere });
  for (const [name, value] of Object.entries(STAFF_RESPONSE_HEADERS)) headers.set(name, value);
  return redirect(`/admin/sign-in?signed-out=${everywhere ? "everywhere" : "1"}`, { headers });
}
