import { Link } from "react-router";

export interface TeamContact {
  email: string | null;
  phone: string | null;
}

function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className="link" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
      {phone}
    </a>
  );
}

function EmailLink({ email }: { email: string }) {
  return (
    <a className="link" href={`mailto:${email}`}>
      {email}
    </a>
  );
}

/** "email x or call y": however much of the team's contact the CMS has. */
export function ReachTheTeam({ contact }: { contact: TeamContact }) {
  if (contact.email && contact.phone) {
    return (
      <>
        please email <EmailLink email={contact.email} /> or call <PhoneLink phone={contact.phone} />
      </>
    );
  }
  if (contact.email) {
    return (
      <>
        please email <EmailLink email={contact.email} />
      </>
    );
  }
  if (contact.phone) {
    return (
      <>
        please call <PhoneLink phone={contact.phone} />
      </>
    );
  }
  return (
    <>
      please write to us through the{" "}
      <Link className="link" to="/contact">
        contact page
      </Link>
    </>
  );
}
