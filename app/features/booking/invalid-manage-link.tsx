import { Link } from "react-router";

import { ReachTheTeam, type TeamContact } from "./reach-the-team";

/** The page for a manage link that names no booking. */
export function InvalidManageLink({
  bookHref,
  contact,
}: {
  bookHref: string;
  contact: TeamContact;
}) {
  return (
    <div className="grid max-w-2xl gap-4">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">
        This link is not valid
      </h1>
      <p className="text-lg text-ink-700">
        This link is not valid or is incomplete. Please open the link from your confirmation email
        again, copying the whole address. If you still can&apos;t reach your booking,{" "}
        <ReachTheTeam contact={contact} />.
      </p>
      <p>
        <Link to={bookHref} className="btn-primary">
          Book a call
        </Link>
      </p>
    </div>
  );
}
