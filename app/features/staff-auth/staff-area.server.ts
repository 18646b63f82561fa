import { createContext, type MiddlewareFunction } from "react-router";

import { requireStaff, STAFF_RESPONSE_HEADERS, type StaffMember } from "./staff-session.server";

/** The signed-in staff member, set by the staff area's middleware for the routes below it. */
export const staffContext = createContext<StaffMember>();

function withStaffHeaders(response: Response): Response {
  try {
    for (const [name, value] of Object.entries(STAFF_RESPONSE_HEADERS)) {
      response.headers.set(name, value);
    }
    return response;
  } catch {
    // Some responses come with immutable headers; a copy takes the new ones.
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(STAFF_RESPONSE_HEADERS)) {
      copy.headers.set(name, value);
    }
    return copy;
  }
}

/**
 * Runs before any loader or action of the /admin layout's routes, so a route that forgot
 * its own requireStaff still answers nobody without a session. Every answer from the area
 * is kept out of caches and search indexes.
 */
export const staffAreaMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  let staff: StaffMember;
  try {
    staff = await requireStaff(request);
  } catch (refusal) {
    if (refusal instanceof Response) throw withStaffHeaders(refusal);
    throw refusal;
  }
  context.set(staffContext, staff);
  return withStaffHeaders(await next());
};
