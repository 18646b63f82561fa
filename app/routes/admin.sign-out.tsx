import { redirect } from "react-router";
import type { Route } from "./+types/admin.sign-out";
import { signOutStaff } from "~/features/staff-auth/sign-out.server";
import { staffContext } from "~/features/staff-auth/staff-area.server";
import { requireStaff } from "~/features/staff-auth/staff-session.server";

// Only a post signs out (a link or a prefetch must not); a visit goes back to the inbox.
export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext) ?? (await requireStaff(request));
  const formData = await request.formData();
  const everywhere = formData.get("scope") === "everywhere";
  const headers = await signOutStaff(request, staff, { everywhere });
  return redirect(`/admin/sign-in?signed-out=${everywhere ? "everywhere" : "1"}`, { headers });
}
