import type { Route } from "./+types/admin._index";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff } from "~/features/staff-auth/staff-session.server";

// A placeholder until the sales inbox lands here: the staff area needs a landing page.
export const meta = () => staffMeta("Leads");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return { name: staff.name };
}

export default function AdminIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink-900">Leads</h1>
      <p className="mt-3 text-ink-700">
        Welcome, {loaderData.name}. The inbox of leads comes here.
      </p>
    </>
  );
}
