import { Link } from "react-router";

export const PRIVACY_POLICY_HREF = "/privacy-policy";

/** The line under every lead form; where consent is asked its exact text is stored too. */
export function PrivacyNotice({ action }: { action: string }) {
  return (
    <p className="text-xs text-ink-600">
      By {action} you agree that we process your details to answer you, as described in our{" "}
      <Link to={PRIVACY_POLICY_HREF} className="font-medium text-brand-700 underline">
        Privacy Policy
      </Link>
      .
    </p>
  );
}

export const NEWSLETTER_CONSENT_TEXT =
  "I agree to receive the Near Genius newsletter by email. I can unsubscribe at any time through the link in every email.";

export const PLAYBOOK_MARKETING_CONSENT_TEXT =
  "Yes, send me occasional emails about Near Genius services and new playbooks. I can unsubscribe at any time.";

export const APPLICATION_CONSENT_TEXT =
  "I agree that Near Genius stores my application and CV to assess it for this and similar positions, for up to 12 months.";
