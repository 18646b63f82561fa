import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";

import { BrandMark } from "~/components/brand-mark";
import type { StaffRole } from "~/lib/db/enums";

export interface StaffShellUser {
  email: string;
  name: string;
  role: StaffRole;
}

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  adminOnly?: boolean;
}

const NAV: readonly NavItem[] = [
  { to: "/admin", label: "Leads", end: true },
  { to: "/admin/overdue", label: "Overdue" },
  { to: "/admin/talent", label: "Talent" },
  { to: "/admin/inbound-mail", label: "Unmatched mail", adminOnly: true },
  { to: "/admin/people", label: "People", adminOnly: true },
  { to: "/admin/webhooks", label: "Webhooks", adminOnly: true },
  { to: "/admin/api-tokens", label: "API tokens", adminOnly: true },
  { to: "/admin/audit", label: "Audit log", adminOnly: true },
  { to: "/admin/preview", label: "Preview drafts" },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-control px-3 py-2 text-sm font-semibold ${
    isActive ? "bg-white/15 text-white" : "text-brand-100 hover:bg-white/10 hover:text-white"
  }`;

/** The staff area's frame: a compact bar with the sections, who is signed in and sign-out. */
export function StaffShell({ staff, children }: { staff: StaffShellUser; children: ReactNode }) {
  const items = NAV.filter((item) => !item.adminOnly || staff.role === "admin");
  return (
    <>
      <header className="bg-brand-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="flex items-center gap-2 font-display text-base font-bold">
            <BrandMark className="size-6" />
            Near Genius <span className="font-normal text-brand-200">staff</span>
          </p>
          <nav aria-label="Staff area" className="flex flex-wrap gap-1">
            {items.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className={navLinkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex flex-wrap items-center gap-2 text-sm">
            <NavLink
              to="/admin/account"
              className="rounded-control px-2 py-1.5 text-brand-100 underline-offset-2 hover:text-white hover:underline"
            >
              {staff.email} <span className="text-brand-200">({staff.role})</span>
            </NavLink>
            <Form method="post" action="/admin/sign-out" className="flex flex-wrap gap-2">
              <button
                type="submit"
                name="scope"
                value="this"
                className="rounded-control border border-white/30 px-3 py-1.5 font-semibold text-white hover:bg-white/10"
              >
                Sign out
              </button>
              {/* For a lost or shared device: ends the sessions on every other device too. */}
              <button
                type="submit"
                name="scope"
                value="everywhere"
                className="rounded-control px-2 py-1.5 text-brand-100 underline underline-offset-2 hover:text-white"
              >
                Sign out everywhere
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none"
      >
        {children}
      </main>
    </>
  );
}

/** The frame of the pages outside the signed-in area (sign-in, errors without a session). */
export function StaffPlainShell({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-3">
          <p className="flex items-center gap-2 font-display text-base font-bold">
            <BrandMark className="size-6" />
            Near Genius <span className="font-normal text-brand-200">staff</span>
          </p>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-md flex-1 px-4 py-10 outline-none"
      >
        {children}
      </main>
    </>
  );
}

/**
 * What a staff page shows when its session ended while it was open (a data request answered
 * 401): a way back in that returns to the same place. A plain link, so the browser loads the
 * sign-in page afresh.
 */
export function StaffSignedOutPage({ next }: { next: string }) {
  return (
    <StaffPlainShell>
      <h1 className="font-display text-2xl font-bold text-ink-900">Signed out</h1>
      <p className="mt-3 text-ink-700">
        Your session has ended. Sign in again to carry on where you were.
      </p>
      <p className="mt-6">
        <a href={`/admin/sign-in?next=${encodeURIComponent(next)}`} className="link">
          Sign in again
        </a>
      </p>
    </StaffPlainShell>
  );
}
