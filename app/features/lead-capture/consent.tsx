import { Fragment } from "react";
import { Link, useRouteLoaderData } from "react-router";

export const PRIVACY_POLICY_HREF = "/privacy-policy";

/** The consents a form may ask for; each one's wording is stored, versioned, when given. */
export type ConsentKind = "newsletter" | "playbookMarketing" | "application" | "talentProfile";

/** A consent's wording as the form shows it, and its version (the wording's digest). */
export interface ConsentText {
  text: string;
  version: string;
}

/**
 * A consent as stored with a submission: the wording agreed to and its version's id (null
 * only for consents recorded before versions were kept).
 */
export interface AgreedConsent {
  id: string | null;
  text: string;
}

/** The CMS's consent and privacy texts, which the root loader hands every page. */
export interface ConsentTexts {
  /** "By {action} you agree … in our {privacyPolicy}." */
  privacyNotice: string;
  newsletter: ConsentText;
  playbookMarketing: ConsentText;
  application: ConsentText;
  /** An applicant in the talent pool agreeing to be shown to prospective clients. */
  talentProfile: ConsentText;
}

/** The texts the root loader read for this page. */
export function useConsentTexts(): ConsentTexts {
  const root = useRouteLoaderData("root") as { consent?: ConsentTexts } | undefined;
  if (!root?.consent) throw new Error("The root loader provides no consent texts");
  return root.consent;
}

/** The field that tells the server which wording of a consent this form showed. */
export function ConsentVersionField({ consent }: { consent: ConsentText }) {
  return <input type="hidden" name="consentVersion" value={consent.version} />;
}

/** The link every consent and notice ends with. */
export function PrivacyPolicyLink() {
  return (
    <Link to={PRIVACY_POLICY_HREF} className="font-medium text-brand-700 underline">
      Privacy Policy
    </Link>
  );
}

/** The line under every lead form, worded in the CMS; `action` is what the button does. */
export function PrivacyNotice({ action }: { action: string }) {
  const { privacyNotice } = useConsentTexts();
  const parts = privacyNotice.split(/(\{action\}|\{privacyPolicy\})/);
  return (
    <p className="text-xs text-ink-600">
      {parts.map((part, index) =>
        part === "{action}" ? (
          <Fragment key={index}>{action}</Fragment>
        ) : part === "{privacyPolicy}" ? (
          <PrivacyPolicyLink key={index} />
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
