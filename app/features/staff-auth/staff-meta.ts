import type { MetaDescriptor } from "react-router";

/** A staff page's title and robots meta: never indexed, never followed. */
export function staffMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} · Near Genius staff` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Whether a path is in the staff area (/admin and below). */
export function isStaffPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
