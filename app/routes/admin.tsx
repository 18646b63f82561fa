import { isRouteErrorResponse, Link, Outlet, useLocation } from "react-router";

import { staffAreaMiddleware, staffContext } from "~/features/staff-auth/staff-area.server";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import { StaffPlainShell, StaffShell, StaffSignedOutPage } from "~/features/staff-auth/staff-shell";
import type { RouteHandle } from "~/lib/route-handle";

import type { Route } from "./+types/admin";

export const handle = { staffArea: true } satisfies RouteHandle;

export const middleware: Route.MiddlewareFunction[] = [staffAreaMiddleware];

export const meta = () => staffMeta("Staff area");

export function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  return { staff: { email: staff.email, name: staff.name, role: staff.role } };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell staff={loaderData.staff}>
      <Outlet />
    </StaffShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 401) return <StaffSignedOutPage next={location.pathname + location.search} />;
  const [title, body] =
    status === 403
      ? ["Admins only", "This part of the staff area is for admins. Ask an admin if you need it."]
      : status === 404
        ? ["Not found", "There is nothing at this address in the staff area."]
        : status === 503
          ? ["Temporarily unavailable", "The database is not answering. Try again in a minute."]
          : ["Something went wrong", "The page could not be shown. Try again in a minute."];
  return (
    <StaffPlainShell>
      <h1 className="font-display text-2xl font-bold text-ink-900">{title}</h1>
      <p className="mt-3 text-ink-700">{body}</p>
      <p className="mt-6 flex gap-4">
        <Link to="/admin" className="link">
          Back to the leads
        </Link>
      </p>
    </StaffPlainShell>
  );
}
