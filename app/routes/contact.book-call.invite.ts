import { data } from "react-router";

import { loadBookingContent } from "~/features/booking/booking-content.server";
import {
  bookingInviteFile,
  loadBookingByToken,
} from "~/features/booking/booking-manage-link.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/contact.book-call.invite";

// The booked call as a calendar file, as it is now: the event for a confirmed call, its
// cancellation for a cancelled one (importing it removes the event). Same UID and a higher
// SEQUENCE than any invite mailed before, so calendars update instead of adding a copy.

const PRIVATE = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireDatabase();
  const booking = await loadBookingByToken(db, params.token);
  if (!booking) throw data(null, { status: 404, headers: PRIVATE });
  const { rules } = await loadBookingContent();
  const ics = bookingInviteFile(booking, rules, siteOrigin(request), new Date(), params.token);
  return new Response(ics, {
    headers: {
      ...PRIVATE,
      "Content-Type": `text/calendar; charset=utf-8; method=${booking.status === "cancelled" ? "CANCEL" : "REQUEST"}`,
      "Content-Disposition": `attachment; filename="near-genius-call-${booking.reference}.ics"`,
    },
  });
}
