import type { ReactNode } from "react";
import { Link } from "react-router";

// Small pieces the role, budget and later steps share.

/** A server problem as the form kit's field error. */
export function asError(message: string | undefined) {
  return message ? { code: "invalid" as const, message } : undefined;
}

/** Shown by a step that needs roles until the visitor has chosen some on step 3. */
export function NoRolesMessage({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-card border border-dashed border-ink-300 bg-ink-50 p-6 text-ink-700">
      <p>
        {children}{" "}
        <Link to="?step=3" className="link">
          Choose roles on step 3, Team Composition
        </Link>
        .
      </p>
    </div>
  );
}
